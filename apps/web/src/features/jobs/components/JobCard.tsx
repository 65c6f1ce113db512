import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { Job } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JobRunsTable } from './JobRunsTable.tsx';
import { useJobText } from './job-text.ts';
import { RunJobForm } from './RunJobForm.tsx';

/** One job: what it does, when it runs, "Run now", and its last runs. */
export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  const text = useJobText();
  const headingId = useId();
  const name = text.name(job.name);
  return (
    <Card component="section" aria-labelledby={headingId} p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {name}
          </Title>
          <Text size="sm">{t(`jobs.about.${job.name}`)}</Text>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {text.schedule(job)}
            </Text>
          </Group>
        </Stack>
        {job.runnable && <RunJobForm name={job.name} runs={job.lastRuns} />}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('jobs.runs.title')}
          </Title>
          <JobRunsTable runs={job.lastRuns} label={`${t('jobs.runs.title')}: ${name}`} />
        </Stack>
      </Stack>
    </Card>
  );
}
