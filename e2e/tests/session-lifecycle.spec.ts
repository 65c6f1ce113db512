import {
  DEMO_ACCOUNTS,
  EXTRA_SERVER_START_MS,
  type ExtraServer,
  expect,
  signIn,
  signInFromStart,
  startExtraServer,
  storedToken,
  test,
} from '../fixtures';

test.describe('a token about to expire', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(EXTRA_SERVER_START_MS);
    // Tokens live 15 s here; the app refreshes them with fewer than 10 s left (spec 4).
    server = await startExtraServer({ ACCESS_TOKEN_TTL: '15' });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('is refreshed without the user noticing', async ({ page }) => {
    await page.goto(`${server.baseUrl}/signin`);
    await signIn(page, DEMO_ACCOUNTS.superadmin);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const first = await storedToken(page);
    expect(first).toBeTruthy();
    await expect.poll(() => storedToken(page), { timeout: 20_000, intervals: [500] }).not.toBe(first);
    const second = await storedToken(page);
    await expect.poll(() => storedToken(page), { timeout: 20_000, intervals: [500] }).not.toBe(second);
    // Past the first token's lifetime, the app still works and nothing interrupts it.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sports' })
      .click();
    await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
  });
});

test('a session revoked on the server shows the session-over overlay', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  const token = await storedToken(page);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const revoked = await page.request.delete('/core/api/auth', {
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
  });
  expect(revoked.status()).toBe(204);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sports' })
    .click();
  // The page reloads once (the "refreshing" guard), then the overlay stays.
  const overlay = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(/\/tenants$/);
  expect(await page.evaluate(() => sessionStorage.getItem('refreshing'))).toBeTruthy();
  const refresh = overlay.getByRole('link', { name: 'Refresh' });
  await expect(refresh).toHaveAttribute('href', /^\/signin/);
  await refresh.click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, DEMO_ACCOUNTS.superadmin);
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(overlay).toHaveCount(0);
});

test('a Superadmin views the app as an agent and stops again', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Impersonate user' }).click();
  const dialog = page.getByRole('dialog', { name: 'View application as..' });
  await dialog.getByRole('combobox', { name: 'User' }).fill('agent');
  await page.getByRole('option', { name: /agent@demo\.test/ }).click();
  await dialog.getByRole('button', { name: 'Impersonate' }).click();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Stop impersonating' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByText(/^Viewing as /)).toBeVisible();
  await expect(nav.getByText('agent@demo.test')).toBeVisible();

  await nav.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByText('superadmin@demo.test')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sports' })).toBeVisible();
});

test('logging out leaves no token behind', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  expect(await storedToken(page)).toBeTruthy();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).not.toContain('specialToken');
});
