import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload, IconLink, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../../lib/browser.ts';
import { http } from '../../lib/http.ts';
import { translateKnownText } from '../../lib/i18n.ts';
import { dismissAll, loadQueue, syncQueue } from '../../lib/offline/offline-queue.ts';
import { useOfflineQueueStore } from '../../lib/offline/queue-store.ts';
import { type QueuedRequest, summarize, waitsOn } from '../../lib/offline/queued-request.ts';
import { useOnline } from '../../lib/pwa/online-status.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { DockCard } from './DockCard.tsx';
import classes from './PwaShell.module.css';

/**
 * Sends the current user's changes (spec 1: automatically once online with something queued, or
 * from the modal's Sync) and reloads when at least one went through, so every page shows the
 * server's data with the real ids.
 */
async function sync(userId: string, retryRefused: boolean): Promise<void> {
  const outcome = await syncQueue(userId, http.replay, { retryRefused });
  if (outcome.sent > 0) browser.reload();
}

function ChangeRow({
  entry,
  queue,
  userId,
}: {
  entry: QueuedRequest;
  queue: QueuedRequest[];
  userId: string;
}) {
  const { t, i18n } = useTranslation();
  const change = summarize(entry);
  const entity = t(`offline.entities.${change.collection}`, { defaultValue: change.collection });
  const what =
    change.kind === 'update' && !change.name && change.fields.length > 0
      ? t('offline.change.updateFields', { entity, fields: change.fields.join(', ') })
      : t(`offline.change.${change.kind}`, { entity, name: change.name ?? '' });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.createdAt),
  );
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600}>
          {what.trim()}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={entry.createdAt}>{when}</time>
        </Text>
      </Group>
      <Group gap="xs" mt={4}>
        {waitsOn(entry, queue) && (
          <Badge variant="light" color="blue" leftSection={<IconLink size={12} aria-hidden />}>
            {t('offline.linked')}
          </Badge>
        )}
        {entry.error && (
          <Badge variant="light" color="red" leftSection={<IconAlertCircle size={12} aria-hidden />}>
            {t('offline.refused')}
          </Badge>
        )}
        {userId !== entry.userId && (
          <Badge variant="light" color="orange" leftSection={<IconUser size={12} aria-hidden />}>
            {t('offline.otherUser')}
          </Badge>
        )}
      </Group>
      {/* The server's reason (an erased person, D48; a rule broken meanwhile), in the reader's language. */}
      {entry.error && (
        <Text size="sm" c="red.8" mt={4}>
          {translateKnownText(entry.error)}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Spec 1, Shell pieces: the unsynced-changes bar and its "Unsynced changes" modal, and the
 * automatic sync when the browser is back online. Loaded only with `offlineChanges` on (D23), and
 * with it IndexedDB.
 */
export function UnsyncedChanges() {
  const { t } = useTranslation();
  const online = useOnline();
  const { claims, isAuthenticated } = useSession();
  // Spec 1: signed out (or expired), nothing is sent: "Sign in to synchronize".
  const userId = isAuthenticated ? (claims?.sub ?? '') : '';
  const entries = useOfflineQueueStore((state) => state.entries);
  const syncing = useOfflineQueueStore((state) => state.syncing);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    void loadQueue();
  }, []);

  const waiting = entries.filter((entry) => entry.userId === userId && entry.error === undefined).length;
  useEffect(() => {
    if (online && userId && waiting > 0) void sync(userId, false);
  }, [online, userId, waiting]);

  if (entries.length === 0) return null;
  const mine = entries.some((entry) => entry.userId === userId);
  const canSync = online && Boolean(userId) && mine && !syncing;
  return (
    <>
      <DockCard label={t('offline.title')} compact>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconCloudUpload size={20} aria-hidden />
            <Text size="sm" fw={600}>
              {t('pwa.unsyncedChanges', { count: entries.length })}
            </Text>
          </Group>
          {/* Never shrunk: beside a long count in Danish it was cut to "Gennems" at 390 px. */}
          <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={() => setOpened(true)}>
            {t('offline.review')}
          </Button>
        </Group>
      </DockCard>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('offline.title')}
        size="lg"
        // Centred: on a phone the notices at the top would cover the modal's first changes.
        centered
        // Spec 1 names the modal's own Close; a second "Close" in the header would only repeat it.
        withCloseButton={false}
      >
        <Stack gap="sm">
          {!userId && (
            <Alert color="yellow" variant="light">
              {t('offline.signInToSync')}
            </Alert>
          )}
          <Stack component="ol" gap="xs" className={classes.changes}>
            {entries.map((entry) => (
              <ChangeRow key={entry.id} entry={entry} queue={entries} userId={userId} />
            ))}
          </Stack>
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" color="gray" onClick={() => setOpened(false)}>
              {t('offline.close')}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={async () => {
                await dismissAll();
                browser.reload();
              }}
            >
              {t('offline.dismissAll')}
            </Button>
            <Button loading={syncing} disabled={!canSync} onClick={() => void sync(userId, true)}>
              {t('offline.sync')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
