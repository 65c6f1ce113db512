import type { Named, NoNeedClub, Requirement } from '@transferdesk/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import {
  clubs,
  contacts,
  contractStatuses,
  countries,
  leagues,
  matches,
  playerLevels,
  positions,
  requirementContractStatuses,
  requirementPlayerLevels,
  requirementPositions,
  requirements,
  teams,
  transfers,
  valutas,
} from '../../db/schema/index.ts';
import { fieldsExcept } from '../../lib/row-fields.ts';

/**
 * The SQL that reads requirements: one row per requirement with its names and lists as
 * sub-queries (a page is one query), and the filters of `POST /requirements/filter`.
 */

/**
 * Columns of the requirement row inside sub-queries: Drizzle leaves them unqualified in a one-table
 * select, where `id` would mean the inner table's own.
 */
const outer = (column: string) => sql.raw(`"requirements"."${column}"`);

const namedList = (
  join: typeof requirementPositions | typeof requirementPlayerLevels | typeof requirementContractStatuses,
  joinColumn: string,
  table: typeof positions | typeof playerLevels | typeof contractStatuses,
) =>
  sql<Named[] | string>`coalesce((
    select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name_sort)
    from ${join} j join ${table} x on x.id = j.${sql.raw(joinColumn)}
    where j.requirement_id = ${outer('id')}), '[]'::json)`;

export const requirementColumns = {
  id: requirements.id,
  tenantId: requirements.tenantId,
  clubId: requirements.clubId,
  clubName: sql<string>`(select ${clubs.name} from ${clubs} where ${clubs.id} = ${outer('club_id')})`,
  clubDeleted: sql<boolean>`coalesce((select ${clubs.deletedAt} is not null from ${clubs} where ${clubs.id} = ${outer('club_id')}), false)`,
  transferId: requirements.transferId,
  transfer: sql<{ name: string; years: string; fromDate: string; toDate: string } | string>`(
    select json_build_object('name', t.name, 'years', t.years, 'fromDate', t.from_date::text, 'toDate', t.to_date::text)
    from ${transfers} t where t.id = ${outer('transfer_id')})`,
  contactId: requirements.contactId,
  contact: sql<{ id: string; firstName: string; lastName: string; deleted: boolean } | string>`(
    select json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'deleted', c.deleted_at is not null)
    from ${contacts} c where c.id = ${outer('contact_id')})`,
  positionRequirements: namedList(requirementPositions, 'position_id', positions),
  playerLevelRequirements: namedList(requirementPlayerLevels, 'player_level_id', playerLevels),
  contractStatusRequirements: namedList(requirementContractStatuses, 'contract_status_id', contractStatuses),
  maxNetto: requirements.maxNetto,
  maxBrutto: requirements.maxBrutto,
  maxTransferSum: requirements.maxTransferSum,
  valutaId: requirements.valutaId,
  valutaName: sql<
    string | null
  >`(select ${valutas.name} from ${valutas} where ${valutas.id} = ${outer('valuta_id')})`,
  description: requirements.description,
  isAdvancedSearch: requirements.isAdvancedSearch,
  minAge: requirements.minAge,
  maxAge: requirements.maxAge,
  maritalStatus: requirements.maritalStatus,
  countryId: requirements.countryId,
  countryName: sql<
    string | null
  >`(select ${countries.name} from ${countries} where ${countries.id} = ${outer('country_id')})`,
  rightyLefty: requirements.rightyLefty,
  pinsPriority: requirements.pinsPriority,
  contractType: requirements.contractType,
  minHeight: requirements.minHeight,
  maxHeight: requirements.maxHeight,
  minWeight: requirements.minWeight,
  maxWeight: requirements.maxWeight,
  isNoNeed: requirements.isNoNeed,
  // The candidates of its latest match version (D28); 0 when never matched.
  matchCount: sql<number>`coalesce((
    select m.candidate_count from ${matches} m where m.requirement_id = ${outer('id')}
    order by m.created_at desc, m.id desc limit 1), 0)`.mapWith(Number),
  createdAt: requirements.createdAt,
  updatedAt: requirements.updatedAt,
};

export type RequirementRow = Omit<
  typeof requirements.$inferSelect,
  'maritalStatus' | 'rightyLefty' | 'pinsPriority' | 'contractType'
> & {
  maritalStatus: string | null;
  rightyLefty: string | null;
  pinsPriority: string | null;
  contractType: string | null;
  clubName: string;
  clubDeleted: boolean;
  transfer: Requirement['transfer'] | string;
  contact: Requirement['contact'] | string;
  positionRequirements: Named[] | string;
  playerLevelRequirements: Named[] | string;
  contractStatusRequirements: Named[] | string;
  valutaName: string | null;
  countryName: string | null;
  matchCount: number;
};

/** json columns arrive parsed or as text, depending on the driver. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const named = (id: string | null, name: string | null): Named | null =>
  id === null || name === null ? null : { id, name };

/** The columns a requirement renames or reshapes; the rest pass as they are. */
const requirementFields = fieldsExcept<RequirementRow>(requirementColumns)(
  'clubName',
  'clubDeleted',
  'valutaName',
  'countryName',
  'createdAt',
  'updatedAt',
);

export function toRequirement(row: RequirementRow): Requirement {
  const requirement = requirementFields(row);
  // Into the copy, not a spread of it: spreading ~35 keys again would cost what the copy saved.
  return Object.assign(requirement, {
    // The table's check constraints hold these columns to the shared choice lists.
    maritalStatus: requirement.maritalStatus as Requirement['maritalStatus'],
    rightyLefty: requirement.rightyLefty as Requirement['rightyLefty'],
    pinsPriority: requirement.pinsPriority as Requirement['pinsPriority'],
    contractType: requirement.contractType as Requirement['contractType'],
    maxNetto: Number(requirement.maxNetto),
    maxBrutto: Number(requirement.maxBrutto),
    maxTransferSum: Number(requirement.maxTransferSum),
    club: { name: row.clubName, deleted: row.clubDeleted },
    transfer: json(requirement.transfer),
    contact: json(requirement.contact),
    positionRequirements: json(requirement.positionRequirements),
    playerLevelRequirements: json(requirement.playerLevelRequirements),
    contractStatusRequirements: json(requirement.contractStatusRequirements),
    valuta: named(requirement.valutaId, row.valutaName),
    country: named(requirement.countryId, row.countryName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** Requirements asking for one of `ids` in the list `join` keeps (any of them). */
export const asksForAny = (
  join: typeof requirementPositions | typeof requirementPlayerLevels | typeof requirementContractStatuses,
  column: string,
  ids: string[],
): SQL =>
  sql`exists (select 1 from ${join} j where j.requirement_id = ${outer('id')} and j.${sql.raw(column)} in ${ids})`;

/** The club's team plays in a league of one of these countries (the country filter of spec 2). */
export const clubInCountries = (countryIds: string[]): SQL =>
  sql`exists (
    select 1 from ${clubs} c
    join ${teams} t on t.id = c.team_id
    join ${leagues} l on l.id = t.league_id
    join ${countries} co on co.name_sort = l.country_name_sort
    where c.id = ${outer('club_id')} and co.id in ${countryIds})`;

export const clubIn = (clubIds: string[]): SQL => inArray(requirements.clubId, clubIds);

/** The club, sorted on its name (the "club" sort). */
export const clubNameSort = sql`(select ${clubs.nameSort} from ${clubs} where ${clubs.id} = ${outer('club_id')})`;

// No-need page (D26) ----------------------------------------------------------------------------

const clubTeam = sql`(select t.id from ${teams} t where t.id = (select c.team_id from ${clubs} c where c.id = ${outer('club_id')}))`;
const clubLeague = sql`(select t.league_id from ${teams} t where t.id = ${clubTeam})`;

export const noNeedColumns = {
  requirementId: requirements.id,
  clubId: requirements.clubId,
  clubName: sql<string>`(select ${clubs.name} from ${clubs} where ${clubs.id} = ${outer('club_id')})`,
  logoPath: sql<
    string | null
  >`(select ${clubs.logoPath} from ${clubs} where ${clubs.id} = ${outer('club_id')})`,
  team: sql<
    Named | string | null
  >`(select json_build_object('id', t.id, 'name', t.name) from ${teams} t where t.id = ${clubTeam})`,
  league: sql<
    Named | string | null
  >`(select json_build_object('id', l.id, 'name', l.name) from ${leagues} l where l.id = ${clubLeague})`,
  countryName: sql<string>`coalesce((select l.country_name from ${leagues} l where l.id = ${clubLeague}), '')`,
  description: requirements.description,
  createdAt: requirements.createdAt,
};
export type NoNeedRow = {
  requirementId: string;
  clubId: string;
  clubName: string;
  logoPath: string | null;
  team: Named | string | null;
  league: Named | string | null;
  countryName: string;
  description: string;
  createdAt: Date;
};

export function toNoNeedClub(row: NoNeedRow): NoNeedClub {
  return {
    id: row.clubId,
    name: row.clubName,
    logoUrl: row.logoPath,
    team: row.team === null ? null : json(row.team),
    league: row.league === null ? null : json(row.league),
    countryName: row.countryName,
    requirementId: row.requirementId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A club registered no need more than once for a window: only its latest registration is listed. */
export const latestNoNeedOfClub = sql`not exists (
  select 1 from ${requirements} later
  where later.club_id = ${outer('club_id')} and later.transfer_id = ${outer('transfer_id')} and later.is_no_need
    and (later.created_at, later.id) > (${outer('created_at')}, ${outer('id')}))`;

/** The club is not deleted, and its name or city matches the text (sort keys, like the club list). */
export const clubListed = (searchKey: string | null): SQL =>
  sql`exists (select 1 from ${clubs} c where c.id = ${outer('club_id')} and c.deleted_at is null
    ${searchKey ? sql`and c.search_key like ${`%${searchKey}%`}` : sql``})`;

/** The club's team's league is in this country. */
export const clubInCountry = (countryId: string): SQL => clubInCountries([countryId]);
