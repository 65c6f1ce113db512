import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call, not through a zlib stream. On a 2-core host
 * @fastify/compress streams anything above 8 KB, and a list page (10 contacts, ~10 KB of JSON) paid
 * more for the stream's setup and scheduling than for the compression (issue 28's profile). Bigger
 * answers (CSV exports, long lists) still stream, so none holds the event loop for long.
 */
const COMPRESS_IN_ONE_CALL_UP_TO_BYTES = 64 * 1024;

/**
 * Issue 10: JSON and CSV answers compressed when the client accepts it. Brotli at quality 2 and
 * gzip at level 3: per request, a higher level costs more CPU than the few bytes it saves (at quality
 * 4, brotli was a tenth of a list request's CPU in a profile). The web
 * app's files are compressed once at build time (apps/web/vite.config.ts) and served as they are by
 * static-web.ts; an answer that already has a Content-Encoding is left alone.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_ABOVE_BYTES,
    syncThreshold: COMPRESS_IN_ONE_CALL_UP_TO_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
