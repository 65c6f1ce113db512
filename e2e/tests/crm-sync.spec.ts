import {
  type FakeActiveCampaign,
  startFakeActiveCampaign,
} from '../../apps/api/src/test/active-campaign-server.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  EXTRA_SERVER_START_MS,
  type ExtraServer,
  expect,
  signIn,
  startExtraServer,
  storedToken,
  test,
} from '../fixtures';

// D32 needs a server that knows a CRM: a stand-in for ActiveCampaign and a server of its own.
let crm: FakeActiveCampaign;
let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS);
  crm = await startFakeActiveCampaign({
    lists: {
      // List 1 is the demo's Football.
      1: [
        {
          id: '501',
          firstName: 'Freja',
          lastName: 'Crmsen',
          email: 'freja@crm-athletic.example',
          phone: '+45 11',
        },
        {
          id: '502',
          firstName: 'Mads',
          lastName: 'Crmsen',
          email: 'mads@crm-athletic.example',
          phone: '+45 12',
        },
      ],
    },
    accounts: [{ id: '77', name: 'CRM Athletic', accountUrl: 'https://crm-athletic.example' }],
    accountContacts: [
      { account: '77', contact: '501', jobTitle: 'Sporting director' },
      { account: '77', contact: '502', jobTitle: 'Scout' },
    ],
  });
  server = await startExtraServer({ ACTIVECAMPAIGN_URL: crm.url, ACTIVECAMPAIGN_API_KEY: crm.apiKey });
});

test.afterAll(async () => {
  await server?.stop();
  await crm?.close();
});

test('a Superadmin syncs the CRM from the sidebar and reads the report', async ({ page }) => {
  await page.goto(`${server.baseUrl}/signin`);
  await signIn(page, DEMO_ACCOUNTS.superadmin);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const sync = nav.getByRole('button', { name: /^Sync/ });
  await expect(sync).toBeVisible();
  await sync.click();
  // The page reloads when the sync is done; the item then says so.
  await expect(nav.getByRole('button', { name: /^Sync.*Synced/ })).toBeVisible({ timeout: 30_000 });
  await nav.getByRole('button', { name: 'Last sync report' }).click();
  const report = page.getByRole('dialog', { name: 'CRM sync report' });
  await expect(report.getByText('Synced')).toBeVisible();
  const contactsRow = report.getByRole('row', { name: /^Contacts/ });
  await expect(contactsRow.getByRole('cell').first()).toHaveText('2');
  const clubsRow = report.getByRole('row', { name: /^Clubs/ });
  await expect(clubsRow.getByRole('cell').first()).toHaveText('1');
  await page.keyboard.press('Escape');

  // The contacts are the sport's now, at their club: as its TenantAdmin sees them.
  const superadmin = { Authorization: `Bearer ${await storedToken(page)}` };
  const tenants = (await (
    await page.request.get(`${server.baseUrl}/core/api/tenants`, { headers: superadmin })
  ).json()) as { data: { id: string; name: string }[] };
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const signedIn = await page.request.post(`${server.baseUrl}/core/api/auth`, {
    headers: { 'x-xsrf-token': xsrf },
    data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, rememberme: false },
  });
  const headers = { Authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const football = tenants.data.find((tenant) => tenant.name === 'Football');
  const contacts = (await (
    await page.request.get(`${server.baseUrl}/core/api/contacts?tenantId=${football?.id}&filter=Crmsen`, {
      headers,
    })
  ).json()) as { data: { firstName: string; club: { name: string } | null }[] };
  expect(contacts.data.map((contact) => [contact.firstName, contact.club?.name]).sort()).toEqual([
    ['Freja', 'CRM Athletic'],
    ['Mads', 'CRM Athletic'],
  ]);
});
