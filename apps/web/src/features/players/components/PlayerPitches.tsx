import { useTranslation } from 'react-i18next';
import { PitchQueryTable } from '../../../components/PitchTable.tsx';
import { usePlayerPitches } from '../api.ts';

/** Issue 29, player info: every club he was sent to, with its stage, answer and opens. */
export function PlayerPitches({ tenantId, playerId }: { tenantId: string; playerId: string }) {
  const { t } = useTranslation();
  const pitches = usePlayerPitches(tenantId, playerId);
  return (
    <PitchQueryTable
      query={pitches}
      label={t('pitchTable.title')}
      emptyText={t('pitchTable.empty.player')}
      columns={['contact', 'club', 'stage', 'daysInStage', 'answer', 'opens', 'agent', 'updatedAt']}
    />
  );
}
