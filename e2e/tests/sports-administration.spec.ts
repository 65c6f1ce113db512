import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

// A 2×2 PNG: real image bytes, so the server's content sniffing accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('a Superadmin creates a sport with an image and features, edits it and sorts the list', async ({
  page,
}) => {
  const name = `Padel ${Date.now()}`;
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sports' })
    .click();
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();
  for (const sport of ['Football', 'Handball - Men', 'Handball - Women', 'Icehockey']) {
    await expect(page.getByRole('article').filter({ hasText: sport }).first()).toBeVisible();
  }

  await page.getByRole('link', { name: 'Add sport' }).click();
  await expect(page).toHaveURL(/\/tenants\/new$/);
  await expect(page.getByRole('heading', { name: 'Add sport' })).toBeVisible();

  // An empty name is refused before anything is sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('combobox', { name: 'Features' }).click();
  await page.getByRole('option', { name: 'Sport', exact: true }).click();
  await page.getByRole('option', { name: 'News', exact: true }).click();
  await page.keyboard.press('Escape');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'padel.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/tenants$/);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText('0 users')).toBeVisible();
  await expect(card.getByText(/^Added \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/core\/resources\/tenants\/.+\.png$/);

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit sport' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByLabel(/^Name/).fill(`${name} Club`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(page.getByRole('article').filter({ hasText: `${name} Club` })).toBeVisible();

  // Newest first: the sport just made leads the list.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Date added' }).click();
  await page.getByRole('radio', { name: 'Descending' }).check({ force: true });
  await expect(page).toHaveURL(/sort=createdAt/);
  await expect(page).toHaveURL(/direction=desc/);
  await expect(page.getByRole('article').first()).toContainText(`${name} Club`);

  // Name ascending puts Football before Icehockey; the choice survives a reload.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name' }).click();
  await page.getByRole('radio', { name: 'Ascending' }).check({ force: true });
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  const names = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(names.indexOf('Football')).toBeLessThan(names.indexOf('Icehockey'));
  expect(names.indexOf('Handball - Men')).toBeLessThan(names.indexOf('Handball - Women'));

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/);
});

test("a failed save keeps what was typed and shows the spec's message", async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page.goto('/tenants/new');
  await page.getByLabel(/^Name/).fill('football');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not submit the sport profile');
  await expect(page.getByLabel(/^Name/)).toHaveValue('football');
  await expect(page).toHaveURL(/\/tenants\/new$/);
});
