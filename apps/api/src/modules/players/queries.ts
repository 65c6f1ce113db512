import type {
  Contract,
  Named,
  Player,
  PlayerListItem,
  PositionOption,
  VideoInfo,
} from '@transferdesk/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
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
  tenants,
  valutas,
  videoInfos,
} from '../../db/schema/index.ts';
import { contactFieldColumns } from '../../lib/contact-rows.ts';
import { fieldsExcept } from '../../lib/row-fields.ts';

/**
 * The SQL that reads players: a list row in one query (its names and positions as sub-queries), and
 * a whole player with one query per list. Writes live in service.ts.
 */

/**
 * The player row in a sub-query. Drizzle leaves columns unqualified in a one-table select, where
 * `id` inside a sub-query would mean the inner table's own id.
 */
const playerRowId = sql.raw('"contacts"."id"');

/** The scalar fields a player DTO carries, as columns. */
export const fieldColumns = {
  ...contactFieldColumns,
  minSalaryNetto: contacts.minSalaryNetto,
  minSalaryBrutto: contacts.minSalaryBrutto,
  estTransfer: contacts.estTransfer,
  formerClub: contacts.formerClub,
  statistics: contacts.statistics,
  internationalLevel: contacts.internationalLevel,
  playerReferences: contacts.playerReferences,
};

const nameOf = (table: typeof valutas | typeof playerLevels | typeof contractStatuses, id: AnyPgColumn) =>
  sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;

export const playerColumns = {
  id: contacts.id,
  tenantId: contacts.tenantId,
  tenantName: sql<string>`(select ${tenants.name} from ${tenants} where ${tenants.id} = ${contacts.tenantId})`,
  clubId: contacts.clubId,
  clubName: sql<string | null>`(select ${clubs.name} from ${clubs} where ${clubs.id} = ${contacts.clubId})`,
  clubDeleted: sql<boolean>`coalesce((select ${clubs.deletedAt} is not null from ${clubs} where ${clubs.id} = ${contacts.clubId}), false)`,
  ...fieldColumns,
  valutaId: contacts.valutaId,
  valutaName: nameOf(valutas, contacts.valutaId),
  playerLevelId: contacts.playerLevelId,
  playerLevelName: nameOf(playerLevels, contacts.playerLevelId),
  contractStatusId: contacts.contractStatusId,
  contractStatusName: nameOf(contractStatuses, contacts.contractStatusId),
  positions: sql<PositionOption[] | string>`coalesce((
    select json_agg(json_build_object('id', p.id, 'name', p.name, 'category', p.category) order by p.name_sort)
    from ${playerPositions} pp join ${positions} p on p.id = pp.position_id
    where pp.contact_id = ${playerRowId}), '[]'::json)`,
  playerContractEndDate: sql<string | null>`(
    select max(pc.end_date)::text from ${playerContracts} pc
    where pc.contact_id = ${playerRowId} and pc.contract_name = 'PlayerContract')`,
  picturePath: contacts.picturePath,
  deletedAt: contacts.deletedAt,
  erasedAt: contacts.erasedAt,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

export type PlayerRow = Pick<
  typeof contacts.$inferSelect,
  | 'id'
  | 'tenantId'
  | 'clubId'
  | keyof typeof fieldColumns
  | 'valutaId'
  | 'playerLevelId'
  | 'contractStatusId'
  | 'picturePath'
  | 'deletedAt'
  | 'erasedAt'
  | 'createdAt'
  | 'updatedAt'
> & {
  tenantName: string;
  clubName: string | null;
  clubDeleted: boolean;
  valutaName: string | null;
  playerLevelName: string | null;
  contractStatusName: string | null;
  positions: PositionOption[] | string;
  playerContractEndDate: string | null;
};

const named = (id: string | null, name: string | null): Named | null =>
  id === null || name === null ? null : { id, name };

/** numeric columns arrive as numbers or strings depending on the driver's parser. */
const money = (value: number | string) => Number(value);

/** The columns a list item renames or reshapes; the rest pass as they are. */
const listItemFields = fieldsExcept<PlayerRow>(playerColumns)(
  'tenantName',
  'clubName',
  'clubDeleted',
  'picturePath',
  'playerCvLink',
  'deletedAt',
  // D48: only the answer about one player says it (lists never hold an erased player).
  'erasedAt',
  'createdAt',
  'updatedAt',
  'valutaName',
  'playerLevelName',
  'contractStatusName',
  'positions',
);

export function toListItem(row: PlayerRow): PlayerListItem {
  const item = listItemFields(row);
  const { positions } = row;
  // Into the copy, not a spread of it: spreading ~50 keys again would cost what the copy saved.
  return Object.assign(item, {
    // The table's check constraints hold these columns to the shared choice lists.
    pinsPriority: item.pinsPriority as PlayerListItem['pinsPriority'],
    contractType: item.contractType as PlayerListItem['contractType'],
    maritalStatus: item.maritalStatus as PlayerListItem['maritalStatus'],
    rightyLefty: item.rightyLefty as PlayerListItem['rightyLefty'],
    minSalaryNetto: money(item.minSalaryNetto),
    minSalaryBrutto: money(item.minSalaryBrutto),
    estTransfer: money(item.estTransfer),
    tenant: { name: row.tenantName },
    club: row.clubName === null ? null : { name: row.clubName, deleted: row.clubDeleted },
    valuta: named(item.valutaId, row.valutaName),
    playerLevel: named(item.playerLevelId, row.playerLevelName),
    contractStatus: named(item.contractStatusId, row.contractStatusName),
    positionContacts: typeof positions === 'string' ? JSON.parse(positions) : positions,
    pictureUrl: row.picturePath,
    playerCVLink: row.playerCvLink,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

type Preference = 'priority' | 'exclusion';

/** The player's countries, leagues and teams, each split into priorities and exclusions, by name. */
async function preferenceLists(db: Db, playerId: string) {
  const [countryRows, leagueRows, teamRows] = await Promise.all([
    db
      .select({ id: countries.id, name: countries.name, preference: playerCountries.preference })
      .from(playerCountries)
      .innerJoin(countries, eq(countries.id, playerCountries.countryId))
      .where(eq(playerCountries.contactId, playerId))
      .orderBy(asc(countries.nameSort)),
    db
      .select({ id: leagues.id, name: leagues.name, preference: playerLeagues.preference })
      .from(playerLeagues)
      .innerJoin(leagues, eq(leagues.id, playerLeagues.leagueId))
      .where(eq(playerLeagues.contactId, playerId))
      .orderBy(asc(leagues.nameSort)),
    db
      .select({ id: teams.id, name: teams.name, preference: playerTeams.preference })
      .from(playerTeams)
      .innerJoin(teams, eq(teams.id, playerTeams.teamId))
      .where(eq(playerTeams.contactId, playerId))
      .orderBy(asc(teams.nameSort)),
  ]);
  const split = (rows: { id: string; name: string; preference: Preference }[], preference: Preference) =>
    rows.filter((row) => row.preference === preference).map(({ id, name }) => ({ id, name }));
  return {
    countryPriorityContacts: split(countryRows, 'priority'),
    countryExclusionContacts: split(countryRows, 'exclusion'),
    leaguePriorityContacts: split(leagueRows, 'priority'),
    leagueExclusionContacts: split(leagueRows, 'exclusion'),
    teamPriorityContacts: split(teamRows, 'priority'),
    teamExclusionContacts: split(teamRows, 'exclusion'),
  };
}

export const contractColumns = {
  id: playerContracts.id,
  contractName: playerContracts.contractName,
  clubName: playerContracts.clubName,
  contractType: playerContracts.contractType,
  startDate: playerContracts.startDate,
  endDate: playerContracts.endDate,
  link: playerContracts.link,
  termination: playerContracts.termination,
  comment: playerContracts.comment,
  contractPartner: playerContracts.contractPartner,
  type: playerContracts.type,
  buyOut: playerContracts.buyOut,
  buyOutDate: playerContracts.buyOutDate,
  buyOutComment: playerContracts.buyOutComment,
  buyOutAmount: playerContracts.buyOutAmount,
  buyOutValutaId: playerContracts.buyOutValutaId,
  buyOutValutaName: nameOf(valutas, playerContracts.buyOutValutaId),
  option: playerContracts.option,
  optionDate: playerContracts.optionDate,
  optionComment: playerContracts.optionComment,
  relegationOrPromotion: playerContracts.relegationOrPromotion,
  relegationComment: playerContracts.relegationComment,
};

async function videosOf(db: Db, playerId: string): Promise<VideoInfo[]> {
  return db
    .select({
      id: videoInfos.id,
      title: videoInfos.title,
      videoUrl: videoInfos.videoUrl,
      isPrimary: videoInfos.isPrimary,
      isFullMatch: videoInfos.isFullMatch,
    })
    .from(videoInfos)
    .where(eq(videoInfos.contactId, playerId))
    .orderBy(asc(videoInfos.ordinal));
}

/** Contracts by kind, then the latest-ending first (undated last). */
async function contractsOf(db: Db, playerId: string): Promise<Contract[]> {
  const rows = await db
    .select(contractColumns)
    .from(playerContracts)
    .where(eq(playerContracts.contactId, playerId))
    .orderBy(
      asc(playerContracts.contractName),
      sql`${playerContracts.endDate} desc nulls last`,
      asc(playerContracts.createdAt),
      asc(playerContracts.id),
    );
  return rows.map(({ buyOutValutaName, ...contract }) => ({
    ...contract,
    buyOutAmount: money(contract.buyOutAmount),
    buyOutValuta: named(contract.buyOutValutaId, buyOutValutaName),
  }));
}

/** One player with every list, or undefined; `where` adds to the id (e.g. "a player"). */
export async function loadPlayer(db: Db, id: string): Promise<Player | undefined> {
  const [row] = (await db
    .select(playerColumns)
    .from(contacts)
    .where(sql`${contacts.id} = ${id} and ${contacts.isPlayer}`)) as PlayerRow[];
  if (!row) return undefined;
  const [lists, videos, contracts] = await Promise.all([
    preferenceLists(db, id),
    videosOf(db, id),
    contractsOf(db, id),
  ]);
  return {
    ...toListItem(row),
    erasedAt: row.erasedAt?.toISOString() ?? null,
    ...lists,
    videoInfos: videos,
    contracts,
  };
}

/** Rows of many players at once (the list's ids), in the order given. */
export async function loadListItems(db: Db, ids: string[]): Promise<PlayerListItem[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(playerColumns)
    .from(contacts)
    .where(inArray(contacts.id, ids))) as PlayerRow[];
  const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
