import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmSyncReport } from '@transferdesk/shared';
import { HttpError, http } from '../../lib/http.ts';

export const crmSyncKeys = {
  /** The last (or running) sync's report. */
  report: ['crm', 'sync'] as const,
};

/** `GET /core/api/sync`: the last sync's report, asked again every second while one runs. */
export function useCrmSyncReport() {
  return useQuery({
    queryKey: crmSyncKeys.report,
    queryFn: ({ signal }) => http.get<CrmSyncReport>('/api/sync', undefined, signal),
    refetchInterval: (query) => (query.state.data?.state === 'syncing' ? 1000 : false),
  });
}

/** `POST /core/api/sync`: starts a sync (D32), or follows the one already running. */
export function useStartCrmSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return await http.post<CrmSyncReport>('/api/sync');
      } catch (error) {
        // 409: a sync started elsewhere (another tab, another Superadmin) runs; follow that one.
        const running =
          error instanceof HttpError && error.status === 409
            ? (error.body as { sync?: CrmSyncReport }).sync
            : undefined;
        if (running) return running;
        throw error;
      }
    },
    onSuccess: (started) => queryClient.setQueryData(crmSyncKeys.report, started),
  });
}
