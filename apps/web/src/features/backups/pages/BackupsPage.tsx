import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDatabaseExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useBackups, useCreateBackup } from '../api.ts';
import { BackupItem } from '../components/BackupItem.tsx';
import { formatSize } from '../format-size.ts';

/**
 * /backups (D49, Superadmin): the backups kept (the nightly ones and those made here), each to
 * download, and "Back up now", which shows that it works until the backup is stored.
 */
export function BackupsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('backups.title'));
  const { data, isPending, error } = useBackups();
  const create = useCreateBackup();

  const backUp = () =>
    create.mutate(undefined, {
      onSuccess: (backup) =>
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: t('backups.create.done', { size: formatSize(backup.size, i18n.language) }),
        }),
    });

  let content: React.ReactNode;
  if (isPending) content = <PageSpinner />;
  else if (!data) content = <ErrorAlert title={t('backups.loadError')} error={error} />;
  else if (data.data.length === 0)
    content = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Text fw={600}>{t('backups.empty.title')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('backups.empty.hint')}
        </Text>
      </Paper>
    );
  else
    content = (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('backups.listLabel')}
      >
        {data.data.map((backup) => (
          <BackupItem key={backup.name} backup={backup} />
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title={t('backups.title')}
        description={t('backups.description')}
        actions={
          <Button
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            loading={create.isPending}
            onClick={backUp}
          >
            {t('backups.create.submit')}
          </Button>
        }
      />
      <Stack gap="lg">
        {create.isPending && (
          <Alert color="blue" variant="light" icon={<Loader size={18} aria-hidden />} role="status">
            {t('backups.create.working')}
          </Alert>
        )}
        {create.isError &&
          (create.error instanceof HttpError && create.error.status === 409 ? (
            <Alert color="orange" variant="light" title={t('backups.create.failed')} role="alert">
              {t('backups.create.running')}
            </Alert>
          ) : (
            <ErrorAlert title={t('backups.create.failed')} error={create.error} />
          ))}
        {content}
      </Stack>
    </>
  );
}
