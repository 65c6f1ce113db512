import { EXPIRING_SOON_SECONDS, EXPIRY_CHECK_INTERVAL_MS } from '@transferdesk/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { http } from '../http.ts';
import { useInterfaceStore } from '../interface-store.ts';
import { currentToken, useSession } from './auth-store.ts';
import { useLogout } from './logout.ts';
import { refreshSession } from './refresh.ts';
import { isOnSignIn, setCurrentPagePath, skipsRefresh } from './session-over.ts';
import { decodeToken } from './token.ts';

function secondsLeft(token: string): number | null {
  try {
    const { exp } = decodeToken(token);
    return typeof exp === 'number' ? exp - Date.now() / 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Spec 4, Session: every 5 seconds the token's expiry is checked. Fewer than 10 seconds left: the
 * session is refreshed; past expiry and the refresh refused: the session is over (not on /signin). On /signin,
 * /office365auth and /pins there is no refresh; the empty-token call is made on arrival instead.
 * A token whose acs claim is "false" signs the user out.
 */
export function useSessionMonitor(): void {
  const { pathname } = useLocation();
  const { claims } = useSession();
  const logout = useLogout();
  const refreshing = useRef(false);
  setCurrentPagePath(pathname);

  useEffect(() => {
    if (skipsRefresh(pathname)) {
      http.get('/api/auth/emptytoken').catch(() => {
        // Only primes the XSRF cookie; the next write asks again if it failed.
      });
    }
  }, [pathname]);

  useEffect(() => {
    const check = () => {
      const token = currentToken();
      if (!token || skipsRefresh()) return;
      const left = secondsLeft(token);
      if (left === null) return;
      if (left >= EXPIRING_SOON_SECONDS || refreshing.current) return;
      refreshing.current = true;
      // Past expiry the refresh is still tried once: browsers run timers in background tabs about
      // once a minute, so a tab can miss the 10-second window while its session (D3) is alive.
      // Only when that fails is the session over.
      refreshSession()
        .catch(() => {
          if (left <= 0 && !isOnSignIn()) useInterfaceStore.getState().setSessionOver(true);
        })
        .finally(() => {
          refreshing.current = false;
        });
    };
    const timer = window.setInterval(check, EXPIRY_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const inactive = claims?.acs === 'false';
  useEffect(() => {
    if (inactive) void logout();
  }, [inactive, logout]);
}
