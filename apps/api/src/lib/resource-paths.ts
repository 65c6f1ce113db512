import { randomUUID } from 'node:crypto';

/** What every stored path starts with: entities keep `resources/...`, `/core/resources/...` serves it. */
export const RESOURCE_PREFIX = 'resources/';

/**
 * A folder or an extension of a stored file: lower-case letters, digits and dashes only, so that
 * neither can carry a slash, a dot or anything else that would change where the file ends up.
 */
export const SAFE_SEGMENT = /^[a-z0-9-]+$/;

/** A path `save` hands out: `resources/<folder>/<name>.<ext>`, every part a safe segment. */
const STORED_PATH = /^resources\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9-]+$/;

/**
 * Files under this folder (`resources/private/...`) are never served at `/core/resources`: a
 * player's agreements and documents are read through the API by the sport's members only.
 */
export const PRIVATE_FOLDER = 'private';

/**
 * A new, unguessable path for a file of `folder` (UUID names never collide and can be cached
 * forever). `folder` may nest (`private/player-files`), each part a safe segment.
 */
export function newResourcePath(folder: string, ext: string): string {
  if (!folder.split('/').every((part) => SAFE_SEGMENT.test(part)) || !SAFE_SEGMENT.test(ext)) {
    throw new Error('Unsafe folder or extension');
  }
  return `${RESOURCE_PREFIX}${folder}/${randomUUID()}.${ext}`;
}

/**
 * Whether a path under `/core/resources/` (`private/x.pdf`, `/private/x.pdf`) is in the private
 * folder; case is ignored, so that a case-insensitive disk cannot be asked for `PRIVATE/...`.
 */
export function isPrivateResource(pathUnderResources: string): boolean {
  const [first] = pathUnderResources.replace(/^\/+/, '').split('/');
  return first?.toLowerCase() === PRIVATE_FOLDER;
}

/**
 * Throws unless `resourcePath` is a resource path without `..`. Stored paths come from the
 * database, but one must never name something outside the uploads, even where (as on S3) keys
 * are not file names: some S3-compatible servers map keys onto folders.
 */
export function assertResourcePath(resourcePath: string): void {
  if (!resourcePath.startsWith(RESOURCE_PREFIX) || resourcePath.includes('..')) {
    throw new Error(`Not a resource path: ${resourcePath}`);
  }
}

/** Whether a requested path has the exact shape `save` hands out (for serving without a file system). */
export function isStoredPath(resourcePath: string): boolean {
  return STORED_PATH.test(resourcePath);
}

// A Map, not an object literal: an extension such as `constructor` must not find Object's members.
const CONTENT_TYPES = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['svg', 'image/svg+xml'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['pdf', 'application/pdf'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
]);

/** The Content-Type of a stored file, from its extension (the upload checked the bytes already). */
export function contentTypeOf(resourcePath: string): string {
  const ext = resourcePath.slice(resourcePath.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES.get(ext) ?? 'application/octet-stream';
}
