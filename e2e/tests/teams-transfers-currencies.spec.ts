import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

// The currency journey changes a price and puts it back; the journeys run in turn so that no
// other one of this file reads it in between.
test.describe.configure({ mode: 'serial' });

/** Opens `/{section}` and waits for the redirect to the admin's first sport; answers its id. */
async function openSection(page: Page, section: string, heading: RegExp): Promise<string> {
  await page.goto(`/${section}`);
  await expect(page).toHaveURL(new RegExp(`/${section}/[0-9a-f-]{36}`));
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  const tenantId = new URL(page.url()).pathname.split('/')[2];
  if (!tenantId) throw new Error(`no sport in ${page.url()}`);
  return tenantId;
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe(text);
}

test('a TenantAdmin creates a transfer past each validation message, finds it and edits it', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `E2E window ${stamp}`;
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  const tenantId = await openSection(page, 'transfers', /^Transfers \[.+\]$/);

  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/transfers/${tenantId}/new$`));
  await expect(page.getByRole('heading', { name: 'Create transfer', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });

  await save.click();
  await expect(page.getByText('Field is mandatory')).toHaveCount(4);

  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  const years = page.getByRole('textbox', { name: /^Years/ });
  await years.fill('2020');
  await save.click();
  await expect(page.getByText('Field has to include 8 digits like: 1990-2020')).toBeVisible();

  await years.fill('2021-2020');
  await save.click();
  await expect(page.getByText('Years interval is icorect')).toBeVisible();

  await years.fill('2031-2032');
  await page.getByLabel(/^From/).fill('2031-07-01');
  await page.getByLabel(/^To/).fill('2031-06-01');
  await save.click();
  await expect(page.getByText('From - To dates interval is icorect')).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);

  await page.getByLabel(/^To/).fill('2031-08-31');
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/transfers/${tenantId}$`));

  await search(page, name);
  let card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('2031-2032')).toBeVisible();
  await expect(card.getByText('1 July 2031 – 31 August 2031')).toBeVisible();

  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit transfer', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await page.getByRole('textbox', { name: /^Name/ }).fill(`${name} (extended)`);
  await page.getByLabel(/^To/).fill('2031-09-02');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/transfers/${tenantId}$`));

  await search(page, `${name} (extended)`);
  card = page.getByRole('article').filter({ hasText: `${name} (extended)` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('1 July 2031 – 2 September 2031')).toBeVisible();
});

test('a TenantAdmin adds a team in a league, finds it, edits it and deletes it after a Cancel', async ({
  page,
}) => {
  const name = `E2E Rovers ${Date.now()}`;
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  const tenantId = await openSection(page, 'teams', /^Teams \[.+\]$/);

  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field is mandatory')).toHaveCount(2);

  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('combobox', { name: /^League/ }).click();
  const league = page
    .getByRole('listbox', { name: /^League/ })
    .getByRole('option')
    .first();
  // "Superliga (Denmark)": the card shows the league with its country, as the option does.
  const leagueLabel = (await league.textContent()) ?? '';
  expect(leagueLabel).toMatch(/^.+ \(.+\)$/);
  await league.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${tenantId}$`));

  await search(page, name);
  let card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(leagueLabel)).toBeVisible();

  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit team', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^League/ })).toHaveValue(leagueLabel);
  await page.getByRole('textbox', { name: /^Name/ }).fill(`${name} United`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${tenantId}$`));

  await search(page, `${name} United`);
  card = page.getByRole('article').filter({ hasText: `${name} United` });
  await expect(card).toHaveCount(1);

  // Cancel keeps the team.
  await card.getByRole('button', { name: /Delete/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Confirm your action' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: /Delete/ }).click();
  dialog = page.getByRole('dialog', { name: 'Confirm your action' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Nothing found')).toBeVisible();
});

test('a team that a club uses cannot be deleted', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  await openSection(page, 'teams', /^Teams \[.+\]$/);
  // Every demo club plays as one of its sport's teams (D5): the list's first page holds some.
  const inUse = page.getByRole('article').filter({ hasText: 'In use' }).first();
  await expect(inUse).toBeVisible();
  const remove = inUse.getByRole('button', { name: /Delete/ });
  await expect(remove).toBeDisabled();
  await remove.hover();
  await expect(
    page.getByRole('tooltip', { name: 'The team is used by a club or a player and cannot be deleted.' }),
  ).toBeVisible();
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a TenantAdmin changes the price of a currency and sees the price per 100 EUR follow', async ({
  page,
}) => {
  await signInFromStart(page, DEMO_ACCOUNTS.admin);
  const tenantId = await openSection(page, 'currencies', /^Currencies \[.+\]$/);
  await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'DKK' }) });
  const per100 = card.locator('dt', { hasText: 'Price per 100 EUR' }).locator('+ dd');
  const before = (await per100.textContent()) ?? '';

  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Price per 1 EUR TO DKK', level: 1 })).toBeVisible();
  const value = page.getByRole('textbox', { name: /^Value/ });
  const original = await value.inputValue();

  await value.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The price must be greater than 0')).toBeVisible();

  // A price that cannot be the current one, so the column visibly changes.
  const next = original === '7.123456' ? '7.654321' : '7.123456';
  await value.fill(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/currencies/${tenantId}$`));
  await expect(card.getByText(next)).toBeVisible();
  // D17: Math.floor(value * 100).
  await expect(per100).toHaveText(next === '7.123456' ? '712' : '765');

  // Put the demo price back for the journeys that follow.
  await card.getByRole('link', { name: /Edit/ }).click();
  await page.getByRole('textbox', { name: /^Value/ }).fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/currencies/${tenantId}$`));
  await expect(per100).toHaveText(before);
});
