import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MESSAGES } from '@transferdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script></body></html>';
const SCRIPT = 'console.log("app")';

describe('serving the web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'transferdesk-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    // What the web build writes beside each file (apps/web/precompress.ts).
    for (const [file, content] of [
      ['index.html', INDEX],
      [path.join('assets', 'index-abc123.js'), SCRIPT],
    ] as const) {
      await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(content));
      await writeFile(path.join(webDist, `${file}.gz`), gzipSync(content));
    }
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const response = await t.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('revalidates files outside /assets, such as the service worker', async () => {
    const response = await t.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/tenants/abc', '/profile']) {
      const response = await t.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers public player pages with index.html marked noindex (D29; previews: public-players.test.ts)', async () => {
    const response = await t.inject({ url: '/pins/Football/John%20Jr./cv/123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toBe(
      INDEX.replace('<body>', '<head><meta name="robots" content="noindex" /></head><body>'),
    );
  });

  it('sends the build’s brotli or gzip copy to a client that accepts it, fallback pages included (issue 10)', async () => {
    const script = await t.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers.vary).toMatch(/accept-encoding/i);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);

    const page = await t.inject({ url: '/clubs/abc', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX);

    const plain = await t.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps JSON 404s for the API and for missing assets', async () => {
    for (const url of ['/core/api/nope', '/core', '/assets/missing-123.js']) {
      const response = await t.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.notFound });
    }
  });

  it('still answers the API', async () => {
    expect((await t.inject({ url: '/core/health' })).statusCode).toBe(200);
  });
});

describe('without a web build', () => {
  // Builds its own app with the whole demo seed: as long as a file's beforeAll may take.
  it('serves the API only and answers other paths with 404', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    try {
      expect((await t.inject({ url: '/' })).statusCode).toBe(404);
      expect((await t.inject({ url: '/core/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
