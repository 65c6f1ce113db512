import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    for (const url of ['/tenants/abc', '/profile', '/pins/Football/John%20Jr./cv/123']) {
      const response = await t.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
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
  it('serves the API only and answers other paths with 404', async () => {
    const t = await createTestApp();
    try {
      expect((await t.inject({ url: '/' })).statusCode).toBe(404);
      expect((await t.inject({ url: '/core/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
