import { randomBytes } from 'node:crypto';
import {
  FIELD_MANDATORY,
  NO_NEED_POSITION,
  type Paginated,
  PLAYER_MESSAGES,
  type Player,
  type PlayerListItem,
} from '@transferdesk/shared';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  contractStatuses,
  countries,
  leagues,
  playerContracts,
  playerLevels,
  positions,
  teams,
  valutas,
  videoInfos,
} from '../../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';
import { SPORT_ID_MESSAGES } from './sport-ids.ts';

const context = useTestContext();
const { get, send, tokens, sport } = context;

interface SportLookups {
  positions: string[];
  noNeed: string;
  level: string;
  status: string;
  eur: string;
  otherValuta: string;
  leagues: string[];
  teams: string[];
}
const lookups: Record<string, SportLookups> = {};
let countryIds: string[] = [];

async function lookupsOf(tenantId: string): Promise<SportLookups> {
  const db = context.t.database.db;
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const [positionRows, noNeed, levelRows, statusRows, valutaRows, leagueRows, teamRows] = await Promise.all([
    db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), ne(positions.name, NO_NEED_POSITION)))
      .orderBy(asc(positions.nameSort)),
    db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.name, NO_NEED_POSITION))),
    db.select({ id: playerLevels.id }).from(playerLevels).where(eq(playerLevels.tenantId, tenantId)),
    db
      .select({ id: contractStatuses.id })
      .from(contractStatuses)
      .where(eq(contractStatuses.tenantId, tenantId)),
    db
      .select({ id: valutas.id, name: valutas.name })
      .from(valutas)
      .where(eq(valutas.tenantId, tenantId))
      .orderBy(asc(valutas.nameSort)),
    db
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.tenantId, tenantId))
      .orderBy(asc(leagues.nameSort)),
    db.select({ id: teams.id }).from(teams).where(eq(teams.tenantId, tenantId)).orderBy(asc(teams.nameSort)),
  ]);
  return {
    positions: ids(positionRows),
    noNeed: noNeed[0]?.id ?? '',
    level: levelRows[0]?.id ?? '',
    status: statusRows[0]?.id ?? '',
    eur: valutaRows.find((row) => row.name === 'EUR')?.id ?? '',
    otherValuta: valutaRows.find((row) => row.name !== 'EUR')?.id ?? '',
    leagues: ids(leagueRows),
    teams: ids(teamRows),
  };
}

beforeAll(async () => {
  for (const name of ['Football', 'Handball - Men']) lookups[name] = await lookupsOf(sport[name] ?? '');
  countryIds = (
    await context.t.database.db.select({ id: countries.id }).from(countries).orderBy(asc(countries.nameSort))
  ).map((row) => row.id);
});

const football = () => sport.Football ?? '';
const fb = () => lookups.Football as SportLookups;
const hb = () => lookups['Handball - Men'] as SportLookups;
const tag = () => `T${randomBytes(3).toString('hex')}`;

/** The least a player needs: a name, a position, a currency and a level. */
const minimal = (overrides: Record<string, unknown> = {}) => ({
  tenantId: football(),
  firstName: 'Mads',
  lastName: tag(),
  positionContactIds: [fb().positions[0]],
  valutaId: fb().eur,
  playerLevelId: fb().level,
  ...overrides,
});
const createPlayer = (payload: Record<string, unknown>, token = tokens.admin) =>
  send('POST', '/players', token, payload);
const created = async (payload: Record<string, unknown>, token = tokens.admin) => {
  const response = await createPlayer(payload, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Player>();
};
const patchPlayer = (id: string, payload: Record<string, unknown>, token = tokens.admin) =>
  send('PATCH', `/players/${id}`, token, payload);
const getPlayer = async (id: string, token = tokens.admin) => {
  const response = await get(`/players/${id}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<Player>();
};
const listPlayers = async (query: string, token = tokens.admin) => {
  const response = await get(`/players?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paginated<PlayerListItem>>();
};
const contract = (overrides: Record<string, unknown> = {}) => ({
  contractName: 'PlayerContract',
  clubName: 'Brøndby IF',
  startDate: '2024-07-01',
  endDate: '2027-06-30',
  ...overrides,
});

describe('player create and read', () => {
  it('creates a player with every field, list, video and contract, and answers them all', async () => {
    const name = tag();
    const player = await created({
      tenantId: football(),
      firstName: 'Jonas',
      lastName: name,
      email: 'jonas@example.test',
      phoneNumber: '+45 12 34 56 78',
      agent1: 'Ada||Admin',
      positionContactIds: [fb().positions[0], fb().positions[1]],
      valutaId: fb().otherValuta,
      playerLevelId: fb().level,
      contractStatusId: fb().status,
      countryPriorityContactIds: [countryIds[0], countryIds[1]],
      countryExclusionContactIds: [countryIds[2]],
      leaguePriorityContactIds: [fb().leagues[0]],
      leagueExclusionContactIds: [fb().leagues[1]],
      teamPriorityContactIds: [fb().teams[0]],
      teamExclusionContactIds: [fb().teams[1]],
      height: 188,
      weight: 81,
      rightyLefty: 'Left',
      mandate: true,
      pinsPriority: 'B',
      dateOfBirth: '2001-04-12',
      minSalaryNetto: 12000,
      minSalaryBrutto: 20000.5,
      estTransfer: 1500000,
      formerClub: 'FC Nordsjælland',
      statistics: '<p>31 games, 9 goals</p>',
      internationalLevel: 'U21',
      playerReferences: '<p>Coach: <strong>good</strong></p>',
      transferMarket: 'transfermarkt.com/jonas',
      videoInfos: [
        { title: 'Highlights 2025', videoUrl: 'youtube.com/watch?v=abc', isPrimary: true },
        { title: 'Full match vs AGF', videoUrl: 'https://vimeo.com/1', isFullMatch: true },
      ],
      contracts: [
        contract({ buyOut: true, buyOutDate: '2026-01-01', buyOutComment: '2 MEUR' }),
        { contractName: 'RepContract', contractPartner: 'Transferdesk ApS', termination: 3 },
        { contractName: 'OtherContract', clubName: 'Adidas', comment: 'Boots' },
      ],
    });
    expect(player).toMatchObject({
      tenantId: football(),
      tenant: { name: 'Football' },
      firstName: 'Jonas',
      lastName: name,
      agent1: 'Ada||Admin',
      valutaId: fb().otherValuta,
      valuta: { id: fb().otherValuta, name: expect.any(String) },
      playerLevel: { id: fb().level, name: expect.any(String) },
      contractStatus: { id: fb().status, name: expect.any(String) },
      height: 188,
      minSalaryNetto: 12000,
      minSalaryBrutto: 20000.5,
      estTransfer: 1500000,
      statistics: '<p>31 games, 9 goals</p>',
      transferMarket: 'transfermarkt.com/jonas',
      playerContractEndDate: '2027-06-30',
    });
    expect(player.positionContacts.map((position) => position.id).sort()).toEqual(
      [fb().positions[0], fb().positions[1]].sort(),
    );
    expect(player.countryPriorityContacts.map((country) => country.id).sort()).toEqual(
      [countryIds[0], countryIds[1]].sort(),
    );
    expect(player.countryExclusionContacts.map((country) => country.id)).toEqual([countryIds[2]]);
    expect(player.leaguePriorityContacts.map((league) => league.id)).toEqual([fb().leagues[0]]);
    expect(player.leagueExclusionContacts.map((league) => league.id)).toEqual([fb().leagues[1]]);
    expect(player.teamPriorityContacts.map((team) => team.id)).toEqual([fb().teams[0]]);
    expect(player.teamExclusionContacts.map((team) => team.id)).toEqual([fb().teams[1]]);
    expect(player.videoInfos).toEqual([
      {
        id: expect.any(String),
        title: 'Highlights 2025',
        videoUrl: 'youtube.com/watch?v=abc',
        isPrimary: true,
        isFullMatch: false,
      },
      {
        id: expect.any(String),
        title: 'Full match vs AGF',
        videoUrl: 'https://vimeo.com/1',
        isPrimary: false,
        isFullMatch: true,
      },
    ]);
    expect(player.contracts.map((row) => row.contractName)).toEqual([
      'OtherContract',
      'PlayerContract',
      'RepContract',
    ]);
    expect(player.contracts.find((row) => row.contractName === 'PlayerContract')).toMatchObject({
      clubName: 'Brøndby IF',
      startDate: '2024-07-01',
      endDate: '2027-06-30',
      buyOut: true,
      buyOutDate: '2026-01-01',
      buyOutComment: '2 MEUR',
    });
    expect(player.contracts.find((row) => row.contractName === 'RepContract')?.termination).toBe(3);
    expect(await getPlayer(player.id, tokens.agent)).toEqual(player);
  });

  it('lets an agent (User) create and edit players of his sport, but not delete them', async () => {
    const player = await created(minimal(), tokens.agent);
    expect((await patchPlayer(player.id, { height: 190 }, tokens.agent)).json()).toMatchObject({
      height: 190,
    });
    const deleted = await send('DELETE', `/players/${player.id}`, tokens.agent);
    expect(deleted.statusCode).toBe(403);
  });

  it('sanitises the rich text it will show (description, statistics, references)', async () => {
    const player = await created(
      minimal({
        description: '<p>Hi<script>alert(1)</script></p>',
        statistics: '<p onclick="x()">9 goals</p>',
        playerReferences: '<img src=x onerror=alert(1)><p>Ref</p>',
      }),
    );
    expect(player.description).toBe('<p>Hi</p>');
    expect(player.statistics).toBe('<p>9 goals</p>');
    expect(player.playerReferences).not.toContain('onerror');
  });
});

describe('player rules (shared with the form)', () => {
  const errorsOf = async (payload: Record<string, unknown>) => {
    const response = await createPlayer(payload);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ errors: string[] }>().errors;
  };

  it('requires positions, a currency and a player level', async () => {
    const errors = await errorsOf({ tenantId: football(), firstName: 'No', lastName: 'Lists' });
    expect(errors).toEqual(
      expect.arrayContaining([
        `positionContactIds: ${FIELD_MANDATORY}`,
        `valutaId: ${FIELD_MANDATORY}`,
        `playerLevelId: ${FIELD_MANDATORY}`,
      ]),
    );
    expect(await errorsOf(minimal({ positionContactIds: [] }))).toEqual([
      `positionContactIds: ${FIELD_MANDATORY}`,
    ]);
  });

  it('never gives a player the position No need', async () => {
    expect(await errorsOf(minimal({ positionContactIds: [fb().noNeed] }))).toEqual([
      `positionContactIds: ${PLAYER_MESSAGES.noNeedPosition}`,
    ]);
  });

  it('needs a title and a URL on every video, one primary at most, and a primary that is no full match', async () => {
    expect(await errorsOf(minimal({ videoInfos: [{ title: '', videoUrl: '' }] }))).toEqual([
      `videoInfos.0.title: ${FIELD_MANDATORY}`,
      `videoInfos.0.videoUrl: ${FIELD_MANDATORY}`,
    ]);
    expect(
      await errorsOf(
        minimal({ videoInfos: [{ title: 'A', videoUrl: 'a.tv', isPrimary: true, isFullMatch: true }] }),
      ),
    ).toEqual([`videoInfos.0.isFullMatch: ${PLAYER_MESSAGES.primaryFullMatch}`]);
    expect(
      await errorsOf(
        minimal({
          videoInfos: [
            { title: 'A', videoUrl: 'a.tv', isPrimary: true },
            { title: 'B', videoUrl: 'b.tv', isPrimary: true },
          ],
        }),
      ),
    ).toEqual([`videoInfos.1.isPrimary: ${PLAYER_MESSAGES.onePrimary}`]);
  });

  it('refuses a country, league or team that is both a priority and an exclusion', async () => {
    expect(
      await errorsOf(
        minimal({
          countryPriorityContactIds: [countryIds[0]],
          countryExclusionContactIds: [countryIds[0]],
          leaguePriorityContactIds: [fb().leagues[0]],
          leagueExclusionContactIds: [fb().leagues[0]],
          teamPriorityContactIds: [fb().teams[0]],
          teamExclusionContactIds: [fb().teams[0]],
        }),
      ),
    ).toEqual([
      `countryExclusionContactIds: ${PLAYER_MESSAGES.bothPriorityAndExclusion('country')}`,
      `leagueExclusionContactIds: ${PLAYER_MESSAGES.bothPriorityAndExclusion('league')}`,
      `teamExclusionContactIds: ${PLAYER_MESSAGES.bothPriorityAndExclusion('team')}`,
    ]);
  });

  it('refuses a contract ending before it starts', async () => {
    expect(
      await errorsOf(minimal({ contracts: [contract({ startDate: '2026-01-01', endDate: '2025-01-01' })] })),
    ).toEqual([`contracts.0.endDate: ${PLAYER_MESSAGES.endBeforeStart}`]);
  });

  it('names every field that holds another sport’s id (400), and writes nothing', async () => {
    const before = await playerCount();
    const errors = await errorsOf(
      minimal({
        positionContactIds: [hb().positions[0]],
        valutaId: hb().eur,
        playerLevelId: hb().level,
        contractStatusId: hb().status,
        leaguePriorityContactIds: [hb().leagues[0]],
        leagueExclusionContactIds: [hb().leagues[1]],
        teamPriorityContactIds: [hb().teams[0]],
        teamExclusionContactIds: [hb().teams[1]],
        countryPriorityContactIds: ['00000000-0000-4000-8000-000000000000'],
      }),
    );
    expect(errors).toEqual([
      `contractStatusId: ${SPORT_ID_MESSAGES.contractStatus}`,
      `countryPriorityContactIds: ${SPORT_ID_MESSAGES.countries}`,
      `leagueExclusionContactIds: ${SPORT_ID_MESSAGES.leagues}`,
      `leaguePriorityContactIds: ${SPORT_ID_MESSAGES.leagues}`,
      `playerLevelId: ${SPORT_ID_MESSAGES.playerLevel}`,
      `positionContactIds: ${SPORT_ID_MESSAGES.positions}`,
      `teamExclusionContactIds: ${SPORT_ID_MESSAGES.teams}`,
      `teamPriorityContactIds: ${SPORT_ID_MESSAGES.teams}`,
      `valutaId: ${SPORT_ID_MESSAGES.valuta}`,
    ]);
    expect(await playerCount()).toBe(before);
  });
});

const playerCount = async () =>
  (
    await context.t.database.db.select({ total: count() }).from(contacts).where(eq(contacts.isPlayer, true))
  )[0]?.total;

describe('player edit', () => {
  it('changes only the fields sent; a list sent replaces the stored one', async () => {
    const player = await created(
      minimal({
        teamPriorityContactIds: [fb().teams[0]],
        videoInfos: [{ title: 'Old', videoUrl: 'old.tv' }],
      }),
    );
    const edited = await patchPlayer(player.id, {
      weight: 80,
      positionContactIds: [fb().positions[2]],
      videoInfos: [{ title: 'New', videoUrl: 'new.tv', isPrimary: true }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Player>()).toMatchObject({
      firstName: 'Mads',
      weight: 80,
      positionContacts: [{ id: fb().positions[2] }],
      videoInfos: [{ title: 'New', videoUrl: 'new.tv', isPrimary: true }],
      teamPriorityContacts: [{ id: fb().teams[0] }],
    });
  });

  it('edits contracts in place: a contract sent with its id keeps it, one left out is removed', async () => {
    const player = await created(
      minimal({ contracts: [contract(), contract({ contractName: 'RepContract' })] }),
    );
    const playerContract = player.contracts.find((row) => row.contractName === 'PlayerContract');
    const edited = await patchPlayer(player.id, {
      contracts: [{ ...playerContract, endDate: '2028-06-30' }, contract({ contractName: 'OtherContract' })],
    });
    const contractsAfter = edited.json<Player>().contracts;
    expect(contractsAfter.map((row) => row.contractName)).toEqual(['OtherContract', 'PlayerContract']);
    expect(contractsAfter.find((row) => row.contractName === 'PlayerContract')).toMatchObject({
      id: playerContract?.id,
      endDate: '2028-06-30',
    });
  });

  it('refuses an exclusion that is already a stored priority when only the exclusion is sent', async () => {
    const player = await created(minimal({ leaguePriorityContactIds: [fb().leagues[0]] }));
    const response = await patchPlayer(player.id, { leagueExclusionContactIds: [fb().leagues[0]] });
    expectValidationError(
      response,
      'leagueExclusionContactIds',
      PLAYER_MESSAGES.bothPriorityAndExclusion('league'),
    );
    expect(await getPlayer(player.id)).toEqual(player);
  });

  it('leaves the player untouched when a save fails (one transaction)', async () => {
    const player = await created(
      minimal({ videoInfos: [{ title: 'Keep', videoUrl: 'keep.tv' }], contracts: [contract()] }),
    );
    const response = await patchPlayer(player.id, {
      firstName: 'Changed',
      videoInfos: [],
      contracts: [],
      teamPriorityContactIds: [hb().teams[0]],
    });
    expect(response.statusCode).toBe(400);
    expect(await getPlayer(player.id)).toEqual(player);
    const [videos] = await context.t.database.db
      .select({ total: count() })
      .from(videoInfos)
      .where(eq(videoInfos.contactId, player.id));
    const [contractRows] = await context.t.database.db
      .select({ total: count() })
      .from(playerContracts)
      .where(eq(playerContracts.contactId, player.id));
    expect([videos?.total, contractRows?.total]).toEqual([1, 1]);
  });

  it('keeps a name on the merged player', async () => {
    const player = await created(minimal({ firstName: '', lastName: 'Only' }));
    const response = await patchPlayer(player.id, { lastName: '' });
    expectValidationError(response, 'firstName', 'Enter a first or last name');
    expect(await getPlayer(player.id)).toEqual(player);
  });
});

describe('player list, search, delete and picture', () => {
  it('lists the sport’s players ten to a page, with level, positions and the player contract’s end', async () => {
    const name = tag();
    await created(
      minimal({ lastName: `${name} Tall`, height: 201, contracts: [contract({ endDate: '2026-12-31' })] }),
    );
    await created(minimal({ lastName: `${name} Short`, height: 165 }));
    const page = await listPlayers(`tenantId=${football()}&page=1&filter=${name}&sort=height&direction=desc`);
    expect(page.total).toBe(2);
    expect(page.data.map((player) => [player.lastName, player.height, player.playerContractEndDate])).toEqual(
      [
        [`${name} Tall`, 201, '2026-12-31'],
        [`${name} Short`, 165, null],
      ],
    );
    expect(page.data[0]).toMatchObject({
      playerLevel: { id: fb().level },
      positionContacts: [{ id: fb().positions[0], name: expect.any(String) }],
      valuta: { name: 'EUR' },
    });
    expect(page.data[0]).not.toHaveProperty('contracts');
    const firstPage = await listPlayers(`tenantId=${football()}&page=1`);
    expect(firstPage.perPage).toBe(10);
  });

  it('keeps contacts out of the player list, and players out of the contact list (D8)', async () => {
    const name = tag();
    await send('POST', '/contacts', tokens.admin, {
      tenantId: football(),
      firstName: 'Contact',
      lastName: name,
    });
    await created(minimal({ lastName: name }));
    expect(
      (await listPlayers(`tenantId=${football()}&filter=${name}`)).data.map((row) => row.firstName),
    ).toEqual(['Mads']);
    const contactsPage = await get(`/contacts?tenantId=${football()}&filter=${name}`, tokens.admin);
    expect(contactsPage.json().data.map((row: { firstName: string }) => row.firstName)).toEqual(['Contact']);
  });

  it('searches a sport’s players by name', async () => {
    const name = tag();
    await created(minimal({ lastName: name }));
    const response = await get(`/players/search/${football()}/${name}`, tokens.agent);
    expect(response.statusCode).toBe(200);
    expect(response.json<PlayerListItem[]>().map((row) => row.lastName)).toEqual([name]);
  });

  it('deletes softly (TenantAdmin): gone from lists and searches, still readable by id', async () => {
    const player = await created(minimal());
    const response = await send('DELETE', `/players/${player.id}`, tokens.admin);
    expect(response.statusCode).toBe(204);
    expect((await listPlayers(`tenantId=${football()}&filter=${player.lastName}`)).total).toBe(0);
    expect((await getPlayer(player.id)).deletedAt).not.toBeNull();
    expect((await patchPlayer(player.id, { height: 1 })).statusCode).toBe(404);
  });

  it('stores a picture judged by its content, and refuses anything else (415)', async () => {
    const player = await created(minimal(), tokens.agent);
    const upload = (value: Buffer | string, contentType: string) =>
      context.t.inject({
        method: 'POST',
        url: `/core/api/players/${player.id}/file`,
        token: tokens.agent,
        ...multipartBody([{ name: 'file', value, filename: 'me.png', contentType }]),
      });
    const stored = await upload(TINY_PNG, 'image/png');
    expect(stored.statusCode).toBe(200);
    expect(stored.json<Player>().pictureUrl).toMatch(/^resources\/players\/.+\.png$/);
    expect((await upload('<svg onload="x()"/>', 'image/png')).statusCode).toBe(415);
  });
});

describe('player access (D10)', () => {
  it('answers another sport’s player as absent (404) and refuses another sport’s list (403)', async () => {
    const player = await created(minimal());
    for (const request of [
      { method: 'GET' as const, url: `/core/api/players/${player.id}` },
      { method: 'PATCH' as const, url: `/core/api/players/${player.id}`, payload: { height: 150 } },
      { method: 'DELETE' as const, url: `/core/api/players/${player.id}` },
    ]) {
      expect((await context.t.inject({ ...request, token: tokens.hockeyAdmin })).statusCode).toBe(404);
    }
    expect((await get(`/players?tenantId=${football()}`, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await createPlayer(minimal(), tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(`/players/${player.id}`)).statusCode).toBe(401);
  });

  it('serves no contact at /players (D8)', async () => {
    const response = await send('POST', '/contacts', tokens.admin, {
      tenantId: football(),
      firstName: 'Not',
      lastName: 'Player',
    });
    const contactId = response.json<{ id: string }>().id;
    expect((await get(`/players/${contactId}`, tokens.admin)).statusCode).toBe(404);
    expect((await patchPlayer(contactId, { height: 1 })).statusCode).toBe(404);
  });
});

describe('player CSV', () => {
  const exportCsv = (filter: string) =>
    get(`/players/csv?tenantId=${football()}&filter=${encodeURIComponent(filter)}`, tokens.admin);
  const importCsv = (csv: string, token = tokens.admin) =>
    context.t.inject({
      method: 'POST',
      url: `/core/api/players/csv?tenantId=${football()}`,
      token,
      ...multipartBody([{ name: 'file', value: csv, filename: 'players.csv', contentType: 'text/csv' }]),
    });

  it('exports players with positions, level and contracts by name and imports them back unchanged', async () => {
    const name = tag();
    await created(
      minimal({
        lastName: `${name} Ørsted`,
        positionContactIds: [fb().positions[0], fb().positions[1]],
        contractStatusId: fb().status,
        valutaId: fb().otherValuta,
        minSalaryNetto: 1000,
        description: '<p>Fast, "left-footed"; brave</p>',
        contracts: [
          contract({ buyOut: true, buyOutDate: '2026-05-01', buyOutComment: 'Fee agreed' }),
          { contractName: 'RepContract', contractPartner: 'Agency', startDate: '2024-01-01', termination: 6 },
        ],
      }),
    );
    const exported = await exportCsv(name);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\r\n')[0]).toContain(
      'firstName,lastName,club,positions,playerLevel,contractStatus,currency',
    );
    expect(exported.body.split('\r\n')[0]).toContain(
      'playerContract,playerContractStartDate,playerContractEndDate',
    );
    const imported = await importCsv(exported.body);
    expect(imported.json(), imported.body).toEqual({ imported: 1 });
    const again = await exportCsv(name);
    const [header, first, second] = again.body.split('\r\n');
    expect(header).toBe(exported.body.split('\r\n')[0]);
    expect(first).toBe(second);
    const copies = await listPlayers(`tenantId=${football()}&filter=${name}`);
    expect(copies.total).toBe(2);
    const copy = await getPlayer(copies.data[1]?.id ?? '');
    expect(copy.contracts.map((row) => [row.contractName, row.endDate, row.buyOut, row.termination])).toEqual(
      [
        ['PlayerContract', '2027-06-30', true, null],
        ['RepContract', null, false, 6],
      ],
    );
  });

  it('writes nothing when a row is bad, naming the rows and columns', async () => {
    const before = await playerCount();
    const response = await importCsv(
      ['firstName,lastName,positions,playerLevel', `A,B,${'Nobody Plays Here'},`, 'C,D,,'].join('\r\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { description: `Row 2, playerLevel: ${FIELD_MANDATORY}` },
      { description: 'Row 2, positions: No position named "Nobody Plays Here" in this sport' },
      { description: `Row 3, playerLevel: ${FIELD_MANDATORY}` },
      { description: `Row 3, positions: ${FIELD_MANDATORY}` },
    ]);
    expect(await playerCount()).toBe(before);
  });

  it('leaves export and import to TenantAdmins', async () => {
    expect((await get(`/players/csv?tenantId=${football()}`, tokens.agent)).statusCode).toBe(403);
    expect((await importCsv('firstName\r\nX\r\n', tokens.agent)).statusCode).toBe(403);
  });
});
