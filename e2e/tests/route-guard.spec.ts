import { DEMO_ACCOUNTS, expect, signIn, signInFromStart, test } from '../fixtures';

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
