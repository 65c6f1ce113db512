import { NO_NEED_POSITION, PLAYER_MESSAGES, type PlayerUpdate } from '@transferdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clubs,
  contractStatuses,
  countries,
  leagues,
  playerLevels,
  positions,
  teams,
  valutas,
} from '../../db/schema/index.ts';

export const SPORT_ID_MESSAGES = {
  club: 'Choose a club of this sport',
  clubDeleted: 'The club has been deleted; choose another',
  positions: 'Choose positions of this sport',
  valuta: 'Choose a currency of this sport',
  playerLevel: 'Choose a player level of this sport',
  contractStatus: 'Choose a contract status of this sport',
  countries: 'Choose countries from the list',
  leagues: 'Choose leagues of this sport',
  teams: 'Choose teams of this sport',
} as const;

type SportScopedTable = typeof positions | typeof playerLevels | typeof contractStatuses | typeof valutas;

/**
 * Every id a player's write names must be of the player's sport (countries: any country), and a
 * position never the one named `No need` (spec 2, section 5). Answers every failing field at once,
 * as `"<field>: <message>"`, so that the form can mark them all.
 */
export async function sportIdProblems(
  db: Db,
  tenantId: string,
  input: PlayerUpdate,
  /** The club to check, when the write changes it. */
  newClubId: string | null | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const ofSport = async (table: SportScopedTable | typeof leagues | typeof teams, ids: string[]) => {
    if (ids.length === 0) return true;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
    return found.length === new Set(ids).size;
  };
  const checks: Promise<void>[] = [];
  const check = (field: string, message: string, ok: () => Promise<boolean>) =>
    checks.push(
      ok().then((passed) => {
        if (!passed) problems.push(`${field}: ${message}`);
      }),
    );

  if (input.positionContactIds) {
    const ids = input.positionContactIds;
    checks.push(
      (async () => {
        const found = await db
          .select({ name: positions.name })
          .from(positions)
          .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, ids)));
        if (found.length !== new Set(ids).size) {
          problems.push(`positionContactIds: ${SPORT_ID_MESSAGES.positions}`);
        } else if (found.some((position) => position.name === NO_NEED_POSITION)) {
          problems.push(`positionContactIds: ${PLAYER_MESSAGES.noNeedPosition}`);
        }
      })(),
    );
  }
  if (input.valutaId) {
    const id = input.valutaId;
    check('valutaId', SPORT_ID_MESSAGES.valuta, () => ofSport(valutas, [id]));
  }
  // D38: each contract's buy-out currency, named by its place in the list as the form marks it.
  const buyOutValutas = (input.contracts ?? []).flatMap((contract, index) =>
    contract.buyOutValutaId ? [{ index, id: contract.buyOutValutaId }] : [],
  );
  if (buyOutValutas.length > 0) {
    checks.push(
      (async () => {
        const ids = [...new Set(buyOutValutas.map((contract) => contract.id))];
        const found = await db
          .select({ id: valutas.id })
          .from(valutas)
          .where(and(eq(valutas.tenantId, tenantId), inArray(valutas.id, ids)));
        const sportValutas = new Set(found.map((row) => row.id));
        for (const { index, id } of buyOutValutas) {
          if (!sportValutas.has(id))
            problems.push(`contracts.${index}.buyOutValutaId: ${SPORT_ID_MESSAGES.valuta}`);
        }
      })(),
    );
  }
  if (input.playerLevelId) {
    const id = input.playerLevelId;
    check('playerLevelId', SPORT_ID_MESSAGES.playerLevel, () => ofSport(playerLevels, [id]));
  }
  if (input.contractStatusId) {
    const id = input.contractStatusId;
    check('contractStatusId', SPORT_ID_MESSAGES.contractStatus, () => ofSport(contractStatuses, [id]));
  }
  for (const field of ['countryPriorityContactIds', 'countryExclusionContactIds'] as const) {
    const ids = input[field];
    if (ids?.length) {
      check(field, SPORT_ID_MESSAGES.countries, async () => {
        const found = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
        return found.length === new Set(ids).size;
      });
    }
  }
  for (const field of ['leaguePriorityContactIds', 'leagueExclusionContactIds'] as const) {
    const ids = input[field];
    if (ids?.length) check(field, SPORT_ID_MESSAGES.leagues, () => ofSport(leagues, ids));
  }
  for (const field of ['teamPriorityContactIds', 'teamExclusionContactIds'] as const) {
    const ids = input[field];
    if (ids?.length) check(field, SPORT_ID_MESSAGES.teams, () => ofSport(teams, ids));
  }
  if (newClubId) {
    checks.push(
      (async () => {
        const [club] = await db
          .select({ deletedAt: clubs.deletedAt })
          .from(clubs)
          .where(and(eq(clubs.id, newClubId), eq(clubs.tenantId, tenantId)));
        if (!club) problems.push(`clubId: ${SPORT_ID_MESSAGES.club}`);
        else if (club.deletedAt) problems.push(`clubId: ${SPORT_ID_MESSAGES.clubDeleted}`);
      })(),
    );
  }
  await Promise.all(checks);
  return problems.sort();
}

/** The name of the player's club (a deleted one too: it still shows), for the player's search key. */
export async function clubName(db: Db, clubId: string | null): Promise<string | null> {
  if (!clubId) return null;
  const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return club?.name ?? null;
}
