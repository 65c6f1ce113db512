import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

/** What a build holds: names of letters, digits, `.`, `_`, `-` in folders; no dot files, no `..`. */
const BUILD_FILE_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/**
 * The build's file at this address as it is on disk now, or undefined. The file routes are made at
 * start (`wildcard: false`); a build swapped in later (apps/web/scripts/build.mjs, issue 26 item 22)
 * brings files with new names, which are found here instead of answering 404.
 */
async function fileNow(webDist: string, url: string): Promise<string | undefined> {
  const pathname = url.split('?')[0] ?? '';
  if (!BUILD_FILE_PATH.test(pathname) || pathname.split('/').includes('..')) return undefined;
  try {
    return (await stat(path.join(webDist, pathname))).isFile() ? pathname : undefined;
  } catch {
    return undefined;
  }
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
  // Read again only when the build changed (issue 26, item 22: a new build is swapped in under a
  // running server, which keeps serving without a restart).
  let indexHtml: { version: string; html: Promise<string> } | undefined;
  async function currentIndexHtml(): Promise<string> {
    const { mtimeMs, size, ino } = await stat(indexFile);
    const version = `${ino}:${mtimeMs}:${size}`;
    if (indexHtml?.version !== version) indexHtml = { version, html: readFile(indexFile, 'utf8') };
    return indexHtml.html;
  }
  async function previewPage(request: FastifyRequest, reply: FastifyReply) {
    const html = await currentIndexHtml();
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
      .send(withPreview(html, preview));
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    if (request.url.startsWith(PINS_PREFIX)) return previewPage(request, reply);
    const file = await fileNow(options.webDist, request.url);
    if (file) return reply.sendFile(file);
    if (request.url.startsWith(ASSETS_PREFIX)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
