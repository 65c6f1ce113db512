import { ActionIcon, Group, Loader, NavLink, Tooltip } from '@mantine/core';
import { IconCloudDown, IconListDetails } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../../../lib/browser.ts';
import { serverErrorMessages } from '../../../lib/server-errors.ts';
import { useCrmSyncReport, useStartCrmSync } from '../api.ts';
import { SyncReport } from './SyncReport.tsx';

function failureOf(error: unknown): string | undefined {
  if (!error) return undefined;
  return serverErrorMessages(error)[0] ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Spec 1, Sync (Superadmin, `sport` feature): the CRM sync of D32. Idle, syncing (clicks ignored),
 * error (the item in red, the reason on hover). A finished sync reloads the page so that every
 * list shows what it brought; the last sync's report opens from the item. The shell slots it into
 * the menu and passes its menu items' `className`.
 */
export function CrmSyncItem({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [reportOpen, setReportOpen] = useState(false);
  const report = useCrmSyncReport();
  const start = useStartCrmSync();
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
      className={className}
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
