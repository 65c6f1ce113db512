import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uploadsDirOf } from '../../lib/create-storage.ts';
import { createDiskBackupStore, diskUploads } from './disk.ts';
import { type BackupService, createBackupService } from './service.ts';

/**
 * The backups of the config's storage (D49): with files on disk, DATA_DIR/uploads into
 * DATA_DIR/backups; with STORAGE=s3, the bucket's uploads into its `backups/` (written in
 * DATA_DIR/backups first).
 */
export async function createBackups(
  config: Config,
  database: Database,
): Promise<{ service: BackupService; close(): void }> {
  const folder = path.join(config.dataDir, 'backups');
  if (config.storage.kind === 's3') {
    // Loaded on first use, like the uploads' S3 storage: the AWS SDK takes a while to load.
    const { createS3Backups } = await import('./s3.ts');
    const s3 = createS3Backups(config.storage, folder);
    return {
      service: createBackupService({ database, store: s3.store, uploads: s3.uploads }),
      close: s3.close,
    };
  }
  const service = createBackupService({
    database,
    store: createDiskBackupStore(folder),
    uploads: () => diskUploads(uploadsDirOf(config)),
  });
  return { service, close: () => {} };
}
