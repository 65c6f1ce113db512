import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ageOn, type Contract, PLAYER_MESSAGES, type Position, type VideoInfo } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { listRoutes, sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { contract, league, page, player, team, valuta } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  playerPositions,
  positionsByCategory,
  preferenceOptions,
  setVideoFullMatch,
  setVideoPrimary,
} from './components/player-form-rules.ts';

const FOOTBALL = SPORTS.football.id;
const HANDBALL = SPORTS.handballMen.id;

function position(
  name: string,
  category: Position['category'] = null,
  tenantId: string = FOOTBALL,
): Position {
  return { id: crypto.randomUUID(), tenantId, name, category };
}
const named = (name: string) => ({ id: crypto.randomUUID(), name });

const STRIKER = position('Striker');
const GOALKEEPER = position('Goalkeeper');
const NO_NEED = position('No need');
const TALENT = { ...named('Talent'), tenantId: FOOTBALL };
const PRO = { ...named('Professional'), tenantId: FOOTBALL };
const FREE_AGENT = { ...named('Free agent'), tenantId: FOOTBALL };
const EUR = valuta({ name: 'EUR' });
const DKK = valuta({ name: 'DKK', value: 7.46 });
const DENMARK = named('Denmark');
const SWEDEN = named('Sweden');
const SUPERLIGA = league();
const ALLSVENSKAN = league({ name: 'Allsvenskan', countryName: 'Sweden' });
const BRONDBY = team({ name: 'Brøndby IF' }, SUPERLIGA);
const MALMO = team({ name: 'Malmö FF' }, ALLSVENSKAN);

/** A date `months` from today as yyyy-MM-dd. */
function monthsFromNow(months: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

function video(overrides: Partial<VideoInfo> = {}): VideoInfo {
  return {
    id: crypto.randomUUID(),
    title: 'Highlights 2025',
    videoUrl: 'youtube.com/watch?v=abc',
    isPrimary: false,
    isFullMatch: false,
    ...overrides,
  };
}

const KASPER = player({
  clubId: crypto.randomUUID(),
  club: { name: 'Brøndby IF', deleted: false },
  dateOfBirth: '1997-10-06',
  positionContacts: [STRIKER, GOALKEEPER],
  playerLevelId: PRO.id,
  playerLevel: PRO,
  valutaId: EUR.id,
  valuta: { id: EUR.id, name: 'EUR' },
  playerContractEndDate: monthsFromNow(2),
  minSalaryNetto: 50_000,
  height: 187,
  nationality: 'Denmark||Sweden',
  agent1: 'Jens Holm||Per Ryg',
  instagram: 'instagram.com/kasper',
  countryPriorityContacts: [DENMARK],
  teamExclusionContacts: [{ id: MALMO.id, name: MALMO.name }],
  statistics: '<p>12 goals in <strong>30</strong> games</p>',
  videoInfos: [
    video({ title: 'Highlights 2025', isPrimary: true }),
    video({ title: 'Derby', videoUrl: 'https://vimeo.com/1', isFullMatch: true }),
  ],
  contracts: [
    contract({ termination: 3, buyOut: true, buyOutComment: 'Two million' }),
    contract({ contractName: 'RepContract', clubName: '', contractPartner: 'Agency ApS' }),
  ],
});
const MIKKEL = player({
  firstName: 'Mikkel',
  lastName: 'Hansen',
  playerContractEndDate: monthsFromNow(14),
});

const serve = sportApi(['football', 'handballMen'], {
  ...listRoutes('/api/players', [KASPER, MIKKEL], (record) => `${record.firstName} ${record.lastName}`),
  [`GET /api/players/${KASPER.id}`]: { body: KASPER },
  [`GET /api/players/${MIKKEL.id}`]: { body: MIKKEL },
  'GET /api/positions': { body: page([GOALKEEPER, NO_NEED, STRIKER]) },
  'GET /api/playerlevels': { body: page([PRO, TALENT]) },
  'GET /api/contractStatuses': { body: page([FREE_AGENT]) },
  'GET /api/valutas': { body: page([DKK, EUR]) },
  'GET /api/countries/forSearch': { body: [DENMARK, SWEDEN] },
  'GET /api/leagues': { body: page([ALLSVENSKAN, SUPERLIGA]) },
  'GET /api/teams': { body: page([BRONDBY, MALMO]) },
  'GET /api/clubs/forSearch': { body: [] },
  'GET /api/unauthorised/WhoClickedFull/:tenantId/:id': { body: [] },
});

const flags = (videos: { isPrimary: boolean; isFullMatch: boolean }[]) =>
  videos.map((one) => [one.isPrimary, one.isFullMatch]);

describe('player form rules', () => {
  const three = [
    { isPrimary: true, isFullMatch: false },
    { isPrimary: false, isFullMatch: true },
    { isPrimary: false, isFullMatch: false },
  ];

  it('marking a video primary clears primary on the others and full match on itself', () => {
    expect(flags(setVideoPrimary(three, 1, true))).toEqual([
      [false, false],
      [true, false],
      [false, false],
    ]);
    expect(flags(setVideoPrimary(three, 0, false))).toEqual([
      [false, false],
      [false, true],
      [false, false],
    ]);
  });

  it('marking a video a full match clears only its own primary', () => {
    expect(flags(setVideoFullMatch(three, 0, true))).toEqual([
      [false, true],
      [false, true],
      [false, false],
    ]);
    expect(flags(setVideoFullMatch(three, 1, false))).toEqual([
      [true, false],
      [false, false],
      [false, false],
    ]);
  });

  it('hides what one list of a pair holds from the other', () => {
    const options = ['dk', 'se', 'no'].map((value) => ({ value, label: value }));
    const shown = preferenceOptions(options, ['dk'], ['se']);
    expect(shown.priority.map((option) => option.value)).toEqual(['dk', 'no']);
    expect(shown.exclusion.map((option) => option.value)).toEqual(['se', 'no']);
  });

  it("never offers 'No need' as a player's position, and splits handball positions", () => {
    expect(playerPositions([STRIKER, NO_NEED]).map((one) => one.name)).toEqual(['Striker']);
    const split = positionsByCategory([
      position('Left wing', 'offensive'),
      position('Defense back', 'defensive'),
      STRIKER,
    ]);
    expect(split.offensive.map((one) => one.name)).toEqual(['Left wing']);
    expect(split.defensive.map((one) => one.name)).toEqual(['Defense back']);
  });
});

describe('players list', () => {
  it('shows cards with positions, level, club, age and a badge for a contract ending soon', async () => {
    const api = serve(['User']);
    renderApp(`/players/${FOOTBALL}`);
    expect(await screen.findByRole('heading', { name: 'Players [Football]', level: 1 })).toBeInTheDocument();
    const kasper = await findCard('Kasper Dolberg');
    expect(kasper.getByText(`Professional · ${ageOn('1997-10-06')} years`)).toBeInTheDocument();
    expect(kasper.getByText('Brøndby IF')).toBeInTheDocument();
    const positions = kasper.getByRole('list', { name: 'Positions' });
    expect(
      within(positions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Striker', 'Goalkeeper']);
    expect(kasper.getByText(/^Contract ends/)).toBeInTheDocument();
    expect(kasper.getByRole('link', { name: 'View Kasper Dolberg' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${KASPER.id}`,
    );
    expect(kasper.getByRole('link', { name: 'Edit Kasper Dolberg' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${KASPER.id}/edit`,
    );
    const mikkel = await findCard('Mikkel Hansen');
    expect(mikkel.queryByText(/^Contract ends/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add player' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/new`,
    );
    // A User may neither delete nor move players in and out as CSV.
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    const [request] = api.calls('GET', '/api/players');
    expect(request?.query.get('tenantId')).toBe(FOOTBALL);
    expect(request?.query.get('take')).toBe('10');
    expect(request?.query.get('sort')).toBe('firstName');
  });

  it('lets a TenantAdmin delete a player after confirmation', async () => {
    const api = serve(['TenantAdmin'], { [`DELETE /api/players/${MIKKEL.id}`]: { status: 204 } });
    renderApp(`/players/${FOOTBALL}`);
    const mikkel = await findCard('Mikkel Hansen');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await userEvent.click(mikkel.getByRole('button', { name: 'Delete Mikkel Hansen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(api.calls('DELETE', `/api/players/${MIKKEL.id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/players/${MIKKEL.id}`)).toHaveLength(1));
    expect(await screen.findByText('Mikkel Hansen was deleted')).toBeInTheDocument();
  });

  it('says so when the sport has no players', async () => {
    serve(['User'], { 'GET /api/players': { body: page([]) } });
    renderApp(`/players/${FOOTBALL}`);
    expect(await screen.findByText('No players yet')).toBeInTheDocument();
  });
});

describe('player info', () => {
  it('shows every section read-only in the inner layout, a dash for what is missing', async () => {
    serve(['User']);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    expect(await screen.findByRole('heading', { name: 'Kasper Dolberg', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    const reach = within(screen.getByRole('region', { name: 'Contact Information' }));
    expect(reach.getByText('Agent 1').nextElementSibling).toHaveTextContent('Jens Holm, Per Ryg');
    expect(reach.getByRole('link', { name: 'instagram.com/kasper' })).toHaveAttribute(
      'href',
      'https://instagram.com/kasper',
    );
    expect(reach.getByText('Phone').nextElementSibling).toHaveTextContent('-');
    const priorities = within(screen.getByRole('region', { name: 'Priorities' }));
    expect(priorities.getByText('Countries').nextElementSibling).toHaveTextContent('Denmark');
    expect(priorities.getByText('Teams').nextElementSibling).toHaveTextContent('-');
    const exclusions = within(screen.getByRole('region', { name: 'Exclusions' }));
    expect(exclusions.getByText('Teams').nextElementSibling).toHaveTextContent('Malmö FF');
    const finance = within(screen.getByRole('region', { name: 'Finance' }));
    expect(finance.getByText('Minimum salary (net)').nextElementSibling).toHaveTextContent('50,000 EUR');
    const info = within(screen.getByRole('region', { name: 'Player Information' }));
    expect(info.getByText('Positions').nextElementSibling).toHaveTextContent('Striker, Goalkeeper');
    expect(info.getByText('Contract status').nextElementSibling).toHaveTextContent('-');
    const personal = within(screen.getByRole('region', { name: 'Personal' }));
    expect(personal.getByText('Date of birth').nextElementSibling).toHaveTextContent(
      `06/10/1997 (age ${ageOn('1997-10-06')})`,
    );
    expect(personal.getByText('Nationality').nextElementSibling).toHaveTextContent('Denmark, Sweden');
    expect(personal.getByText('Height').nextElementSibling).toHaveTextContent('187 cm');
    expect(within(personal.getByRole('region', { name: 'Statistics' })).getByText('30').tagName).toBe(
      'STRONG',
    );

    const videos = within(screen.getByRole('region', { name: 'Videos' }));
    expect(videos.getByRole('link', { name: 'Highlights 2025' })).toHaveAttribute(
      'href',
      'https://youtube.com/watch?v=abc',
    );
    expect(videos.getByText('Primary')).toBeInTheDocument();
    expect(videos.getByText('Full match')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Who Clicked On You' })).findByText(
        'Nobody Clicked On You',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${KASPER.id}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}`,
    );
  });

  it('shows the contracts in three tabs, each opening a panel with every field', async () => {
    serve(['User']);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const contracts = within(await screen.findByRole('region', { name: 'Contract Information' }));
    expect(contracts.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Player contracts (1)',
      'Rep Contracts (1)',
      'Other Contracts (0)',
    ]);
    expect(contracts.getByText('Professional · 01/07/2024 – 30/06/2026')).toBeInTheDocument();
    await userEvent.click(contracts.getByRole('button', { name: 'Details of Brøndby IF' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Player contract · Brøndby IF' }));
    expect(drawer.getByText('Notice of termination (months)').nextElementSibling).toHaveTextContent(
      '3 months',
    );
    expect(drawer.getByText('Buy-out clause').nextElementSibling).toHaveTextContent('Yes');
    expect(drawer.getByText('Buy-out comment').nextElementSibling).toHaveTextContent('Two million');
    expect(drawer.getByText('Option date').nextElementSibling).toHaveTextContent('-');
    expect(drawer.getByText('Relegation or promotion comment')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));

    await userEvent.click(contracts.getByRole('tab', { name: 'Rep Contracts (1)' }));
    await userEvent.click(await contracts.findByRole('button', { name: 'Details of No club given' }));
    const rep = within(await screen.findByRole('dialog', { name: 'Rep contract' }));
    expect(rep.getByText('Contract partner').nextElementSibling).toHaveTextContent('Agency ApS');
  });

  it("lists the contacts who opened the player's public page (Name, Club, Clicks)", async () => {
    const api = serve(['User'], {
      // The same key as the file's empty answer, so that this one wins.
      'GET /api/unauthorised/WhoClickedFull/:tenantId/:id': {
        body: [
          { id: crypto.randomUUID(), name: 'Anna Berg', club: 'FC Midtjylland', clicks: 3 },
          { id: crypto.randomUUID(), name: 'Ole Dam', club: '', clicks: 1 },
        ],
      },
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const region = within(await screen.findByRole('region', { name: 'Who Clicked On You' }));
    const table = within(await region.findByRole('table', { name: 'Who Clicked On You' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Club',
      'Clicks',
    ]);
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Anna Berg', 'FC Midtjylland', '3'],
      ['Ole Dam', '-', '1'],
    ]);
    expect(region.queryByText('Nobody Clicked On You')).not.toBeInTheDocument();
    expect(
      api
        .calls('GET', `/api/unauthorised/WhoClickedFull/${FOOTBALL}/${KASPER.id}`)[0]
        ?.headers.get('Authorization'),
    ).toMatch(/^Bearer /);
  });

  it('splits a handball player’s positions into offensive and defensive', async () => {
    const handballer = player({
      tenantId: HANDBALL,
      tenant: { name: 'Handball - Men' },
      positionContacts: [
        position('Left wing', 'offensive', HANDBALL),
        position('Defense back', 'defensive', HANDBALL),
      ],
    });
    serve(['User'], { [`GET /api/players/${handballer.id}`]: { body: handballer } });
    renderApp(`/players/${HANDBALL}/${handballer.id}`);
    const info = within(await screen.findByRole('region', { name: 'Player Information' }));
    expect(info.getByText('Offensive positions').nextElementSibling).toHaveTextContent('Left wing');
    expect(info.getByText('Defensive positions').nextElementSibling).toHaveTextContent('Defense back');
  });
});

/** Opens a select's options (Mantine's combobox). */
async function openOptions(name: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name }));
  return within(await screen.findByRole('listbox', { name }));
}

// The whole form renders and is typed into field by field: slow on a loaded two-core machine.
describe('player form', { timeout: 45_000 }, () => {
  it('sends nothing and marks the fields when the form is invalid', async () => {
    const api = serve(['User']);
    renderApp(`/players/${FOOTBALL}/new`);
    expect(await screen.findByRole('heading', { name: 'Add player', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('EUR'));
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a first or last name')).toBeInTheDocument();
    // Positions, player level, and the video's title and link.
    expect(screen.getAllByText('Field is mandatory')).toHaveLength(4);
    expect(api.calls('POST', '/api/players')).toHaveLength(0);
  });

  it("creates a player with the defaults (EUR, zeros), without 'No need', then opens the info page", async () => {
    const created = player({ firstName: 'Anna', lastName: 'Holm' });
    const api = serve(['User'], {
      'POST /api/players': { status: 201, body: created },
      [`GET /api/players/${created.id}`]: { body: created },
    });
    const app = renderApp(`/players/${FOOTBALL}/new`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('EUR'));
    expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('0 cm');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Holm');
    const positions = await openOptions(/Positions/);
    expect(positions.queryByRole('option', { name: 'No need' })).not.toBeInTheDocument();
    await userEvent.click(positions.getByRole('option', { name: 'Striker' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Player level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Talent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/players/${FOOTBALL}/${created.id}`));
    expect(api.calls('POST', '/api/players')[0]?.body).toMatchObject({
      tenantId: FOOTBALL,
      firstName: 'Anna',
      lastName: 'Holm',
      positionContactIds: [STRIKER.id],
      playerLevelId: TALENT.id,
      valutaId: EUR.id,
      height: 0,
      minSalaryNetto: 0,
      estTransfer: 0,
      countryPriorityContactIds: [],
      videoInfos: [],
      contracts: [],
    });
  });

  it('hides a country, league or team chosen as a priority from the exclusions, and back', async () => {
    serve(['User']);
    renderApp(`/players/${FOOTBALL}/${MIKKEL.id}/edit`);
    let options = await openOptions('Priority countries');
    await userEvent.click(options.getByRole('option', { name: 'Denmark' }));
    options = await openOptions('Excluded countries');
    expect(options.queryByRole('option', { name: 'Denmark' })).not.toBeInTheDocument();
    await userEvent.click(options.getByRole('option', { name: 'Sweden' }));
    options = await openOptions('Priority countries');
    expect(options.queryByRole('option', { name: 'Sweden' })).not.toBeInTheDocument();

    options = await openOptions('Excluded teams');
    await userEvent.click(options.getByRole('option', { name: 'Malmö FF (Allsvenskan)' }));
    options = await openOptions('Priority teams');
    expect(options.getByRole('option', { name: 'Brøndby IF (Superliga)' })).toBeInTheDocument();
    expect(options.queryByRole('option', { name: 'Malmö FF (Allsvenskan)' })).not.toBeInTheDocument();
  });

  it('keeps one primary video, never a primary full match, and sends the videos', async () => {
    const api = serve(['User'], {
      [`PATCH /api/players/${MIKKEL.id}`]: (request) => ({
        body: { ...MIKKEL, ...(request.body as object) },
      }),
    });
    renderApp(`/players/${FOOTBALL}/${MIKKEL.id}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    const first = within(screen.getByRole('group', { name: 'Video 1' }));
    const second = within(screen.getByRole('group', { name: 'Video 2' }));
    await userEvent.type(first.getByRole('textbox', { name: /Title/ }), 'Goals');
    await userEvent.type(first.getByRole('textbox', { name: /Video link/ }), 'youtu.be/1');
    await userEvent.type(second.getByRole('textbox', { name: /Title/ }), 'Final');
    await userEvent.type(second.getByRole('textbox', { name: /Video link/ }), 'youtu.be/2');

    await userEvent.click(first.getByRole('switch', { name: 'Primary' }));
    await userEvent.click(second.getByRole('switch', { name: 'Full match' }));
    await userEvent.click(second.getByRole('switch', { name: 'Primary' }));
    expect(first.getByRole('switch', { name: 'Primary' })).not.toBeChecked();
    expect(second.getByRole('switch', { name: 'Primary' })).toBeChecked();
    expect(second.getByRole('switch', { name: 'Full match' })).not.toBeChecked();
    await userEvent.click(second.getByRole('switch', { name: 'Full match' }));
    expect(second.getByRole('switch', { name: 'Primary' })).not.toBeChecked();

    // Mikkel has neither positions nor a level yet.
    await userEvent.click(await screen.findByRole('combobox', { name: /Positions/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Goalkeeper' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Player level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Professional' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/players/${MIKKEL.id}`)).toHaveLength(1));
    const body = api.calls('PATCH', `/api/players/${MIKKEL.id}`)[0]?.body as Record<string, unknown>;
    expect(body.videoInfos).toEqual([
      { title: 'Goals', videoUrl: 'youtu.be/1', isPrimary: false, isFullMatch: false },
      { title: 'Final', videoUrl: 'youtu.be/2', isPrimary: false, isFullMatch: true },
    ]);
    expect(body).not.toHaveProperty('firstName');
    expect(body).not.toHaveProperty('contracts');
  });

  it('adds, edits and removes contracts in place', async () => {
    const api = serve(['User'], {
      [`PATCH /api/players/${KASPER.id}`]: (request) => ({
        body: { ...KASPER, ...(request.body as object) },
      }),
    });
    renderApp(`/players/${FOOTBALL}/${KASPER.id}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Contract 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add contract' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Contract 2' }));
    await userEvent.click(drawer.getByRole('combobox', { name: /^Contract/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other contract' }));
    await userEvent.type(drawer.getByRole('textbox', { name: 'Club' }), 'Adidas');
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Option' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/players/${KASPER.id}`)).toHaveLength(1));
    const body = api.calls('PATCH', `/api/players/${KASPER.id}`)[0]?.body as { contracts: Contract[] };
    expect(body.contracts).toHaveLength(2);
    expect(body.contracts[0]).toMatchObject({ id: KASPER.contracts[0]?.id, termination: 3, buyOut: true });
    expect(body.contracts[1]).toMatchObject({
      contractName: 'OtherContract',
      clubName: 'Adidas',
      option: true,
    });
    expect(body.contracts[1]).not.toHaveProperty('id');
  });

  it('keeps what was typed and shows the spec message when the save fails', async () => {
    serve(['User'], {
      [`PATCH /api/players/${KASPER.id}`]: { status: 500, body: { error: 'Internal Server Error' } },
    });
    const app = renderApp(`/players/${FOOTBALL}/${KASPER.id}/edit`);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '+45 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PLAYER_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(phone).toHaveValue('+45 12 34 56 78');
    expect(app.location()).toBe(`/players/${FOOTBALL}/${KASPER.id}/edit`);
  });
});
