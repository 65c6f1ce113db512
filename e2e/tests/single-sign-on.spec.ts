import { startOidcProvider, type TestOidcProvider } from '../../apps/api/src/test/oidc-provider.ts';
import { skipAuditOf } from '../axe.ts';
import {
  EXTRA_SERVER_START_MS,
  type ExtraServer,
  expect,
  freePort,
  startExtraServer,
  test,
} from '../fixtures';

// D31 needs a server that knows the provider, and a provider that knows the server's address.
let provider: TestOidcProvider;
let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS);
  const port = await freePort();
  provider = await startOidcProvider({
    redirectUri: `http://127.0.0.1:${port}/office365auth`,
    accounts: {
      agent: { email: 'agent@demo.test', emailVerified: true },
      stranger: { email: 'nobody@agency.example', emailVerified: true },
    },
  });
  // The provider's own login and consent pages are not this app's to audit.
  skipAuditOf(provider.issuer);
  server = await startExtraServer(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
    { port },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

async function throughProvider(page: import('@playwright/test').Page, login: string) {
  await page.goto(`${server.baseUrl}/signin`);
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks once whether Transferdesk may see the e-mail address.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test("an agent signs in through the provider's login page and lands on the first sport's requirements", async ({
  page,
}) => {
  await throughProvider(page, 'agent');
  await expect(page).toHaveURL(new RegExp(`^${server.baseUrl}/requirements/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: /^Requirements \[.+\]$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('someone without an account is sent back to sign-in with the reason and the way out', async ({
  page,
}) => {
  await throughProvider(page, 'stranger');
  await expect(page).toHaveURL(new RegExp(`^${server.baseUrl}/signin/`));
  await expect(page.getByText('No active account uses the e-mail address of this sign-in.')).toBeVisible();
  await expect(
    page.getByText(
      "Single sign-on failed. Use the Go back button, log out of the provider's services and try again.",
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('transferdesk-auth') ?? '')).not.toContain(
    '"token":"ey',
  );
});
