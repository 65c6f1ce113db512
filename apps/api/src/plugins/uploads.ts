import { mkdir } from 'node:fs/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE, MAX_UPLOAD_BYTES } from '@transferdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, VALIDATION_FAILED } from '../lib/errors.ts';
import { contentTypeOf, isPrivateResource, isStoredPath, RESOURCE_PREFIX } from '../lib/resource-paths.ts';
import type { Storage } from '../lib/storage.ts';

export const UPLOAD_FIELD = 'file';
export const UPLOAD_INCOMPLETE =
  'The upload is incomplete or is not valid multipart/form-data. Please send the file again.';

/** Where `/core/resources/...` comes from: the disk folder of disk storage, or any storage's `read`. */
export type UploadsOptions = { uploadsDir: string } | { storage: Storage };

const RESOURCES_URL = `${API_BASE}/resources/`;
/** Stored names are random UUIDs, so a file can be cached forever. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Multipart uploads (one file of at most MAX_UPLOAD_BYTES; more is a 413) and the uploaded files
 * themselves at `/core/resources/...`.
 */
async function uploadsPlugin(app: FastifyInstance, options: UploadsOptions) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
  });
  if ('storage' in options) serveFromStorage(app, options.storage);
  else await serveFromDisk(app, options.uploadsDir);
}

/** @fastify/static on the upload folder: ranges, ETags and Last-Modified come with it. */
async function serveFromDisk(app: FastifyInstance, uploadsDir: string) {
  await mkdir(uploadsDir, { recursive: true });
  // Encapsulated, so this instance of @fastify/static does not clash with the web app's.
  await app.register(async (resources) => {
    await resources.register(fastifyStatic, {
      root: uploadsDir,
      prefix: RESOURCES_URL,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      // Folders are not resources: without this, `/core/resources/clubs/` is send's 403 error, a 500 here.
      // A player's files (`private/...`) are read through the API only, never here.
      allowedPath: (pathname) => !pathname.endsWith('/') && !isPrivateResource(pathname),
    });
  });
}

/** Whole files through `storage.read` (S3 and the like; uploads are small), with the same caching. */
function serveFromStorage(app: FastifyInstance, storage: Storage) {
  app.get<{ Params: { '*': string } }>(
    `${RESOURCES_URL}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const resourcePath = `${RESOURCE_PREFIX}${request.params['*']}`;
      // Only the shape `save` hands out reaches the storage: anything else cannot be a file. A
      // player's files (`private/...`) are read through the API only, never here.
      const served = isStoredPath(resourcePath) && !isPrivateResource(request.params['*']);
      const bytes = served ? await storage.read(resourcePath) : undefined;
      if (!bytes) return reply.callNotFound();
      return reply
        .type(contentTypeOf(resourcePath))
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}, immutable`)
        .send(bytes);
    },
  );
}

/** Fastify's and @fastify/multipart's own errors (limits, content type), which the errors plugin answers. */
function isFastifyError(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('FST_');
}

/** What a failed read of the form becomes: our refusals and the multipart limits as they are, else a 400. */
function uploadError(error: unknown): unknown {
  if (error instanceof DomainError || isFastifyError(error)) return error;
  return new DomainError('invalid', UPLOAD_INCOMPLETE);
}

const missingFile = () =>
  new DomainError('invalid', VALIDATION_FAILED, [`${UPLOAD_FIELD}: A file is required`]);

/**
 * The request's `file` field as it arrives, for files too large to hold (CSV imports): at most
 * `limit.bytes`, past which reading throws a 413 saying `limit.message`. After the file the rest of
 * the form is read, so that a second file is refused (FST_FILES_LIMIT, a 413) before the reader
 * sees the end. A reader that stops early has the rest of the file discarded.
 */
export async function streamUploadedFile(
  request: FastifyRequest,
  limit: { bytes: number; message: string },
): Promise<AsyncIterable<Uint8Array>> {
  if (!request.isMultipart()) throw missingFile();
  const parts = request.parts({ limits: { fileSize: limit.bytes } })[Symbol.asyncIterator]();
  const nextPart = async () => {
    try {
      return await parts.next();
    } catch (error) {
      throw uploadError(error);
    }
  };
  let part: MultipartFile | undefined;
  while (!part) {
    const next = await nextPart();
    if (next.done) throw missingFile();
    if (next.value.type !== 'file') continue;
    if (next.value.fieldname !== UPLOAD_FIELD) {
      next.value.file.resume();
      throw missingFile();
    }
    part = next.value;
  }
  const { file } = part;
  const tooLarge = () => new DomainError('tooLarge', limit.message);
  return (async function* fileChunks() {
    let read = false;
    try {
      try {
        for await (const chunk of file) {
          if (file.truncated) throw tooLarge();
          yield chunk as Buffer;
        }
      } catch (error) {
        throw uploadError(error);
      }
      // busboy ends a file at the limit, marking it truncated.
      if (file.truncated) throw tooLarge();
      read = true;
      for (let next = await nextPart(); !next.done; next = await nextPart()) {
        if (next.value.type === 'file') next.value.file.resume();
      }
    } finally {
      if (!read) file.resume();
    }
  })();
}

/**
 * The bytes of the request's `file` field; a missing file is a validation error naming the field.
 * The whole form is read, so that a second file is refused (FST_FILES_LIMIT, a 413) rather than
 * silently dropped, and a body cut off mid-part is a 400 rather than the parser's bare error.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Uint8Array> {
  return (await readNamedUploadedFile(request)).bytes;
}

/** As `readUploadedFile`, with the file's name as the client sent it (for checks on the extension). */
export async function readNamedUploadedFile(
  request: FastifyRequest,
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (!request.isMultipart()) throw missingFile();
  let file: { bytes: Uint8Array; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) throw missingFile();
      // Throws FST_REQ_FILE_TOO_LARGE past the limit, which the errors plugin answers with 413.
      file = { bytes: await part.toBuffer(), filename: part.filename ?? '' };
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw missingFile();
  return file;
}

export default fp(uploadsPlugin, { name: 'uploads' });
