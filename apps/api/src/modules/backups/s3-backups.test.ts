import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { BackupList } from '@transferdesk/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../../scripts/restore.mjs';
import { createS3Storage } from '../../lib/s3-storage.ts';
import { useTestContext } from '../../test/context.ts';
import { startLocalS3 } from '../../test/s3-server.ts';
import { archivePaths, backUp } from './backup-fixtures.ts';

/**
 * D49 with STORAGE=s3: the uploads come from the bucket, and the backups go to `backups/` in it
 * (never under `resources/`, which the app serves).
 */

const s3 = await startLocalS3();
const context = useTestContext(() => ({
  env: {
    STORAGE: 's3',
    S3_BUCKET: s3.options.bucket,
    S3_ENDPOINT: s3.options.endpoint,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  },
  storage: createS3Storage(s3.options),
}));
const scratch = await mkdtemp(path.join(tmpdir(), 'transferdesk-s3-backup-test-'));
afterAll(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.options.bucket, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

describe('backups with the uploads in an S3 bucket (D49)', () => {
  it('archives the bucket’s uploads, keeps the archive under backups/, and restores the uploads to disk', async () => {
    const backup = await backUp(context);
    expect(await keysUnder('backups/')).toEqual([`backups/${backup.name}`, `backups/${backup.name}.json`]);
    // Written on this machine first, then sent whole: nothing is left behind.
    expect(await readdir(path.join(context.t.config.dataDir, 'backups'))).toEqual([]);

    const listed = (await context.get('/backups', context.tokens.superadmin)).json<BackupList>().data;
    expect(listed).toEqual([backup]);
    const download = await context.get(`/backups/${backup.name}`, context.tokens.superadmin);
    expect(download.rawPayload.equals(await objectBytes(`backups/${backup.name}`))).toBe(true);
    const file = path.join(scratch, backup.name);
    await writeFile(file, download.rawPayload);

    const uploads = await keysUnder('resources/');
    expect(uploads.length).toBeGreaterThan(0);
    expect(backup.files).toBe(uploads.length);
    const inArchive = (await archivePaths(file)).filter((entry) => entry.startsWith('uploads/'));
    expect(inArchive.sort()).toEqual(uploads.map((key) => `uploads/${key.slice('resources/'.length)}`));

    const target = path.join(scratch, 'restored');
    const restored = await restoreBackup({ from: file, dataDir: target });
    expect(restored.files).toBe(uploads.length);
    for (const key of uploads.slice(0, 25)) {
      const onDisk = await readFile(path.join(target, 'uploads', key.slice('resources/'.length)));
      expect(onDisk.equals(await objectBytes(key)), key).toBe(true);
    }

    const served = await context.t.inject({ url: `/core/resources/../backups/${backup.name}` });
    expect(served.statusCode).toBe(404);
  }, 120_000);
});
