import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { BACKUP_NAME_PATTERN } from '@transferdesk/shared';
import { RESOURCE_PREFIX } from '../../lib/resource-paths.ts';
import {
  bucketPrefix,
  createS3Client,
  isMissingObject,
  type S3StorageOptions,
} from '../../lib/s3-storage.ts';
import type { ArchiveEntry } from './archive.ts';
import type { BackupMeta, BackupStore, StoredBackup } from './store.ts';

/**
 * D49 with STORAGE=s3: the uploads come from the bucket and the backups go to `backups/` beside
 * `resources/` (under the same PREFIX), which `/core/resources` never serves. An archive is
 * written on this machine first (`workDir`), then sent whole: S3 needs an object's length up front.
 * Loaded only with STORAGE=s3, like s3-storage.ts (the AWS SDK is slow to load).
 */
export function createS3Backups(options: S3StorageOptions, workDir: string) {
  const client = createS3Client(options);
  const { bucket } = options;
  const prefix = bucketPrefix(options);
  const keyOf = (path: string) => (prefix ? `${prefix}/${path}` : path);
  return {
    uploads: () => s3Uploads(client, bucket, keyOf(RESOURCE_PREFIX)),
    store: s3BackupStore(client, bucket, keyOf('backups/'), workDir),
    close: () => client.destroy(),
  };
}

/** Every key under `keyPrefix` with its size, page by page. */
async function* listKeys(client: S3Client, bucket: string, keyPrefix: string) {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** The bucket's uploads as archive entries `uploads/<path>`; one deleted since the listing is left out. */
async function* s3Uploads(client: S3Client, bucket: string, keyPrefix: string): AsyncGenerator<ArchiveEntry> {
  for await (const { key } of listKeys(client, bucket, keyPrefix)) {
    const name = key.slice(keyPrefix.length);
    if (!name || name.endsWith('/') || name.split('/').some((part) => part === '..' || part === '')) continue;
    let object: Awaited<ReturnType<typeof getObject>>;
    try {
      object = await getObject(client, bucket, key);
    } catch (error) {
      if (isMissingObject(error)) continue;
      throw error;
    }
    yield { path: `uploads/${name}`, ...object };
  }
}

async function getObject(client: S3Client, bucket: string, key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  // In Node the SDK's body is a Readable; an object without one is an empty file.
  const body = (object.Body as Readable | undefined) ?? Readable.from([]);
  return {
    size: object.ContentLength ?? 0,
    body,
    ...(object.LastModified ? { mtime: object.LastModified } : {}),
  };
}

function s3BackupStore(client: S3Client, bucket: string, keyPrefix: string, workDir: string): BackupStore {
  const names = async () => {
    const found: { name: string; size: number }[] = [];
    for await (const { key, size } of listKeys(client, bucket, keyPrefix)) {
      const name = key.slice(keyPrefix.length);
      if (BACKUP_NAME_PATTERN.test(name)) found.push({ name, size });
    }
    return found;
  };
  const readMeta = async (name: string): Promise<BackupMeta | undefined> => {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: `${keyPrefix}${name}.json` }),
      );
      return JSON.parse((await object.Body?.transformToString('utf8')) ?? '') as BackupMeta;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  };
  return {
    workDir,
    async prepare() {
      await mkdir(workDir, { recursive: true });
    },
    async list() {
      const backups: StoredBackup[] = [];
      for (const { name, size } of await names()) {
        const meta = await readMeta(name);
        if (meta) backups.push({ name, size, meta });
      }
      return backups;
    },
    names: async () => (await names()).map(({ name }) => name),
    async keep(name, file, meta) {
      try {
        const { size } = await stat(file);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: `${keyPrefix}${name}`,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/gzip',
          }),
        );
      } finally {
        await rm(file, { force: true });
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${keyPrefix}${name}.json`,
          Body: JSON.stringify(meta, null, 2),
          ContentType: 'application/json',
        }),
      );
    },
    async open(name) {
      if (!(await readMeta(name))) return undefined;
      try {
        return await getObject(client, bucket, `${keyPrefix}${name}`);
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${keyPrefix}${name}.json` }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${keyPrefix}${name}` }));
    },
  };
}
