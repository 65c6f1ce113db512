import {
  type Country,
  HANDBALL_DEFENSIVE_POSITIONS,
  HANDBALL_OFFENSIVE_POSITIONS,
  type League,
  type Paginated,
  type Position,
  type Tenant,
} from '@transferdesk/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contractStatuses,
  countries,
  leagues,
  playerLevels,
  positions,
  teams,
  transfers,
  valutas,
} from '../../db/schema/index.ts';
import { seedCountries, seedTenantDefaults } from '../../db/seed/reference.ts';
import { demoTransferWindows, seedDemoCatalogue } from '../../demo/demo-catalogue.ts';
import { DEMO_LEAGUES, DEMO_TEAMS } from '../../demo/demo-sports-data.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { createUser } from '../../test/users.ts';

const context = useTestContext();
const { get, tokens, sport } = context;

async function countRows(
  table:
    | typeof countries
    | typeof positions
    | typeof playerLevels
    | typeof contractStatuses
    | typeof valutas
    | typeof leagues
    | typeof teams
    | typeof transfers,
): Promise<number> {
  const [row] = await context.t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('countries', () => {
  it('holds every ISO 3166 country with its English name, sorted ignoring accents', async () => {
    const response = await get('/countries?page=1&take=3', tokens.agent);
    expect(response.statusCode).toBe(200);
    const page = response.json<Paginated<Country>>();
    expect(page.total).toBeGreaterThanOrEqual(249);
    expect(page.data.map((country) => country.name)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);

    const all = (await get('/countries', tokens.agent)).json<Paginated<Country>>().data;
    expect(all.map((country) => country.name)).toEqual(
      expect.arrayContaining(['Denmark', 'Sweden', 'Norway']),
    );
    expect(all.find((country) => country.code === 'DK')?.name).toBe('Denmark');
    const one = await get(`/countries/${all[0]?.id}`, tokens.agent);
    expect(one.json()).toEqual(all[0]);
  });

  it('filters by name, case and accents ignored', async () => {
    const page = (await get('/countries/filter/?page=1&filter=ALAND%20isl', tokens.agent)).json<
      Paginated<Country>
    >();
    expect(page.data.map((country) => country.name)).toEqual(['Åland Islands']);
  });

  it('answers forSearch with and without the trailing slash, for members of the sport', async () => {
    for (const path of ['/countries/forSearch', '/countries/forSearch/']) {
      const response = await get(`${path}?tenantId=${sport.Football}&filterDeleted=true`, tokens.agent);
      expect(response.statusCode).toBe(200);
      const list = response.json<{ id: string; name: string }[]>();
      expect(list.length).toBeGreaterThanOrEqual(249);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(['id', 'name']);
      expect(list.slice(0, 2).map((country) => country.name)).toEqual(['Afghanistan', 'Åland Islands']);
    }
    expect(
      (await get(`/countries/forSearch/?tenantId=${sport.Football}`, tokens.hockeyAdmin)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/countries/forSearch/?tenantId=${sport.Football}`, tokens.superadmin)).statusCode,
    ).toBe(403);
    expect((await get('/countries/forSearch/?tenantId=new', tokens.agent)).statusCode).toBe(400);
    expect((await get('/countries/forSearch/')).statusCode).toBe(401);
  });

  it('is seeded idempotently: a second run writes nothing', async () => {
    const before = await countRows(countries);
    expect(await seedCountries(context.t.database.db)).toBe(0);
    expect(await countRows(countries)).toBe(before);
  });
});

describe('positions, player levels, contract statuses and leagues', () => {
  it('gives handball the offensive and defensive positions of spec 2 section 9', async () => {
    const response = await get(`/positions?tenantId=${sport['Handball - Men']}`, tokens.admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<Paginated<Position>>().data;
    const names = (category: string) =>
      list
        .filter((position) => position.category === category)
        .map((position) => position.name)
        .sort();
    expect(names('offensive')).toEqual([...HANDBALL_OFFENSIVE_POSITIONS].sort());
    expect(names('defensive')).toEqual([...HANDBALL_DEFENSIVE_POSITIONS].sort());
    expect(list).toHaveLength(HANDBALL_OFFENSIVE_POSITIONS.length + HANDBALL_DEFENSIVE_POSITIONS.length);
    // Sorted by name, ignoring case: "5-1 defender" first.
    expect(list[0]?.name).toBe('5-1 defender');
  });

  it("gives football and ice hockey their own positions, each with 'No need'", async () => {
    for (const [name, expected] of [
      ['Football', ['Goalkeeper', 'Striker', 'Centre back']],
      ['Icehockey', ['Goaltender', 'Center', 'Left defense']],
    ] as const) {
      const list = (await get(`/positions?tenantId=${sport[name]}`, tokens.admin)).json<Paginated<Position>>()
        .data;
      const names = list.map((position) => position.name);
      expect(names).toEqual(expect.arrayContaining([...expected, 'No need']));
      expect(list.every((position) => position.category === null)).toBe(true);
    }
  });

  it('lists only the sports the caller belongs to, and refuses another sport', async () => {
    const mine = (await get('/positions', tokens.hockeyAdmin)).json<Paginated<Position>>().data;
    expect(new Set(mine.map((position) => position.tenantId))).toEqual(new Set([sport.Icehockey]));
    for (const path of ['/positions', '/playerlevels', '/contractStatuses', '/leagues']) {
      expect((await get(`${path}?tenantId=${sport.Football}`, tokens.hockeyAdmin)).statusCode).toBe(403);
      // A Superadmin belongs to no sport and is not a reader of sports data (D10).
      expect((await get(path, tokens.superadmin)).statusCode).toBe(403);
      expect((await get(path)).statusCode).toBe(401);
    }
  });

  it('reads one row by id only inside the caller’s sports (404 otherwise)', async () => {
    const [football] = await context.t.database.db
      .select({ id: playerLevels.id })
      .from(playerLevels)
      .where(eq(playerLevels.tenantId, sport.Football ?? ''));
    const [hockeyStatus] = await context.t.database.db
      .select({ id: contractStatuses.id, name: contractStatuses.name })
      .from(contractStatuses)
      .where(eq(contractStatuses.tenantId, sport.Icehockey ?? ''));
    expect((await get(`/playerlevels/${football?.id}`, tokens.agent)).statusCode).toBe(200);
    expect((await get(`/playerlevels/${football?.id}`, tokens.hockeyAdmin)).statusCode).toBe(404);
    const status = await get(`/contractStatuses/${hockeyStatus?.id}`, tokens.hockeyAdmin);
    expect(status.json()).toEqual({
      id: hockeyStatus?.id,
      tenantId: sport.Icehockey,
      name: hockeyStatus?.name,
    });
  });

  it('lists player levels and contract statuses by name, for Users of the sport too', async () => {
    const levels = (await get(`/playerlevels?tenantId=${sport.Football}`, tokens.agent)).json<
      Paginated<{ name: string }>
    >();
    expect(levels.data.map((level) => level.name)).toContain('Top league');
    const names = levels.data.map((level) => level.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const statuses = (
      await get(`/contractStatuses?tenantId=${sport.Football}&direction=desc`, tokens.agent)
    ).json<Paginated<{ name: string }>>();
    expect(statuses.data[0]?.name).toBe('Under contract');
  });

  it('sorts leagues by name or country and filters them', async () => {
    const byCountry = (
      await get(`/leagues?tenantId=${sport.Icehockey}&sort=countryName&direction=asc`, tokens.hockeyAdmin)
    ).json<Paginated<League>>().data;
    expect(byCountry.map((league) => league.countryName)).toEqual(['Denmark', 'Germany', 'Norway', 'Sweden']);
    const byName = (
      await get(`/leagues?tenantId=${sport.Icehockey}&sort=name&direction=desc`, tokens.hockeyAdmin)
    ).json<Paginated<League>>().data;
    expect(byName.map((league) => league.name)).toEqual(['SHL', 'Metal Ligaen', 'EliteHockey Ligaen', 'DEL']);
    const filtered = (
      await get(`/leagues/filter/?filter=handbold&tenantId=${sport['Handball - Men']}`, tokens.admin)
    ).json<Paginated<League>>();
    expect(filtered.data.map((league) => league.name)).toEqual(['Herrehåndboldligaen']);
    expect((await get('/leagues?sort=founded', tokens.admin)).statusCode).toBe(400);
  });
});

describe('the demo catalogue (D5)', () => {
  it('gives every demo sport 3-6 leagues, 30+ teams in them and three transfer windows', async () => {
    const { db } = context.t.database;
    for (const name of Object.keys(DEMO_LEAGUES) as (keyof typeof DEMO_LEAGUES)[]) {
      const tenantId = sport[name] ?? '';
      const leagueRows = await db.select().from(leagues).where(eq(leagues.tenantId, tenantId));
      expect(leagueRows.length).toBeGreaterThanOrEqual(3);
      expect(leagueRows.length).toBeLessThanOrEqual(6);
      const teamRows = await db.select().from(teams).where(eq(teams.tenantId, tenantId));
      expect(teamRows.length).toBeGreaterThanOrEqual(30);
      expect(teamRows.length).toBe(DEMO_TEAMS[name].length);
      const leagueIds = new Set(leagueRows.map((league) => league.id));
      expect(teamRows.every((team) => leagueIds.has(team.leagueId))).toBe(true);
      const windows = await db.select().from(transfers).where(eq(transfers.tenantId, tenantId));
      expect(windows).toHaveLength(3);
      const today = new Date().toISOString().slice(0, 10);
      expect(windows.filter((window) => window.fromDate <= today && today <= window.toDate)).toHaveLength(1);
      const currencies = await db.select().from(valutas).where(eq(valutas.tenantId, tenantId));
      expect(currencies.map((currency) => currency.name).sort()).toEqual([
        'CHF',
        'DKK',
        'EUR',
        'GBP',
        'NOK',
        'PLN',
        'SEK',
        'USD',
      ]);
      expect(currencies.find((currency) => currency.name === 'EUR')?.value).toBe(1);
    }
  });

  it('keeps accents in team names', async () => {
    const names = (
      await context.t.database.db
        .select({ name: teams.name })
        .from(teams)
        .where(eq(teams.tenantId, sport['Handball - Men'] ?? ''))
    ).map((row) => row.name);
    expect(names).toContain('Aalborg Håndbold');
  });

  it('adds nothing when it runs again', async () => {
    const tables = [positions, playerLevels, contractStatuses, valutas, leagues, teams, transfers] as const;
    const before = await Promise.all(tables.map(countRows));
    const again = await seedDemoCatalogue(context.t.database.db, new Map(Object.entries(sport)));
    expect(again).toEqual({ leagues: 0, teams: 0, transfers: 0 });
    await seedTenantDefaults(context.t.database.db, sport.Football ?? '', 'Football');
    expect(await Promise.all(tables.map(countRows))).toEqual(before);
  });

  it('names a past, the current and the next transfer window', () => {
    expect(demoTransferWindows(new Date('2026-07-15T12:00:00Z'))).toEqual([
      { name: 'Winter 2025/26', years: '2025-2026', fromDate: '2025-11-01', toDate: '2026-04-30' },
      { name: 'Summer 2026', years: '2026-2027', fromDate: '2026-05-01', toDate: '2026-10-31' },
      { name: 'Winter 2026/27', years: '2026-2027', fromDate: '2026-11-01', toDate: '2027-04-30' },
    ]);
    expect(demoTransferWindows(new Date('2026-02-01T00:00:00Z')).map((window) => window.name)).toEqual([
      'Summer 2025',
      'Winter 2025/26',
      'Summer 2026',
    ]);
  });
});

describe('a new sport (POST /tenants)', () => {
  it('starts with its default lookups, in its own sport only', async () => {
    const response = await context.t.inject({
      method: 'POST',
      url: '/core/api/tenants',
      token: tokens.superadmin,
      payload: { name: 'Handball U19' },
    });
    expect(response.statusCode).toBe(201);
    const tenant = response.json<Tenant>();
    const member = await createUser(context.t.database.db, {
      roles: ['TenantAdmin'],
      tenants: ['Handball U19'],
    });
    const token = await context.t.login(member.email);

    const list = async <T>(path: string) =>
      (await get(`${path}?tenantId=${tenant.id}`, token)).json<Paginated<T>>().data;
    const newPositions = await list<Position>('/positions');
    expect(newPositions.filter((position) => position.category === 'defensive')).toHaveLength(
      HANDBALL_DEFENSIVE_POSITIONS.length,
    );
    expect(newPositions.map((position) => position.name)).toContain('No need');
    expect((await list<{ name: string }>('/playerlevels')).length).toBeGreaterThan(0);
    expect((await list<{ name: string }>('/contractStatuses')).length).toBeGreaterThan(0);
    const currencies = await list<{ name: string; value: number }>('/valutas');
    expect(currencies.find((currency) => currency.name === 'EUR')?.value).toBe(1);
    expect(currencies.map((currency) => currency.name)).toEqual(
      expect.arrayContaining(['DKK', 'SEK', 'NOK', 'GBP', 'USD', 'CHF', 'PLN']),
    );
    expect(await list('/leagues')).toEqual([]);
  });

  it("gives a sport the product cannot place only the 'No need' position", async () => {
    const response = await context.t.inject({
      method: 'POST',
      url: '/core/api/tenants',
      token: tokens.superadmin,
      payload: { name: 'Basketball' },
    });
    const tenant = response.json<Tenant>();
    const rows = await context.t.database.db
      .select()
      .from(positions)
      .where(eq(positions.tenantId, tenant.id));
    expect(rows.map((row) => row.name)).toEqual(['No need']);
  });
});

describe('adding a league', () => {
  const post = (payload: Record<string, unknown>, token = tokens.admin) =>
    context.t.inject({ method: 'POST', url: '/core/api/leagues', token, payload });

  it('lets the sport’s TenantAdmin add one, with the country spelled as the country list has it', async () => {
    const created = await post({ tenantId: sport.Football, name: 'OBOS-ligaen', countryName: 'norway' });
    expect(created.statusCode).toBe(201);
    const league = created.json<League>();
    expect(league).toMatchObject({ tenantId: sport.Football, name: 'OBOS-ligaen', countryName: 'Norway' });
    const listed = await get(`/leagues?tenantId=${sport.Football}&filter=obos-ligaen`, tokens.agent);
    expect(listed.json<Paginated<League>>().data.map((row) => row.id)).toEqual([league.id]);
    // A league without a country is fine too.
    expect((await post({ tenantId: sport.Football, name: 'Friendly Cup' })).statusCode).toBe(201);
  });

  it('names the problem: no name, a country not on the list, a name the sport has already', async () => {
    const before = await countRows(leagues);
    expectValidationError(await post({ tenantId: sport.Football, name: ' ' }), 'name', 'Field is mandatory');
    expectValidationError(
      await post({ tenantId: sport.Football, name: 'Atlantis Liga', countryName: 'Atlantis' }),
      'countryName',
      'Choose a country from the list',
    );
    expect(await countRows(leagues)).toBe(before);
    expect((await post({ tenantId: sport.Football, name: 'Twice League' })).statusCode).toBe(201);
    const twice = await post({ tenantId: sport.Football, name: 'twice league' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This sport already has a league with this name.');
    expect(await countRows(leagues)).toBe(before + 1);
    // Another sport may have a league of that name.
    expect(
      (await post({ tenantId: sport.Icehockey, name: 'Twice League' }, tokens.hockeyAdmin)).statusCode,
    ).toBe(201);
  });

  it('refuses a User, another sport’s admin and a Superadmin without the sport', async () => {
    const before = await countRows(leagues);
    for (const token of [tokens.agent, tokens.hockeyAdmin, tokens.superadmin]) {
      expect((await post({ tenantId: sport.Football, name: 'Refused League' }, token)).statusCode).toBe(403);
    }
    expect(await countRows(leagues)).toBe(before);
  });
});
