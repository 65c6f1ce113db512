import {
  EXCLUSION_CONSTRAINTS,
  type ExclusionConstraint,
  type HardConstraint,
  type MatchPlayer,
  type MatchRequirement,
} from '@transferdesk/shared';
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
 * The SQL half of matching (D27): one pass over the sport's players that judges every hard
 * constraint exactly as the engine does (the engine stays the judge and checks again), counts how
 * many players each leaves out, and answers the ids of the candidates and of some near misses.
 */

const p = sql.raw('"p"');

/** The price of 1 EUR in each of the sport's currencies, by id. */
type Prices = ReadonlyMap<string, number>;

const exclusionTables = {
  excludesTeam: [playerTeams, 'team_id', 'teamId'],
  excludesLeague: [playerLeagues, 'league_id', 'leagueId'],
  excludesCountry: [playerCountries, 'country_id', 'countryId'],
} as const;

/**
 * The sport's players (`p`) joined once to the sets the constraints read: the holders of an asked
 * position (`pos`), and the players who exclude the club's team, league or country (`xs`). Two hash
 * joins cost one pass over the players.
 */
function joinedSets(requirement: MatchRequirement) {
  const { club } = requirement;
  const joins: SQL[] = [
    sql`left join (select pp.contact_id from ${playerPositions} pp where pp.position_id in ${requirement.positionIds} group by pp.contact_id) pos on pos.contact_id = ${p}.id`,
  ];
  const parts: SQL[] = [];
  const flags: Partial<Record<ExclusionConstraint, SQL>> = {};
  for (const constraint of EXCLUSION_CONSTRAINTS) {
    const [table, column, key] = exclusionTables[constraint];
    const id = club[key];
    if (!id) continue;
    parts.push(
      sql`select x.contact_id, ${constraint}::text as kind from ${table} x where x.${sql.raw(column)} = ${id} and x.preference = 'exclusion'`,
    );
    flags[constraint] = sql`coalesce(${constraint} <> all(xs.kinds), true)`;
  }
  if (parts.length > 0) {
    joins.push(
      sql`left join (select u.contact_id, array_agg(u.kind) as kinds from (${sql.join(parts, sql` union all `)}) u group by u.contact_id) xs on xs.contact_id = ${p}.id`,
    );
  }
  return { joins: sql.join(joins, sql` `), flags };
}

/**
 * The day `years` years before `date`, as the bound of an age on that date: at least n years old
 * is born on or before it, at most n years old is born after the bound of n + 1. A 29 February the
 * earlier year lacks is its 28 February: nobody is born between the two.
 */
function yearsBack(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = date.slice(5) === '02-29' && !leap ? '02-28' : date.slice(5);
  return `${String(year).padStart(4, '0')}-${day}`;
}

/**
 * Conditions on the joined row, one per hard constraint the requirement asks (true: met). Each is
 * the engine's rule written in SQL, never null, so that counts and candidates agree with it.
 */
function constraintConditions(
  requirement: MatchRequirement,
  prices: Prices,
  requirementPrice: number,
  sets: ReturnType<typeof joinedSets>,
) {
  // The engine's conversion in the same IEEE doubles: round₂(amount / value(player's) × price),
  // rounded as JavaScript's Math.round does (half up; PostgreSQL's round() of a double rounds half
  // to even).
  const priceOfPlayer = sql`case ${p}.valuta_id ${sql.join(
    [...prices].map(([id, value]) => sql`when ${id}::uuid then ${value}::float8`),
    sql` `,
  )} else 1::float8 end`;
  const withinBudget = (column: string, maximum: number) =>
    maximum <= 0
      ? null
      : sql`floor(${p}.${sql.raw(column)}::float8 / ${priceOfPlayer} * ${requirementPrice}::float8 * 100 + 0.5) / 100 <= ${maximum}::float8`;
  const advanced = requirement.isAdvancedSearch;
  const range = (column: SQL, min: number | null, max: number | null) =>
    !advanced || (min === null && max === null)
      ? null
      : sql`(${column} <= 0 or (${min === null ? sql`true` : sql`${column} >= ${min}`} and ${max === null ? sql`true` : sql`${column} <= ${max}`}))`;
  // Age on the window's first day: at least n years old ⇔ born on or before that day n years back.
  const from = requirement.window.fromDate;
  const birthday = sql`${p}.date_of_birth`;
  const age =
    !advanced || (requirement.minAge === null && requirement.maxAge === null)
      ? null
      : sql`(${birthday} is null or (${requirement.minAge === null ? sql`true` : sql`${birthday} <= ${yearsBack(from, requirement.minAge)}::date`} and ${requirement.maxAge === null ? sql`true` : sql`${birthday} > ${yearsBack(from, requirement.maxAge + 1)}::date`}))`;
  // An array expression (the cast), so that `= any(...)` reads its elements rather than its rows.
  const nationalities = sql`(select array_agg(btrim(n)) filter (where btrim(n) <> '') from unnest(string_to_array(${p}.nationality, '||')) n)::text[]`;
  const pinsAccepted = requirement.pinsPriority
    ? ['A', 'B', 'C', 'D', 'E'].slice(0, ['A', 'B', 'C', 'D', 'E'].indexOf(requirement.pinsPriority) + 1)
    : [];
  const conditions: [HardConstraint, SQL | null][] = [
    ['notInApp', sql`${p}.include_in_app`],
    ['currentClub', sql`${p}.club_id is distinct from ${requirement.club.id}::uuid`],
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
    ['excludesTeam', sets.flags.excludesTeam ?? null],
    ['excludesLeague', sets.flags.excludesLeague ?? null],
    ['excludesCountry', sets.flags.excludesCountry ?? null],
    ['age', age],
    ['height', range(sql`${p}.height`, requirement.minHeight, requirement.maxHeight)],
    ['weight', range(sql`${p}.weight`, requirement.minWeight, requirement.maxWeight)],
    [
      'footing',
      advanced && requirement.rightyLefty
        ? sql`coalesce(${p}.righty_lefty in ('Both', ${requirement.rightyLefty}), true)`
        : null,
    ],
    [
      'maritalStatus',
      advanced && requirement.maritalStatus
        ? sql`coalesce(${p}.marital_status = ${requirement.maritalStatus}, true)`
        : null,
    ],
    [
      'nationality',
      advanced && requirement.nationality
        ? sql`coalesce(${requirement.nationality}::text = any(${nationalities}), ${nationalities} is null)`
        : null,
    ],
    [
      'contractType',
      advanced && requirement.contractType
        ? sql`coalesce(${p}.contract_type = ${requirement.contractType}, false)`
        : null,
    ],
    [
      'pinsPriority',
      advanced && requirement.pinsPriority
        ? sql`coalesce(${p}.pins_priority in ${pinsAccepted}, false)`
        : null,
    ],
    ['netto', withinBudget('min_salary_netto', requirement.maxNetto)],
    ['brutto', withinBudget('min_salary_brutto', requirement.maxBrutto)],
    ['transferFee', withinBudget('est_transfer', requirement.maxTransferSum)],
  ];
  return conditions.filter((entry): entry is [HardConstraint, SQL] => entry[1] !== null);
}

const sportPlayers = (tenantId: string) =>
  sql`${p}.tenant_id = ${tenantId} and ${p}.is_player and ${p}.deleted_at is null`;

/** How many near misses' players are loaded for the engine to rank (docs/matching.md, section 7). */
export const NEAR_MISS_POOL = 500;

export interface Narrowed {
  /** The players who meet every constraint, with what the engine reads. */
  players: MatchPlayer[];
  /** Players left out by exactly one constraint (at most NEAR_MISS_POOL of them). */
  nearMissPlayers: MatchPlayer[];
  /** The sport's players (not deleted) that were considered. */
  considered: number;
  /** Per constraint, how many of the sport's players it leaves out. */
  excludedBy: Partial<Record<HardConstraint, number>>;
  /** Per exclusion the club's unknown place leaves unjudged, how many players hold one. */
  unjudged: Partial<Record<ExclusionConstraint, number>>;
}

/**
 * Judges and counts in one pass over the sport's players, then loads the candidates and the near
 * misses by id in four queries.
 */
export async function narrowCandidates(
  db: Db,
  requirement: MatchRequirement,
  { requirementPrice }: { requirementPrice: number },
): Promise<Narrowed> {
  const prices: Prices = new Map(
    rowsOf(
      await db.execute(sql`select id, value from ${valutas} where tenant_id = ${requirement.tenantId}`),
    ).map((row) => [String(row.id), Number(row.value)]),
  );
  const sets = joinedSets(requirement);
  const conditions = constraintConditions(requirement, prices, requirementPrice, sets);
  // One row per player with one flag per constraint (true: met), each computed once; `offset 0`
  // keeps the planner from copying the conditions into every aggregate below.
  const flags = sql.join(
    [
      sql`${p}.id`,
      sql`${p}.mandate`,
      sql`${p}.pins_priority`,
      ...conditions.map(([name, condition]) => sql`${condition} as ${sql.identifier(name)}`),
    ],
    sql`, `,
  );
  const failed = sql.join(
    [sql`0`, ...conditions.map(([name]) => sql`(not ${sql.identifier(name)})::int`)],
    sql` + `,
  );
  const counts = sql.join(
    [
      sql`count(*)::int as considered`,
      ...conditions.map(
        ([name]) =>
          sql`(count(*) filter (where not ${sql.identifier(name)}))::int as ${sql.identifier(name)}`,
      ),
      // Text, not uuid[]: both drivers answer it as one string.
      sql`coalesce(string_agg(f.id::text, ',') filter (where f.failed = 0), '') as candidate_ids`,
      // Near misses: the agency's own players first (mandate, PINS priority), then by id.
      sql`coalesce(array_to_string((array_agg(f.id::text order by f.mandate desc, f.pins_priority nulls last, f.id) filter (where f.failed = 1))[1:${sql.raw(String(NEAR_MISS_POOL))}], ','), '') as near_ids`,
    ],
    sql`, `,
  );
  const countResult = await db.transaction(async (tx) => {
    // The pass reads contacts_match_idx (migrations 0011, 0016) alone. At the default
    // random_page_cost (4, a spinning disk's) the planner prices the index's pages as random reads
    // and scans the whole table instead; 1.1 is what PostgreSQL's docs advise for SSDs and cached
    // data, set for this statement only.
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return tx.execute(sql`
      select ${counts} from (
        select *, ${failed} as failed from (
          select ${flags} from ${contacts} ${p} ${sets.joins}
          where ${sportPlayers(requirement.tenantId)} offset 0
        ) judged offset 0
      ) f`);
  });
  const [countRow = {}] = rowsOf(countResult);
  const idsOf = (value: unknown) => (String(value ?? '') === '' ? [] : String(value).split(','));
  // Candidates and near misses in one load: each of its four queries reads its table once.
  const nearIds = new Set(idsOf(countRow.near_ids));
  const [loaded, unjudged] = await Promise.all([
    loadMatchPlayers(db, [...idsOf(countRow.candidate_ids), ...nearIds]),
    unjudgedExclusionCounts(db, requirement),
  ]);
  const players = loaded.filter((player) => !nearIds.has(player.id));
  const nearMissPlayers = loaded.filter((player) => nearIds.has(player.id));
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  for (const [name] of conditions) {
    const excluded = Number(countRow[name] ?? 0);
    if (excluded > 0) excludedBy[name] = excluded;
  }
  return { players, nearMissPlayers, considered: Number(countRow.considered ?? 0), excludedBy, unjudged };
}

/** The sport's players holding an exclusion of a kind the club's place leaves unknown. */
async function unjudgedExclusionCounts(db: Db, requirement: MatchRequirement) {
  const unjudged: Partial<Record<ExclusionConstraint, number>> = {};
  for (const constraint of EXCLUSION_CONSTRAINTS) {
    const [table, , key] = exclusionTables[constraint];
    if (requirement.club[key] !== null) continue;
    const [row] = rowsOf(
      await db.execute(sql`
        select count(distinct x.contact_id)::int as count from ${table} x
        join ${contacts} ${p} on ${p}.id = x.contact_id
        where x.preference = 'exclusion' and ${sportPlayers(requirement.tenantId)}`),
    );
    const count = Number(row?.count ?? 0);
    if (count > 0) unjudged[constraint] = count;
  }
  return unjudged;
}

/** How many players of the sport are considered: a no-need requirement leaves every one out. */
export async function countSportPlayers(db: Db, tenantId: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(
      sql`select count(*)::int as count from ${contacts} ${p} where ${sportPlayers(tenantId)}`,
    ),
  );
  return Number(row?.count ?? 0);
}
