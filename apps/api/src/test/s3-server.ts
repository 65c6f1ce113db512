import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../lib/s3-storage.ts';

export interface LocalS3 {
  /** Options of `createS3Storage` for the server's bucket, with the keys the server accepts. */
  options: S3StorageOptions & { endpoint: string; bucket: string };
  /** A client of the same server, to look at the bucket behind the storage's back. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server (s3rver) on a free port of 127.0.0.1, keeping its objects in a
 * new temp folder, with one empty bucket. It refuses an unknown access key, but (unlike S3) it
 * does not verify SigV4 signatures, so a wrong secret goes unnoticed.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'transferdesk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const options = {
    bucket: 'transferdesk-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's one account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    // s3rver names buckets in the path; virtual hosts would need DNS for `bucket.127.0.0.1`.
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  return {
    options,
    client,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
