import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import {
  type AuditKind,
  HISTORY_PAGE_SIZE,
  type HistoryPage,
  type HistoryRecordKind,
  type UserDetails,
} from '@transferdesk/shared';
import { browser } from '../../lib/browser.ts';
import { http } from '../../lib/http.ts';

/** The audit page's filters, as `GET /audit` and `GET /audit/export` take them. */
export type AuditFilter = {
  tenantId?: string;
  actorId?: string;
  kind?: AuditKind;
  recordId?: string;
  /** yyyy-MM-dd, days of the server's zone. */
  from?: string;
  to?: string;
};

/** The sport's users in the "Who" choice: the API caps a page at 100, which no agency outgrows. */
const USER_CHOICES = 100;

export const historyQueries = {
  all: ['history'] as const,
  /** `GET /{kind}/{id}/history`: the record's changes, newest first, a page at a time ("Show older"). */
  record: (kind: HistoryRecordKind, id: string) =>
    infiniteQueryOptions({
      queryKey: [...historyQueries.all, 'record', kind, id] as const,
      queryFn: ({ pageParam, signal }) =>
        http.get<HistoryPage>(
          `/api/${kind}/${id}/history`,
          { page: pageParam, take: HISTORY_PAGE_SIZE },
          signal,
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
    }),
  /** `GET /audit`: one page of a sport's changes (every sport's for a Superadmin without one). */
  audit: (filter: AuditFilter, page: number) =>
    queryOptions({
      queryKey: [...historyQueries.all, 'audit', filter, page] as const,
      queryFn: ({ signal }) =>
        http.get<HistoryPage>('/api/audit', { ...filter, page, take: HISTORY_PAGE_SIZE }, signal),
    }),
  /** The users to filter by: the sport's, or every user a Superadmin sees. */
  users: (tenantId: string | undefined) =>
    queryOptions({
      queryKey: [...historyQueries.all, 'users', tenantId ?? 'all'] as const,
      queryFn: ({ signal }) =>
        http.get<{ data: UserDetails[] }>(
          '/api/users',
          { tenantId, take: USER_CHOICES, sort: 'name', direction: 'asc' },
          signal,
        ),
      staleTime: 60_000,
    }),
  /** `GET /users/options/tenants`: the sports the admin may read (every sport for a Superadmin). */
  sports: () =>
    queryOptions({
      queryKey: [...historyQueries.all, 'sports'] as const,
      queryFn: ({ signal }) =>
        http.get<{ id: string; name: string }[]>('/api/users/options/tenants', undefined, signal),
      staleTime: 60_000,
    }),
};

/** The record's history, read only once `enabled` (the section has come into view). */
export function useRecordHistory(kind: HistoryRecordKind, id: string, enabled: boolean) {
  return useInfiniteQuery({ ...historyQueries.record(kind, id), enabled });
}

export function useAudit(filter: AuditFilter, page: number, enabled: boolean) {
  // The previous page stays while the next one loads, so that the list does not jump.
  return useQuery({ ...historyQueries.audit(filter, page), placeholderData: keepPreviousData, enabled });
}

export function useAuditUsers(tenantId: string | undefined) {
  return useQuery(historyQueries.users(tenantId));
}

export function useAuditSports(enabled: boolean) {
  return useQuery({ ...historyQueries.sports(), enabled });
}

/** `GET /audit/export` with the page's filters, downloaded with the bearer token (a link would carry none). */
export function useAuditExport() {
  return useMutation({
    mutationFn: async (filter: AuditFilter) => {
      const file = await http.download('/api/audit/export', { ...filter }, { accept: 'text/csv' });
      browser.saveFile(file.blob, file.filename ?? 'audit.csv');
    },
  });
}
