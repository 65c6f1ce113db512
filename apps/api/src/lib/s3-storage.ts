import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { MESSAGES } from '@transferdesk/shared';
import { DomainError } from './errors.ts';
import { assertResourcePath, contentTypeOf, newResourcePath } from './resource-paths.ts';
import type { Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2 ...); unset: AWS itself. */
  endpoint?: string | undefined;
  /** Both or neither; neither: the SDK's default chain (environment, profile, instance role ...). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, which most self-hosted servers need. */
  forcePathStyle?: boolean | undefined;
  /** A folder inside the bucket that holds the `resources/...` keys, for a bucket shared with others. */
  prefix?: string | undefined;
}

/** A failed connection gives up after this long instead of hanging an upload. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** ... and a request whose socket stays silent this long. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Names are random UUIDs that never change meaning, as for the files on disk. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether an S3 error means "no such object" (and not a missing bucket, which is a setup error). */
export function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/** What the client waits before trying again: an S3 outage or throttling is usually brief. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A storage that cannot be reached (refused, timed out, cut) or that is throttling or failing
 * (5xx) answers 503 in words; an S3 refusal of the request itself (a missing bucket, wrong keys)
 * is a set-up mistake and stays an error for the log.
 */
function unavailableOr(error: unknown): unknown {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (error instanceof S3ServiceException && (status === undefined || status < 500)) return error;
  return new DomainError('unavailable', MESSAGES.fileStorageUnavailable, undefined, RETRY_AFTER_SECONDS, {
    cause: error,
  });
}

/** The options' folder inside the bucket without slashes around it; '' for none. */
export function bucketPrefix(options: S3StorageOptions): string {
  return options.prefix?.replace(/^\/+|\/+$/g, '') ?? '';
}

/** A client of the options' bucket, as the uploads use it (the backups of D49 too). */
export function createS3Client(options: S3StorageOptions): S3Client {
  const { accessKeyId, secretAccessKey } = options;
  // Since early 2025 the SDK adds CRC checksum headers to every upload, which several
  // S3-compatible servers refuse; AWS itself keeps the default.
  const checksums = options.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

/**
 * Uploads in an S3 bucket, under the same `resources/<folder>/<uuid>.<ext>` paths as on disk, so
 * that a stored path means the same file whichever storage wrote it (the key is `prefix` + path).
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const prefix = bucketPrefix(options);
  const keyOf = (resourcePath: string): string => {
    assertResourcePath(resourcePath);
    return prefix ? `${prefix}/${resourcePath}` : resourcePath;
  };
  const client = createS3Client(options);

  return {
    async save(folder, bytes, ext) {
      const resourcePath = newResourcePath(folder, ext);
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(resourcePath),
            Body: bytes,
            ContentType: contentTypeOf(resourcePath),
            CacheControl: CACHE_CONTROL,
          }),
        )
        .catch((error: unknown) => {
          throw unavailableOr(error);
        });
      return resourcePath;
    },
    async remove(resourcePath) {
      const key = keyOf(resourcePath);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer 404.
        if (!isMissingObject(error)) throw unavailableOr(error);
      }
    },
    async read(resourcePath) {
      const key = keyOf(resourcePath);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // The SDK types Body as optional; an object that exists but has none is an empty file.
        const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw unavailableOr(error);
      }
    },
  };
}
