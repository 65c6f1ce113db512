import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { useAuthStore } from './auth-store.ts';
import { clearCaches, clearLocalStores } from './local-data.ts';

/**
 * Spec 4: starting or stopping impersonation makes someone else the user — every local store but
 * the interface state and the offline queue goes, so do the cached answers (and with them the
 * previous user's sports, which load again for the new one) and the service worker's cached API
 * answers (issue 15); then home.
 */
export function useSwitchSession(): (token: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (token: string) => {
      clearLocalStores();
      void clearCaches();
      useAuthStore.getState().setToken(token);
      queryClient.clear();
      navigate(paths.home, { replace: true });
    },
    [navigate, queryClient],
  );
}
