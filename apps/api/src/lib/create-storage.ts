import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage, type Storage } from './storage.ts';

/** The folder of disk storage, which `/core/resources/...` serves straight from disk. */
export function uploadsDirOf(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}

/** The storage STORAGE names: files in `DATA_DIR/uploads`, or objects in an S3 bucket. */
export async function createStorage(config: Config): Promise<Storage> {
  const { storage } = config;
  if (storage.kind === 'disk') return createDiskStorage(uploadsDirOf(config));
  // Imported on first use: the AWS SDK takes a noticeable time to load and most test files never
  // need it. (The production bundle hoists the SDK's import to the top, so there it loads anyway.)
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(storage);
}
