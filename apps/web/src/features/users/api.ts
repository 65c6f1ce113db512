import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, UserSummary } from '@transferdesk/shared';
import { http } from '../../lib/http.ts';
import { sessionKeys } from '../../lib/session/current-user.ts';
import { refreshSession } from '../../lib/session/refresh.ts';

/** `GET /core/api/users/{id}` and each entry of the list. */
export interface UserDetails extends UserSummary {
  phoneNumber: string | null;
  title: string | null;
  location: string | null;
  /** yyyy-MM-dd */
  birthday: string | null;
  tenantIds: string[];
  /** The user's sports by name, for the badges. */
  tenants: { id: string; name: string }[];
  isActive: boolean;
  createdAt: string;
  /** D33: whether the signed-in admin may change this user (the API decides; the web follows). */
  canEdit: boolean;
  /** D33: whether the admin password form may be offered. */
  canSetPassword: boolean;
}

export interface UserChanges {
  name?: string | null;
  surname?: string | null;
  email?: string;
  phoneNumber?: string | null;
  title?: string | null;
  location?: string | null;
  birthday?: string | null;
  roles?: Role[];
  tenantIds?: string[];
  isActive?: boolean;
  /** Only on create. */
  password?: string;
  /** Only when one changes one's own e-mail address. */
  currentPassword?: string;
}

export const USER_SORTS = ['name', 'surname', 'createdAt'] as const;
export type UserSortProperty = (typeof USER_SORTS)[number];

export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
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

interface SaveUserInput {
  /** Absent: create. */
  id: string | undefined;
  changes: UserChanges;
  image: File | null;
  /** Told as soon as the user exists, so a failed image upload does not lead to a second create. */
  onStored: (id: string) => void;
  /** The signed-in user's own record: the session is refreshed so the menu matches. */
  isSelf: boolean;
}

/** Spec 4, create versus update: the user first, then the picture in a second call. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, image, onStored, isSelf }: SaveUserInput) => {
      let userId = id;
      if (!userId) {
        userId = (await http.post<UserDetails>('/api/users', changes)).id;
      } else if (Object.keys(changes).length > 0) {
        await http.patch<UserDetails>(`/api/users/${userId}`, changes);
      }
      onStored(userId);
      if (image) await http.upload<UserDetails>(`/api/users/${userId}/file`, image);
      if (isSelf) await refreshSession();
      return userId;
    },
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
    mutationFn: (input: { userId: string; newPassword: string }) =>
      http.post<void>('/api/auth/passwordAsAdmin', input),
  });
}
