import { DEMO_ACCOUNTS, expect, signIn, signInFromStart, test } from '../fixtures';

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test('a signed-out visitor is sent to sign in with a returnUrl and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/tenants?sort=createdAt');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Ftenants%3Fsort%3DcreatedAt$/);
  await signIn(page, DEMO_ACCOUNTS.superadmin);
  await expect(page).toHaveURL(/\/tenants\?sort=createdAt$/);
  await expect(page.getByRole('heading', { name: 'Sports' })).toBeVisible();
});

test('a User opening a Superadmin page gets Unauthorized with a way back home', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.agent);
  await page.goto('/tenants');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).not.toHaveURL(/\/unauthorized$/);
});

test("a member of other sports opening a sport's players, requirement, no-need or match page gets Unauthorized", async ({
  page,
  browser,
}) => {
  test.slow();
  // Handball addresses, as an admin of every sport sees them.
  const adminContext = await browser.newContext();
  const addresses: string[] = [];
  try {
    const admin = await adminContext.newPage();
    await signInFromStart(admin, DEMO_ACCOUNTS.admin);
    const control = admin
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Handball - Men', exact: true });
    await control.click();
    const panel = admin.locator(`#${await control.getAttribute('aria-controls')}`);
    const handball = (await panel.getByRole('link', { name: 'Requirements' }).getAttribute('href'))
      ?.split('/')
      .at(-1);
    await admin.goto(`/requirements/${handball}`);
    await expect(
      admin.getByRole('heading', { name: 'Requirements [Handball - Men]', level: 1 }),
    ).toBeVisible();
    const card = admin
      .getByRole('article')
      .filter({ hasNot: admin.getByText('No need', { exact: true }) })
      .first();
    const requirement = (await card.getByRole('link', { name: /^View/ }).getAttribute('href'))
      ?.split('/')
      .at(-1);
    await card.getByRole('button', { name: /^Matching/ }).click();
    await expect(admin).toHaveURL(new RegExp(`/matches/${ID}$`));
    addresses.push(
      `/players/${handball}`,
      `/requirements/${handball}/${requirement}`,
      `/noneedregistered/${handball}`,
      new URL(admin.url()).pathname,
    );
  } finally {
    await adminContext.close();
  }

  // The agent belongs to Football and Icehockey only.
  await signInFromStart(page, DEMO_ACCOUNTS.agent);
  for (const address of addresses) {
    await page.goto(address);
    await expect(page, address).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  }
});

test('a signed-in user opening /signin goes to the returnUrl, or home', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page.goto('/signin?returnUrl=%2Ftenants');
  await expect(page).toHaveURL(/\/tenants$/);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/profile$/);
});

test('an unknown address shows the not-found page and keeps the address', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('signing out returns to sign-in and protected pages need a new sign-in', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fprofile$/);
});
