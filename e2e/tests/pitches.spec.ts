import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signedInApi, signInFromStart, test } from '../fixtures';

interface NamedItem {
  id: string;
  name: string;
}

const asAdmin = (request: APIRequestContext) => signedInApi(request, DEMO_ACCOUNTS.admin);

/**
 * Issue 29: a demo requirement of Icehockey that has two candidates or more, copied for a contact of
 * the journey's own: the requirement the agent will match. Icehockey, because the journeys that
 * match and send take Football's newest requirements, and one of them would send this one's first
 * candidate while this journey chooses.
 */
async function requirementWithCandidates(request: APIRequestContext) {
  const admin = await asAdmin(request);
  const me = await admin.get<{ tenants: NamedItem[] }>('/auth/me');
  const tenantId = me.tenants.find((tenant) => tenant.name === 'Icehockey')?.id ?? '';
  const list = await admin.get<{
    data: {
      id: string;
      clubId: string;
      transferId: string;
      positionRequirements: NamedItem[];
      playerLevelRequirements: NamedItem[];
      contractStatusRequirements: NamedItem[];
      maxNetto: number;
      maxBrutto: number;
      maxTransferSum: number;
      valutaId: string | null;
    }[];
  }>(`/requirements?tenantId=${tenantId}&page=1&take=50`);
  const tag = `${Date.now().toString(36)}`;
  for (const demo of list.data.filter((row) => row.positionRequirements.every((p) => p.name !== 'No need'))) {
    const contact = await admin.post<{ id: string; firstName: string; lastName: string }>('/contacts', {
      tenantId,
      clubId: demo.clubId,
      firstName: 'Henrik',
      lastName: `Pitchsen ${tag}`,
      email: `henrik.${tag}@club.example.test`,
    });
    const requirement = await admin.post<{ id: string }>('/requirements', {
      tenantId,
      clubId: demo.clubId,
      contactId: contact.id,
      transferId: demo.transferId,
      positionRequirementIds: demo.positionRequirements.map((item) => item.id),
      playerLevelRequirementIds: demo.playerLevelRequirements.map((item) => item.id),
      contractStatusRequirementIds: demo.contractStatusRequirements.map((item) => item.id),
      maxNetto: demo.maxNetto,
      maxBrutto: demo.maxBrutto,
      maxTransferSum: demo.maxTransferSum,
      valutaId: demo.valutaId,
    });
    const { id } = await admin.post<{ id: string }>('/matches', { requirementId: requirement.id });
    const version = await admin.get<{ candidateCount: number }>(`/matches/${id}`);
    if (version.candidateCount >= 2) {
      return { tenantId, requirementId: requirement.id, contactName: `Henrik Pitchsen ${tag}` };
    }
  }
  throw new Error('No demo requirement of Icehockey has two candidates');
}

test('an agent sends two players, the club answers "Interested" on the CV page, and the agent sees it and moves the pitch to in talks', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const { tenantId, requirementId, contactName } = await requirementWithCandidates(request);
  await signInFromStart(page, DEMO_ACCOUNTS.agent);

  // The agent matches the requirement and sends the two best players by e-mail.
  await page.goto(`/requirements/${tenantId}`);
  await expect(page.getByRole('heading', { name: 'Requirements [Icehockey]', level: 1 })).toBeVisible();
  await page
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="/${requirementId}"]`) })
    .getByRole('button', { name: /^Matching/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Match results', level: 1 })).toBeVisible();
  const candidates = page.getByRole('region', { name: 'Candidates' }).getByRole('article');
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = candidates.nth(index);
    names.push(((await card.getByRole('heading', { level: 3 }).first().textContent()) ?? '').trim());
    await card.getByRole('switch', { name: /^Choose/ }).check();
  }
  await page.getByRole('button', { name: 'Send matches' }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Send matches' })
    .getByRole('button', { name: 'Send e-mail' })
    .click();
  await reloaded;
  const sentText = await page.getByRole('textbox', { name: 'Sent players' }).inputValue();
  const [firstLink] = sentText.match(/https?:\/\/\S+\/pins\/Icehockey\/\S+/g) ?? [];
  expect(firstLink).toBeTruthy();
  const [player] = names as [string, string];
  // Each candidate sent shows its pitch's stage.
  await expect(candidates.nth(0).getByText('Sent', { exact: true }).first()).toBeVisible();

  // The club contact opens the first link in a browser of his own and answers, without an account.
  const club = await browser.newContext({ baseURL });
  const clubPage = await club.newPage();
  await clubPage.goto(new URL(firstLink as string).pathname);
  await expect(clubPage.getByRole('heading', { name: 'What does your club think?' })).toBeVisible();
  await clubPage.getByRole('button', { name: 'Interested', exact: true }).click();
  await clubPage.getByLabel('Message to the agent (optional)').fill('Can he come for a trial in January?');
  await clubPage.getByRole('button', { name: 'Send answer' }).click();
  await expect(clubPage.getByText('Thank you, your answer has been sent to the agent')).toBeVisible();
  await club.close();

  // The agent's board has the pitch under Feedback, with the club's answer.
  await page.goto(`/pitches/${tenantId}`);
  await expect(page.getByRole('heading', { name: 'Pitches [Icehockey]', level: 1 })).toBeVisible();
  const pitchName = `${player}, pitched to ${contactName}`;
  const feedback = page.getByRole('region', { name: /^Feedback, / });
  const card = feedback
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Move ${pitchName}` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Interested')).toBeVisible();

  // "Who to call today" puts the answer first among the reasons to call.
  await page.getByRole('tab', { name: 'Who to call today' }).click();
  const calls = page.getByRole('list', { name: 'Who to call today' });
  await expect(
    calls.getByRole('listitem').filter({ hasText: `answered “Interested” about ${player}` }),
  ).toBeVisible();

  // Moved to "in talks" with a note, from the board, with the keyboard's menu.
  await page.getByRole('tab', { name: 'Board' }).click();
  await page.getByRole('button', { name: `Move ${pitchName}` }).click();
  await page.getByRole('menuitem', { name: 'In talks' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note (optional)').fill('Trial agreed for 8 January');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(
    page.getByRole('region', { name: /^In talks, / }).getByRole('button', { name: `Move ${pitchName}` }),
  ).toBeVisible();
  await expect(feedback.getByRole('button', { name: `Move ${pitchName}` })).toHaveCount(0);
});
