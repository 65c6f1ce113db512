import type { Readable } from 'node:stream';
import type { Backup } from '@transferdesk/shared';

/** What `<name>.json` beside an archive says: everything the list shows but its name and size. */
export type BackupMeta = Omit<Backup, 'name' | 'size'>;

export interface StoredBackup {
  name: string;
  size: number;
  meta: BackupMeta;
}

/**
 * Where the archives are kept (D49): DATA_DIR/backups (disk.ts), or `backups/` in the S3 bucket of
 * the uploads with STORAGE=s3 (s3.ts). Never under the uploads, so `/core/resources` cannot serve one.
 */
export interface BackupStore {
  /** A folder on this machine where an archive is written before `keep` stores it. */
  workDir: string;
  /** Makes `workDir` (and the store's folder). */
  prepare(): Promise<void>;
  /** The whole backups (each with its `.json`), in no particular order. */
  list(): Promise<StoredBackup[]>;
  /** Every archive's name, whole or cut off, for pruning. */
  names(): Promise<string[]>;
  /** Stores the finished archive `file` (in `workDir`) as `name`, then its `.json`; `file` is gone after. */
  keep(name: string, file: string, meta: BackupMeta): Promise<void>;
  /** A whole backup's bytes; undefined when there is none of that name. */
  open(name: string): Promise<{ size: number; body: Readable } | undefined>;
  remove(name: string): Promise<void>;
}
