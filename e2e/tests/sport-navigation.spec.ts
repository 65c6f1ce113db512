import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signIn, signInFromStart, test } from '../fixtures';

/**
 * Issue 26, items 3, 7 and 20: the sport one lands in after signing in, stopping impersonation on a
 * sport page, and the menu on a match page after a reload on a laptop screen (1366 x 768).
 */

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The panel of one sport's accordion in the menu, opened. */
async function sportPanel(page: Page, sport: string): Promise<Locator> {
  const control = mainNavigation(page).getByRole('button', { name: sport, exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await control.getAttribute('aria-controls')}`);
}

/** The id of a sport, from its Requirements link in the menu. */
async function sportId(page: Page, sport: string): Promise<string> {
  const href = await (await sportPanel(page, sport))
    .getByRole('link', { name: 'Requirements' })
    .getAttribute('href');
  return href?.split('/').at(-1) ?? '';
}

test('signing in lands on the sport last worked in, and a browser that worked in none on the first by name', async ({
  page,
  browser,
}) => {
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { name: 'Requirements [Football]', level: 1 })).toBeVisible();
  const icehockey = await sportId(page, 'Icehockey');

  // Work in Icehockey, sign out, sign in again: back in Icehockey.
  await page.goto(`/clubs/${icehockey}`);
  await expect(page.getByRole('heading', { name: 'Clubs [Icehockey]', level: 1 })).toBeVisible();
  await mainNavigation(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(new RegExp(`/requirements/${icehockey}$`));
  await expect(page.getByRole('heading', { name: 'Requirements [Icehockey]', level: 1 })).toBeVisible();

  // Another browser has no sport on record: the first by name.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await signInFromStart(other, DEMO_ACCOUNTS.admin);
    await expect(other.getByRole('heading', { name: 'Requirements [Football]', level: 1 })).toBeVisible();
  } finally {
    await fresh.close();
  }
});

test('a Superadmin who stops impersonating on a sport page goes home, not to Unauthorized', async ({
  page,
}) => {
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page.getByRole('button', { name: 'Impersonate user' }).click();
  const dialog = page.getByRole('dialog', { name: 'View application as..' });
  await dialog.getByRole('combobox', { name: 'User' }).fill('agent');
  await page.getByRole('option', { name: /agent@demo\.test/ }).click();
  await dialog.getByRole('button', { name: 'Impersonate' }).click();
  await expect(mainNavigation(page).getByRole('button', { name: 'Stop impersonating' })).toBeVisible();

  // The agent's players: a sport page the Superadmin may not open.
  await (await sportPanel(page, 'Football')).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { name: 'Players [Football]', level: 1 })).toBeVisible();
  await mainNavigation(page).getByRole('button', { name: 'Stop impersonating' }).click();

  await expect(mainNavigation(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toHaveCount(0);
  await expect(mainNavigation(page).getByText('superadmin@demo.test')).toBeVisible();
});

test('on a laptop screen, a reloaded match page keeps its sport open in the menu with its link in view', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  // Icehockey is the last of the admin's four sports: its links sit lowest in the menu.
  const icehockey = await sportId(page, 'Icehockey');
  await page.goto(`/requirements/${icehockey}`);
  await expect(page.getByRole('heading', { name: 'Requirements [Icehockey]', level: 1 })).toBeVisible();
  await page
    .getByRole('article')
    .filter({ hasNot: page.getByText('No need', { exact: true }) })
    .first()
    .getByRole('button', { name: /^Matching/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/matches/${ID}$`));
  await expect(page.getByRole('heading', { name: 'Match results', level: 1 })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Match results', level: 1 })).toBeVisible();
  const nav = mainNavigation(page);
  await expect(nav.getByRole('button', { name: 'Icehockey', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', `/requirements/${icehockey}`);
  await expect(current).toBeInViewport({ ratio: 1 });

  // The sport's last link, below the fold of the menu at this height: the menu scrolls to it.
  await page.goto(`/pdftemplate/${icehockey}`);
  await expect(current).toHaveAttribute('href', `/pdftemplate/${icehockey}`);
  await expect(current).toBeInViewport({ ratio: 1 });
});
