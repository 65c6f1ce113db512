import { ActionIcon, Badge, Group, Loader, Modal, NavLink, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCloudDown, IconListDetails } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CrmSyncReport, MISSING_VALUE } from '@transferdesk/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../../lib/browser.ts';
import { HttpError, http } from '../../lib/http.ts';
import { serverErrorMessages } from '../../lib/server-errors.ts';
import classes from './Sidebar.module.css';

const syncKey = ['crm', 'sync'] as const;

function failureOf(error: unknown): string | undefined {
  if (!error) return undefined;
  return serverErrorMessages(error)[0] ?? (error instanceof Error ? error.message : String(error));
}

function SyncReport({ report, onClose }: { report: CrmSyncReport; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : MISSING_VALUE;
  const rows = [
    { label: t('crmSync.report.clubs'), counts: report.clubs },
    { label: t('crmSync.report.contacts'), counts: report.contacts },
  ];
  return (
    <Modal opened onClose={onClose} title={t('crmSync.report.title')} size="lg" centered>
      <Stack gap="md">
        <Group gap="xs">
          <Badge
            color={report.state === 'failed' ? 'red' : report.state === 'done' ? 'teal' : 'blue'}
            variant="light"
          >
            {t(`crmSync.states.${report.state}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('crmSync.report.period', {
              started: when(report.startedAt),
              finished: when(report.finishedAt),
            })}
          </Text>
        </Group>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('crmSync.report.created')}</Table.Th>
              <Table.Th>{t('crmSync.report.updated')}</Table.Th>
              <Table.Th>{t('crmSync.report.unchanged')}</Table.Th>
              <Table.Th>{t('crmSync.report.conflicts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ label, counts }) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{counts.created}</Table.Td>
                <Table.Td>{counts.updated}</Table.Td>
                <Table.Td>{counts.unchanged}</Table.Td>
                <Table.Td>{counts.conflicts}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {report.errors.map((error) => (
          <Text key={error} size="sm" c="red.8">
            {error}
          </Text>
        ))}
        {report.conflicts.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('crmSync.report.conflictsTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('crmSync.report.conflictsHint')}
            </Text>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('crmSync.report.record')}</Table.Th>
                  <Table.Th>{t('crmSync.report.field')}</Table.Th>
                  <Table.Th>{t('crmSync.report.inApp')}</Table.Th>
                  <Table.Th>{t('crmSync.report.inCrm')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.conflicts.map((conflict) => (
                  <Table.Tr key={`${conflict.id}-${conflict.field}`}>
                    <Table.Td>
                      {t(`crmSync.report.${conflict.entity}`)}: {conflict.name}
                    </Table.Td>
                    <Table.Td>{conflict.field}</Table.Td>
                    <Table.Td>{conflict.appValue}</Table.Td>
                    <Table.Td>{conflict.crmValue}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * Spec 1, Sync (Superadmin, `sport` feature): the CRM sync of D32. Idle, syncing (clicks ignored),
 * error (the item in red, the reason on hover). A finished sync reloads the page so that every
 * list shows what it brought; the last sync's report opens from the item.
 */
export function SidebarSync() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [reportOpen, setReportOpen] = useState(false);
  const report = useQuery({
    queryKey: syncKey,
    queryFn: ({ signal }) => http.get<CrmSyncReport>('/api/sync', undefined, signal),
    refetchInterval: (query) => (query.state.data?.state === 'syncing' ? 1000 : false),
  });
  const start = useMutation({
    mutationFn: async () => {
      try {
        return await http.post<CrmSyncReport>('/api/sync');
      } catch (error) {
        // 409: a sync started elsewhere (another tab, another Superadmin) runs; follow that one.
        const running =
          error instanceof HttpError && error.status === 409
            ? (error.body as { sync?: CrmSyncReport }).sync
            : undefined;
        if (running) return running;
        throw error;
      }
    },
    onSuccess: (started) => queryClient.setQueryData(syncKey, started),
  });
  const state = report.data?.state;
  const syncing = state === 'syncing' || start.isPending;
  // Spec 1: success reloads the page; only a sync seen running here, not one finished earlier.
  const watched = useRef(false);
  useEffect(() => {
    if (state === 'syncing') watched.current = true;
    else if (state === 'done' && watched.current) browser.reload();
  }, [state]);

  const failure = failureOf(start.error) ?? (state === 'failed' ? report.data?.errors[0] : undefined);
  let description: string | undefined;
  if (syncing) {
    description = report.data?.sports
      ? t('crmSync.progress', { done: report.data.sportsDone, total: report.data.sports })
      : t('crmSync.states.syncing');
  } else if (failure) description = t('crmSync.failed');
  else if (report.data && !report.data.configured) description = t('crmSync.notConfigured');
  else if (state === 'done' && report.data?.finishedAt) {
    description = t('crmSync.doneAt', {
      when: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(report.data.finishedAt),
      ),
    });
  }

  const item = (
    <NavLink
      component="button"
      type="button"
      label={t('crmSync.label')}
      description={description}
      aria-busy={syncing}
      // Spec 1: clicks while syncing are ignored.
      onClick={() => {
        if (!syncing) start.mutate();
      }}
      leftSection={
        syncing ? <Loader size={18} aria-hidden /> : <IconCloudDown size={20} stroke={1.6} aria-hidden />
      }
      color={failure ? 'red' : undefined}
      active={Boolean(failure)}
      variant={failure ? 'light' : undefined}
      className={classes.link}
      style={{ flex: 1 }}
    />
  );
  return (
    <Group gap={4} wrap="nowrap" align="center">
      {failure ? (
        <Tooltip label={failure} multiline w={260} withArrow>
          {item}
        </Tooltip>
      ) : (
        item
      )}
      {report.data && report.data.state !== 'idle' && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('crmSync.report.open')}
          onClick={() => setReportOpen(true)}
        >
          <IconListDetails size={18} aria-hidden />
        </ActionIcon>
      )}
      {reportOpen && report.data && <SyncReport report={report.data} onClose={() => setReportOpen(false)} />}
    </Group>
  );
}
