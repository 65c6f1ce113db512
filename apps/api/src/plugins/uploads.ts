import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE, MAX_UPLOAD_BYTES } from '@transferdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, VALIDATION_FAILED } from '../lib/errors.ts';

export const UPLOAD_FIELD = 'file';
export const UPLOAD_INCOMPLETE =
  'The upload is incomplete or is not valid multipart/form-data. Please send the file again.';

/**
 * Multipart uploads (one file of at most MAX_UPLOAD_BYTES; more is a 413) and the uploaded files
 * themselves at `/core/resources/...`. Stored names are random UUIDs, so they can be cached forever.
 */
async function uploadsPlugin(app: FastifyInstance, options: { uploadsDir: string }) {
  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
  });
  // Encapsulated, so this instance of @fastify/static does not clash with the web app's.
  await app.register(async (resources) => {
    await resources.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: `${API_BASE}/resources/`,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      // Folders are not resources: without this, `/core/resources/clubs/` is send's 403 error, a 500 here.
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });
  });
}

/** Fastify's and @fastify/multipart's own errors (limits, content type), which the errors plugin answers. */
function isFastifyError(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('FST_');
}

/**
 * The bytes of the request's `file` field; a missing file is a validation error naming the field.
 * The whole form is read, so that a second file is refused (FST_FILES_LIMIT, a 413) rather than
 * silently dropped, and a body cut off mid-part is a 400 rather than the parser's bare error.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Uint8Array> {
  const missing = () =>
    new DomainError('invalid', VALIDATION_FAILED, [`${UPLOAD_FIELD}: A file is required`]);
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) throw missing();
      // Throws FST_REQ_FILE_TOO_LARGE past the limit, which the errors plugin answers with 413.
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof DomainError || isFastifyError(error)) throw error;
    throw new DomainError('invalid', UPLOAD_INCOMPLETE);
  }
  if (!bytes) throw missing();
  return bytes;
}

export default fp(uploadsPlugin, { name: 'uploads' });
