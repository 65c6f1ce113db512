import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpError } from '../lib/http.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
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

/**
 * An entity page's states in one place: spinner while loading, the not-found page (spec 2: without
 * changing the address) for an id that names nothing here, an alert for other failures.
 */
export function EntityGate<T>({ query, validId, loadErrorTitle, belongs, children }: EntityGateProps<T>) {
  if (!validId || (query.error instanceof HttpError && query.error.status === 404)) return <NotFound />;
  if (query.isPending) return <PageSpinner />;
  if (query.data === undefined) return <ErrorAlert title={loadErrorTitle} error={query.error} />;
  if (belongs && !belongs(query.data)) return <NotFound />;
  return children(query.data);
}
