import type { MatchPlayer, MatchRequirement } from '@transferdesk/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
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
} from '../../db/schema/index.ts';

/** D35: the contract status that makes "no contract" and "no fee" known, by name in any case. */
export const FREE_AGENT_STATUS = 'free agent';

type Row = Record<string, unknown>;
export const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** Nationalities as the CRM writes them: names separated by '||' (spec 2, section 3). */
export function splitNationalities(value: string): string[] {
  return value
    .split('||')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Which players to load: a condition on their row (`c`) and the same set by `contact_id`. */
interface PlayerSelection {
  players: SQL;
  contactIds: SQL;
}

/**
 * Players by id (deleted ones too: "Why not …?" says so). Each table is read with `= any(array)`:
 * index probes for a few ids, and for tens of thousands about half the work of joining an unnested
 * list. The ids travel as one comma-separated text that the database splits: an array parameter
 * costs the driver an escape per element (5-10 ms per query for 6,000 ids, against 3 ms).
 */
export async function loadMatchPlayers(db: Db, ids: string[]): Promise<MatchPlayer[]> {
  return (await loadVersionedPlayers(db, { ids }))
    .map((entry) => entry.player)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A player as the engine reads him, with the time of his row's last change (text, as stored). */
export interface VersionedPlayer {
  player: MatchPlayer;
  changedAt: string;
}

/** Players by id (deleted ones too), or a sport's live players, with their last change. */
export async function loadVersionedPlayers(
  db: Db,
  which: { ids: string[] } | { tenantId: string },
): Promise<VersionedPlayer[]> {
  if ('ids' in which) {
    if (which.ids.length === 0) return [];
    const list = sql`string_to_array(${which.ids.join(',')}::text, ',')::uuid[]`;
    return loadPlayers(db, {
      players: sql`c.is_player and c.id = any(${list})`,
      contactIds: sql`contact_id = any(${list})`,
    });
  }
  const live = sql`c.tenant_id = ${which.tenantId} and c.is_player and c.deleted_at is null`;
  return loadPlayers(db, {
    players: live,
    contactIds: sql`contact_id in (select c.id from ${contacts} c where ${live})`,
  });
}

/** What the matching engine reads of the selected players, in four queries. */
async function loadPlayers(
  db: Db,
  { players: chosen, contactIds }: PlayerSelection,
): Promise<VersionedPlayer[]> {
  const [playerRows, positionRows, preferenceRows, contractRows] = await Promise.all([
    db.execute(sql`
      select c.id, c.tenant_id, c.first_name, c.last_name, c.deleted_at is not null as deleted, c.include_in_app,
        c.club_id, c.player_level_id, c.contract_status_id, c.valuta_id, c.min_salary_netto, c.min_salary_brutto,
        c.est_transfer, to_char(c.date_of_birth, 'YYYY-MM-DD') as date_of_birth, c.height, c.weight, c.righty_lefty,
        c.marital_status, c.nationality, c.contract_type, c.pins_priority, c.mandate, c.updated_at::text as changed_at,
        coalesce(lower(s.name) = ${FREE_AGENT_STATUS}, false) as free_agent
      from ${contacts} c left join ${contractStatuses} s on s.id = c.contract_status_id
      where ${chosen}`),
    db.execute(sql`select contact_id, position_id from ${playerPositions} where ${contactIds}`),
    db.execute(sql`
      select contact_id, 'country' as kind, country_id as id, preference from ${playerCountries} where ${contactIds}
      union all
      select contact_id, 'league', league_id, preference from ${playerLeagues} where ${contactIds}
      union all
      select contact_id, 'team', team_id, preference from ${playerTeams} where ${contactIds}`),
    db.execute(sql`
      select contact_id, club_name, to_char(start_date, 'YYYY-MM-DD') as start_date,
        to_char(end_date, 'YYYY-MM-DD') as end_date, buy_out, to_char(buy_out_date, 'YYYY-MM-DD') as buy_out_date,
        buy_out_amount, buy_out_valuta_id
      from ${playerContracts} where contract_name = 'PlayerContract' and ${contactIds}`),
  ]);
  const players = new Map<string, MatchPlayer>();
  const changedAt = new Map<string, string>();
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  for (const row of rowsOf(playerRows)) {
    const id = String(row.id);
    changedAt.set(id, String(row.changed_at));
    players.set(id, {
      id,
      tenantId: String(row.tenant_id),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      deleted: Boolean(row.deleted),
      includeInApp: Boolean(row.include_in_app),
      clubId: text(row.club_id),
      positionIds: [],
      playerLevelId: text(row.player_level_id),
      contractStatusId: text(row.contract_status_id),
      freeAgent: Boolean(row.free_agent),
      valutaId: text(row.valuta_id),
      minSalaryNetto: Number(row.min_salary_netto),
      minSalaryBrutto: Number(row.min_salary_brutto),
      estTransfer: Number(row.est_transfer),
      dateOfBirth: text(row.date_of_birth),
      height: Number(row.height),
      weight: Number(row.weight),
      // The table's check constraints hold these to the shared choice lists.
      rightyLefty: text(row.righty_lefty) as MatchPlayer['rightyLefty'],
      maritalStatus: text(row.marital_status) as MatchPlayer['maritalStatus'],
      nationalities: splitNationalities(String(row.nationality ?? '')),
      contractType: text(row.contract_type) as MatchPlayer['contractType'],
      pinsPriority: text(row.pins_priority) as MatchPlayer['pinsPriority'],
      mandate: Boolean(row.mandate),
      playerContracts: [],
      priorities: { countryIds: [], leagueIds: [], teamIds: [] },
      exclusions: { countryIds: [], leagueIds: [], teamIds: [] },
    });
  }
  for (const row of rowsOf(positionRows))
    players.get(String(row.contact_id))?.positionIds.push(String(row.position_id));
  const listOf = { country: 'countryIds', league: 'leagueIds', team: 'teamIds' } as const;
  for (const row of rowsOf(preferenceRows)) {
    const player = players.get(String(row.contact_id));
    if (!player) continue;
    const lists = row.preference === 'priority' ? player.priorities : player.exclusions;
    lists[listOf[row.kind as keyof typeof listOf]].push(String(row.id));
  }
  for (const row of rowsOf(contractRows)) {
    players.get(String(row.contact_id))?.playerContracts.push({
      clubName: String(row.club_name ?? ''),
      startDate: text(row.start_date),
      endDate: text(row.end_date),
      buyOut: Boolean(row.buy_out),
      buyOutDate: text(row.buy_out_date),
      buyOutAmount: Number(row.buy_out_amount ?? 0),
      buyOutValutaId: text(row.buy_out_valuta_id),
    });
  }
  return [...players.values()].map((player) => ({ player, changedAt: changedAt.get(player.id) ?? '' }));
}

/**
 * Names of the ids the reasons mention: the requirement's positions, levels and statuses, its
 * club's team, league and country, and the players' own positions, levels and statuses.
 */
export async function namesFor(
  db: Db,
  requirement: MatchRequirement,
  players: readonly MatchPlayer[],
): Promise<Record<string, string>> {
  const collect = (...lists: (readonly (string | null)[])[]) => [
    ...new Set(lists.flat().filter((id): id is string => id !== null)),
  ];
  const positionIds = collect(requirement.positionIds, ...players.map((player) => player.positionIds));
  const levelIds = collect(
    requirement.playerLevelIds,
    players.map((player) => player.playerLevelId),
  );
  const statusIds = collect(
    requirement.contractStatusIds,
    players.map((player) => player.contractStatusId),
  );
  const named = async (
    table:
      | typeof positions
      | typeof playerLevels
      | typeof contractStatuses
      | typeof teams
      | typeof leagues
      | typeof countries,
    ids: string[],
  ) =>
    ids.length === 0
      ? []
      : db
          .select({ id: table.id, name: table.name })
          .from(table as typeof positions)
          .where(inArray(table.id, ids));
  const groups = await Promise.all([
    named(positions, positionIds),
    named(playerLevels, levelIds),
    named(contractStatuses, statusIds),
    named(teams, collect([requirement.club.teamId])),
    named(leagues, collect([requirement.club.leagueId])),
    named(countries, collect([requirement.club.countryId])),
  ]);
  return Object.fromEntries(groups.flat().map((row) => [row.id, row.name]));
}
