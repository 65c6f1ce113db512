import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../lib/http.ts';
import { pendingEditsOf, withPendingEdits } from '../lib/offline/pending-edits.ts';
import { useOfflineQueueStore } from '../lib/offline/queue-store.ts';
import { useSession } from '../lib/session/auth-store.ts';
import { LoadError } from './LoadError.tsx';
import { NotFound } from './NotFound.tsx';
import { PageSpinner } from './PageSpinner.tsx';

interface EntityGateProps<T> {
  /** The record's query, enabled only for a valid id. */
  query: UseQueryResult<T>;
  /** From `useRouteId`: undefined when the address cannot name a record. */
  validId: string | undefined;
  /** The alert's title when the record could not be loaded for another reason than absence. */
  loadErrorTitle: string;
  /**
   * Whether the record may be shown under this address; false shows the not-found page (another
   * sport's record under this sport's address would be saved into, or link to, the wrong list).
   */
  belongs?: (record: T) => boolean;
  children: (record: T) => ReactNode;
}

/** The edits of this record saved offline, not sent yet (issue 26, item 6). */
function usePendingEdits(validId: string | undefined): Record<string, unknown>[] {
  const entries = useOfflineQueueStore((state) => state.entries);
  const userId = useSession().claims?.sub;
  return validId ? pendingEditsOf(entries, validId, userId) : [];
}

/**
 * An entity page's states in one place: spinner while loading, the not-found page (spec 2: without
 * changing the address) for an id that names nothing here, an alert for other failures (offline:
 * that the page has not been opened on this device yet). Edits saved offline show on the record,
 * marked as not synced, until they are sent (issue 26, item 6).
 */
export function EntityGate<T>({ query, validId, loadErrorTitle, belongs, children }: EntityGateProps<T>) {
  const { t } = useTranslation();
  const edits = usePendingEdits(validId);
  if (!validId || (query.error instanceof HttpError && query.error.status === 404)) return <NotFound />;
  if (query.isPending) return <PageSpinner />;
  if (query.data === undefined)
    return <LoadError title={loadErrorTitle} error={query.error} variant="page" />;
  if (belongs && !belongs(query.data)) return <NotFound />;
  // One shape whether or not edits wait: the page below must not be mounted anew when the first
  // edit is queued (a form saving offline would lose its "saved, go on" step with it).
  const pending = edits.length > 0 && typeof query.data === 'object' && query.data !== null;
  return (
    <>
      {pending && (
        <Alert
          color="yellow"
          variant="light"
          title={t('pwa.pendingEdit.title')}
          icon={<IconCloudUpload aria-hidden />}
          mb="lg"
        >
          {t('pwa.pendingEdit.text')}
        </Alert>
      )}
      {children(pending ? withPendingEdits(query.data as T & object, edits) : query.data)}
    </>
  );
}
