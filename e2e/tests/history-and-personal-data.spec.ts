import { readFileSync } from 'node:fs';
import PizZip from 'pizzip';
import { DEMO_ACCOUNTS, expect, signedInApi, signInFromStart, test } from '../fixtures';

interface Named {
  id: string;
  name: string;
}
interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Issue 31: a TenantAdmin changes a player's salary and finds it in the History section (D47),
 * downloads everything held about him (the ZIP names the club contact who received his CV), erases
 * him (D48), and the link the club was sent answers the "not available" page.
 */
test('a salary change in the history, the player exported with his CV sends, erased, and his public link gone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const admin = await signedInApi(request, DEMO_ACCOUNTS.admin);
  const me = await admin.get<{ tenants: Named[] }>('/auth/me');
  const football = me.tenants.find((tenant) => tenant.name === 'Football')?.id ?? '';
  // A player of its own (other journeys work on the demo's), with the minimum net salary of a
  // demo player's lookups, sent by a copied link to a Football club contact with an e-mail.
  const demo = await admin.get<{ data: { id: string }[] }>(`/players?tenantId=${football}&take=1`);
  const lookups = await admin.get<{
    valutaId: string;
    playerLevelId: string;
    positionContacts: { id: string }[];
  }>(`/players/${demo.data[0]?.id}`);
  const player = await admin.post<Person>('/players', {
    tenantId: football,
    firstName: 'Erik',
    lastName: `Eraso${Date.now().toString(36)}`,
    valutaId: lookups.valutaId,
    playerLevelId: lookups.playerLevelId,
    positionContactIds: lookups.positionContacts.map((position) => position.id),
    minSalaryNetto: 60000,
  });
  const contacts = await admin.get<{ data: (Person & { email: string })[] }>(
    `/contacts?tenantId=${football}&take=50`,
  );
  const contact = contacts.data.find((candidate) => candidate.email.includes('@'));
  if (!contact) throw new Error('No Football contact with an e-mail');
  await admin.post('/pitches', { playerId: player.id, contactId: contact.id });
  const playerName = `${player.firstName} ${player.lastName}`;
  const publicLink = `/pins/Football/${encodeURIComponent(playerName)}/${contact.id}/${player.id}`;

  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await page.goto(`/players/${football}/${player.id}/edit`);
  const salary = page.getByLabel(/^Minimum salary \(net\)/);
  await salary.fill('75000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${football}/${player.id}$`));

  await page.goto(`/players/${football}/${player.id}#history`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(/Ada Admin changed minimum net salary from [\d,]+ to 75,000/);

  // Everything held about him, as one ZIP: the club contact who received his CV is in it.
  const personal = page.getByRole('region', { name: 'Personal data' });
  const downloading = page.waitForEvent('download');
  await personal.getByRole('button', { name: 'Everything we hold about this person' }).click();
  const zip = new PizZip(readFileSync(await (await downloading).path()));
  const sends = zip.file('sends.json')?.asText() ?? '';
  expect(sends).toContain(contact.email);
  expect(zip.file('person.json')?.asText()).toContain(player.lastName);

  // The club's link works before the erasure.
  const club = await browser.newContext({ baseURL });
  const clubPage = await club.newPage();
  await clubPage.goto(publicLink);
  await expect(clubPage.getByRole('heading', { name: playerName, level: 1 })).toBeVisible();

  await personal.getByRole('button', { name: 'Erase this person…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person' });
  await expect(dialog.getByText(contact.email, { exact: false }).first()).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Tell these club contacts by e-mail' })).toBeChecked();
  await dialog.getByLabel(/^Type “/).fill(playerName);
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('The person was erased')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erased player', level: 1 })).toBeVisible();

  // The link the club was sent now says the page is not available.
  await clubPage.goto(publicLink);
  await expect(clubPage.getByText('This player page is not available')).toBeVisible();
  await club.close();
});
