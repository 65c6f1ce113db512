import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@transferdesk/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/mail-templates/html.ts';

const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The public player pages (D15); their answers carry the link preview and are never indexed (D29). */
const PINS_PREFIX = '/pins/';
const TITLE = /<title>[\s\S]*?<\/title>/i;

/** What a shared link shows in mail and chat (Open Graph); plain text, escaped here. */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute URL. */
  image: string;
  type: string;
}

export interface StaticWebOptions {
  webDist: string;
  /** The preview of a `/pins/...` path, or undefined when it names no public page. */
  previewFor?: (path: string, clientAddress: string) => Promise<PagePreview | undefined>;
}

/**
 * index.html with `noindex` and, for a page that exists, its title and Open Graph tags. A page that
 * does not exist gets index.html all the same (200): the SPA shows its not-found state.
 */
export function withPreview(indexHtml: string, preview: PagePreview | undefined): string {
  const tags = ['<meta name="robots" content="noindex" />'];
  let html = indexHtml;
  if (preview) {
    const title = `<title>${escapeHtml(preview.title)}</title>`;
    // Functions as replacements, so that `$` in a name is never read as a pattern.
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else tags.push(title);
    for (const [property, content] of [
      ['og:title', preview.title],
      ['og:description', preview.description],
      ['og:image', preview.image],
      ['og:type', preview.type],
    ] as const) {
      tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    }
  }
  const head = tags.join('\n    ');
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `    ${head}\n  </head>`);
  // A page without a head element: one before the body, never before the doctype (quirks mode).
  if (/<body/i.test(html)) return html.replace(/<body/i, () => `<head>${head}</head><body`);
  return `${head}\n${html}`;
}

function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/**
 * Serves the built web app at `/`. Vite fingerprints everything under /assets/, so those files are
 * cached for a year; everything else (index.html, the service worker, the manifest) is revalidated
 * so a deploy shows at once. Paths that are not files get index.html for the client-side router,
 * except under /core and /assets/, where a missing thing is a real 404.
 */
export default async function staticWebPlugin(app: FastifyInstance, options: StaticWebOptions) {
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
  // Read once: a new build comes with a restart.
  let indexHtml: Promise<string> | undefined;
  async function previewPage(request: FastifyRequest, reply: FastifyReply) {
    indexHtml ??= readFile(indexFile, 'utf8');
    let preview: PagePreview | undefined;
    try {
      preview = await options.previewFor?.(request.url, request.ip);
    } catch (error) {
      // Without its preview the page still works: the SPA loads the player itself.
      request.log.error({ err: error }, 'Link preview failed');
    }
    return reply
      .header('Cache-Control', REVALIDATE)
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(withPreview(await indexHtml, preview));
  }

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isApiPath(request.url) || request.url.startsWith(ASSETS_PREFIX)) return reply.callNotFound();
    if (request.url.startsWith(PINS_PREFIX)) return previewPage(request, reply);
    return reply.sendFile('index.html');
  });
}
