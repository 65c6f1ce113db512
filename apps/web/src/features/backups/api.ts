import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup, BackupList } from '@transferdesk/shared';
import { browser } from '../../lib/browser.ts';
import { http, request } from '../../lib/http.ts';

export const backupQueries = {
  all: ['backups'] as const,
  /** `GET /core/api/backups` (Superadmin): the backups kept, newest first. */
  list: () =>
    queryOptions({
      queryKey: [...backupQueries.all, 'list'] as const,
      queryFn: ({ signal }) => http.get<BackupList>('/api/backups', undefined, signal),
    }),
};

export function useBackups() {
  return useQuery(backupQueries.list());
}

/**
 * `POST /core/api/backups` (D49): answers once the backup is stored, which takes a few seconds; it
 * then goes first in the list. A 409 says one is being made already (the nightly one, say).
 */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  const { queryKey } = backupQueries.list();
  return useMutation({
    // Only now or not at all: a backup is never kept in the offline queue.
    mutationFn: () => request<Backup>('/api/backups', { method: 'POST', queueable: false }),
    onSuccess: (backup) => {
      const list = queryClient.getQueryData(queryKey);
      if (list) queryClient.setQueryData(queryKey, { data: [backup, ...list.data] });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A backup downloaded with the bearer token (a plain link would carry none), then handed to the browser. */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async (backup: Backup) => {
      const downloaded = await http.download(`/api/backups/${backup.name}`);
      browser.saveFile(downloaded.blob, downloaded.filename ?? backup.name);
    },
  });
}
