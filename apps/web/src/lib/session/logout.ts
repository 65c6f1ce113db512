import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../http.ts';
import { paths } from '../paths.ts';
import { useAuthStore } from './auth-store.ts';
import { clearCaches, clearCookies, clearLocalStores } from './local-data.ts';

/**
 * Spec 4, Logout: the API revokes the session; the browser forgets the token, every local store
 * but the interface state and the offline queue, the special token, every cookie and cache and
 * every cached answer, then shows the sign-in page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await http.delete('/api/auth');
    } catch {
      // An already revoked or expired session cannot be revoked again; signing out locally still must happen.
    }
    useAuthStore.getState().signOut();
    clearLocalStores();
    clearCookies();
    queryClient.clear();
    await clearCaches();
    navigate(paths.signIn, { replace: true });
  }, [navigate, queryClient]);
}
