import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useJobs } from '../api.ts';
import { JobCard } from '../components/JobCard.tsx';

/** /jobs (issue 30, Superadmin): the background jobs, their schedules and last runs, and "Run now". */
export function JobsPage() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.title'));
  const { data, isPending, error } = useJobs();

  let content: React.ReactNode;
  if (isPending) content = <PageSpinner />;
  else if (!data) content = <ErrorAlert title={t('jobs.loadError')} error={error} />;
  else
    content = (
      <Stack gap="lg">
        {!data.running && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('jobs.notRunning')}
          >
            {t('jobs.notRunningHint')}
          </Alert>
        )}
        {data.data.map((job) => (
          <JobCard key={job.name} job={job} />
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader title={t('jobs.title')} description={t('jobs.description')} />
      {content}
    </>
  );
}
