import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { leftCurrentPage } from '../committed-location.ts';
import { paths } from '../paths.ts';
import { useAuthStore } from './auth-store.ts';
import { clearCaches, clearLocalStores } from './local-data.ts';

/**
 * Spec 4: starting or stopping impersonation makes someone else the user — every local store but
 * the interface state and the offline queue goes, so do the cached answers (and with them the
 * previous user's sports, which load again for the new one) and the service worker's cached API
 * answers (issue 15); then home.
 */
export function useSwitchSession(): (token: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      clearLocalStores();
      void clearCaches();
      // Home first, then the new user (issue 26, item 7): the page being left may be closed to them
      // (a sport of the impersonated user), and its guard would send them to Unauthorized.
      const left = leftCurrentPage();
      await navigate(paths.home, { replace: true });
      await left;
      queryClient.clear();
      useAuthStore.getState().setToken(token);
    },
    [navigate, queryClient],
  );
}
