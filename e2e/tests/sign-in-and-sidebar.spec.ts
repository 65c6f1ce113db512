import { DEMO_ACCOUNTS, expect, signIn, signInFromStart, test } from '../fixtures';

const SPORTS = ['Football', 'Handball - Men', 'Handball - Women', 'Icehockey'];

test.describe('signing in as each demo account shows the sidebar of that role', () => {
  test('Superadmin sees Sports and Users, and no sport accordion', async ({ page }) => {
    await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
    // A Superadmin without tenants lands on the profile (the requirements redirect sends them there).
    await expect(page).toHaveURL(/\/profile$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Sports' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Football' })).toHaveCount(0);
    await expect(page.getByText('superadmin@demo.test').first()).toBeVisible();
  });

  test('TenantAdmin of all sports sees Users and all four sports with their admin links', async ({
    page,
  }) => {
    await signInFromStart(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/requirements\/[0-9a-f-]{36}$/);
    await expect(page).not.toHaveURL(/00000000-0000-0000-0000-000000000000/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Sports' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    for (const sport of SPORTS) await expect(nav.getByRole('button', { name: sport })).toBeVisible();
    const football = await openSport(nav, 'Football');
    for (const link of ['Clubs', 'Teams', 'Contacts', 'Transfers', 'Currencies', 'PDF template', 'Players']) {
      await expect(football.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(football.getByRole('link', { name: 'Requirements' })).toBeVisible();
  });

  test('User sees only their two sports, with players and requirements but no admin links', async ({
    page,
  }) => {
    await signInFromStart(page, DEMO_ACCOUNTS.agent);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sports' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Football' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Icehockey' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Handball - Men' })).toHaveCount(0);
    const football = await openSport(nav, 'Football');
    await expect(football.getByRole('link', { name: 'Players' })).toBeVisible();
    await expect(football.getByRole('link', { name: 'Requirements' })).toBeVisible();
    await expect(football.getByRole('link', { name: 'Clubs' })).toHaveCount(0);
  });

  test('TenantAdmin of one sport sees that sport expanded', async ({ page }) => {
    await signInFromStart(page, DEMO_ACCOUNTS.hockeyAdmin);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('button', { name: 'Icehockey' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Clubs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clubs' })).toHaveAttribute('href', /\/clubs\/[0-9a-f-]{36}$/);
  });
});

test('a wrong password shows the error and keeps the e-mail typed', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, DEMO_ACCOUNTS.agent, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_ACCOUNTS.agent);
  await expect(page).toHaveURL(/\/signin/);
});

test('sign-in validates before sending', async ({ page }) => {
  await page.goto('/signin');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/core/api/auth')) posted = true;
  });
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(posted).toBe(false);
});

test('the error from the route is shown on the sign-in page', async ({ page }) => {
  await page.goto('/signin/Your%20session%20has%20ended');
  await expect(page.getByRole('alert')).toContainText('Your session has ended');
});

async function openSport(nav: ReturnType<import('@playwright/test').Page['getByRole']>, sport: string) {
  const control = nav.getByRole('button', { name: sport });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  const panelId = await control.getAttribute('aria-controls');
  return nav.locator(`[id="${panelId}"]`);
}
