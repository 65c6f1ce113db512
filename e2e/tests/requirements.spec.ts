import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

/** Picks the option named `option` of a Mantine select or multi-select labelled `label`. */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

/** The value shown under `label` in a read-only description list. */
function detail(scope: Locator, label: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The sport's list page reached from the route without a sport: its id. */
async function firstSport(page: Page, area: string): Promise<string> {
  await page.goto(`/${area}`);
  await expect(page).toHaveURL(new RegExp(`/${area}/[0-9a-f-]{36}$`));
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

test("a TenantAdmin creates a requirement from a club card's New Requirement, finds it through the filters, views and edits it", async ({
  page,
}) => {
  // Five pages, the form with nine option loads among them; a busy machine needs the headroom.
  test.slow();
  const stamp = `E2E requirement ${Date.now()}`;
  await signInFromStart(page, DEMO_ACCOUNTS.admin);

  // The admin's first sport is Football; the spec's "Add requirement" is the User role's only.
  const tenantId = await firstSport(page, 'requirements');
  await expect(page.getByRole('heading', { name: 'Requirements [Football]', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add requirement' })).toHaveCount(0);

  // A club with contacts: its card's New Requirement opens the form with the club chosen.
  await page.goto(`/clubs/${tenantId}`);
  await expect(page.getByRole('heading', { name: 'Clubs [Football]', level: 1 })).toBeVisible();
  const clubCard = page
    .getByRole('article')
    .filter({ hasText: /Contacts: [1-9]/ })
    .first();
  const clubName = ((await clubCard.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  const contactsCount = Number(
    (await clubCard.getByText(/^Contacts: \d+$/).textContent())?.replace('Contacts: ', ''),
  );
  expect(clubName).not.toBe('');
  await clubCard.getByRole('button', { name: /^New Requirement/ }).click();
  await expect(page).toHaveURL(new RegExp(`/requirements/${tenantId}/new$`));
  await expect(page.getByRole('heading', { name: 'Create requirement', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Club/ })).toHaveValue(clubName);
  // The club card's key (NO_NEED_CLUB_KEY) is read once: the form removed it.
  expect(await page.evaluate(() => localStorage.getItem('noNeedClubId'))).toBeNull();
  // A new requirement defaults to EUR.
  await expect(page.getByRole('combobox', { name: /^Currency/ })).toHaveValue('EUR');

  // The contacts offered are the club's own.
  await page.getByRole('combobox', { name: /^Contact/ }).click();
  const contactOptions = page.getByRole('listbox', { name: /^Contact/ }).getByRole('option');
  await expect(contactOptions).toHaveCount(contactsCount);
  const contactName = ((await contactOptions.first().textContent()) ?? '').trim();
  await contactOptions.first().click();
  await expect(page.getByRole('combobox', { name: /^Contact/ })).toHaveValue(contactName);

  await choose(page, /^Positions/, 'Striker');
  await page.keyboard.press('Escape');
  await choose(page, /^Player Level/, 'Top league');
  await page.keyboard.press('Escape');
  await choose(page, /^Contract Status/, 'Under contract');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Max Netto' }).fill('250000');
  await page.getByRole('textbox', { name: 'Description' }).fill(stamp);
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved: back on the list; the filter panel narrows it to the club.
  await expect(page).toHaveURL(new RegExp(`/requirements/${tenantId}$`));
  await expect(page.getByRole('heading', { name: 'Requirements [Football]', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('search', { name: 'Filter the requirements' });
  await expect(filters).toBeVisible();
  await filters.getByRole('combobox', { name: 'Clubs' }).fill(clubName);
  await page
    .getByRole('listbox', { name: 'Clubs' })
    .getByRole('option', { name: clubName, exact: true })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Filters.*1 filter in use/ })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(
    cards.filter({ hasNot: page.getByRole('heading', { name: clubName, exact: true }) }),
  ).toHaveCount(0);
  let card = cards.filter({ hasText: stamp });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(contactName)).toBeVisible();
  await expect(card.getByText('Max Netto 250,000 EUR')).toBeVisible();

  // Its info page: the Basic Search values, a dash for what was left empty.
  await card.getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/requirements/info/${tenantId}/[0-9a-f-]{36}$`));
  const requirementId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'Requirement Info', level: 1 })).toBeVisible();
  const basic = page.getByRole('region', { name: 'Basic Search' });
  await expect(detail(basic, 'Club')).toHaveText(clubName);
  await expect(detail(basic, 'Contact')).toHaveText(contactName);
  await expect(detail(basic, 'Positions')).toHaveText('Striker');
  await expect(detail(basic, 'Player Level')).toHaveText('Top league');
  await expect(detail(basic, 'Contract Status')).toHaveText('Under contract');
  await expect(detail(basic, 'Max Netto')).toHaveText('250,000 EUR');
  await expect(detail(basic, 'Max Brutto')).toHaveText('-');
  await expect(detail(basic, 'Currency')).toHaveText('EUR');
  await expect(basic.getByText(stamp)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Advanced Search' })).toBeVisible();

  // Edited: a second position and a higher budget.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/requirements/${tenantId}/${requirementId}$`));
  await expect(page.getByRole('heading', { name: 'Edit requirement', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Max Netto' })).toHaveValue('250,000');
  await choose(page, /^Positions/, 'Right winger');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Max Netto' }).fill('300000');
  await page.getByRole('button', { name: 'Save' }).click();

  // The list keeps the club filter and shows the change; so does the info page.
  await expect(page).toHaveURL(new RegExp(`/requirements/${tenantId}$`));
  card = page.getByRole('article').filter({ hasText: stamp });
  await expect(card.getByText('Max Netto 300,000 EUR')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Positions' }).getByRole('listitem')).toHaveText([
    'Right winger',
    'Striker',
  ]);
  await card.getByRole('link', { name: /^View/ }).click();
  await expect(detail(page.getByRole('region', { name: 'Basic Search' }), 'Max Netto')).toHaveText(
    '300,000 EUR',
  );
});

test('an agent may add a requirement from the list', async ({ page }) => {
  // Sign-in and two pages, each scanned by axe when first reached; slow on a busy machine.
  test.slow();
  await signInFromStart(page, DEMO_ACCOUNTS.agent);
  const tenantId = await firstSport(page, 'requirements');
  await expect(page.getByRole('heading', { name: 'Requirements [Football]', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add requirement' }).click();
  await expect(page).toHaveURL(new RegExp(`/requirements/${tenantId}/new$`));
  await expect(page.getByRole('heading', { name: 'Create requirement', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Club/ })).toHaveValue('');
});

test('the no-need page finds the clubs that registered no need, and one by its name', async ({ page }) => {
  // Up to one Search per transfer window; a busy machine needs the headroom.
  test.slow();
  await signInFromStart(page, DEMO_ACCOUNTS.agent);
  const tenantId = await firstSport(page, 'noneedregistered');
  await expect(page.getByRole('heading', { name: 'Clubs [Football]', level: 1 })).toBeVisible();
  const form = page.getByRole('search', { name: 'Find clubs that registered no need' });
  const transfer = form.getByRole('combobox', { name: /^Transfer/ });
  await expect(transfer).not.toHaveValue('');
  const cards = page.getByRole('article');
  const none = page.getByText('No club registered no need');

  // The first window is chosen; Search shows its clubs. The demo has some in every window, but a
  // window without any is passed for the next one.
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards.first().or(none)).toBeVisible();
  await transfer.click();
  const windows = await page
    .getByRole('listbox', { name: /^Transfer/ })
    .getByRole('option')
    .count();
  await page.keyboard.press('Escape');
  for (let index = 1; index < windows && (await cards.count()) === 0; index += 1) {
    await transfer.click();
    await page
      .getByRole('listbox', { name: /^Transfer/ })
      .getByRole('option')
      .nth(index)
      .click();
    const answered = page.waitForResponse((response) => response.url().endsWith('/clubs/noneed'));
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await answered;
    await expect(cards.first().or(none)).toBeVisible();
  }
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByText(/^No need registered /)).toBeVisible();

  // Searching by the name finds that club alone.
  const clubName = ((await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await form.getByRole('textbox', { name: 'Search' }).fill(clubName);
  const answered = page.waitForResponse((response) => response.url().endsWith('/clubs/noneed'));
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
  await expect(cards.filter({ hasText: clubName }).first()).toBeVisible();
  await expect(
    cards.filter({ hasNot: page.getByRole('heading', { name: clubName, exact: true }) }),
  ).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/noneedregistered/${tenantId}`));
});
