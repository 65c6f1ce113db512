import { DEMO_ACCOUNTS, expect, signInFromStart, test } from '../fixtures';

// Issue 14: the PDF template pages and the mail tester, walked as their users walk them (every page
// passes the axe audit of fixtures.ts on the way). The Icehockey demo sport has a sample template.
test("an Icehockey TenantAdmin reads the sport's PDF template, opens its form and previews it", async ({
  page,
}) => {
  await signInFromStart(page, DEMO_ACCOUNTS.hockeyAdmin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'PDF template' })
    .click();
  await expect(page.getByRole('heading', { name: 'PDF Template', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Icehockey: the Word template/)).toBeVisible();

  // The sample player's CV, made from the Word template, opens under the card.
  await page.getByRole('button', { name: 'PDF preview' }).click();
  await expect(page.getByText('Preview with a sample player')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Close preview' }).click();
  await expect(page.getByText('Preview with a sample player')).toBeHidden();

  await page.getByRole('link', { name: 'Edit' }).first().click();
  await expect(page).toHaveURL(/\/template\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
});

test('a signed-in user sends a test e-mail from the mail tester', async ({ page }) => {
  await signInFromStart(page, DEMO_ACCOUNTS.agent);
  await page.goto('/mailtester');
  await expect(page.getByRole('heading', { name: 'Mail tester', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send mail' }).click();
  await expect(page.getByText(/^Test e-mail sent to agent@demo\.test/)).toBeVisible();
});
