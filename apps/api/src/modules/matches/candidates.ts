import type { HardConstraint, MatchPlayer, MatchRequirement } from '@transferdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contacts,
  playerCountries,
  playerLeagues,
  playerPositions,
  playerTeams,
  valutas,
} from '../../db/schema/index.ts';
import { loadMatchPlayersIn, rowsOf } from './match-players.ts';

/**
 * The SQL half of matching (D27): narrow the sport's players to those who can meet the
 * requirement with indexed conditions, then load what the engine needs of them. The narrowing is
 * a superset (budgets with a cent to spare, the advanced criteria left to the engine), so the
 * engine stays the judge of every constraint.
 */

const p = sql.raw('"p"');

/** A price of 1 EUR in the requirement's currency, to convert players' amounts in SQL. */
export interface SqlBudget {
  requirementPrice: number;
}

/** Conditions on a player row aliased `p` that each name one hard constraint (null: not asked). */
function constraintConditions(requirement: MatchRequirement, budget: SqlBudget) {
  const { club } = requirement;
  const excludes = (
    table: typeof playerTeams | typeof playerLeagues | typeof playerCountries,
    column: string,
    id: string | null,
  ) =>
    id
      ? sql`not exists (select 1 from ${table} x where x.contact_id = ${p}.id and x.${sql.raw(column)} = ${id} and x.preference = 'exclusion')`
      : null;
  const withinBudget = (column: string, maximum: number) =>
    maximum > 0
      ? sql`${p}.${sql.raw(column)} / coalesce((select v.value from ${valutas} v where v.id = ${p}.valuta_id), 1) * ${budget.requirementPrice} <= ${maximum + 0.01}`
      : null;
  const conditions: [HardConstraint, SQL | null][] = [
    ['notInApp', sql`${p}.include_in_app`],
    [
      'position',
      sql`exists (select 1 from ${playerPositions} pp where pp.contact_id = ${p}.id and pp.position_id in ${requirement.positionIds})`,
    ],
    [
      'playerLevel',
      requirement.playerLevelIds.length > 0
        ? sql`${p}.player_level_id in ${requirement.playerLevelIds}`
        : null,
    ],
    [
      'contractStatus',
      requirement.contractStatusIds.length > 0
        ? sql`${p}.contract_status_id in ${requirement.contractStatusIds}`
        : null,
    ],
    ['excludesTeam', excludes(playerTeams, 'team_id', club.teamId)],
    ['excludesLeague', excludes(playerLeagues, 'league_id', club.leagueId)],
    ['excludesCountry', excludes(playerCountries, 'country_id', club.countryId)],
    ['netto', withinBudget('min_salary_netto', requirement.maxNetto)],
    ['brutto', withinBudget('min_salary_brutto', requirement.maxBrutto)],
    ['transferFee', withinBudget('est_transfer', requirement.maxTransferSum)],
  ];
  return conditions.filter((entry): entry is [HardConstraint, SQL] => entry[1] !== null);
}

const sportPlayers = (tenantId: string) =>
  sql`${p}.tenant_id = ${tenantId} and ${p}.is_player and ${p}.deleted_at is null`;

export interface Narrowed {
  /** The players who pass every SQL condition, with what the engine reads. */
  players: MatchPlayer[];
  /** The sport's players (not deleted) that were considered. */
  considered: number;
  /** Per constraint checked in SQL, how many of the sport's players it leaves out. */
  excludedBy: Partial<Record<HardConstraint, number>>;
}

/** Narrows, counts and loads in five queries, whatever the number of players. */
export async function narrowCandidates(
  db: Db,
  requirement: MatchRequirement,
  budget: SqlBudget,
): Promise<Narrowed> {
  const conditions = constraintConditions(requirement, budget);
  const all = sportPlayers(requirement.tenantId);
  const passes = sql.join([all, ...conditions.map(([, condition]) => condition)], sql` and `);
  const counts = sql.join(
    [
      sql`count(*)::int as considered`,
      ...conditions.map(
        ([name, condition]) =>
          sql`(count(*) filter (where not (${condition})))::int as ${sql.identifier(name)}`,
      ),
    ],
    sql`, `,
  );
  const countQuery = db.execute(sql`select ${counts} from ${contacts} ${p} where ${all}`);
  const candidateIds = sql`select ${p}.id from ${contacts} ${p} where ${passes}`;

  const [countResult, players] = await Promise.all([countQuery, loadMatchPlayersIn(db, candidateIds)]);
  const [countRow = {}] = rowsOf(countResult);
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  for (const [name] of conditions) {
    const excluded = Number(countRow[name] ?? 0);
    if (excluded > 0) excludedBy[name] = excluded;
  }
  return { players, considered: Number(countRow.considered ?? 0), excludedBy };
}
