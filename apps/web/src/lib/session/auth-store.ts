import { STORAGE_KEYS } from '@transferdesk/shared';
import { useMemo } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistentStorage, removeSessionStored } from '../storage.ts';
import { type Session, sessionOf } from './session.ts';

interface AuthState {
  /** Spec 3: the auth state holds the token only; everything else is derived from it. */
  token: string | null;
  /**
   * Set by a deliberate sign-out and never stored: the route guard then sends the user to plain
   * /signin instead of asking them to come back to the page they were on.
   */
  signedOut: boolean;
  setToken: (token: string) => void;
  signOut: () => void;
}

type PersistedAuth = Pick<AuthState, 'token'>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      signedOut: false,
      setToken: (token) => {
        // A token from the server means a healthy session: the next session-over may reload once again.
        removeSessionStored(STORAGE_KEYS.refreshing);
        set({ token, signedOut: false });
      },
      signOut: () => set({ token: null, signedOut: true }),
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: persistentStorage<PersistedAuth>(),
      partialize: ({ token }) => ({ token }),
    },
  ),
);

/** The token outside React (the HTTP client). */
export function currentToken(): string | null {
  return useAuthStore.getState().token;
}

/**
 * The session derived from the stored token. Expiry is evaluated when the token changes; the
 * periodic expiry check of spec 4 (every 5 s) belongs to the session lifecycle in lib/session.
 */
export function useSession(): Session {
  const token = useAuthStore((state) => state.token);
  return useMemo(() => sessionOf(token), [token]);
}
