import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ContactMatch,
  cvLinkPath,
  MATCH_MESSAGES,
  type Match,
  type MatchDate,
  type MatchExplanation,
  type Requirement,
  STORED_MATCH_KEY,
} from '@transferdesk/shared';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import enGb from '../../locales/en-gb.json';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { contact, page, transfer, valuta } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { formatMatchDate } from './components/match-format.ts';

const FOOTBALL = SPORTS.football.id;
const named = (name: string) => ({ id: crypto.randomUUID(), name });
const LEFT_BACK = { ...named('Left back'), category: null };
const STRIKER = { ...named('Striker'), category: null };
const TOP_LEAGUE = named('Top league');
const CONTACT_ID = crypto.randomUUID();
const WINDOW = transfer({ name: 'Summer 2026', years: '2026-2027' });
const EUR = valuta({ name: 'EUR' });

/** Brøndby's requirement for a left back (docs/matching.md, the worked example). */
function requirement(overrides: Partial<Requirement> = {}): Requirement {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    clubId: crypto.randomUUID(),
    club: { name: 'Brøndby IF', deleted: false },
    transferId: WINDOW.id,
    transfer: { name: WINDOW.name, years: WINDOW.years, fromDate: '2026-07-01', toDate: '2026-08-31' },
    contactId: CONTACT_ID,
    contact: { id: CONTACT_ID, firstName: 'Mette', lastName: 'Lund', deleted: false },
    positionRequirements: [named(LEFT_BACK.name), named('Right back')],
    playerLevelRequirements: [TOP_LEAGUE],
    contractStatusRequirements: [],
    maxNetto: 900_000,
    maxBrutto: 0,
    maxTransferSum: 7_460_000,
    valutaId: EUR.id,
    valuta: { id: EUR.id, name: 'DKK' },
    description: '<p>A left back who <strong>overlaps</strong>.</p>',
    isAdvancedSearch: true,
    minAge: 20,
    maxAge: 28,
    maritalStatus: null,
    countryId: null,
    country: null,
    rightyLefty: 'Left',
    pinsPriority: null,
    contractType: null,
    minHeight: null,
    maxHeight: null,
    minWeight: null,
    maxWeight: null,
    isNoNeed: false,
    matchCount: 2,
    createdAt: '2026-05-02T09:00:00.000Z',
    updatedAt: '2026-05-02T09:00:00.000Z',
    ...overrides,
  };
}

type Preview = ContactMatch['contact'];

function preview(overrides: Partial<Preview> = {}): Preview {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    firstName: 'Jonas',
    lastName: 'Holm',
    pictureUrl: null,
    positions: [LEFT_BACK],
    playerLevel: TOP_LEAGUE,
    club: { name: 'Vejle BK', deleted: false },
    dateOfBirth: '2002-03-10',
    nationality: 'Denmark||Sweden',
    rightyLefty: 'Left',
    height: 183,
    weight: 0,
    valuta: { id: EUR.id, name: 'EUR' },
    minSalaryNetto: 60_000,
    minSalaryBrutto: 0,
    estTransfer: 500_000,
    mandate: true,
    deleted: false,
    ...overrides,
  };
}

function row(player: Preview, rank: number, overrides: Partial<ContactMatch> = {}): ContactMatch {
  return {
    contactId: player.id,
    contact: player,
    tenant: { name: 'Football' },
    rank,
    contractMark: 8,
    financeMark: 8,
    personalMark: 10,
    playerPlanMark: 9,
    average: 8.75,
    reasons: {
      contract: ['His contract ends 15/08/2026, inside the window'],
      finance: ['Asks 447,600 DKK net of a 900,000 DKK budget'],
      personal: ['Age 24, the middle of 20-28'],
      playerPlan: ['Superliga is among his priority leagues'],
    },
    hasBeenSent: false,
    sentToACMatch: false,
    isForEmail: null,
    cvLink: cvLinkPath('Football', `${player.firstName} ${player.lastName}`, CONTACT_ID, player.id),
    ...overrides,
  };
}

const REQUIREMENT = requirement();
const JONAS = preview();
const ANDERS = preview({
  firstName: 'Anders',
  lastName: 'Berg',
  mandate: false,
  positions: [LEFT_BACK, STRIKER],
  club: null,
  nationality: 'Norway',
});
const MIKKEL = preview({ firstName: 'Mikkel', lastName: 'Hansen' });

function match(overrides: Partial<Match> = {}): Match {
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    requirementId: REQUIREMENT.id,
    createdAt: '2026-05-10T12:30:00.000Z',
    notes: '',
    requirement: REQUIREMENT,
    contactMatches: [
      // Out of order on purpose: the page shows them by rank.
      row(ANDERS, 2, {
        contractMark: 4,
        financeMark: 10,
        personalMark: 6,
        playerPlanMark: 2,
        average: 5.5,
        reasons: { contract: ['Runs 6 months past the window'], finance: [], personal: [], playerPlan: [] },
      }),
      row(JONAS, 1),
    ],
    excludedBy: { netto: 14, excludesLeague: 9, excludesTeam: 1 },
    playersConsidered: 40,
    sent: false,
    ...overrides,
  };
}

const LATEST = match();
const EARLIER = match({
  createdAt: '2026-05-03T08:05:00.000Z',
  contactMatches: [row(MIKKEL, 1)],
  excludedBy: {},
});
const SENT = match({
  createdAt: '2026-05-01T07:00:00.000Z',
  sent: true,
  contactMatches: [
    row(JONAS, 1, { hasBeenSent: true, sentToACMatch: true, isForEmail: true }),
    row(ANDERS, 2),
  ],
});
const DATES: MatchDate[] = [LATEST, EARLIER, SENT].map(({ id, createdAt }) => ({ id, createdAt }));

const EXPLAINED: MatchExplanation = {
  player: MIKKEL,
  broken: [
    {
      constraint: 'netto',
      reason: 'Asks a minimum net salary of 130,000 EUR (969,800 DKK), over the 900,000 DKK budget',
    },
    { constraint: 'excludesLeague', reason: 'Excludes Superliga, the league Brøndby IF plays in' },
  ],
  candidate: null,
};

const serve = sportApi(['football'], {
  ...Object.fromEntries(
    [LATEST, EARLIER, SENT].flatMap((version) => [
      [`GET /api/matches/${version.id}`, { body: version }],
      [`GET /api/matches/${version.id}/dates`, { body: DATES }],
    ]),
  ),
  'GET /api/players/search/:tenantId/:term': {
    body: [{ ...contact({ firstName: 'Mikkel', lastName: 'Hansen' }), id: MIKKEL.id }],
  },
  [`GET /api/matches/${LATEST.id}/explain/${MIKKEL.id}`]: { body: EXPLAINED },
});

/** The candidates' names in the order the page shows them. */
const candidateNames = () =>
  within(screen.getByRole('region', { name: 'Candidates' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('match page', () => {
  it('shows the current match, the requirement and the candidates by rank with marks and reasons', async () => {
    serve(['TenantAdmin']);
    renderApp(`/matches/${LATEST.id}`);
    const current = within(await screen.findByRole('region', { name: /Current Match/ }));
    expect(current.getByText('Brøndby IF')).toBeInTheDocument();
    expect(current.getByRole('link', { name: 'Mette Lund' })).toHaveAttribute(
      'href',
      `/contacts/${FOOTBALL}/${CONTACT_ID}`,
    );
    expect(
      within(current.getByRole('list', { name: 'Searched positions' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Left back', 'Right back']);
    expect(current.getByText('2026-2027')).toBeInTheDocument();
    expect(current.getByText('overlaps').tagName).toBe('STRONG');
    expect(current.getByText('2 May 2026')).toBeInTheDocument();
    expect(current.getByRole('combobox', { name: 'Created at' })).toHaveValue(
      formatMatchDate(LATEST.createdAt),
    );

    expect(screen.getByText('2 players meet the requirement · 0 chosen')).toBeInTheDocument();
    expect(candidateNames()).toEqual(['Jonas Holm', 'Anders Berg']);
    const jonas = await findCard('Jonas Holm');
    expect(jonas.getByLabelText('Rank 1')).toBeInTheDocument();
    expect(jonas.getByText('Mandate')).toBeInTheDocument();
    expect(jonas.getByText('Vejle BK')).toBeInTheDocument();
    expect(jonas.getByText('Denmark, Sweden')).toBeInTheDocument();
    expect(jonas.getByText('183 cm')).toBeInTheDocument();
    expect(jonas.getByText('60,000 EUR')).toBeInTheDocument();
    expect(jonas.getByText('500,000 EUR')).toBeInTheDocument();
    expect(jonas.getByText('8.75')).toBeInTheDocument();
    expect(jonas.getByRole('progressbar', { name: 'Contract' })).toHaveAttribute('aria-valuenow', '8');
    expect(jonas.getByRole('progressbar', { name: 'Personal' })).toHaveAttribute('aria-valuenow', '10');
    expect(jonas.getByRole('progressbar', { name: 'Player plan' })).toHaveAttribute('aria-valuenow', '9');
    await userEvent.click(jonas.getByRole('button', { name: 'Why these marks Jonas Holm' }));
    expect(await jonas.findByText('Superliga is among his priority leagues')).toBeVisible();
    expect(jonas.getByText('Asks 447,600 DKK net of a 900,000 DKK budget')).toBeInTheDocument();

    const anders = await findCard('Anders Berg');
    expect(anders.getByText('5.5')).toBeInTheDocument();
    expect(anders.getByRole('progressbar', { name: 'Finance' })).toHaveAttribute('aria-valuenow', '10');
    expect(anders.queryByText('Mandate')).not.toBeInTheDocument();
  });

  it('shows a User the contact without a link to the TenantAdmins’ contact page', async () => {
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    const current = within(await screen.findByRole('region', { name: /Current Match/ }));
    expect(current.getByText('Mette Lund')).toBeInTheDocument();
    expect(current.queryByRole('link', { name: 'Mette Lund' })).not.toBeInTheDocument();
  });

  it('toggles a candidate in and out of the choice', async () => {
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    const jonas = await findCard('Jonas Holm');
    const choose = jonas.getByRole('switch', { name: 'Choose Jonas Holm' });
    expect(choose).not.toBeChecked();
    expect(choose).toBeEnabled();
    await userEvent.click(choose);
    expect(choose).toBeChecked();
    expect(screen.getByText('2 players meet the requirement · 1 chosen')).toBeInTheDocument();
    await userEvent.click(choose);
    expect(choose).not.toBeChecked();
    expect(screen.getByText('2 players meet the requirement · 0 chosen')).toBeInTheDocument();
  });

  it('says that no contacts are chosen, without asking the API, when nothing is chosen', async () => {
    const api = serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send matches' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MATCH_MESSAGES.noContactsTitle)).toBeInTheDocument();
    expect(within(alert).getByText(MATCH_MESSAGES.noContacts)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(api.calls('PUT', '/api/matches')).toHaveLength(0);
  });

  it('sends the chosen players by e-mail, then reloads the page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const api = serve(['User'], {
      'PUT /api/matches': { body: { ...LATEST, sent: true } },
    });
    renderApp(`/matches/${LATEST.id}`);
    await userEvent.click(
      (await findCard('Anders Berg')).getByRole('switch', { name: 'Choose Anders Berg' }),
    );
    await userEvent.click((await findCard('Jonas Holm')).getByRole('switch', { name: 'Choose Jonas Holm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send matches' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.calls('PUT', '/api/matches').map((request) => request.body)).toEqual([
      { id: LATEST.id, contactIds: [ANDERS.id, JONAS.id], isForEmail: true },
    ]);
    reload.mockRestore();
  });

  it('copies the link of the chosen players without e-mail', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const api = serve(['User'], { 'PUT /api/matches': { body: LATEST } });
    renderApp(`/matches/${LATEST.id}`);
    await userEvent.click((await findCard('Jonas Holm')).getByRole('switch', { name: 'Choose Jonas Holm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.calls('PUT', '/api/matches')[0]?.body).toEqual({
      id: LATEST.id,
      contactIds: [JONAS.id],
      isForEmail: false,
    });
    reload.mockRestore();
  });

  it('shows a sent version’s links to copy instead of the buttons; sent rows stay on and locked', async () => {
    const user = userEvent.setup();
    serve(['User']);
    renderApp(`/matches/${SENT.id}`);
    const jonas = await findCard('Jonas Holm');
    const sentSwitch = jonas.getByRole('switch', { name: 'Choose Jonas Holm' });
    expect(sentSwitch).toBeChecked();
    expect(sentSwitch).toBeDisabled();
    expect(jonas.getByText('Sent by e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send matches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Sent players' });
    expect(box).toHaveAttribute('readonly');
    // Only the rows that were sent, each with the full address of its CV link (D15).
    expect(box).toHaveValue(`Jonas Holm: ${window.location.origin}/${SENT.contactMatches[0]?.cvLink}`);
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('switches versions with the created-at selector and keeps the choice', async () => {
    serve(['User']);
    const app = renderApp(`/matches/${LATEST.id}`);
    await findCard('Jonas Holm');
    const selector = screen.getByRole('combobox', { name: 'Created at' });
    await userEvent.click(selector);
    const options = within(await screen.findByRole('listbox', { name: 'Created at' }));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(
      DATES.map((date) => formatMatchDate(date.createdAt)),
    );
    await userEvent.click(options.getByRole('option', { name: formatMatchDate(EARLIER.createdAt) }));
    await waitFor(() =>
      expect(app.location()).toBe(`/matches/${LATEST.id}/${encodeURIComponent(EARLIER.createdAt)}`),
    );
    expect(await findCard('Mikkel Hansen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Jonas Holm' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBe(EARLIER.id);
  });

  it('opens the version created at the time in the address', async () => {
    serve(['User']);
    renderApp(`/matches/${LATEST.id}/${encodeURIComponent(SENT.createdAt)}`);
    expect(await screen.findByRole('textbox', { name: 'Sent players' })).toBeInTheDocument();
  });

  it('loads the stored match first when it is a version of the same requirement', async () => {
    localStorage.setItem(STORED_MATCH_KEY, EARLIER.id);
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    expect(await findCard('Mikkel Hansen')).toBeTruthy();
  });

  it('ignores a stored match of another requirement', async () => {
    localStorage.setItem(STORED_MATCH_KEY, crypto.randomUUID());
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    expect(await findCard('Jonas Holm')).toBeTruthy();
  });

  it('counts the players each constraint left out, and explains why one player is not a candidate', async () => {
    const api = serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    const excluded = within(await screen.findByRole('region', { name: 'Players left out' }));
    expect(
      excluded.getByText('40 players of the sport were considered; 2 met the requirement.'),
    ).toBeInTheDocument();
    expect(excluded.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 excludes this team',
      '9 exclude this league',
      '14 over the net salary budget after currency conversion',
    ]);

    const whyNot = within(screen.getByRole('region', { name: 'Why not …?' }));
    await userEvent.type(whyNot.getByRole('combobox', { name: 'Player' }), 'mik');
    await userEvent.click(await screen.findByRole('option', { name: 'Mikkel Hansen' }));
    expect(await whyNot.findByRole('heading', { name: 'Why not Mikkel Hansen?' })).toBeInTheDocument();
    const reasons = within(whyNot.getByRole('list', { name: 'What keeps Mikkel Hansen out' }));
    expect(reasons.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Net salary${EXPLAINED.broken[0]?.reason}`,
      `Excludes the league${EXPLAINED.broken[1]?.reason}`,
    ]);
    expect(api.calls('GET', `/api/players/search/${FOOTBALL}/mik`)).not.toHaveLength(0);
  });

  it('shows his marks when nothing keeps the player out', async () => {
    serve(['User'], {
      [`GET /api/matches/${LATEST.id}/explain/${MIKKEL.id}`]: {
        body: {
          player: MIKKEL,
          broken: [],
          candidate: { ...row(MIKKEL, 1), average: 7.25 },
        } satisfies MatchExplanation,
      },
    });
    renderApp(`/matches/${LATEST.id}`);
    const whyNot = within(await screen.findByRole('region', { name: 'Why not …?' }));
    await userEvent.type(whyNot.getByRole('combobox', { name: 'Player' }), 'mik');
    await userEvent.click(await screen.findByRole('option', { name: 'Mikkel Hansen' }));
    expect(await whyNot.findByText('Nothing keeps Mikkel Hansen out now. His marks:')).toBeInTheDocument();
    expect(whyNot.getByText('7.25')).toBeInTheDocument();
    expect(whyNot.getByRole('progressbar', { name: 'Player plan' })).toHaveAttribute('aria-valuenow', '9');
  });

  it('says so when a version has no candidates, and offers nothing to send', async () => {
    const empty = match({ contactMatches: [], excludedBy: { position: 40 } });
    const noNeed = match({
      contactMatches: [],
      excludedBy: { noNeed: 40 },
      requirement: requirement({ isNoNeed: true }),
    });
    serve(['User'], {
      [`GET /api/matches/${empty.id}`]: { body: empty },
      [`GET /api/matches/${empty.id}/dates`]: { body: [empty] },
      [`GET /api/matches/${noNeed.id}`]: { body: noNeed },
      [`GET /api/matches/${noNeed.id}/dates`]: { body: [noNeed] },
    });
    const app = renderApp(`/matches/${empty.id}`);
    expect(await screen.findByText('No players meet this requirement')).toBeInTheDocument();
    expect(screen.getByText('40 play none of the positions asked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send matches' })).not.toBeInTheDocument();
    await app.router.navigate(`/matches/${noNeed.id}`);
    expect(await screen.findByText('The club registered no need')).toBeInTheDocument();
    expect(
      screen.getByText('40 left out because the club registered no need for this window'),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a match of another sport', async () => {
    serve(['User']);
    renderApp(`/matches/${crypto.randomUUID()}`);
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  });

  it('saves the version’s notes', async () => {
    const api = serve(['User'], {
      [`PATCH /api/matches/${LATEST.id}`]: (request) => ({
        body: { ...LATEST, ...(request.body as object) },
      }),
    });
    renderApp(`/matches/${LATEST.id}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Notes/ }), 'Call Mette on Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/api/matches/${LATEST.id}`)[0]?.body).toEqual({
        notes: 'Call Mette on Friday',
      }),
    );
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
  });

  it('shows the spec’s match messages word for word in English', () => {
    expect(enGb.matches.messages).toEqual(MATCH_MESSAGES);
  });
});

describe('requirements and their matches', () => {
  const serveList = (routes = {}) =>
    serve(['User'], {
      'POST /api/requirements/filter': { body: page([REQUIREMENT]) },
      [`GET /api/requirements/${REQUIREMENT.id}`]: { body: REQUIREMENT },
      'GET /api/transfers': { body: page([WINDOW]) },
      'GET /api/clubs/forSearch': { body: [] },
      'GET /api/positions': { body: page([]) },
      'GET /api/playerlevels': { body: page([]) },
      'GET /api/contractStatuses': { body: page([]) },
      'GET /api/valutas': { body: page([EUR]) },
      'GET /api/countries/forSearch': { body: [] },
      ...routes,
    });

  it('Matching creates a version, keeps it as the stored match and opens it', async () => {
    const api = serveList({ 'POST /api/matches': { status: 201, body: { id: LATEST.id } } });
    const app = renderApp(`/requirements/${FOOTBALL}`);
    const card = await findCard('Brøndby IF');
    await userEvent.click(card.getByRole('button', { name: 'Matching Brøndby IF' }));
    await waitFor(() => expect(app.location()).toBe(`/matches/${LATEST.id}`));
    expect(api.calls('POST', '/api/matches')[0]?.body).toEqual({ requirementId: REQUIREMENT.id });
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBe(LATEST.id);
    expect(await findCard('Jonas Holm')).toBeTruthy();
  });

  it('Show results opens the latest version', async () => {
    localStorage.setItem(STORED_MATCH_KEY, SENT.id);
    serveList({ [`GET /api/requirements/${REQUIREMENT.id}/latestMatch`]: { body: { id: LATEST.id } } });
    const app = renderApp(`/requirements/${FOOTBALL}`);
    const card = await findCard('Brøndby IF');
    await userEvent.click(card.getByRole('button', { name: 'Show results (2) Brøndby IF' }));
    await waitFor(() => expect(app.location()).toBe(`/matches/${LATEST.id}`));
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBe(LATEST.id);
    expect(await findCard('Jonas Holm')).toBeTruthy();
  });

  it('viewing a requirement clears the stored match', async () => {
    localStorage.setItem(STORED_MATCH_KEY, LATEST.id);
    serveList();
    renderApp(`/requirements/info/${FOOTBALL}/${REQUIREMENT.id}`);
    expect(await screen.findByRole('heading', { name: 'Requirement Info', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBeNull();
  });
});
