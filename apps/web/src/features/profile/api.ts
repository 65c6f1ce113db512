import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePassword,
  Locale,
  NotificationPreferences,
  TokenResponse,
  UserDetails,
  UserSummary,
  UserUpdate,
} from '@transferdesk/shared';
import { entityKeys, useEntity } from '../../lib/entity-hooks.ts';
import { http, request } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { useAuthStore, useSession } from '../../lib/session/auth-store.ts';
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

/**
 * `GET /core/api/notifications/preferences`: the signed-in user's morning digest (D46) and the
 * language of their e-mails, keyed by the user so that another session never shows them.
 */
export const notificationPreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['notificationPreferences', userId] as const,
    queryFn: ({ signal }) =>
      http.get<NotificationPreferences>('/api/notifications/preferences', undefined, signal),
  });

export function useNotificationPreferences() {
  const session = useSession();
  return useQuery({
    ...notificationPreferencesQuery(session.claims?.sub ?? ''),
    enabled: session.isAuthenticated,
  });
}

/** `PUT /core/api/notifications/preferences`: both settings; the answer replaces the cached ones. */
function putPreferences(preferences: NotificationPreferences) {
  // A setting must reach the server now, or say it did not: never kept in the offline queue.
  return request<NotificationPreferences>('/api/notifications/preferences', {
    method: 'PUT',
    body: preferences,
    queueable: false,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const userId = useSession().claims?.sub ?? '';
  return useMutation({
    mutationFn: putPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery(userId).queryKey, saved),
  });
}

/**
 * The language switch's follower (issue 30): the e-mails of a signed-in user follow the language
 * they choose for the app. Fire and forget: the switch never waits, and a failure leaves the
 * e-mails' language as it was (the profile shows and changes it). Not while impersonating: a
 * Superadmin's choice of language is not the user's.
 */
export function useKeepMailLocale(): (locale: Locale) => void {
  const queryClient = useQueryClient();
  const session = useSession();
  return (locale) => {
    const userId = session.claims?.sub;
    if (!session.isAuthenticated || session.isImpersonating || !userId) return;
    const query = notificationPreferencesQuery(userId);
    // The digest setting as the server has it now, so that only the language changes.
    void queryClient
      .fetchQuery(query)
      .then((current) => (current.locale === locale ? current : putPreferences({ ...current, locale })))
      .then((saved) => queryClient.setQueryData(query.queryKey, saved))
      .catch(() => undefined);
  };
}
