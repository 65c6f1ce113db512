import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Feature,
  Paginated,
  SortDirection,
  Tenant,
  TenantSortProperty,
  TenantUpdate,
} from '@transferdesk/shared';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';
import { sessionKeys } from '../../lib/session/current-user.ts';

export const tenantKeys = {
  all: queryRoots.tenants,
  list: (sort: TenantSortProperty, direction: SortDirection) =>
    [...tenantKeys.all, 'list', sort, direction] as const,
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
  features: ['features'] as const,
};

/** Every sport, sorted by the server (its sort ignores case and accents). */
export function useTenants(sort: TenantSortProperty, direction: SortDirection) {
  return useQuery({
    queryKey: tenantKeys.list(sort, direction),
    queryFn: ({ signal }) => http.get<Paginated<Tenant>>('/api/tenants', { sort, direction }, signal),
    // The cards stay while another order loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useTenant(id: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Tenant>(`/api/tenants/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

export function useFeatures() {
  return useQuery({
    queryKey: tenantKeys.features,
    queryFn: ({ signal }) => http.get<Feature[]>('/api/features', undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * Spec 4, create versus update: the sport is saved first, then its image in a second call.
 * `existing` is the sport the form edits, as the payload the form would send.
 */
export function useSaveTenant(existing?: StoredRecord<TenantUpdate>) {
  const queryClient = useQueryClient();
  return useSaveWithImage({
    path: '/api/tenants',
    existing,
    // Members see sport names and pictures in their menu.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
