import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web build's swap (apps/web/scripts/build.mjs), run here on a folder this server serves.
import { stagingFolder, swapFolder } from '../../../../scripts/swap-folder.mjs';
import { useTestContext } from '../test/context.ts';

const page = (build: string) =>
  `<!doctype html><html><head><title>${build}</title></head><body><script src="/assets/index-${build}.js"></script></body></html>`;

/** A build as Vite leaves it: index.html naming its fingerprinted script, and a service worker. */
async function writeBuild(folder: string, build: string): Promise<void> {
  await mkdir(path.join(folder, 'assets'), { recursive: true });
  await writeFile(path.join(folder, 'index.html'), page(build));
  await writeFile(path.join(folder, 'assets', `index-${build}.js`), `console.log("${build}")`);
  await writeFile(path.join(folder, 'sw.js'), `// ${build}`);
}

describe('a new web build swapped in under a running server (issue 26, item 22)', () => {
  let parent: string;
  let webDist: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'transferdesk-web-swap-'));
    webDist = path.join(parent, 'dist');
    await writeBuild(webDist, 'old111');
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });
  // Built once the old build is written; its folder is removed after the app has closed.
  const context = useTestContext(() => ({ env: { WEB_DIST: webDist } }));

  async function served(url: string): Promise<{ status: number; body: string }> {
    const response = await context.t.inject({ url });
    return { status: response.statusCode, body: response.body };
  }

  it('serves the old build intact while the new one is made, and the new one after the swap', async () => {
    const next = stagingFolder(webDist);
    expect(path.dirname(next)).toBe(parent);
    await writeBuild(next, 'new222');

    // Being made: nothing of it shows, the old build is whole.
    for (const url of ['/', '/clubs/abc'])
      expect(await served(url)).toEqual({ status: 200, body: page('old111') });
    expect(await served('/assets/index-old111.js')).toEqual({ status: 200, body: 'console.log("old111")' });
    expect((await served('/assets/index-new222.js')).status).toBe(404);
    expect((await served('/pins/Football/Someone/cv/1')).body).toContain('<title>old111</title>');

    swapFolder(next, webDist);

    // Swapped: the new build at once, its new files included, without a restart.
    for (const url of ['/', '/clubs/abc'])
      expect(await served(url)).toEqual({ status: 200, body: page('new222') });
    expect(await served('/assets/index-new222.js')).toEqual({ status: 200, body: 'console.log("new222")' });
    expect(await served('/sw.js')).toEqual({ status: 200, body: '// new222' });
    expect((await served('/assets/index-old111.js')).status).toBe(404);
    expect((await served('/pins/Football/Someone/cv/1')).body).toContain('<title>new222</title>');
    // Nothing left beside it: the staging folder became dist, the old build is gone.
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('never serves a file from outside the build, whatever the address', async () => {
    await writeFile(path.join(parent, 'secret.txt'), 'secret');
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/.env']) {
      expect((await served(url)).body).not.toContain('secret');
    }
  });
});

describe('swapFolder', () => {
  it('puts a first build in place, and gives the old build back when the new one cannot move', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'transferdesk-swap-'));
    try {
      const target = path.join(parent, 'dist');
      const next = stagingFolder(target);
      await writeBuild(next, 'first1');
      swapFolder(next, target);
      expect(existsSync(path.join(target, 'assets', 'index-first1.js'))).toBe(true);

      // A staging folder that is not there: the swap fails and dist is still the last build.
      expect(() => swapFolder(path.join(parent, 'missing'), target)).toThrow();
      expect(existsSync(path.join(target, 'assets', 'index-first1.js'))).toBe(true);
      expect(await readdir(parent)).toEqual(['dist']);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
