import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Feature,
  Paginated,
  SortDirection,
  Tenant,
  TenantCreate,
  TenantSortProperty,
  TenantUpdate,
} from '@transferdesk/shared';
import { http } from '../../lib/http.ts';
import { sessionKeys } from '../../lib/session/current-user.ts';

export const tenantKeys = {
  all: ['tenants'] as const,
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

interface SaveTenantInput {
  /** Absent: create. */
  id: string | undefined;
  /** On create the whole sport; on update only the fields that changed (spec 7). */
  changes: TenantCreate | TenantUpdate;
  image: File | null;
  /** Told as soon as the sport exists, so a failed image upload does not lead to a second create. */
  onStored: (id: string) => void;
}

/** Spec 4, create versus update: the sport is saved first, then its image in a second call. */
export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, image, onStored }: SaveTenantInput) => {
      let tenantId = id;
      if (!tenantId) {
        tenantId = (await http.post<Tenant>('/api/tenants', changes)).id;
      } else if (Object.keys(changes).length > 0) {
        await http.patch<Tenant>(`/api/tenants/${tenantId}`, changes);
      }
      onStored(tenantId);
      if (image) await http.upload<Tenant>(`/api/tenants/${tenantId}/file`, image);
      return tenantId;
    },
    onSettled: () =>
      // Members see sport names and pictures in their menu.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
