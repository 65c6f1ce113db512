import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@transferdesk/shared';
import { DEVICE_COPY_KEYS, isDeviceCopy, withDeviceCopy } from '../device-copy.ts';
import { http } from '../http.ts';
import { useSession } from './auth-store.ts';

export const sessionKeys = {
  all: ['session'] as const,
  /** Keyed by the user so that signing in as someone else never shows the previous user's sports. */
  me: (userId: string | undefined) => [...sessionKeys.all, 'me', userId] as const,
};

/**
 * The signed-in user with their sports (names and features), from `GET /core/api/auth/me`:
 * the shell needs tenant names, and only a Superadmin may list tenants. When the API cannot be
 * reached (offline), the copy this device kept of the last answer, asked for again at the next
 * occasion (issue 26, item 6: the menu keeps the user's sports).
 */
export function useCurrentUser() {
  const session = useSession();
  const userId = session.claims?.sub ?? '';
  return useQuery({
    queryKey: sessionKeys.me(session.claims?.sub),
    queryFn: ({ signal }) =>
      withDeviceCopy(DEVICE_COPY_KEYS.me(userId), () =>
        http.get<CurrentUser>('/api/auth/me', undefined, signal),
      ),
    enabled: session.isAuthenticated,
    staleTime: (query) => (isDeviceCopy(query.state.data) ? 0 : 5 * 60_000),
  });
}
