import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE, MAX_UPLOAD_BYTES } from '@transferdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors.ts';
import { VALIDATION_FAILED } from './errors.ts';

export const UPLOAD_FIELD = 'file';

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
    });
  });
}

/** The bytes of the request's `file` field; a missing file is a validation error naming the field. */
export async function readUploadedFile(request: FastifyRequest): Promise<Uint8Array> {
  const missing = () =>
    new DomainError('invalid', VALIDATION_FAILED, [`${UPLOAD_FIELD}: A file is required`]);
  if (!request.isMultipart()) throw missing();
  const file = await request.file();
  if (!file || file.fieldname !== UPLOAD_FIELD) throw missing();
  // Throws FST_REQ_FILE_TOO_LARGE past the limit, which the errors plugin answers with 413.
  return file.toBuffer();
}

export default fp(uploadsPlugin, { name: 'uploads' });
