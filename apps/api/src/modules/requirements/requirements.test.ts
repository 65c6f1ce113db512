import { randomBytes } from 'node:crypto';
import {
  FIELD_MANDATORY,
  NO_NEED_POSITION,
  type NoNeedClub,
  type Paginated,
  REQUIREMENT_MESSAGES,
  type Requirement,
} from '@transferdesk/shared';
import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clubs,
  contacts,
  contractStatuses,
  countries,
  leagues,
  playerLevels,
  positions,
  requirements,
  teams,
  transfers,
  valutas,
} from '../../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { REQUIREMENT_ID_MESSAGES } from './service.ts';

const context = useTestContext();
const { get, send, tokens, sport } = context;

interface SportData {
  id: string;
  /** Clubs with a team, each with one of its contacts, and the country of its league. */
  clubs: { id: string; contactId: string; countryName: string }[];
  transfers: string[];
  positions: string[];
  noNeed: string;
  levels: string[];
  statuses: string[];
  eur: string;
  otherValuta: string;
}
const data: Record<string, SportData> = {};

async function sportData(tenantId: string): Promise<SportData> {
  const db = context.t.database.db;
  const clubRows = await db
    .select({ id: clubs.id, contactId: contacts.id, countryName: leagues.countryName })
    .from(clubs)
    .innerJoin(
      contacts,
      and(eq(contacts.clubId, clubs.id), eq(contacts.isPlayer, false), isNull(contacts.deletedAt)),
    )
    .innerJoin(teams, eq(teams.id, clubs.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(and(eq(clubs.tenantId, tenantId), isNull(clubs.deletedAt), isNotNull(clubs.teamId)))
    .orderBy(asc(clubs.nameSort), asc(contacts.nameSort));
  const byClub = new Map<string, { id: string; contactId: string; countryName: string }>();
  for (const row of clubRows) if (!byClub.has(row.id)) byClub.set(row.id, row);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const valutaRows = await db
    .select({ id: valutas.id, name: valutas.name })
    .from(valutas)
    .where(eq(valutas.tenantId, tenantId));
  return {
    id: tenantId,
    clubs: [...byClub.values()],
    transfers: ids(
      await db
        .select({ id: transfers.id })
        .from(transfers)
        .where(eq(transfers.tenantId, tenantId))
        .orderBy(asc(transfers.fromDate)),
    ),
    positions: ids(
      await db
        .select({ id: positions.id })
        .from(positions)
        .where(and(eq(positions.tenantId, tenantId), ne(positions.name, NO_NEED_POSITION)))
        .orderBy(asc(positions.nameSort)),
    ),
    noNeed:
      (
        await db
          .select({ id: positions.id })
          .from(positions)
          .where(and(eq(positions.tenantId, tenantId), eq(positions.name, NO_NEED_POSITION)))
      )[0]?.id ?? '',
    levels: ids(
      await db.select({ id: playerLevels.id }).from(playerLevels).where(eq(playerLevels.tenantId, tenantId)),
    ),
    statuses: ids(
      await db
        .select({ id: contractStatuses.id })
        .from(contractStatuses)
        .where(eq(contractStatuses.tenantId, tenantId)),
    ),
    eur: valutaRows.find((row) => row.name === 'EUR')?.id ?? '',
    otherValuta: valutaRows.find((row) => row.name !== 'EUR')?.id ?? '',
  };
}

beforeAll(async () => {
  data.Football = await sportData(sport.Football ?? '');
  data.Handball = await sportData(sport['Handball - Men'] ?? '');
});

const fb = () => data.Football as SportData;
const hb = () => data.Handball as SportData;
const club = (index: number) => fb().clubs[index] as SportData['clubs'][number];

const valid = (overrides: Record<string, unknown> = {}) => ({
  tenantId: fb().id,
  clubId: club(0).id,
  contactId: club(0).contactId,
  transferId: fb().transfers[1],
  positionRequirementIds: [fb().positions[0]],
  playerLevelRequirementIds: [fb().levels[0]],
  contractStatusRequirementIds: [fb().statuses[0]],
  description: `<p>Looking for a ${randomBytes(3).toString('hex')}</p>`,
  ...overrides,
});
const createRequirement = (payload: Record<string, unknown>, token = tokens.agent) =>
  send('POST', '/requirements', token, payload);
const created = async (payload: Record<string, unknown> = {}, token = tokens.agent) => {
  const response = await createRequirement(valid(payload), token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Requirement>();
};
const filter = async (body: Record<string, unknown>, token = tokens.agent) => {
  const response = await send('POST', '/requirements/filter', token, {
    tenantId: fb().id,
    take: 100,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paginated<Requirement>>();
};
const errorsOf = async (payload: Record<string, unknown>) => {
  const response = await createRequirement(payload);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ errors: string[] }>().errors;
};

describe('requirement create and read', () => {
  it('creates a requirement with every field and answers the returned form of spec 2', async () => {
    const requirement = await created({
      positionRequirementIds: [fb().positions[0], fb().positions[1]],
      playerLevelRequirementIds: [fb().levels[0], fb().levels[1]],
      maxNetto: 120000,
      maxBrutto: 200000,
      maxTransferSum: 2500000,
      valutaId: fb().otherValuta,
      isAdvancedSearch: true,
      minAge: 21,
      maxAge: 29,
      maritalStatus: 'Single',
      countryId: (await context.t.database.db.select({ id: countries.id }).from(countries).limit(1))[0]?.id,
      rightyLefty: 'Left',
      pinsPriority: 'A',
      contractType: 'Mandate',
      minHeight: 175,
      maxHeight: 195,
      minWeight: 70,
      maxWeight: 90,
      description: '<p>Left back<script>alert(1)</script></p>',
    });
    expect(requirement).toMatchObject({
      tenantId: fb().id,
      clubId: club(0).id,
      club: { name: expect.any(String), deleted: false },
      contactId: club(0).contactId,
      contact: { id: club(0).contactId, firstName: expect.any(String), lastName: expect.any(String) },
      transfer: { name: expect.any(String), years: expect.stringMatching(/^\d{4}-\d{4}$/) },
      maxNetto: 120000,
      maxTransferSum: 2500000,
      valuta: { id: fb().otherValuta, name: expect.any(String) },
      country: { id: expect.any(String), name: expect.any(String) },
      minAge: 21,
      maxWeight: 90,
      contractType: 'Mandate',
      description: '<p>Left back</p>',
      isNoNeed: false,
      matchCount: 0,
    });
    expect(requirement.positionRequirements.map((item) => item.id).sort()).toEqual(
      [fb().positions[0], fb().positions[1]].sort(),
    );
    expect(requirement.playerLevelRequirements).toHaveLength(2);
    expect(requirement.contractStatusRequirements).toEqual([
      { id: fb().statuses[0], name: expect.any(String) },
    ]);
    const read = await get(`/requirements/${requirement.id}`, tokens.admin);
    expect(read.json()).toEqual(requirement);
  });

  it('puts a requirement without a currency in the sport’s EUR (spec 2, section 4)', async () => {
    expect((await created()).valuta).toEqual({ id: fb().eur, name: 'EUR' });
  });

  it('registers no need: No need relaxes the level and status rule and marks the requirement', async () => {
    const requirement = await created({
      positionRequirementIds: [fb().noNeed],
      playerLevelRequirementIds: [],
      contractStatusRequirementIds: [],
    });
    expect(requirement.isNoNeed).toBe(true);
  });
});

describe('requirement rules', () => {
  it('requires club, transfer, contact and positions, and levels and statuses without No need', async () => {
    expect(await errorsOf({ tenantId: fb().id })).toEqual(
      expect.arrayContaining([
        `clubId: ${FIELD_MANDATORY}`,
        `transferId: ${FIELD_MANDATORY}`,
        `contactId: ${FIELD_MANDATORY}`,
        `positionRequirementIds: ${FIELD_MANDATORY}`,
      ]),
    );
    expect(
      await errorsOf(valid({ playerLevelRequirementIds: [], contractStatusRequirementIds: [] })),
    ).toEqual([
      `contractStatusRequirementIds: ${FIELD_MANDATORY}`,
      `playerLevelRequirementIds: ${FIELD_MANDATORY}`,
    ]);
  });

  it('needs the contact to be one of the club’s contacts', async () => {
    expect(await errorsOf(valid({ contactId: club(1).contactId }))).toEqual([
      `contactId: ${REQUIREMENT_MESSAGES.contactNotAtClub}`,
    ]);
  });

  it('refuses negative amounts and a minimum above its maximum', async () => {
    expect(
      await errorsOf(valid({ maxNetto: -1, minAge: 30, maxAge: 20, minHeight: 190, maxHeight: 180 })),
    ).toEqual([
      'maxNetto: Cannot be negative',
      `maxAge: ${REQUIREMENT_MESSAGES.maxBelowMin}`,
      `maxHeight: ${REQUIREMENT_MESSAGES.maxBelowMin}`,
    ]);
    expect(await errorsOf(valid({ rightyLefty: 'Middle' }))).toHaveLength(1);
  });

  it('names every field holding another sport’s id, and writes nothing', async () => {
    const [before] = await context.t.database.db.select({ total: count() }).from(requirements);
    const other = hb().clubs[0];
    expect(
      await errorsOf(
        valid({
          clubId: other?.id,
          contactId: other?.contactId,
          transferId: hb().transfers[0],
          positionRequirementIds: [hb().positions[0]],
          playerLevelRequirementIds: [hb().levels[0]],
          contractStatusRequirementIds: [hb().statuses[0]],
          valutaId: hb().eur,
        }),
      ),
    ).toEqual([
      `clubId: ${REQUIREMENT_ID_MESSAGES.club}`,
      `contactId: ${REQUIREMENT_MESSAGES.contactNotAtClub}`,
      `contractStatusRequirementIds: ${REQUIREMENT_ID_MESSAGES.contractStatuses}`,
      `playerLevelRequirementIds: ${REQUIREMENT_ID_MESSAGES.playerLevels}`,
      `positionRequirementIds: ${REQUIREMENT_ID_MESSAGES.positions}`,
      `transferId: ${REQUIREMENT_ID_MESSAGES.transfer}`,
      `valutaId: ${REQUIREMENT_ID_MESSAGES.valuta}`,
    ]);
    const [after] = await context.t.database.db.select({ total: count() }).from(requirements);
    expect(after?.total).toBe(before?.total);
  });
});

describe('requirement edit and delete', () => {
  it('changes the fields sent and checks the merged requirement', async () => {
    const requirement = await created();
    const edited = await send('PATCH', `/requirements/${requirement.id}`, tokens.agent, {
      maxNetto: 50000,
      positionRequirementIds: [fb().positions[2]],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Requirement>()).toMatchObject({
      maxNetto: 50000,
      positionRequirements: [{ id: fb().positions[2] }],
      description: requirement.description,
    });
    const clubOnly = await send('PATCH', `/requirements/${requirement.id}`, tokens.agent, {
      clubId: club(1).id,
    });
    expectValidationError(clubOnly, 'contactId', REQUIREMENT_MESSAGES.contactNotAtClub);
    const dropsLevels = await send('PATCH', `/requirements/${requirement.id}`, tokens.agent, {
      playerLevelRequirementIds: [],
    });
    expectValidationError(dropsLevels, 'playerLevelRequirementIds', FIELD_MANDATORY);
    // Neither refused edit changed the stored requirement.
    const stored = (await get(`/requirements/${requirement.id}`, tokens.agent)).json<Requirement>();
    expect(stored).toMatchObject({ clubId: requirement.clubId, maxNetto: 50000 });
  });

  it('deletes a requirement for the sport’s members; others get 404', async () => {
    const requirement = await created();
    const url = `/requirements/${requirement.id}`;
    expect((await send('DELETE', url, tokens.hockeyAdmin)).statusCode).toBe(404);
    expect((await send('DELETE', url, tokens.agent)).statusCode).toBe(204);
    expect((await get(url, tokens.agent)).statusCode).toBe(404);
  });
});

describe('requirement filter', () => {
  it('narrows by transfer, clubs, positions, levels, statuses and the club’s country, alone and together', async () => {
    const tag = randomBytes(3).toString('hex');
    const first = await created({ description: `<p>${tag} a</p>`, transferId: fb().transfers[0] });
    const second = await created({
      description: `<p>${tag} b</p>`,
      clubId: club(1).id,
      contactId: club(1).contactId,
      positionRequirementIds: [fb().positions[3]],
      playerLevelRequirementIds: [fb().levels[2]],
      contractStatusRequirementIds: [fb().statuses[1]],
    });
    const ids = (page: Paginated<Requirement>) => page.data.map((row) => row.id);
    expect(ids(await filter({ transferId: fb().transfers[0] }))).toContain(first.id);
    expect(ids(await filter({ transferId: fb().transfers[0] }))).not.toContain(second.id);
    expect(ids(await filter({ clubIds: [club(1).id] }))).toEqual(expect.arrayContaining([second.id]));
    expect(ids(await filter({ clubIds: [club(1).id] }))).not.toContain(first.id);
    for (const body of [
      { positionIds: [fb().positions[3]] },
      { playerLevelIds: [fb().levels[2]] },
      { contractStatusIds: [fb().statuses[1]] },
    ]) {
      const found = ids(await filter(body));
      expect(found).toContain(second.id);
      expect(found).not.toContain(first.id);
    }
    const [country] = await context.t.database.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.name, club(1).countryName));
    expect(ids(await filter({ countryIds: [country?.id] }))).toContain(second.id);
    expect(ids(await filter({ clubIds: [club(1).id], positionIds: [fb().positions[0]] }))).not.toContain(
      second.id,
    );
  });

  it('sorts by creation (newest first by default) and by club name, ten to a page', async () => {
    const newest = await filter({ take: 10 });
    const times = newest.data.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(newest.perPage).toBe(10);
    const byClub = await filter({ sort: 'club', direction: 'asc' });
    const names = byClub.data.map((row) => row.club.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses another sport (403), a Superadmin of no sport (403) and no token (401)', async () => {
    for (const token of [tokens.hockeyAdmin, tokens.superadmin]) {
      const response = await send('POST', '/requirements/filter', token, { tenantId: fb().id });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await context.t.inject({
      method: 'POST',
      url: '/core/api/requirements/filter',
      payload: { tenantId: fb().id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('no-need clubs (D26)', () => {
  const noNeed = async (body: Record<string, unknown>, token = tokens.agent) => {
    const response = await send('PUT', '/clubs/noneed', token, { tenantId: fb().id, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Paginated<NoNeedClub>>();
  };

  it('lists the clubs that registered no need for the window, once each, by country and text', async () => {
    const window = fb().transfers[2];
    const target = club(2);
    const registration = {
      positionRequirementIds: [fb().noNeed],
      playerLevelRequirementIds: [],
      contractStatusRequirementIds: [],
    };
    const latest = await created({
      ...registration,
      clubId: target.id,
      contactId: target.contactId,
      transferId: window,
      description: '<p>Squad complete</p>',
    });
    // An older registration of the same window, as kept from before a club could register only once
    // (issue 26, item 13): the list still shows the club once, with its latest.
    await context.t.database.db.insert(requirements).values({
      tenantId: fb().id,
      clubId: target.id,
      contactId: target.contactId,
      transferId: window ?? '',
      isNoNeed: true,
      createdAt: new Date(Date.parse(latest.createdAt) - 86_400_000),
    });
    await created({ clubId: target.id, contactId: target.contactId, transferId: window });
    const page = await noNeed({ transferId: window, take: 100 });
    const rows = page.data.filter((row) => row.id === target.id);
    expect(rows).toEqual([
      expect.objectContaining({
        requirementId: latest.id,
        description: '<p>Squad complete</p>',
        countryName: target.countryName,
        team: { id: expect.any(String), name: expect.any(String) },
        league: { id: expect.any(String), name: expect.any(String) },
      }),
    ]);
    const [country] = await context.t.database.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.name, target.countryName));
    const [elsewhere] = await context.t.database.db
      .select({ id: countries.id })
      .from(countries)
      .where(ne(countries.name, target.countryName))
      .limit(1);
    expect(
      (await noNeed({ transferId: window, countryId: country?.id, take: 100 })).data.map((row) => row.id),
    ).toContain(target.id);
    expect(
      (await noNeed({ transferId: window, countryId: elsewhere?.id, take: 100 })).data.map((row) => row.id),
    ).not.toContain(target.id);
    const [clubRow] = await context.t.database.db
      .select({ name: clubs.name })
      .from(clubs)
      .where(eq(clubs.id, target.id));
    const byName = await noNeed({ transferId: window, filter: clubRow?.name.slice(0, 6) });
    expect(byName.data.map((row) => row.id)).toContain(target.id);
  });

  it('requires a transfer window, and refuses another sport', async () => {
    const response = await send('PUT', '/clubs/noneed', tokens.agent, { tenantId: fb().id });
    expectValidationError(response, 'transferId', FIELD_MANDATORY);
    // With a window the same caller is answered.
    expect((await noNeed({ transferId: fb().transfers[0] })).data).toBeInstanceOf(Array);
    const foreign = await send('PUT', '/clubs/noneed', tokens.hockeyAdmin, {
      tenantId: fb().id,
      transferId: fb().transfers[0],
    });
    expect(foreign.statusCode).toBe(403);
  });
});
