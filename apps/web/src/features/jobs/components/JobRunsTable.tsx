import { Badge, Loader, Table, Text } from '@mantine/core';
import { type JobOutcome, type JobRun, MISSING_VALUE } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatLongDate } from '../../../lib/dates.ts';
import { useJobText } from './job-text.ts';

const OUTCOME_COLORS: Record<JobOutcome, string> = { running: 'blue', done: 'teal', failed: 'red' };

/** A job's last runs, newest first: when, how started and by whom, for which day, and what came of it. */
export function JobRunsTable({ runs, label }: { runs: JobRun[]; label: string }) {
  const { t, i18n } = useTranslation();
  const text = useJobText();
  if (runs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('jobs.runs.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table aria-label={label} striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('jobs.runs.started')}</Table.Th>
            <Table.Th>{t('jobs.runs.trigger')}</Table.Th>
            <Table.Th>{t('jobs.runs.by')}</Table.Th>
            <Table.Th>{t('jobs.runs.forDate')}</Table.Th>
            <Table.Th>{t('jobs.runs.outcome')}</Table.Th>
            <Table.Th>{t('jobs.runs.duration')}</Table.Th>
            <Table.Th>{t('jobs.runs.summary')}</Table.Th>
            <Table.Th>{t('jobs.runs.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>
                <time dateTime={run.startedAt}>{formatDateTime(run.startedAt, i18n.language)}</time>
              </Table.Td>
              <Table.Td>{t(`jobs.triggers.${run.trigger}`)}</Table.Td>
              <Table.Td>{run.startedBy?.name ?? MISSING_VALUE}</Table.Td>
              <Table.Td>{run.forDate ? formatLongDate(run.forDate, i18n.language) : MISSING_VALUE}</Table.Td>
              <Table.Td>
                <Badge
                  color={OUTCOME_COLORS[run.outcome]}
                  variant="light"
                  tt="none"
                  leftSection={
                    run.outcome === 'running' ? <Loader size={10} color="blue" aria-hidden /> : null
                  }
                >
                  {t(`jobs.outcomes.${run.outcome}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                {text.duration(run) ?? MISSING_VALUE}
              </Table.Td>
              <Table.Td>{text.summary(run.summary) || MISSING_VALUE}</Table.Td>
              <Table.Td c={run.error ? 'red' : undefined} style={{ overflowWrap: 'anywhere' }}>
                {run.error ?? MISSING_VALUE}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
