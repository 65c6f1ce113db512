import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@transferdesk/shared';
import { http } from '../http.ts';
import { useSession } from './auth-store.ts';

export const sessionKeys = {
  all: ['session'] as const,
  /** Keyed by the user so that signing in as someone else never shows the previous user's sports. */
  me: (userId: string | undefined) => [...sessionKeys.all, 'me', userId] as const,
};

/**
 * The signed-in user with their sports (names and features), from `GET /core/api/auth/me`:
 * the shell needs tenant names, and only a Superadmin may list tenants.
 */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({
    queryKey: sessionKeys.me(session.claims?.sub),
    queryFn: ({ signal }) => http.get<CurrentUser>('/api/auth/me', undefined, signal),
    enabled: session.isAuthenticated,
    staleTime: 5 * 60_000,
  });
}
