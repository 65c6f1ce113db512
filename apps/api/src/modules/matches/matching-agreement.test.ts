import {
  type Candidate,
  type Match,
  type MatchPlayer,
  matchPlayers,
  NO_NEED_POSITION,
} from '@transferdesk/shared';
import {
  anyPlayer,
  CLUB_ID,
  countries as countryPool,
  fittingPlayer,
  leagues as leaguePool,
  levels as levelPool,
  positions as positionPool,
  requirementArbitrary,
  statuses as statusPool,
  teams as teamPool,
} from '@transferdesk/shared/testing/matching';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clubs,
  contacts,
  contractStatuses,
  countries,
  leagues,
  playerContracts,
  playerCountries,
  playerLeagues,
  playerLevels,
  playerPositions,
  playerTeams,
  positions,
  teams,
  transfers,
  valutas,
} from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';
import { currenciesOf, matchRequirementOf, requirementOf } from './engine-input.ts';
import { loadMatchPlayers, namesFor } from './match-players.ts';
import { MAX_STORED_CANDIDATES, NEAR_MISSES_SHOWN } from './matching-run.ts';

/**
 * Issues 24 and 28: narrowing (the judge over the sport's players kept in memory) and the engine
 * together answer exactly what the engine answers over every player of the sport, read from the
 * database: the same candidates in the same order with the same marks and reasons, the same count,
 * the same left-out counts and near misses. Players are written straight to the tables between
 * presses, so the copy in memory must follow them. Random players (built from each random
 * requirement, so that many are candidates and boundaries come up) join the demo's Football.
 */

const context = useTestContext();
const { tokens, sport, send, get } = context;
/** The engine generators' symbolic ids, mapped to Football's rows. */
const real: Record<string, string> = {};
/** Three requiring clubs: a full place, a league without a known country, no team at all. */
const places: { clubId: string; contactId: string; teamId: string | null; leagueId: string | null }[] = [];

beforeAll(async () => {
  const { db } = context.t.database;
  const football = sport.Football ?? '';
  const byName = async (
    table: typeof positions | typeof playerLevels | typeof contractStatuses,
    pool: string[],
    extra = ne(table.name, NO_NEED_POSITION),
  ) => {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, football), extra))
      .orderBy(asc(table.nameSort));
    pool.forEach((symbol, index) => {
      real[symbol] = rows[index]?.id ?? '';
    });
  };
  await byName(positions, positionPool);
  await byName(playerLevels, levelPool);
  await byName(contractStatuses, statusPool.slice(0, 2), ne(contractStatuses.name, 'Free agent'));
  const [free] = await db
    .select({ id: contractStatuses.id })
    .from(contractStatuses)
    .where(and(eq(contractStatuses.tenantId, football), eq(contractStatuses.name, 'Free agent')));
  real[statusPool[2] as string] = free?.id ?? '';
  for (const row of await db
    .select({ id: valutas.id, name: valutas.name })
    .from(valutas)
    .where(eq(valutas.tenantId, football))) {
    real[row.name] = row.id;
  }
  // team-1 in league-1 of country-1; team-2 in league-2, a league whose country is not on record.
  const [withCountry] = await db
    .select({ teamId: teams.id, leagueId: leagues.id, countryId: countries.id })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .innerJoin(countries, eq(countries.nameSort, leagues.countryNameSort))
    .where(eq(teams.tenantId, football))
    .orderBy(asc(teams.nameSort))
    .limit(1);
  const [nowhere] = await db
    .insert(leagues)
    .values({
      tenantId: football,
      name: 'Atlantic League',
      nameSort: 'atlantic league',
      countryName: 'Atlantis',
      countryNameSort: 'atlantis',
    })
    .returning({ id: leagues.id });
  const [lost] = await db
    .insert(teams)
    .values({
      tenantId: football,
      name: 'Atlantis United',
      nameSort: 'atlantis united',
      leagueId: nowhere?.id ?? '',
    })
    .returning({ id: teams.id });
  const otherTeam = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tenantId, football), ne(teams.id, withCountry?.teamId ?? '')))
    .limit(1);
  const named = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(inArray(countries.name, ['Denmark', 'Sweden', 'Norway']));
  for (const row of named) nationIds[row.name] = row.id;
  Object.assign(real, {
    [teamPool[0] as string]: withCountry?.teamId,
    [teamPool[1] as string]: lost?.id,
    [teamPool[2] as string]: otherTeam[0]?.id,
    [leaguePool[0] as string]: withCountry?.leagueId,
    [leaguePool[1] as string]: nowhere?.id,
    [countryPool[0] as string]: withCountry?.countryId,
    [countryPool[1] as string]: named.find((row) => row.name === 'Sweden')?.id,
    [countryPool[2] as string]: named.find((row) => row.name === 'Norway')?.id,
  });
  for (const [teamId, leagueId] of [
    [withCountry?.teamId ?? null, withCountry?.leagueId ?? null],
    [lost?.id ?? null, nowhere?.id ?? null],
    [null, null],
  ] as const) {
    const club = await send('POST', '/clubs', tokens.admin, {
      tenantId: football,
      name: `Agreement FC ${places.length}`,
      teamId,
    });
    const contact = await send('POST', '/contacts', tokens.admin, {
      tenantId: football,
      clubId: club.json().id,
      firstName: 'Ada',
      lastName: `Scout ${places.length}`,
    });
    places.push({ clubId: club.json().id, contactId: contact.json().id, teamId, leagueId });
  }
  const [other] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.tenantId, football)).limit(1);
  real['club-other'] = other?.id ?? '';
  real['club-third'] = other?.id ?? '';
});

/** The generators' nationalities (country names) by the countries' ids. */
const nationIds: Record<string, string> = {};

const mapped = (ids: readonly string[]) =>
  ids.map((id) => real[id]).filter((id): id is string => Boolean(id));

/** Writes generated players as Football's rows, straight to the tables the API reads. */
async function insertPlayers(players: MatchPlayer[], clubId: string) {
  const { db } = context.t.database;
  const football = sport.Football ?? '';
  for (const player of players) {
    const [row] = await db
      .insert(contacts)
      .values({
        tenantId: football,
        isPlayer: true,
        firstName: player.firstName,
        lastName: player.lastName,
        nameSort: `${player.firstName} ${player.lastName}`.toLowerCase(),
        deletedAt: player.deleted ? new Date() : null,
        includeInApp: player.includeInApp,
        clubId: player.clubId === CLUB_ID ? clubId : player.clubId ? (real[player.clubId] ?? null) : null,
        playerLevelId: player.playerLevelId ? (real[player.playerLevelId] ?? null) : null,
        contractStatusId: player.freeAgent
          ? real[statusPool[2] as string]
          : player.contractStatusId
            ? (real[player.contractStatusId] ?? null)
            : null,
        valutaId: player.valutaId ? (real[player.valutaId] ?? null) : null,
        minSalaryNetto: player.minSalaryNetto,
        minSalaryBrutto: player.minSalaryBrutto,
        estTransfer: player.estTransfer,
        dateOfBirth: player.dateOfBirth,
        height: player.height,
        weight: player.weight,
        rightyLefty: player.rightyLefty,
        maritalStatus: player.maritalStatus,
        nationality: player.nationalities.join('||'),
        contractType: player.contractType,
        pinsPriority: player.pinsPriority,
        mandate: player.mandate,
      })
      .returning({ id: contacts.id });
    const contactId = row?.id ?? '';
    const positionIds = mapped(player.positionIds);
    if (positionIds.length > 0)
      await db.insert(playerPositions).values(positionIds.map((positionId) => ({ contactId, positionId })));
    const preferences = (lists: MatchPlayer['priorities'], preference: 'priority' | 'exclusion') => ({
      countries: mapped(lists.countryIds).map((countryId) => ({ contactId, countryId, preference })),
      leagues: mapped(lists.leagueIds).map((leagueId) => ({ contactId, leagueId, preference })),
      teams: mapped(lists.teamIds).map((teamId) => ({ contactId, teamId, preference })),
    });
    const wanted = preferences(player.priorities, 'priority');
    const refused = preferences(player.exclusions, 'exclusion');
    // An item is a priority or an exclusion, never both (spec 2, section 4): the exclusion wins.
    const keep = <T extends { contactId: string }>(list: T[], against: T[], key: keyof T) =>
      list.filter((item) => !against.some((other) => other[key] === item[key]));
    const countryRows = [...keep(wanted.countries, refused.countries, 'countryId'), ...refused.countries];
    const leagueRows = [...keep(wanted.leagues, refused.leagues, 'leagueId'), ...refused.leagues];
    const teamRows = [...keep(wanted.teams, refused.teams, 'teamId'), ...refused.teams];
    if (countryRows.length > 0) await db.insert(playerCountries).values(countryRows);
    if (leagueRows.length > 0) await db.insert(playerLeagues).values(leagueRows);
    if (teamRows.length > 0) await db.insert(playerTeams).values(teamRows);
    if (player.playerContracts.length > 0) {
      await db.insert(playerContracts).values(
        player.playerContracts.map((contract) => ({
          tenantId: football,
          contactId,
          contractName: 'PlayerContract' as const,
          clubName: contract.clubName,
          startDate: contract.startDate,
          endDate: contract.endDate,
          buyOut: contract.buyOut,
          buyOutDate: contract.buyOutDate,
          buyOutAmount: contract.buyOutAmount,
          buyOutValutaId: contract.buyOutValutaId ? (real[contract.buyOutValutaId] ?? null) : null,
        })),
      );
    }
  }
}

/** The three places' team, league and country, as the generators name them. */
const PLACE_SYMBOLS = [
  { teamId: 'team-1', leagueId: 'league-1', countryId: 'country-1' },
  { teamId: 'team-2', leagueId: 'league-2', countryId: null },
  { teamId: null, leagueId: null, countryId: null },
] as const;

/**
 * A requirement in the database's window at one of the three places, and players built from it (so
 * that their boundaries are the database's boundaries).
 */
const scenarioIn = (window: { fromDate: string; toDate: string }) =>
  fc
    .tuple(requirementArbitrary, fc.nat({ max: 2 }))
    .map(([requirement, place]) => ({
      place,
      requirement: {
        ...requirement,
        window,
        club: { ...requirement.club, ...(PLACE_SYMBOLS[place] ?? PLACE_SYMBOLS[0]) },
      },
    }))
    .chain(({ place, requirement }) =>
      fc.record({
        requirement: fc.constant(requirement),
        place: fc.constant(place),
        fitting: fc.array(fittingPlayer(requirement), { minLength: 5, maxLength: 15 }),
        any: fc.array(anyPlayer(requirement), { maxLength: 15 }),
      }),
    );

/** The parts of a candidate a version answers. */
const stored = (
  candidate: Pick<
    Candidate,
    'contractMark' | 'financeMark' | 'personalMark' | 'playerPlanMark' | 'average'
  > & {
    contactId: string;
    reasons: unknown;
  },
) => ({
  contactId: candidate.contactId,
  contractMark: candidate.contractMark,
  financeMark: candidate.financeMark,
  personalMark: candidate.personalMark,
  playerPlanMark: candidate.playerPlanMark,
  average: candidate.average,
  reasons: candidate.reasons,
});

describe('the sport judged in memory plus the engine (issues 24, 28)', () => {
  it('answers exactly what the engine answers over every player of the sport', async () => {
    const { db } = context.t.database;
    const football = sport.Football ?? '';
    const [window] = await db
      .select()
      .from(transfers)
      .where(eq(transfers.tenantId, football))
      .orderBy(asc(transfers.fromDate))
      .limit(1);
    await fc.assert(
      fc.asyncProperty(
        scenarioIn({ fromDate: window?.fromDate ?? '', toDate: window?.toDate ?? '' }),
        async ({ requirement: asked, place: placeIndex, fitting, any }) => {
          const place = places[placeIndex] ?? places[0];
          if (!place || !window) throw new Error('No scenario');
          const before = new Set(
            (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, football))).map(
              (row) => row.id,
            ),
          );
          await insertPlayers(
            [...fitting, ...any].map((player) => ({ ...player, tenantId: football })),
            place.clubId,
          );
          const created = await send('POST', '/requirements', tokens.agent, {
            tenantId: football,
            clubId: place.clubId,
            contactId: place.contactId,
            transferId: window.id,
            positionRequirementIds: mapped(asked.positionIds),
            playerLevelRequirementIds: mapped(
              asked.playerLevelIds.length > 0 ? asked.playerLevelIds : levelPool,
            ),
            contractStatusRequirementIds: mapped(
              asked.contractStatusIds.length > 0 ? asked.contractStatusIds : statusPool,
            ),
            maxNetto: asked.maxNetto,
            maxBrutto: asked.maxBrutto,
            maxTransferSum: asked.maxTransferSum,
            valutaId: asked.valutaId ? real[asked.valutaId] : real.EUR,
            isAdvancedSearch: asked.isAdvancedSearch,
            minAge: asked.minAge,
            maxAge: asked.maxAge,
            minHeight: asked.minHeight,
            maxHeight: asked.maxHeight,
            minWeight: asked.minWeight,
            maxWeight: asked.maxWeight,
            rightyLefty: asked.rightyLefty,
            maritalStatus: asked.maritalStatus,
            countryId: asked.nationality ? nationIds[asked.nationality] : null,
            contractType: asked.contractType,
            pinsPriority: asked.pinsPriority,
          });
          expect(created.statusCode, created.body).toBe(201);
          const requirementId = created.json<{ id: string }>().id;
          const made = await send('POST', '/matches', tokens.agent, { requirementId });
          expect(made.statusCode, made.body).toBe(201);
          const version = (
            await get(`/matches/${made.json<{ id: string }>().id}`, tokens.agent)
          ).json<Match>();

          // The engine alone, over every live player of the sport.
          const requirement = await requirementOf(db, requirementId);
          if (!requirement) throw new Error('No requirement');
          const input = await matchRequirementOf(db, requirement);
          const liveIds = (
            await db
              .select({ id: contacts.id })
              .from(contacts)
              .where(
                and(eq(contacts.tenantId, football), eq(contacts.isPlayer, true), isNull(contacts.deletedAt)),
              )
          ).map((row) => row.id);
          const players = await loadMatchPlayers(db, liveIds);
          const engineContext = {
            currencies: await currenciesOf(db, football),
            names: await namesFor(db, input, players),
          };
          const alone = matchPlayers(input, players, engineContext, {
            keep: MAX_STORED_CANDIDATES,
            nearMisses: NEAR_MISSES_SHOWN,
          });

          expect(version.candidateCount).toBe(alone.candidateCount);
          expect(version.contactMatches.map(stored)).toEqual(
            alone.candidates.map((candidate) => stored({ ...candidate, contactId: candidate.playerId })),
          );
          expect(version.excludedBy).toEqual(alone.excludedBy);
          expect(version.unjudged).toEqual(alone.unjudged);
          expect(version.playersConsidered).toBe(players.length);
          expect(version.nearMisses.map((miss) => [miss.player.id, miss.broken, miss.change])).toEqual(
            alone.nearMisses.map((miss) => [miss.playerId, miss.broken, miss.change]),
          );

          // Leave Football as it was for the next run.
          await send('DELETE', `/requirements/${requirementId}`, tokens.agent);
          const added = (
            await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, football))
          ).filter((row) => !before.has(row.id));
          if (added.length > 0)
            await db.delete(contacts).where(
              inArray(
                contacts.id,
                added.map((row) => row.id),
              ),
            );
        },
      ),
      // Each run writes to the database: no shrinking, the first counterexample is reported as is.
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);
});
