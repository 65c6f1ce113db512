import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { deletePlayerFiles, unreferencedPlayerFiles } from './files.ts';

/** A file is uploaded before the form that names it is saved: a day is long enough to finish the form. */
const GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Issue 30: the players' files no agreement and no document names (a form left unsaved, a file
 * replaced, a record deleted) are removed, rows and bytes, every night at 03:30.
 */
export function fileCleanupJob({
  db,
  storage,
  now = () => new Date(),
}: {
  db: Db;
  storage: Storage;
  now?: () => Date;
}): JobDefinition {
  return {
    name: 'file-cleanup',
    cron: '30 3 * * *',
    async run() {
      const rows = await unreferencedPlayerFiles(db, new Date(now().getTime() - GRACE_MS));
      let files = 0;
      for (let start = 0; start < rows.length; start += BATCH)
        files += await deletePlayerFiles(db, storage, rows.slice(start, start + BATCH));
      return { files };
    },
  };
}
