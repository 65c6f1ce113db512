#!/usr/bin/env node
// Lighthouse performance of the built app as a new visitor and a signed-in agent see it (issue 10):
// /signin and a signed-in list page (the Football clubs), with the mobile and the desktop preset.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values: options } = parseArgs({
  options: {
    help: { type: 'boolean' },
    runs: { type: 'string', default: '1' },
    preset: { type: 'string', default: 'both' },
    save: { type: 'string' },
  },
});
if (options.help) {
  console.log(`Usage: node bench/lighthouse.mjs [--runs N] [--preset mobile|desktop|both] [--save FOLDER]

Needs \`npm install --no-save lighthouse@12\` (kept out of the lockfile) and a build.
Starts the built server (apps/api/dist/server.js and apps/web/dist; run \`npm run build\` first) on a
free port with a fresh embedded database and the demo, and runs Lighthouse's performance category in
Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on:
  /signin                     as a new visitor
  /clubs/<Football id>        signed in as admin@demo.test (TenantAdmin) through the sign-in form
each with the mobile preset (Lighthouse's default: a slow 4G link and a 4x slower CPU, simulated)
and the desktop preset (--preset picks one). Prints the score, FCP, LCP, TBT and the bytes
transferred; with --runs N (issue 28: --runs 3), those of the run with the median score of N runs
per page and preset, and every run's score. The signed-in page is measured as a returning agent
sees it: the service worker registered while signing in may answer from its cache. --save writes
each median run's full report (JSON) into FOLDER, for its network requests and LCP breakdown.`);
  process.exit(0);
}
const presets = options.preset === 'both' ? ['mobile', 'desktop'] : [options.preset];
if (!presets.every((preset) => preset === 'mobile' || preset === 'desktop')) {
  console.error(`lighthouse.mjs: --preset is mobile, desktop or both, not ${options.preset}`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const serverScript = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverScript) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('lighthouse.mjs: no build; run `npm run build` first');
  process.exit(1);
}
// Lighthouse is not in the lockfile: one of its dependencies asks for `third-party-web@latest`, so the
// lockfile drifts out of sync with the registry and `npm ci` refuses it. Installed when benchmarking.
let lighthouse;
let desktopConfig;
try {
  lighthouse = (await import('lighthouse')).default;
  desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
} catch {
  console.error(
    'lighthouse.mjs: Lighthouse is not installed; run `npm install --no-save lighthouse@12` first',
  );
  process.exit(1);
}
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(
    `lighthouse.mjs: no Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-lighthouse-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-lighthouse-profile-'));
const port = await freePort();
const debuggingPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverScript], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
let browser;
const cleanUp = async () => {
  await browser?.close().catch(() => {});
  server.kill('SIGTERM');
  rmSync(profileDir, { recursive: true, force: true });
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
};

try {
  for (let waited = 0; ; waited += 100) {
    const healthy = await fetch(`${base}/core/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (waited > 120_000) throw new Error('the server did not start within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // One browser profile for signing in and for Lighthouse, so that the session is there.
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  const results = [];
  const audit = async (label, url, preset, signedIn) => {
    const runs = [];
    for (let run = 0; run < Number(options.runs); run += 1) {
      const result = await lighthouse(
        url,
        {
          port: debuggingPort,
          output: 'json',
          onlyCategories: ['performance'],
          disableStorageReset: signedIn,
          logLevel: 'error',
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.message}`);
      runs.push({ score: Math.round((lhr.categories.performance.score ?? 0) * 100), lhr });
    }
    // The figures of one run, the median one, so that score, FCP, LCP and TBT belong together.
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    if (options.save) {
      mkdirSync(options.save, { recursive: true });
      const file = `${label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${preset}.json`;
      writeFileSync(path.join(options.save, file), JSON.stringify(median.lhr));
    }
    const audits = median.lhr.audits;
    const row = {
      page: label,
      preset,
      score: median.score,
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      transferred: Math.round((audits['total-byte-weight'].numericValue ?? 0) / 1024),
      finalUrl: median.lhr.finalDisplayedUrl,
    };
    results.push(row);
    console.log(
      `${row.page.padEnd(22)} ${row.preset.padEnd(8)} score ${String(row.score).padStart(3)}  FCP ${row.fcp.padStart(6)}  LCP ${row.lcp.padStart(6)}  TBT ${row.tbt.padStart(7)}  ${row.transferred} KiB  runs ${runs.map((r) => r.score).join('/')}  (${row.finalUrl})`,
    );
  };

  for (const preset of presets) await audit('/signin', `${base}/signin`, preset, false);

  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${base}/signin`);
  await page.getByLabel('E-mail').fill('admin@demo.test');
  await page.getByLabel(/^Password/).fill(process.env.DEMO_PASSWORD ?? 'demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  const football = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('transferdesk-auth') ?? '{}').state?.token;
    const me = await fetch('/core/api/auth/me', { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.json(),
    );
    return me.tenants.find((tenant) => tenant.name === 'Football')?.id;
  });
  if (!football) throw new Error('admin@demo.test has no Football sport');
  for (const preset of presets) {
    await audit('clubs list (signed in)', `${base}/clubs/${football}`, preset, true);
  }

  const mobile = results.filter((row) => row.preset === 'mobile').map((row) => row.score);
  console.log(
    `SUMMARY lighthouse.mjs: ${results.map((row) => `${row.page} ${row.preset} ${row.score}`).join('; ')}${mobile.length ? `; lowest mobile score ${Math.min(...mobile)}` : ''}`,
  );
} catch (error) {
  console.error(`lighthouse.mjs: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
