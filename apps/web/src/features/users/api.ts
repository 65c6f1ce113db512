import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChangePassword, UserDetails, UserUpdate } from '@transferdesk/shared';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';
import { sessionKeys } from '../../lib/session/current-user.ts';
import { refreshSession } from '../../lib/session/refresh.ts';

export const userKeys = {
  all: queryRoots.users,
  list: [...queryRoots.users, 'list'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  options: (name: string) => [...userKeys.all, 'options', name] as const,
};

export const USERS_RESOURCE = { path: '/api/users', queryKey: userKeys.list };

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<UserDetails>(`/api/users/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** `GET /core/api/users/options/tenants`: the sports this admin may assign (D9). */
export function useTenantOptions() {
  return useQuery({
    queryKey: userKeys.options('tenants'),
    queryFn: ({ signal }) =>
      http.get<{ id: string; name: string }[]>('/api/users/options/tenants', undefined, signal),
    staleTime: 60_000,
  });
}

/**
 * Spec 4, create versus update: the user first, then the picture in a second call. `existing` is
 * the user the form edits, as the payload the form would send; `isSelf` refreshes the session
 * afterwards so that the menu matches one's own changed record.
 */
export function useSaveUser(existing: StoredRecord<UserUpdate> | undefined, isSelf: boolean) {
  const queryClient = useQueryClient();
  return useSaveWithImage({
    path: '/api/users',
    existing,
    afterSave: () => (isSelf ? refreshSession() : Promise.resolve()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}

/** `PATCH {isActive}`: D3, a deactivated user's next refresh ends their session. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      http.patch<UserDetails>(`/api/users/${id}`, { isActive }),
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(user.id), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.list }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/users/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** D21: `POST /core/api/auth/passwordAsAdmin`. */
export function useSetPasswordAsAdmin() {
  return useMutation({
    mutationFn: (input: AdminChangePassword) => http.post<void>('/api/auth/passwordAsAdmin', input),
  });
}
