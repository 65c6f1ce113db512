import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePassword,
  TokenResponse,
  UserDetails,
  UserSummary,
  UserUpdate,
} from '@transferdesk/shared';
import { entityKeys, useEntity } from '../../lib/entity-hooks.ts';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { sessionKeys } from '../../lib/session/current-user.ts';
import { refreshSession } from '../../lib/session/refresh.ts';
import { useSwitchSession } from '../../lib/session/switch-session.ts';

export const userKeys = {
  ...entityKeys(queryRoots.users),
  search: (term: string) => [...queryRoots.users, 'search', term] as const,
};

export const useUser = (id: string | undefined) => useEntity<UserDetails>('/api/users', userKeys.detail, id);

interface SaveProfileInput {
  id: string;
  changes: UserUpdate;
  image: File | null;
}

/**
 * The basic information, then the picture in a second call (spec 4); then the session is
 * refreshed so that the token, and with it the menu's name and picture, match the profile.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, image }: SaveProfileInput) => {
      let user = await http.patch<UserDetails>(`/api/users/${id}`, changes);
      if (image) user = await http.upload<UserDetails>(`/api/users/${id}/file`, image);
      await refreshSession();
      return user;
    },
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(user.id), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** D21: `POST /core/api/auth/password`; the answer is a fresh token for this session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) => http.post<TokenResponse>('/api/auth/password', input),
    onSuccess: ({ token }) => useAuthStore.getState().setToken(token),
  });
}

/** `GET /core/api/users/search/{term}` (Superadmin): the impersonation selector's choices. */
export function useUserSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: userKeys.search(trimmed),
    queryFn: ({ signal }) =>
      http.get<UserSummary[]>(`/api/users/search/${encodeURIComponent(trimmed)}`, undefined, signal),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
  });
}

/** `POST /core/api/auth/impersonate`: the app continues as that user, from the start page (spec 2). */
export function useImpersonate() {
  const switchSession = useSwitchSession();
  return useMutation({
    mutationFn: (id: string) => http.post<TokenResponse>('/api/auth/impersonate', { id }),
    onSuccess: ({ token }) => switchSession(token),
  });
}
