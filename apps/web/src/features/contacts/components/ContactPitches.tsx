import { useTranslation } from 'react-i18next';
import { PitchQueryTable } from '../../../components/PitchTable.tsx';
import { useContactPitches } from '../api.ts';

/** Issue 29: the players pitched to this contact, with their stage, the club's answer and opens. */
export function ContactPitches({ tenantId, contactId }: { tenantId: string; contactId: string }) {
  const { t } = useTranslation();
  const pitches = useContactPitches(tenantId, contactId);
  return (
    <PitchQueryTable
      query={pitches}
      label={t('pitchTable.title')}
      emptyText={t('pitchTable.empty.contact')}
      columns={['player', 'stage', 'daysInStage', 'answer', 'opens', 'updatedAt']}
    />
  );
}
