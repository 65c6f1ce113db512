import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PitchQueryTable } from '../../../components/PitchTable.tsx';
import { useRequirementPitches } from '../api.ts';

/** Issue 29, Requirement Info: the players sent for this requirement, each with its contact and stage. */
export function RequirementPitches({ tenantId, requirementId }: { tenantId: string; requirementId: string }) {
  const { t } = useTranslation();
  const pitches = useRequirementPitches(tenantId, requirementId);
  return (
    <Card component="section" aria-labelledby="requirement-pitches" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id="requirement-pitches" mb="md">
        {t('pitchTable.title')}
      </Title>
      <PitchQueryTable
        query={pitches}
        label={t('pitchTable.title')}
        emptyText={t('pitchTable.empty.requirement')}
        columns={['player', 'contact', 'stage', 'daysInStage', 'answer', 'opens']}
      />
    </Card>
  );
}
