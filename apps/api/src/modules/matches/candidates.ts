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
import { loadMatchPlayers, rowsOf } from './match-players.ts';

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

/** The price of 1 EUR in each of the sport's currencies, by id. */
type Prices = ReadonlyMap<string, number>;

/**
 * The sport's players (`p`) joined once to the sets the constraints read: the holders of an asked
 * position (`pos`), and the players who exclude the club's team, league or country (`xs`, one row
 * per such player, each set read through its index). Two hash joins cost one pass over the
 * players, where a correlated sub-query per player and constraint cost an index probe each (issue
 * 13's bench: 8 s against 100,000 players, JIT compilation of the costly plans included).
 */
function joinedSets(requirement: MatchRequirement) {
  const { club } = requirement;
  const joins: SQL[] = [
    sql`left join (select pp.contact_id from ${playerPositions} pp where pp.position_id in ${requirement.positionIds} group by pp.contact_id) pos on pos.contact_id = ${p}.id`,
  ];
  const parts: SQL[] = [];
  const excludes = (
    kind: 'team' | 'league' | 'country',
    table: typeof playerTeams | typeof playerLeagues | typeof playerCountries,
    column: string,
    id: string | null,
  ) => {
    if (!id) return null;
    parts.push(
      sql`select x.contact_id, ${sql.raw(`'${kind}'`)} as kind from ${table} x where x.${sql.raw(column)} = ${id} and x.preference = 'exclusion'`,
    );
    return sql`xs.${sql.raw(kind)} is not true`;
  };
  const excludesTeam = excludes('team', playerTeams, 'team_id', club.teamId);
  const excludesLeague = excludes('league', playerLeagues, 'league_id', club.leagueId);
  const excludesCountry = excludes('country', playerCountries, 'country_id', club.countryId);
  if (parts.length > 0) {
    joins.push(
      sql`left join (select u.contact_id, bool_or(u.kind = 'team') as team, bool_or(u.kind = 'league') as league, bool_or(u.kind = 'country') as country from (${sql.join(parts, sql` union all `)}) u group by u.contact_id) xs on xs.contact_id = ${p}.id`,
    );
  }
  return { joins: sql.join(joins, sql` `), excludesTeam, excludesLeague, excludesCountry };
}

/**
 * Conditions on the joined row that each name one hard constraint (null: not asked). Each is true
 * or false, never null (a player without a level breaks a level asked), so that the counts and the
 * candidates agree.
 */
function constraintConditions(
  requirement: MatchRequirement,
  budget: SqlBudget,
  prices: Prices,
  sets: ReturnType<typeof joinedSets>,
) {
  // amount / value(player's) × price(requirement's) ≤ maximum + 0.01 (docs/matching.md, section 2)
  // as amount ≤ the cap in the player's currency, one constant per currency of the sport, so that
  // a player costs one comparison (a player without a known currency is in EUR).
  const withinBudget = (column: string, maximum: number) => {
    if (maximum <= 0) return null;
    const cap = (value: number) => ((maximum + 0.01) * value) / budget.requirementPrice;
    const branches = [...prices].map(([id, value]) => sql`when ${id}::uuid then ${cap(value)}::numeric`);
    return sql`${p}.${sql.raw(column)} <= case ${p}.valuta_id ${sql.join(branches, sql` `)} else ${cap(1)}::numeric end`;
  };
  const conditions: [HardConstraint, SQL | null][] = [
    ['notInApp', sql`${p}.include_in_app`],
    ['position', sql`pos.contact_id is not null`],
    [
      'playerLevel',
      requirement.playerLevelIds.length > 0
        ? sql`coalesce(${p}.player_level_id in ${requirement.playerLevelIds}, false)`
        : null,
    ],
    [
      'contractStatus',
      requirement.contractStatusIds.length > 0
        ? sql`coalesce(${p}.contract_status_id in ${requirement.contractStatusIds}, false)`
        : null,
    ],
    ['excludesTeam', sets.excludesTeam],
    ['excludesLeague', sets.excludesLeague],
    ['excludesCountry', sets.excludesCountry],
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

/**
 * Narrows and counts in one pass over the sport's players (the candidates' ids come back with the
 * counts), then loads the candidates by id in four queries, whatever the number of players (and
 * reads the sport's currencies first when a budget is capped).
 */
export async function narrowCandidates(
  db: Db,
  requirement: MatchRequirement,
  budget: SqlBudget,
): Promise<Narrowed> {
  const capped = requirement.maxNetto > 0 || requirement.maxBrutto > 0 || requirement.maxTransferSum > 0;
  const prices: Prices = new Map(
    capped
      ? rowsOf(
          await db.execute(sql`select id, value from ${valutas} where tenant_id = ${requirement.tenantId}`),
        ).map((row) => [String(row.id), Number(row.value)])
      : [],
  );
  const sets = joinedSets(requirement);
  const conditions = constraintConditions(requirement, budget, prices, sets);
  // One row per player with one flag per constraint (true: met), each computed once; `offset 0`
  // keeps the planner from copying the conditions into every aggregate below.
  const flags = sql.join(
    [sql`${p}.id`, ...conditions.map(([name, condition]) => sql`${condition} as ${sql.identifier(name)}`)],
    sql`, `,
  );
  const met = sql.join(
    conditions.map(([name]) => sql.identifier(name)),
    sql` and `,
  );
  const counts = sql.join(
    [
      sql`count(*)::int as considered`,
      ...conditions.map(
        ([name]) =>
          sql`(count(*) filter (where not ${sql.identifier(name)}))::int as ${sql.identifier(name)}`,
      ),
      // Text, not uuid[]: both drivers answer it as one string.
      sql`coalesce(string_agg(f.id::text, ',') filter (where ${met}), '') as candidate_ids`,
    ],
    sql`, `,
  );
  const countResult = await db.transaction(async (tx) => {
    // The pass reads contacts_match_idx (migration 0011) alone. At the default random_page_cost
    // (4, a spinning disk's) the planner prices the index's pages as random reads and scans the
    // whole table instead, at twice the time; 1.1 is what PostgreSQL's docs advise for SSDs and
    // cached data, set for this statement only.
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return tx.execute(sql`
      select ${counts} from (
        select ${flags} from ${contacts} ${p} ${sets.joins}
        where ${sportPlayers(requirement.tenantId)} offset 0
      ) f`);
  });
  const [countRow = {}] = rowsOf(countResult);
  const ids = String(countRow.candidate_ids ?? '');
  const players = ids === '' ? [] : await loadMatchPlayers(db, ids.split(','));
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  for (const [name] of conditions) {
    const excluded = Number(countRow[name] ?? 0);
    if (excluded > 0) excludedBy[name] = excluded;
  }
  return { players, considered: Number(countRow.considered ?? 0), excludedBy };
}
