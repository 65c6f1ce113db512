import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ClubOption,
  NO_NEED_CLUB_KEY,
  NO_NEED_TRANSFER_KEY,
  type NoNeedClub,
  type Position,
  REQUIREMENT_MESSAGES,
  type Requirement,
} from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { STORED_MATCH_KEY } from '../../lib/stored-match.ts';
import { sportApi } from '../../test/api-presets.ts';
import { answerDelete, findCard, hrefOf } from '../../test/cards.ts';
import { contact, page, requirement as requirementOf, transfer, valuta } from '../../test/factories.ts';
import type { FakeRequest } from '../../test/fake-api.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;
const ICEHOCKEY = SPORTS.icehockey.id;

const named = (name: string) => ({ id: crypto.randomUUID(), tenantId: FOOTBALL, name });
const position = (name: string): Position => ({ ...named(name), category: null });
const club = (name: string): ClubOption => ({ id: crypto.randomUUID(), name, deleted: false });

const OPEN = transfer({
  name: 'Current window',
  years: '2025-2026',
  fromDate: '2000-01-01',
  toDate: '2999-12-31',
});
const NEXT = transfer({
  name: 'Next window',
  years: '2026-2027',
  fromDate: '3000-01-01',
  toDate: '3000-06-30',
});
const BRONDBY = club('Brøndby IF');
const VEJLE = club('Vejle BK');
const METTE = contact({ firstName: 'Mette', lastName: 'Lund', clubId: BRONDBY.id });
const JONAS = contact({ firstName: 'Jonas', lastName: 'Berg', clubId: VEJLE.id });
const STRIKER = position('Striker');
const GOALKEEPER = position('Goalkeeper');
const NO_NEED = position('No need');
const TALENT = named('Talent');
const FREE_AGENT = named('Free agent');
const EUR = valuta({ name: 'EUR' });
const DKK = valuta({ name: 'DKK', value: 7.46 });
const DENMARK = { id: crypto.randomUUID(), name: 'Denmark' };

/** A requirement of Brøndby for the open window, never matched; the API's full answer. */
const requirement = (overrides: Partial<Requirement> = {}) =>
  requirementOf(
    { description: '<p>A fast striker who presses.</p><p>Left foot preferred.</p>', ...overrides },
    {
      club: BRONDBY,
      window: OPEN,
      contact: METTE,
      positions: [STRIKER],
      levels: [TALENT],
      statuses: [FREE_AGENT],
      currency: EUR,
    },
  );

const STRIKER_WANTED = requirement();
const KEEPER_WANTED = requirement({
  clubId: VEJLE.id,
  club: { name: VEJLE.name, deleted: false },
  contactId: JONAS.id,
  contact: { id: JONAS.id, firstName: 'Jonas', lastName: 'Berg', deleted: false },
  positionRequirements: [{ id: GOALKEEPER.id, name: GOALKEEPER.name }],
  maxNetto: 0,
  description: '',
  matchCount: 4,
  isAdvancedSearch: true,
  minAge: 20,
  maxAge: 28,
  country: DENMARK,
  countryId: DENMARK.id,
  rightyLefty: 'Left',
});

const NO_NEED_CLUB: NoNeedClub = {
  id: VEJLE.id,
  name: VEJLE.name,
  logoUrl: null,
  team: { id: crypto.randomUUID(), name: 'Vejle BK' },
  league: { id: crypto.randomUUID(), name: 'Superliga' },
  countryName: 'Denmark',
  requirementId: crypto.randomUUID(),
  description: '<p>Squad is full.</p>',
  createdAt: '2025-04-01T10:00:00.000Z',
};

const serve = sportApi(['football', 'icehockey'], {
  'POST /api/requirements/filter': { body: page([STRIKER_WANTED, KEEPER_WANTED]) },
  [`GET /api/requirements/${STRIKER_WANTED.id}`]: { body: STRIKER_WANTED },
  [`GET /api/requirements/${KEEPER_WANTED.id}`]: { body: KEEPER_WANTED },
  'GET /api/transfers': { body: page([OPEN, NEXT]) },
  'GET /api/clubs/forSearch': { body: [BRONDBY, VEJLE] },
  'GET /api/contacts': ({ query }) => ({
    body: page([METTE, JONAS].filter((person) => person.clubId === query.get('clubId'))),
  }),
  'GET /api/positions': { body: page([GOALKEEPER, NO_NEED, STRIKER]) },
  'GET /api/playerlevels': { body: page([TALENT]) },
  'GET /api/contractStatuses': { body: page([FREE_AGENT]) },
  'GET /api/valutas': { body: page([DKK, EUR]) },
  'GET /api/countries/forSearch': { body: [DENMARK] },
  'PUT /api/clubs/noneed': { body: page([NO_NEED_CLUB]) },
});

const bodyOf = (request: FakeRequest | undefined) => request?.body as Record<string, unknown>;

/** Opens a select's options (Mantine's combobox). */
async function openOptions(name: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name }));
  return within(await screen.findByRole('listbox', { name }));
}

async function choose(field: string | RegExp, option: string) {
  const options = await openOptions(field);
  await userEvent.click(options.getByRole('option', { name: option }));
}

describe('requirements list', () => {
  it('shows rows with club, contact, positions, transfer, budget and actions, and adds for a User', async () => {
    const api = serve(['User']);
    renderApp(`/requirements/${FOOTBALL}`);
    expect(
      await screen.findByRole('heading', { name: 'Requirements [Football]', level: 1 }),
    ).toBeInTheDocument();
    const brondby = await findCard('Brøndby IF');
    expect(brondby.getByText('Mette Lund')).toBeInTheDocument();
    expect(brondby.getByText('Current window (2025-2026)')).toBeInTheDocument();
    expect(brondby.getByText('Max Netto 50,000 EUR')).toBeInTheDocument();
    expect(brondby.getByText('A fast striker who presses. Left foot preferred.')).toBeInTheDocument();
    expect(brondby.getByRole('listitem')).toHaveTextContent('Striker');
    expect(hrefOf(brondby, 'View Brøndby IF')).toBe(`/requirements/info/${FOOTBALL}/${STRIKER_WANTED.id}`);
    // Never matched: no results to show yet.
    expect(brondby.getByRole('button', { name: 'Show results Brøndby IF' })).toBeDisabled();
    const vejle = await findCard('Vejle BK');
    expect(vejle.getByRole('button', { name: 'Show results (4) Vejle BK' })).toBeEnabled();
    expect(hrefOf(screen, 'Add requirement')).toBe(`/requirements/${FOOTBALL}/new`);
    expect(bodyOf(api.calls('POST', '/api/requirements/filter')[0])).toEqual({
      tenantId: FOOTBALL,
      take: 10,
      transferId: null,
      clubIds: [],
      positionIds: [],
      countryIds: [],
      playerLevelIds: [],
      contractStatusIds: [],
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      isFilterSearch: false,
    });
  });

  it('hides Add requirement from a TenantAdmin who is not a User', async () => {
    serve(['TenantAdmin']);
    renderApp(`/requirements/${FOOTBALL}`);
    await findCard('Brøndby IF');
    expect(screen.queryByRole('link', { name: 'Add requirement' })).not.toBeInTheDocument();
  });

  it('sends someone who is neither TenantAdmin nor User to the profile', async () => {
    serve(['Superadmin']);
    const app = renderApp(`/requirements/${FOOTBALL}/new`);
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });

  it('deletes a requirement after confirmation', async () => {
    const api = serve(['User'], { [`DELETE /api/requirements/${KEEPER_WANTED.id}`]: { status: 204 } });
    renderApp(`/requirements/${FOOTBALL}`);
    await answerDelete(await findCard('Vejle BK'), 'Vejle BK', 'Delete');
    await waitFor(() => expect(api.calls('DELETE', `/api/requirements/${KEEPER_WANTED.id}`)).toHaveLength(1));
    expect(await screen.findByText('The requirement of Vejle BK was deleted')).toBeInTheDocument();
  });

  it('remembers the filter panel per sport and restores it after a reload', async () => {
    const api = serve(['User']);
    const first = renderApp(`/requirements/${FOOTBALL}`);
    await findCard('Brøndby IF');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await choose('Transfer', 'Next window (2026-2027)');
    await choose('Clubs', 'Vejle BK');
    await waitFor(() =>
      expect(bodyOf(api.calls('POST', '/api/requirements/filter').at(-1))).toMatchObject({
        transferId: NEXT.id,
        clubIds: [VEJLE.id],
        isFilterSearch: true,
      }),
    );
    expect(localStorage.getItem(`transferId:${FOOTBALL}`)).toBe(NEXT.id);
    expect(localStorage.getItem(`clubIds:${FOOTBALL}`)).toBe(JSON.stringify([VEJLE.id]));

    first.unmount();
    api.requests.length = 0;
    renderApp(`/requirements/${FOOTBALL}`);
    // Restored: open, showing the choices, and the first request already filters.
    expect(await screen.findByRole('combobox', { name: 'Transfer' })).toHaveValue('Next window (2026-2027)');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.calls('POST', '/api/requirements/filter')).toHaveLength(1));
    expect(bodyOf(api.calls('POST', '/api/requirements/filter')[0])).toMatchObject({
      transferId: NEXT.id,
      clubIds: [VEJLE.id],
      positionIds: [],
    });
  });

  it("keeps one sport's filters out of another's", async () => {
    localStorage.setItem(`clubIds:${FOOTBALL}`, JSON.stringify([VEJLE.id]));
    const api = serve(['User']);
    renderApp(`/requirements/${ICEHOCKEY}`);
    await findCard('Brøndby IF');
    expect(bodyOf(api.calls('POST', '/api/requirements/filter')[0])).toMatchObject({
      tenantId: ICEHOCKEY,
      clubIds: [],
      isFilterSearch: false,
    });
  });
});

// The whole form renders and is typed into field by field: slow on a loaded two-core machine.
describe('requirement form', { timeout: 45_000 }, () => {
  it('sends nothing and marks every missing field when the form is invalid', async () => {
    const api = serve(['User']);
    renderApp(`/requirements/${FOOTBALL}/new`);
    expect(await screen.findByRole('heading', { name: 'Create requirement', level: 1 })).toBeInTheDocument();
    // Defaults: the window open today and EUR.
    expect(await screen.findByRole('combobox', { name: /^Transfer/ })).toHaveValue(
      'Current window (2025-2026)',
    );
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Club, contact, positions, player level, contract status.
    expect(await screen.findAllByText('Field is mandatory')).toHaveLength(5);
    expect(api.calls('POST', '/api/requirements')).toHaveLength(0);
  });

  it("narrows the contacts to the chosen club's", async () => {
    const api = serve(['User']);
    renderApp(`/requirements/${FOOTBALL}/new`);
    expect(await screen.findByRole('combobox', { name: /^Contact/ })).toBeDisabled();
    await choose(/^Club/, 'Brøndby IF');
    let contacts = await openOptions(/^Contact/);
    expect(contacts.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mette Lund']);
    await userEvent.click(contacts.getByRole('option', { name: 'Mette Lund' }));
    expect(screen.getByRole('combobox', { name: /^Contact/ })).toHaveValue('Mette Lund');

    // Another club: the contact goes, and only that club's contacts are offered.
    await choose(/^Club/, 'Vejle BK');
    expect(screen.getByRole('combobox', { name: /^Contact/ })).toHaveValue('');
    contacts = await openOptions(/^Contact/);
    expect(contacts.getAllByRole('option').map((option) => option.textContent)).toEqual(['Jonas Berg']);
    expect(api.calls('GET', '/api/contacts').map((request) => request.query.get('clubId'))).toEqual([
      BRONDBY.id,
      VEJLE.id,
    ]);
  });

  it("makes player levels and contract statuses optional as soon as 'No need' is chosen", async () => {
    const created = requirement({ isNoNeed: true });
    const api = serve(['User'], { 'POST /api/requirements': { status: 201, body: created } });
    const app = renderApp(`/requirements/${FOOTBALL}/new`);
    await choose(/^Club/, 'Vejle BK');
    await choose(/^Contact/, 'Jonas Berg');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Positions, player level, contract status.
    expect(await screen.findAllByText('Field is mandatory')).toHaveLength(3);

    await choose(/^Positions/, 'No need');
    await waitFor(() => expect(screen.queryAllByText('Field is mandatory')).toHaveLength(0));
    expect(screen.getByText('No need: player levels and contract statuses are optional')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/requirements/${FOOTBALL}`));
    expect(bodyOf(api.calls('POST', '/api/requirements')[0])).toMatchObject({
      tenantId: FOOTBALL,
      transferId: OPEN.id,
      clubId: VEJLE.id,
      contactId: JONAS.id,
      positionRequirementIds: [NO_NEED.id],
      playerLevelRequirementIds: [],
      contractStatusRequirementIds: [],
      maxNetto: 0,
      valutaId: EUR.id,
      isAdvancedSearch: false,
      minAge: null,
    });
  });

  it('prefills club and transfer from the no-need shortcut keys, then removes them', async () => {
    localStorage.setItem(NO_NEED_CLUB_KEY, VEJLE.id);
    localStorage.setItem(NO_NEED_TRANSFER_KEY, NEXT.id);
    serve(['User']);
    renderApp(`/requirements/${FOOTBALL}/new`);
    expect(await screen.findByRole('combobox', { name: /^Club/ })).toHaveValue('Vejle BK');
    expect(screen.getByRole('combobox', { name: /^Transfer/ })).toHaveValue('Next window (2026-2027)');
    await waitFor(() => expect(localStorage.getItem(NO_NEED_CLUB_KEY)).toBeNull());
    expect(localStorage.getItem(NO_NEED_TRANSFER_KEY)).toBeNull();
    const contacts = await openOptions(/^Contact/);
    expect(contacts.getAllByRole('option').map((option) => option.textContent)).toEqual(['Jonas Berg']);
  });

  it('keeps what was typed and shows the spec message when the save fails', async () => {
    serve(['User'], {
      [`PATCH /api/requirements/${STRIKER_WANTED.id}`]: {
        status: 500,
        body: { error: 'Internal Server Error' },
      },
    });
    const app = renderApp(`/requirements/${FOOTBALL}/${STRIKER_WANTED.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit requirement', level: 1 })).toBeInTheDocument();
    const netto = await screen.findByRole('textbox', { name: /^Max Netto/ });
    expect(netto).toHaveValue('50,000');
    await userEvent.clear(netto);
    await userEvent.type(netto, '75000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REQUIREMENT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(netto).toHaveValue('75,000');
    expect(screen.getByRole('combobox', { name: /^Club/ })).toHaveValue('Brøndby IF');
    expect(app.location()).toBe(`/requirements/${FOOTBALL}/${STRIKER_WANTED.id}`);
  });
});

describe('requirement info', () => {
  it('shows Basic and Advanced Search read-only in the inner layout, a dash for what is empty', async () => {
    localStorage.setItem(STORED_MATCH_KEY, crypto.randomUUID());
    serve(['User']);
    renderApp(`/requirements/info/${FOOTBALL}/${KEEPER_WANTED.id}`);
    expect(await screen.findByRole('heading', { name: 'Requirement Info', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const basic = within(screen.getByRole('region', { name: 'Basic Search' }));
    expect(basic.getByText('Contact').nextElementSibling).toHaveTextContent('Jonas Berg');
    expect(basic.getByText('Positions').nextElementSibling).toHaveTextContent('Goalkeeper');
    expect(basic.getByText('Max Netto').nextElementSibling).toHaveTextContent('-');
    expect(basic.getByText('Currency').nextElementSibling).toHaveTextContent('EUR');
    const advanced = within(screen.getByRole('region', { name: 'Advanced Search' }));
    expect(advanced.getByText('Min Age').nextElementSibling).toHaveTextContent('20');
    expect(advanced.getByText('Nationality').nextElementSibling).toHaveTextContent('Denmark');
    expect(advanced.getByText('Right Left').nextElementSibling).toHaveTextContent('Left');
    expect(advanced.getByText('Min Height').nextElementSibling).toHaveTextContent('-');
    expect(hrefOf(screen, 'Edit')).toBe(`/requirements/${FOOTBALL}/${KEEPER_WANTED.id}`);
    // Spec 2, section 4: viewing a requirement forgets the match version chosen before.
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBeNull();
  });
});

describe('no-need registered clubs', () => {
  it('lists the clubs for the first transfer, and a Search remembers its choices', async () => {
    const api = serve(['User']);
    renderApp(`/noneedregistered/${FOOTBALL}`);
    expect(await screen.findByRole('heading', { name: 'Clubs [Football]', level: 1 })).toBeInTheDocument();
    const vejle = await findCard('Vejle BK');
    expect(vejle.getByText('Denmark')).toBeInTheDocument();
    expect(vejle.getByText('No need registered 1 April 2025')).toBeInTheDocument();
    expect(bodyOf(api.calls('PUT', '/api/clubs/noneed')[0])).toMatchObject({
      tenantId: FOOTBALL,
      transferId: NEXT.id,
      countryId: null,
      filter: '',
      sort: 'name',
      page: 1,
    });
    await choose('Country Options', 'Denmark');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'vejle');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodyOf(api.calls('PUT', '/api/clubs/noneed').at(-1))).toMatchObject({
        transferId: NEXT.id,
        countryId: DENMARK.id,
        filter: 'vejle',
      }),
    );
    expect(localStorage.getItem(NO_NEED_TRANSFER_KEY)).toBe(NEXT.id);
  });

  it('marks the transfer and does nothing else when searching without one', async () => {
    const api = serve(['User']);
    renderApp(`/noneedregistered/${FOOTBALL}`);
    await findCard('Vejle BK');
    const before = api.calls('PUT', '/api/clubs/noneed').length;
    const transferSelect = screen.getByRole('combobox', { name: /^Transfer/ });
    await userEvent.click(screen.getByLabelText('Clear the transfer'));
    expect(transferSelect).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(transferSelect).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls('PUT', '/api/clubs/noneed')).toHaveLength(before);
    expect(localStorage.getItem(NO_NEED_TRANSFER_KEY)).toBeNull();
  });
});
