import { IMAGE_MIME_TYPES, MESSAGES } from '@transferdesk/shared';
import { fileTypeFromBuffer } from 'file-type';
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
