import type { JobDefinition } from '../jobs/runner.ts';
import type { BackupService } from './service.ts';

/** D49: a backup every night at 02:00 (the server's time zone), on the job runner. */
export function backupJob(service: BackupService): JobDefinition {
  return {
    name: 'backup',
    cron: '0 2 * * *',
    // Made on demand from the Backups page (POST /backups), which says who made it.
    runnable: false,
    // A failed night is tried again; a backup made twice costs only the older one's place.
    retries: 1,
    async run() {
      const { backup, rows } = await service.create('schedule');
      return { bytes: backup.size, files: backup.files, rows };
    },
  };
}
