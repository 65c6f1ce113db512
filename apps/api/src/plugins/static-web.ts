import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@transferdesk/shared';
import type { FastifyInstance } from 'fastify';

const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/**
 * Serves the built web app at `/`. Vite fingerprints everything under /assets/, so those files are
 * cached for a year; everything else (index.html, the service worker, the manifest) is revalidated
 * so a deploy shows at once. Paths that are not files get index.html for the client-side router,
 * except under /core and /assets/, where a missing thing is a real 404.
 */
export default async function staticWebPlugin(app: FastifyInstance, options: { webDist: string }) {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info(`No web app at ${options.webDist}; serving the API only`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.webDist,
    // Routes for the files that exist at start, so that the fallback below owns every other path.
    wildcard: false,
    // The build writes .br and .gz beside each file (apps/web/vite.config.ts); the client's
    // Accept-Encoding picks one, index.html of the fallback included, with Vary: Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(options.webDist, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', `/${relative}`.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isApiPath(request.url) || request.url.startsWith(ASSETS_PREFIX)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
