import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Backup } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDownloadBackup } from '../api.ts';
import { formatSize } from '../format-size.ts';

/** One backup: when, how it was made, what it holds and its size, and its download. */
export function BackupItem({ backup }: { backup: Backup }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadBackup();
  const time = formatDateTime(backup.createdAt, i18n.language);
  const rows = Object.values(backup.manifest.counts).reduce((sum, count) => sum + count, 0);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const holds =
    backup.database === 'pglite'
      ? t('backups.item.holdsDatabase', { rows: number(rows), files: number(backup.files) })
      : t('backups.item.holdsFiles', { files: number(backup.files) });
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={time}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>
              <time dateTime={backup.createdAt}>{time}</time>
            </Text>
            <Badge variant="light" color={backup.trigger === 'manual' ? 'blue' : 'gray'} tt="none">
              {t(`backups.item.triggers.${backup.trigger}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {formatSize(backup.size, i18n.language)} · {holds}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('backups.item.made', {
              version: backup.manifest.version,
              migration: backup.manifest.migration,
            })}
          </Text>
          {download.isError && (
            <Text size="sm" c="red" role="alert">
              {t('backups.item.downloadError')}
            </Text>
          )}
        </Stack>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(backup)}
          aria-label={t('backups.item.downloadLabel', { time })}
        >
          {t('backups.item.download')}
        </Button>
      </Group>
    </Paper>
  );
}
