import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ClubOption,
  MESSAGES,
  NO_NEED_CLUB_KEY,
  NO_NEED_TRANSFER_KEY,
  type Position,
  REQUIREMENT_MESSAGES,
} from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { sportApi } from '../../test/api-presets.ts';
import { contact, page, transfer, valuta } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/**
 * Issue 26, item 13: a club registers no need for a transfer window once. The API refuses a second
 * registration with 409; the form says why, in the interface's language, and keeps what was chosen.
 */

const FOOTBALL = SPORTS.football.id;
const named = (name: string) => ({ id: crypto.randomUUID(), tenantId: FOOTBALL, name });
const position = (name: string): Position => ({ ...named(name), category: null });
const VEJLE: ClubOption = { id: crypto.randomUUID(), name: 'Vejle BK', deleted: false };
const WINDOW = transfer({
  name: 'Next window',
  years: '2026-2027',
  fromDate: '3000-01-01',
  toDate: '3000-06-30',
});
const JONAS = contact({ firstName: 'Jonas', lastName: 'Berg', clubId: VEJLE.id });
const NO_NEED = position('No need');

const serve = sportApi(['football'], {
  'GET /api/transfers': { body: page([WINDOW]) },
  'GET /api/clubs/forSearch': { body: [VEJLE] },
  'GET /api/contacts': { body: page([JONAS]) },
  'GET /api/positions': { body: page([NO_NEED, position('Striker')]) },
  'GET /api/playerlevels': { body: page([named('Talent')]) },
  'GET /api/contractStatuses': { body: page([named('Free agent')]) },
  'GET /api/valutas': { body: page([valuta({ name: 'EUR' })]) },
  'GET /api/countries/forSearch': { body: [] },
  'POST /api/requirements': { status: 409, body: { error: MESSAGES.noNeedTwice } },
});

async function choose(field: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: field }));
  await userEvent.click(
    within(await screen.findByRole('listbox', { name: field })).getByRole('option', { name: option }),
  );
}

/** The no-need shortcut's club and window, then the contact and `No need`, then Save. */
async function registerNoNeed(labels: { contact: RegExp; positions: RegExp; save: string }) {
  localStorage.setItem(NO_NEED_CLUB_KEY, VEJLE.id);
  localStorage.setItem(NO_NEED_TRANSFER_KEY, WINDOW.id);
  const api = serve(['User']);
  const app = renderApp(`/requirements/${FOOTBALL}/new`);
  await choose(labels.contact, 'Jonas Berg');
  await choose(labels.positions, 'No need');
  await userEvent.click(screen.getByRole('button', { name: labels.save }));
  return { api, app };
}

describe('a second no-need registration (issue 26, item 13)', { timeout: 45_000 }, () => {
  afterEach(() => changeLocale('en-gb'));

  it('says the club already registered no need for the window, and keeps what was chosen', async () => {
    const { api, app } = await registerNoNeed({ contact: /^Contact/, positions: /^Positions/, save: 'Save' });
    const alert = (await screen.findByText(MESSAGES.noNeedTwice)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(REQUIREMENT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(api.calls('POST', '/api/requirements')).toHaveLength(1);
    expect(app.location()).toBe(`/requirements/${FOOTBALL}/new`);
    expect(screen.getByRole('combobox', { name: /^Club/ })).toHaveValue('Vejle BK');
    expect(screen.getByRole('combobox', { name: /^Transfer/ })).toHaveValue('Next window (2026-2027)');
    expect(screen.getByRole('combobox', { name: /^Contact/ })).toHaveValue('Jonas Berg');
    expect(screen.getByText('No need: player levels and contract statuses are optional')).toBeInTheDocument();
  });

  it('says it in Danish when the interface is Danish', async () => {
    await changeLocale('da');
    await registerNoNeed({ contact: /^Kontakt/, positions: /^Positioner/, save: 'Gem' });
    expect(
      await screen.findByText('Klubben har allerede registreret intet behov for dette transfervindue.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Behovet kunne ikke gemmes')).toBeInTheDocument();
  });
});
