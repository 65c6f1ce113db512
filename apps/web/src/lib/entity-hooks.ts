import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@transferdesk/shared';
import { http } from './http.ts';
import type { ListResource } from './list-resource.ts';

/*
 * The query keys and hooks every record kept through the API shares (clubs, teams, players,
 * contacts, currencies, transfers, users): a feature's api.ts names its path and keys and adds only
 * what is its own.
 */

/** The keys under a feature's root (`queryRoots.x`): every list, one sport's list, one record. */
export function entityKeys<const Root extends readonly string[]>(root: Root) {
  return {
    all: root,
    lists: [...root, 'list'] as const,
    /** Every page of one sport's list. */
    list: (tenantId: string) => [...root, 'list', tenantId] as const,
    detail: (id: string) => [...root, 'detail', id] as const,
  };
}

/** `GET {path}?tenantId=…`: the records of the sport in the address, for `ListPage`. */
export function sportResource(
  path: string,
  list: (tenantId: string) => QueryKey,
  tenantId: string,
): ListResource {
  return { path, queryKey: list(tenantId), query: { tenantId } };
}

/** `GET {path}/{id}`: one record; idle while there is no id. */
export function useEntity<T>(path: string, detail: (id: string) => QueryKey, id: string | undefined) {
  return useQuery({
    queryKey: detail(id ?? ''),
    queryFn: ({ signal }) => http.get<T>(`${path}/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** A select's choices: every row of the sport (a list without `page` answers every row), by name. */
export function useSportOptions<T>(queryKey: QueryKey, path: string, tenantId: string) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.get<Paginated<T>>(path, { tenantId, sort: 'name', direction: 'asc' }, signal),
    select: (page: Paginated<T>) => page.data,
    staleTime: 60_000,
  });
}

/** Reads the given keys again, all at once: what a save or delete changed elsewhere. */
export function useRefresh() {
  const queryClient = useQueryClient();
  return (...keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What a save sends: the changes of the record `id`, or a new record when there is no id. */
export type SaveInput<Create, Update> = { id: string; changes: Update } | { id: undefined; changes: Create };

interface EntityKeys {
  all: QueryKey;
  detail: (id: string) => QueryKey;
}

/**
 * `PATCH {path}/{id}` or `POST {path}`: the answer becomes the cached record, and every key under
 * the feature's root is read again.
 */
export function useSaveEntity<T extends { id: string }, Create, Update>(path: string, keys: EntityKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: SaveInput<Create, Update>) =>
      id ? http.patch<T>(`${path}/${id}`, changes) : http.post<T>(path, changes),
    onSuccess: (record) => queryClient.setQueryData(keys.detail(record.id), record),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

interface DeleteOptions {
  /** The record's key, dropped from the cache once it is gone; omit to keep it (a soft delete). */
  detail?: (id: string) => QueryKey;
  /** The keys read again after the delete. */
  refresh: readonly QueryKey[];
}

/** `DELETE {path}/{id}`. */
export function useDeleteEntity(path: string, { detail, refresh }: DeleteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`${path}/${id}`),
    onSuccess: (_, id) => {
      if (detail) queryClient.removeQueries({ queryKey: detail(id) });
      return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
