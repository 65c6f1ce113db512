import { DEMO_ACCOUNTS, expect, signIn, signInFromStart, test } from '../fixtures';

test('the built app runs under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/signin');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the body carries the role and menu markers, and tenant pages name the sport in the title', async ({
  page,
}) => {
  await signInFromStart(page, DEMO_ACCOUNTS.hockeyAdmin);
  await expect(page.locator('body')).toHaveClass(/user-role-tenantadmin/);
  await expect(page.locator('body')).toHaveClass(/menu-expanded/);
  await expect(page).toHaveTitle(/Icehockey/);
  await expect(page.getByRole('contentinfo')).toContainText(`${new Date().getFullYear()}`);
  await expect(page.getByRole('contentinfo')).toContainText('Transferdesk');
});

test('below 768 px the menu hides behind the toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/signin');
  await signIn(page, DEMO_ACCOUNTS.superadmin);
  await expect(page).toHaveURL(/\/profile$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Sports' })).toBeHidden();
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(nav.getByRole('link', { name: 'Sports' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/menu-opened/);
});
