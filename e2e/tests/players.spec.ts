import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

// A 2×2 PNG made here: real image bytes, so the server's content sniffing accepts it as a picture.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`filter=${encodeURIComponent(text)}`));
}

/** Picks the option at `index` of a Mantine select or multi-select; answers its label. */
async function choose(page: Page, label: string | RegExp, index = 0): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('listbox', { name: label }).getByRole('option').nth(index);
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.trim();
}

test('an agent adds a player with two positions, a video and a player contract, edits it and uploads a picture; a TenantAdmin deletes it', async ({
  page,
}) => {
  // A long journey through five pages as two people; a busy machine needs more than 30 seconds.
  test.slow();
  const lastName = `Holm${Date.now()}`;
  await signInFromStart(page, DEMO_ACCOUNTS.agent);

  // The agent's first sport's players: the demo squad, with no Delete or CSV for a User.
  await page.goto('/players');
  await expect(page).toHaveURL(/\/players\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Players \[.+\]$/, level: 1 })).toBeVisible();
  const tenantId = new URL(page.url()).pathname.split('/')[2];
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // The form: an empty save is refused on the spot and sends nothing.
  await page.getByRole('link', { name: 'Add player' }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${tenantId}/new$`));
  await expect(page.getByRole('heading', { name: 'Add player', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field is mandatory').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Rasmus');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  const firstPosition = await choose(page, /^Positions/, 0);
  await page.keyboard.press('Escape');
  const secondPosition = await choose(page, /^Positions/, 0);
  await page.keyboard.press('Escape');
  expect(secondPosition).not.toBe(firstPosition);
  await choose(page, /^Player level/, 0);
  await expect(page.getByRole('combobox', { name: /^Currency/ })).toHaveValue('EUR');

  // A video, and a player contract edited in its side panel.
  await page.getByRole('button', { name: 'Add video' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Highlights 2026');
  await page.getByRole('textbox', { name: /^Video link/ }).fill('youtube.com/watch?v=holm');
  await page.getByRole('button', { name: 'Add contract' }).click();
  const drawer = page.getByRole('dialog', { name: 'Contract 1' });
  await expect(drawer).toBeVisible();
  await choose(page, /^Contract$/, 0);
  await drawer.getByRole('textbox', { name: 'Club' }).fill('Aarhus GF');
  await drawer.getByRole('textbox', { name: 'End date' }).fill('2028-06-30');
  await drawer.getByRole('textbox', { name: 'Contract type' }).click();
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved: the info page, with the contract in the Player contracts tab and its details panel.
  await expect(page).toHaveURL(new RegExp(`/players/${tenantId}/[0-9a-f-]{36}$`));
  const playerPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `Rasmus ${lastName}`, level: 1 })).toBeVisible();
  await expect(page.getByText(firstPosition).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Highlights 2026' })).toHaveAttribute(
    'href',
    'https://youtube.com/watch?v=holm',
  );
  await page.getByRole('tab', { name: /^Player contracts/ }).click();
  const contractRow = page.getByRole('tabpanel').filter({ hasText: 'Aarhus GF' });
  await expect(contractRow).toBeVisible();
  await contractRow.getByRole('button', { name: /Details/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('30/06/2028')).toBeVisible();
  await expect(details.getByText('Aarhus GF').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Nobody Clicked On You')).toBeVisible();

  // Edited: a new weight and a picture; the info page shows both.
  await page.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit player', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  await page.getByRole('textbox', { name: /^Weight/ }).fill('84');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${playerPath}$`));
  await expect(page.getByText('84 kg')).toBeVisible();
  await expect(page.locator('main img').first()).toHaveAttribute(
    'src',
    /\/core\/resources\/players\/.+\.png$/,
  );

  // A TenantAdmin of the sport deletes it after confirming; it leaves the list.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await page.goto(`/players/${tenantId}`);
  await search(page, lastName);
  const card = page.getByRole('article').filter({ hasText: lastName });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article').filter({ hasText: lastName })).toHaveCount(0);
});
