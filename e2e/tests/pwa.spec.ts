import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signInFromStart, storedToken, test } from '../fixtures';

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
  // D23: the demo environment has offlineChanges; nothing was changed offline, so nothing waits.
  await expect(banner).toContainText('0 unsynced changes');

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('offline, a page not opened on this device says so, under a menu with the sports and a reachable Logout', async ({
  page,
  context,
}) => {
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  const tenantId = new URL(page.url()).pathname.split('/')[2] ?? '';
  // Installed during this visit: the service worker has seen none of this visit's API answers
  // (who is signed in, the configuration), only the app itself.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.goto(`/teams/${tenantId}`);
  await expect(page.getByRole('heading', { name: /^Teams \[.+\]$/, level: 1 })).toBeVisible();
  await expect(
    page.getByText('This page has not been opened on this device yet, so it is not available offline'),
  ).toBeVisible();
  await expect(page.getByText('Page not found')).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Football' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toContainText('0 unsynced changes');
  // Not under the banner: a click would reach it (a trial click checks that nothing covers it).
  await nav.getByRole('button', { name: 'Logout' }).click({ trial: true, timeout: 5_000 });

  // A club's page, never opened here: the same, in place of the page.
  const someId = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f00112233';
  await page.goto(`/clubs/${tenantId}/${someId}`);
  await expect(page.getByRole('heading', { name: 'Not available offline', level: 1 })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Football' })).toBeVisible();
  await context.setOffline(false);
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

interface PlayerRow {
  id: string;
  firstName: string;
  lastName: string;
  weight: number | null;
}

test('a TenantAdmin works offline: a new club, a contact at it and a player edit wait, then sync by themselves', async ({
  page,
  context,
}) => {
  // A long journey over many pages, twice through a reload from the service worker.
  test.slow();
  const stamp = Date.now();
  const clubName = `Offline FC ${stamp}`;
  const lastName = `Offline${stamp}`;
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await page.goto('/clubs');
  await expect(page).toHaveURL(/\/clubs\/[0-9a-f-]{36}$/);
  const tenantId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await controlledByServiceWorker(page);

  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const players = (await (
    await page.request.get(`/core/api/players?tenantId=${tenantId}&take=1`, { headers })
  ).json()) as { data: PlayerRow[] };
  const player = players.data[0];
  if (!player) throw new Error('The demo sport has no players');
  const newWeight = (player.weight ?? 80) === 77 ? 78 : 77;

  // Seen online once: the forms and their option lists open offline from the service worker.
  await page.goto(`/clubs/${tenantId}/new/edit`);
  await expect(page.getByRole('heading', { name: 'Add club', level: 1 })).toBeVisible();
  await page.goto(`/contacts/${tenantId}/new`);
  await expect(page.getByRole('heading', { name: 'Add contact', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Club' }).click();
  await expect(page.getByRole('listbox', { name: 'Club' }).getByRole('option').first()).toBeVisible();
  await page.goto(`/players/${tenantId}/${player.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(player.lastName);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('0 unsynced changes');

  // 1. A club, saved as if the server had it.
  await page.goto(`/clubs/${tenantId}/new/edit`);
  await page.getByRole('textbox', { name: /^Name/ }).fill(clubName);
  await page.getByRole('textbox', { name: 'City' }).fill('Skagen');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('A request has failed in offline mode and will be syncronized once online.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clubs/${tenantId}$`));
  await expect(banner).toContainText('1 unsynced change');

  // 2. A contact at that new club: the club select offers it although the server does not know it yet.
  await page.goto(`/contacts/${tenantId}/new`);
  await page.getByRole('combobox', { name: 'Club' }).fill(clubName);
  await page.getByRole('listbox', { name: 'Club' }).getByRole('option', { name: clubName }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ida');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`ida.${stamp}@offline.example`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${tenantId}$`));

  // 3. An existing player's weight: the player's page shows it at once, marked as not synced yet.
  await page.goto(`/players/${tenantId}/${player.id}/edit`);
  await page.getByRole('textbox', { name: /^Weight/ }).fill(String(newWeight));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${tenantId}/${player.id}$`));
  const notSynced = page.getByText('Not synced yet');
  await expect(notSynced).toBeVisible();
  await expect(page.getByText(`${newWeight} kg`)).toBeVisible();

  await expect(banner).toContainText('3 unsynced changes');
  const bar = page.getByRole('region', { name: 'Unsynced changes' });
  await bar.getByRole('button', { name: 'Review' }).click();
  const modal = page.getByRole('dialog', { name: 'Unsynced changes' });
  const rows = modal.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`New club “${clubName}”`);
  await expect(rows.nth(1)).toContainText(`New contact “Ida ${lastName}”`);
  await expect(rows.nth(1)).toContainText('Linked to another update');
  await expect(rows.nth(2)).toContainText('Changes to player: weight');
  await expect(modal.getByRole('button', { name: 'Sync' })).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Dismiss all' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // Back online: the queue sends itself and the page reloads with the server's data.
  await context.setOffline(false);
  await expect(bar).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(`${newWeight} kg`)).toBeVisible();
  await expect(notSynced).toBeHidden();

  const clubs = (await (
    await page.request.get(`/core/api/clubs?tenantId=${tenantId}&filter=${encodeURIComponent(clubName)}`, {
      headers,
    })
  ).json()) as { data: { id: string; name: string; city: string }[] };
  expect(clubs.data.map((club) => [club.name, club.city])).toEqual([[clubName, 'Skagen']]);
  const contacts = (await (
    await page.request.get(`/core/api/contacts?tenantId=${tenantId}&filter=${lastName}`, { headers })
  ).json()) as { data: { clubId: string; firstName: string }[] };
  expect(contacts.data).toHaveLength(1);
  expect(contacts.data[0]).toMatchObject({ firstName: 'Ida', clubId: clubs.data[0]?.id });
  const edited = (await (
    await page.request.get(`/core/api/players/${player.id}`, { headers })
  ).json()) as PlayerRow;
  expect(edited.weight).toBe(newWeight);
});

test.describe('with the flag off', () => {
  // The flag reaches the app through GET /core/api/config, changed here on its way; a service
  // worker's own requests would pass by page.route, and the queue does not depend on one.
  test.use({ serviceWorkers: 'block' });

  test('without offlineChanges nothing is queued: the form says it could not save and keeps what was typed', async ({
    page,
    context,
  }) => {
    // This environment turns the flag on (D23); here the app is told it is off.
    await page.route('**/core/api/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { features: string[] };
      await route.fulfill({
        response,
        json: { ...body, features: body.features.filter((feature) => feature !== 'offlineChanges') },
      });
    });
    await signInFromStart(page, DEMO_ACCOUNTS.admin);
    await page.goto('/clubs');
    await expect(page).toHaveURL(/\/clubs\/[0-9a-f-]{36}$/);
    const tenantId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByRole('link', { name: 'Add club' }).click();
    await expect(page.getByRole('heading', { name: 'Add club', level: 1 })).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(banner).toBeVisible();
    await expect(banner).not.toContainText('unsynced');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('Never Queued FC');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Could not submit the club')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/clubs/${tenantId}/new/edit$`));
    await expect(name).toHaveValue('Never Queued FC');
    await expect(page.getByRole('region', { name: 'Unsynced changes' })).toBeHidden();
    await context.setOffline(false);
  });
});
