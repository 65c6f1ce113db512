import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

// A 2×2 PNG made here: real image bytes, so the server's content sniffing accepts it as a logo.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`filter=${encodeURIComponent(text).replaceAll('%20', '(\\+|%20)')}`),
  );
}

test('a TenantAdmin adds a club with a logo and a team, then a contact at it, edits and deletes the contact', async ({
  page,
}) => {
  // One long journey through six pages; a busy machine needs more than the default 30 seconds.
  test.slow();
  const stamp = Date.now();
  const clubName = `E2E Athletic ${stamp}`;
  const lastName = `Kirk${stamp}`;
  await signInFromStart(page, DEMO_ACCOUNTS.admin);

  // The list of the admin's first sport.
  await page.goto('/clubs');
  await expect(page).toHaveURL(/\/clubs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Clubs \[.+\]$/, level: 1 })).toBeVisible();
  const tenantId = new URL(page.url()).pathname.split('/')[2];

  // A club with every step of the form: the name is required, a team and a logo are chosen.
  await page.getByRole('link', { name: 'Add club' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${tenantId}/new/edit$`));
  await expect(page.getByRole('heading', { name: 'Add club', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field is mandatory')).toBeVisible();

  await page.getByRole('textbox', { name: /^Name/ }).fill(clubName);
  await page.getByRole('textbox', { name: 'City' }).fill('Esbjerg');
  await page.getByRole('combobox', { name: 'Team' }).click();
  const team = page.getByRole('listbox', { name: 'Team' }).getByRole('option').first();
  // "Team — League (Country)"
  const teamLabel = (await team.textContent()) ?? '';
  expect(teamLabel).toMatch(/^.+ — .+ \(.+\)$/);
  await team.click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: LOGO });
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved: the club's own page, with its team, logo and no contacts yet.
  await expect(page).toHaveURL(new RegExp(`/clubs/${tenantId}/[0-9a-f-]{36}$`));
  const clubPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: clubName, level: 1 })).toBeVisible();
  await expect(page.getByText(teamLabel, { exact: false })).toBeVisible();
  await expect(page.locator('main img').first()).toHaveAttribute('src', /\/core\/resources\/.+\.png$/);
  await expect(page.getByText('No contacts at this club yet.')).toBeVisible();

  // It is in the list with "Contacts: 0"; View opens it again.
  await page.getByRole('link', { name: /^All clubs of/ }).click();
  await search(page, clubName);
  const clubCard = page.getByRole('article').filter({ hasText: clubName });
  await expect(clubCard).toHaveCount(1);
  await expect(clubCard.getByText('Contacts: 0')).toBeVisible();
  await expect(clubCard.locator('img')).toHaveAttribute('src', /\/core\/resources\/.+\.png$/);
  await clubCard.getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(new RegExp(`${clubPath}$`));

  // A contact at the club, added from its page: the club is already chosen.
  await page.getByRole('link', { name: 'Add contact' }).click();
  await expect(page.getByRole('heading', { name: 'Add contact', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Club' })).toHaveValue(clubName);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Sofie');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Role' }).fill('Sporting director');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('sofie@');
  await page.getByRole('button', { name: 'Save' }).click();
  // Refused before sending; nothing typed is lost.
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page).toHaveURL(/\/new\?clubId=/);
  await expect(firstName).toHaveValue('Sofie');
  await expect(email).toHaveValue('sofie@');

  await email.fill(`sofie.${stamp}@athletic.example`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${tenantId}$`));

  // The contacts list finds it, with its role and club.
  await search(page, lastName);
  let contactCard = page.getByRole('article').filter({ hasText: lastName });
  await expect(contactCard).toHaveCount(1);
  await expect(contactCard.getByText('Sporting director')).toBeVisible();
  await expect(contactCard.getByText(clubName)).toBeVisible();

  // The club's page lists it and links to it.
  await page.goto(clubPath);
  await expect(page.getByRole('heading', { name: 'Contacts (1)' })).toBeVisible();
  await page.getByRole('link', { name: `Sofie ${lastName}` }).click();
  await expect(page.getByRole('heading', { name: `Sofie ${lastName}`, level: 1 })).toBeVisible();

  // Edited on its page: the read-only view, then the form.
  const form = page.getByRole('region', { name: 'Edit contact' });
  await form.getByRole('textbox', { name: 'Role' }).fill('Head of recruitment');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+45 75 12 34 56');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${tenantId}$`));
  await search(page, lastName);
  contactCard = page.getByRole('article').filter({ hasText: lastName });
  await expect(contactCard.getByText('Head of recruitment')).toBeVisible();

  // Delete asks first: Cancel keeps the contact, Delete removes it.
  await contactCard.getByRole('button', { name: /^Delete/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Confirm your action' });
  await expect(dialog.getByText('Please confirm your action by clicking Delete.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(contactCard).toHaveCount(1);

  await contactCard.getByRole('button', { name: /^Delete/ }).click();
  dialog = page.getByRole('dialog', { name: 'Confirm your action' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(contactCard).toHaveCount(0);
  await expect(page.getByText('Nothing found')).toBeVisible();

  // The club no longer counts it.
  await page.goto(`/clubs/${tenantId}?filter=${encodeURIComponent(clubName)}`);
  await expect(
    page.getByRole('article').filter({ hasText: clubName }).getByText('Contacts: 0'),
  ).toBeVisible();
});
