import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

test('a Superadmin writes, edits and reads a post, then deletes it after a cancel', async ({ page }) => {
  const title = `Transfer window ${Date.now()}`;
  await signInFromStart(page, DEMO_ACCOUNTS.superadmin);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Add post' }).click();
  await expect(page.getByRole('heading', { name: 'Create post', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Deadline day');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' is on Friday.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/news$/);

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Deadline day is on Friday....')).toBeVisible();
  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Update post', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (updated)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/news$/);

  await page
    .getByRole('article')
    .filter({ hasText: `${title} (updated)` })
    .getByRole('link', { name: /Read more/ })
    .click();
  await expect(page.getByRole('heading', { name: `${title} (updated)`, level: 1 })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Deadline day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your action' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Update post' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete post' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});
