import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

/** Waits for the service worker (registered once the app is stable) and reloads so it controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the manifest, its icons and the service worker are served, and the app is installable', async ({
  page,
  request,
  baseURL,
}) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.ok()).toBe(true);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Transferdesk',
    display: 'standalone',
    start_url: '/',
    theme_color: '#283593',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toContain('javascript');
  // A new version must reach the browser at once.
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/signin');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  // Playwright's own contexts are incognito profiles, where Chromium never offers an install: the
  // installability check runs in a browser with a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'transferdesk-pwa-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const installPage = browser.pages()[0] ?? (await browser.newPage());
    await installPage.goto(new URL('/signin', baseURL).href);
    await controlledByServiceWorker(installPage);
    const cdp = await browser.newCDPSession(installPage);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a list seen online opens offline after a reload, under the offline banner', async ({
  page,
  context,
}) => {
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await page.goto('/clubs');
  await expect(page).toHaveURL(/\/clubs\/[0-9a-f-]{36}$/);
  await controlledByServiceWorker(page);
  const heading = page.getByRole('heading', { name: /^Clubs \[.+\]$/, level: 1 });
  await expect(heading).toBeVisible();
  const firstClub = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(firstClub).toBeVisible();
  const firstClubName = await firstClub.innerText();
  const total = page.getByText(/^\d+ results$/);
  const totalText = await total.innerText();
  await expect(page.getByText('You are offline')).toBeHidden();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(firstClub).toHaveText(firstClubName);
  await expect(total).toHaveText(totalText);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  // D23: the demo environment has offlineChanges; the change queue comes later, so nothing waits.
  await expect(banner).toContainText('0 unsynced changes');

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('the public player pages and /core never get the app shell from the service worker', async ({
  page,
  context,
}) => {
  await page.goto('/signin');
  await controlledByServiceWorker(page);
  const pin = await page.goto('/pins/not-a-player');
  // The server's own answer: noindex, which the bare index.html does not carry.
  expect(pin?.headers()['x-robots-tag']).toBe('noindex');
  expect(pin?.fromServiceWorker()).toBe(false);
  // Another tab of the same browser (the same service worker): the API reference is not this app's
  // page, and its accessibility is not this suite's to check.
  const other = await context.newPage();
  const docs = await other.goto('/core/docs');
  expect(docs?.fromServiceWorker()).toBe(false);
  expect(await docs?.text()).not.toContain('<div id="root">');
  await other.close();
});
