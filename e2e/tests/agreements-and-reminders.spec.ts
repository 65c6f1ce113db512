import { DEMO_ACCOUNTS, expect, mailsTo, signedInApi, signInFromStart, test } from '../fixtures';

interface Named {
  id: string;
  name: string;
}

/**
 * Issue 30: an admin keeps a representation agreement under Football's rule pack (D45), a
 * Superadmin runs the daily reminders job for a day 59 days before its end (D46), and the admin
 * finds the reminder in the bell and in the morning digest.
 */
test('an agreement refused past 2 years, saved exclusive, then announced by the reminders job in the bell and the digest', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await signedInApi(request, DEMO_ACCOUNTS.admin);
  const me = await admin.get<{ tenants: Named[] }>('/auth/me');
  const football = me.tenants.find((tenant) => tenant.name === 'Football')?.id ?? '';
  // A player of the demo without agreements, far down the list (the demo's agreements are on its first players).
  const players = await admin.get<{ data: { id: string; firstName: string; lastName: string }[] }>(
    `/players?tenantId=${football}&page=4&take=10`,
  );
  let player: { id: string; firstName: string; lastName: string } | undefined;
  for (const candidate of players.data) {
    if ((await admin.get<unknown[]>(`/players/${candidate.id}/agreements`)).length === 0) {
      player = candidate;
      break;
    }
  }
  if (!player) throw new Error('No player without agreements on page 4');
  const name = `${player.firstName} ${player.lastName}`;

  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await page.goto(`/players/${football}/${player.id}#agreements`);
  const section = page.locator('#agreements');
  await expect(section.getByText('No representation agreement yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add agreement' });
  await dialog.getByLabel(/^Start date/).fill('2027-01-01');
  await dialog.getByLabel(/^End date/).fill('2029-06-30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog
      .getByText('An agreement with a player lasts at most 2 years: end it on or before 2028-12-31.')
      .first(),
  ).toBeVisible();
  // Refused, and nothing typed is lost.
  await expect(dialog.getByLabel(/^End date/)).toHaveValue('2029-06-30');

  await dialog.getByLabel(/^End date/).fill('2028-12-31');
  await dialog.getByRole('switch', { name: /^Exclusive/ }).check();
  await dialog.getByLabel(/^Agent/).click();
  await page.getByRole('option', { name: 'Ada Admin' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('No representation agreement yet.')).toBeHidden();
  await expect(section.getByText('Exclusive').first()).toBeVisible();

  // The Superadmin runs the reminders for 2028-11-02: 59 days before the end, and the second day
  // of the exclusive agreement's last 2 months.
  const superadmin = await browser.newPage();
  await signInFromStart(superadmin, DEMO_ACCOUNTS.superadmin);
  await superadmin.goto('/jobs');
  const reminders = superadmin.getByRole('region', { name: 'Reminders' });
  await reminders.getByLabel(/^For date/).fill('2028-11-02');
  await reminders.getByRole('button', { name: 'Run now' }).click();
  await expect(superadmin.getByText('Reminders finished')).toBeVisible({ timeout: 60_000 });
  await expect(reminders.getByRole('cell', { name: '2 November 2028' }).first()).toBeVisible();
  await superadmin.close();

  // The sport's agreements list has the header and its bell (the player page is a page of its own).
  await page.goto(`/agreements/${football}`);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText(`Agreement with ${name} ends in 59 days (31 December 2028)`)).toBeVisible();
  await expect(
    bell.getByText(
      `Exclusive agreement with ${name}: last 2 months, rival agents may approach (ends 31 December 2028)`,
    ),
  ).toBeVisible();
  await bell.getByText(`Agreement with ${name} ends in 59 days (31 December 2028)`).click();
  await expect(page).toHaveURL(new RegExp(`/players/${football}/${player.id}#agreements$`));

  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const digest = mailsTo(dataDir, DEMO_ACCOUNTS.admin).find((mail) => mail.includes('for 2028-11-02'));
  expect(digest, 'the digest .eml of 2028-11-02').toBeDefined();
  expect(digest).toContain(`The agreement with ${name} ends in 59 days (2028-12-31). (your player)`);
});
