import { randomBytes } from 'node:crypto';
import { type Match, NO_NEED_POSITION, type Requirement } from '@transferdesk/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  contractStatuses,
  playerLevels,
  positions,
  transfers,
  valutas,
} from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';
import { MAX_STORED_CANDIDATES } from './matching-run.ts';

/**
 * Issue 24: versions that tell the truth. The count of every player who met the requirement, the
 * left-out counts over every player of the sport (the advanced criteria and the club's own players
 * included), the requirement and players as they were (D28), and Matching with nothing changed
 * opening the newest version instead of a copy.
 */

const context = useTestContext();
const { tokens, sport, send, get } = context;
const ids = { position: '', level: '', status: '', eur: '', dkk: '', transfer: '' };

beforeAll(async () => {
  const { db } = context.t.database;
  const football = sport.Football ?? '';
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, football), ne(positions.name, NO_NEED_POSITION)))
    .orderBy(asc(positions.nameSort));
  const [level] = await db
    .select({ id: playerLevels.id })
    .from(playerLevels)
    .where(eq(playerLevels.tenantId, football));
  const [status] = await db
    .select({ id: contractStatuses.id })
    .from(contractStatuses)
    .where(and(eq(contractStatuses.tenantId, football), ne(contractStatuses.name, 'Free agent')));
  const currencies = await db
    .select({ id: valutas.id, name: valutas.name })
    .from(valutas)
    .where(eq(valutas.tenantId, football));
  const [transfer] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(eq(transfers.tenantId, football))
    .orderBy(asc(transfers.fromDate));
  Object.assign(ids, {
    position: position?.id,
    level: level?.id,
    status: status?.id,
    eur: currencies.find((row) => row.name === 'EUR')?.id,
    dkk: currencies.find((row) => row.name === 'DKK')?.id,
    transfer: transfer?.id,
  });
});

const created = async <T>(url: string, payload: Record<string, unknown>, token = tokens.admin) => {
  const response = await send('POST', url, token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
};

/**
 * A club, its contact and a requirement for a position only this test's players hold (a fresh
 * position of the sport), so that every count is this test's own.
 */
async function scenario(fields: Record<string, unknown> = {}) {
  const tag = randomBytes(3).toString('hex');
  const football = sport.Football ?? '';
  // Positions are the sport's lookup list, not edited through the API.
  const [position] = await context.t.database.db
    .insert(positions)
    .values({ tenantId: football, name: `Libero ${tag}`, nameSort: `libero ${tag}` })
    .returning({ id: positions.id });
  if (!position) throw new Error('No position');
  const club = await created<{ id: string }>('/clubs', { tenantId: football, name: `Truth FC ${tag}` });
  const contact = await created<{ id: string }>('/contacts', {
    tenantId: football,
    clubId: club.id,
    firstName: 'Karin',
    lastName: `Scout ${tag}`,
    email: `karin.${tag}@club.example.test`,
  });
  const requirement = await created<Requirement>(
    '/requirements',
    {
      tenantId: football,
      clubId: club.id,
      contactId: contact.id,
      transferId: ids.transfer,
      positionRequirementIds: [position.id],
      playerLevelRequirementIds: [ids.level],
      contractStatusRequirementIds: [ids.status],
      maxNetto: 900_000,
      valutaId: ids.dkk,
      ...fields,
    },
    tokens.agent,
  );
  const player = (lastName: string, more: Record<string, unknown> = {}) =>
    created<{ id: string }>('/players', {
      tenantId: football,
      firstName: 'Truth',
      lastName: `${lastName} ${tag}`,
      positionContactIds: [position.id],
      playerLevelId: ids.level,
      contractStatusId: ids.status,
      valutaId: ids.eur,
      minSalaryNetto: 60_000,
      dateOfBirth: '2001-05-05',
      ...more,
    });
  return { tag, club, contact, requirement, player };
}

const matching = (requirementId: string) => send('POST', '/matches', tokens.agent, { requirementId });
const version = async (id: string) => {
  const response = await get(`/matches/${id}`, tokens.agent);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Match>();
};

describe('a match version that tells the truth (D39)', () => {
  it('counts every player who met the requirement and lists the best 100', async () => {
    const { requirement, player } = await scenario();
    const total = MAX_STORED_CANDIDATES + 7;
    for (let start = 0; start < total; start += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, total - start) }, (_, index) =>
          player(`Many ${String(start + index).padStart(3, '0')}`, {
            minSalaryNetto: 10_000 + (start + index) * 500,
          }),
        ),
      );
    }
    const made = await matching(requirement.id);
    expect(made.statusCode, made.body).toBe(201);
    const shown = await version(made.json<{ id: string }>().id);
    expect(shown.candidateCount).toBe(total);
    expect(shown.contactMatches).toHaveLength(MAX_STORED_CANDIDATES);
    // The cheapest ask the most budget room: the best finance marks are kept.
    expect(shown.contactMatches[0]?.contact.lastName).toMatch(/^Many 00/);
    const listed = await get(`/requirements/${requirement.id}`, tokens.agent);
    expect(listed.json<Requirement>().matchCount).toBe(total);
  });

  it("leaves the club's own player out and counts him under its constraint (D37)", async () => {
    const { requirement, club, player } = await scenario();
    const own = await player('Own', { clubId: club.id });
    const other = await player('Other');
    const shown = await version((await matching(requirement.id)).json<{ id: string }>().id);
    expect(shown.contactMatches.map((row) => row.contactId)).toEqual([other.id]);
    expect(shown.excludedBy.currentClub).toBe(1);
    const why = await get(`/matches/${shown.id}/explain/${own.id}`, tokens.agent);
    expect(why.json().broken).toEqual([
      {
        constraint: 'currentClub',
        reason: { code: 'currentClub', params: { club: requirement.club.name } },
        change: null,
      },
    ]);
  });

  it('counts the advanced criteria over every player of the sport, under each constraint a player breaks', async () => {
    const { requirement, player } = await scenario();
    await send('PATCH', `/requirements/${requirement.id}`, tokens.agent, {
      isAdvancedSearch: true,
      minAge: 18,
      maxAge: 22,
    });
    // Too old and too dear: counted under both, though the budget alone would have left him out.
    await player('Old and dear', { dateOfBirth: '1990-01-01', minSalaryNetto: 500_000 });
    await player('Old', { dateOfBirth: '1990-01-01' });
    await player('Young', { dateOfBirth: '2007-01-01' });
    const shown = await version((await matching(requirement.id)).json<{ id: string }>().id);
    expect(shown.candidateCount).toBe(1);
    // Every player of the sport is judged on age (on the window's first day), whatever his position.
    const from = requirement.transfer.fromDate;
    const births = await context.t.database.db
      .select({ born: contacts.dateOfBirth })
      .from(contacts)
      .where(
        and(
          eq(contacts.tenantId, sport.Football ?? ''),
          eq(contacts.isPlayer, true),
          isNull(contacts.deletedAt),
        ),
      );
    const outside = births.filter(({ born }) => {
      if (!born) return false;
      const age =
        Number(from.slice(0, 4)) - Number(born.slice(0, 4)) - (from.slice(5) < born.slice(5) ? 1 : 0);
      return age < 18 || age > 22;
    });
    expect(shown.excludedBy.age).toBe(outside.length);
    expect(shown.excludedBy.position).toBe(shown.playersConsidered - 3);
    // The same player counts under each constraint he breaks.
    expect(shown.excludedBy.netto).toBeGreaterThanOrEqual(1);
  });

  it("says the club's place is not on record, and counts the exclusions that could not be judged", async () => {
    const { requirement, player } = await scenario();
    const football = sport.Football ?? '';
    const leagues = await get(`/leagues?tenantId=${football}&take=2`, tokens.admin);
    const [league] = leagues.json<{ data: { id: string }[] }>().data;
    await player('Picky', { leagueExclusionContactIds: [league?.id], leaguePriorityContactIds: [] });
    const keen = await player('Keen', { leaguePriorityContactIds: [league?.id] });
    const shown = await version((await matching(requirement.id)).json<{ id: string }>().id);
    expect(shown.unjudged.excludesLeague).toBeGreaterThanOrEqual(1);
    const row = shown.contactMatches.find((candidate) => candidate.contactId === keen.id);
    expect(row?.reasons.playerPlan[0]).toEqual({
      code: 'planClubUnknown',
      params: { club: requirement.club.name, missing: { term: 'team' } },
    });
  });
});

describe('a version as it was (D28)', () => {
  it('keeps the requirement and each player as they were when the version was made', async () => {
    const { requirement, player, tag } = await scenario({ description: 'A left-footed libero' });
    const fits = await player('Before');
    const first = (await matching(requirement.id)).json<{ id: string }>().id;
    const renamed = await send('PATCH', `/players/${fits.id}`, tokens.admin, {
      lastName: `After ${tag}`,
      minSalaryNetto: 70_000,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await send('PATCH', `/requirements/${requirement.id}`, tokens.agent, { description: 'Any libero' });
    const old = await version(first);
    expect(old.contactMatches[0]?.contact).toMatchObject({
      lastName: `Before ${tag}`,
      minSalaryNetto: 60_000,
    });
    expect(old.contactMatches[0]?.cvLink).toContain(encodeURIComponent(`Truth Before ${tag}`));
    expect(old.requirement.description).toBe('A left-footed libero');
    const made = await matching(requirement.id);
    expect(made.statusCode).toBe(201);
    const now = await version(made.json<{ id: string }>().id);
    expect(now.contactMatches[0]?.contact.lastName).toBe(`After ${tag}`);
    expect(now.requirement.description).toBe('Any libero');
  });

  it('opens the newest version when nothing changed, and makes a new one when a player changed', async () => {
    const { requirement, player } = await scenario();
    const fits = await player('Steady');
    const first = await matching(requirement.id);
    expect(first.statusCode).toBe(201);
    const again = await matching(requirement.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await send('PATCH', `/players/${fits.id}`, tokens.admin, { minSalaryNetto: 61_000 });
    const changed = await matching(requirement.id);
    expect(changed.statusCode).toBe(201);
    expect(changed.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
  });
});
