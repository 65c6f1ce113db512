import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  EXTRA_SERVER_START_MS,
  type ExtraServer,
  expect,
  newestResetLink,
  signIn,
  startExtraServer,
  test,
} from '../fixtures';

// Changing a demo account's password would disturb the other journeys, so this one has a server
// of its own; its steps build on each other.
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
const email = DEMO_ACCOUNTS.hockeyAdmin;
const NEW_PASSWORD = 'a-brand-new-password';

test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS);
  server = await startExtraServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('forgot password → the e-mailed link → a new password → signing in with it, then back via the profile', async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/signin`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  // The address changes at once, but the sign-in page (with its own E-mail field) stays on screen
  // until the lazily loaded forgot-password page is ready; typing before that types into sign-in.
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('status')).toContainText('We received your request.');

  let link: string | undefined;
  await expect.poll(() => (link = newestResetLink(server.dataDir, email)), { timeout: 10_000 }).toBeTruthy();
  await page.goto(link as string);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been successfully changed')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // The same link works only once.
  await page.goto(link as string);
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');

  // Back to the demo password through the profile's change-password form.
  await page.goto(`${server.baseUrl}/profile/edit`);
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.').first()).toBeVisible();
  await page.getByLabel('Current password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been successfully changed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
