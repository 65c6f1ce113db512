import { IMAGE_MIME_TYPES, MESSAGES } from '@transferdesk/shared';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.ts';
import { DomainError } from './errors.ts';
import type { Storage } from './storage.ts';

export interface ImageType {
  mime: (typeof IMAGE_MIME_TYPES)[number];
  ext: string;
}

/** The image type read from the bytes themselves; a file's name and declared type can lie. */
export async function detectImage(bytes: Uint8Array): Promise<ImageType | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  const mime = IMAGE_MIME_TYPES.find((allowed) => allowed === type.mime);
  return mime ? { mime, ext: type.ext } : null;
}

/**
 * Stores an uploaded image (refusing anything that is not one) and lets `pointAt` make the owner
 * use it, answering the path it used before. The old file is removed only once the new path is
 * committed, so a failure leaves the owner with a working image; `pointAt`'s errors pass through.
 */
export async function replaceStoredImage(options: {
  storage: Storage;
  folder: string;
  bytes: Uint8Array;
  pointAt: (newPath: string) => Promise<string | null>;
}): Promise<void> {
  const { storage } = options;
  const image = await detectImage(options.bytes);
  if (!image) throw new DomainError('unsupportedType', MESSAGES.fileTypeNotAllowed);
  const newPath = await storage.save(options.folder, options.bytes, image.ext);
  let oldPath: string | null;
  try {
    oldPath = await options.pointAt(newPath);
  } catch (error) {
    await storage.remove(newPath);
    throw error;
  }
  if (oldPath) {
    // The new image is committed; a leftover old file would only cost disk space.
    await storage.remove(oldPath).catch(() => undefined);
  }
}

/**
 * replaceStoredImage for a table row that holds its image's path: in one transaction the row is
 * locked, `notFound` thrown when it is gone (or no longer matches `row`, e.g. deleted meanwhile),
 * and `set` written, which points the row at the new path; the path it held before is answered.
 */
export function replaceRowImage<T extends PgTable>(options: {
  db: Db;
  storage: Storage;
  folder: string;
  bytes: Uint8Array;
  table: T;
  /** The row: its id, and whatever else it must still match. */
  row: SQL;
  /** The column holding the image's path. */
  path: AnyPgColumn<{ data: string; notNull: false }>;
  set: (newPath: string) => PgUpdateSetSource<T>;
  notFound: () => Error;
}): Promise<void> {
  const { db, table, row } = options;
  return replaceStoredImage({
    storage: options.storage,
    folder: options.folder,
    bytes: options.bytes,
    pointAt: (newPath) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ path: options.path })
          .from(table as PgTable)
          .where(row)
          .for('update');
        if (!current) throw options.notFound();
        await tx.update(table).set(options.set(newPath)).where(row);
        return current.path;
      }),
  });
}
