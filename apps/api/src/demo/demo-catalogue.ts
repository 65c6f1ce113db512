import { sortKey } from '@transferdesk/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leagues, teams, transfers } from '../db/schema/index.ts';
import { defaultLookupRows, insertLookupRows } from '../db/seed/reference.ts';
import { DEMO_LEAGUES, DEMO_TEAMS, type DemoSport } from './demo-sports-data.ts';

/**
 * The demo sports' catalogue (D5): their lookups, leagues, teams and three transfer windows. It
 * runs at every demo start and in every API test file's setup, so it works in bulk (one statement
 * per table for all sports) and adds a kind of row only to a sport that has none of it yet: a
 * second start adds nothing, and a team or transfer someone deleted or renamed in the demo is not
 * brought back.
 */

export interface DemoCatalogueResult {
  leagues: number;
  teams: number;
  transfers: number;
}

export interface TransferWindow {
  name: string;
  years: string;
  fromDate: string;
  toDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The agencies work in two transfer periods a season: summer (May to October) and winter (November
 * to April), both belonging to the season that starts that summer. Periods are numbered
 * 2 × year (summer) and 2 × year + 1 (the winter that follows), so neighbours are ±1.
 */
function windowOf(period: number): TransferWindow {
  const year = Math.floor(period / 2);
  const years = `${year}-${year + 1}`;
  if (period % 2 === 0) {
    return { name: `Summer ${year}`, years, fromDate: `${year}-05-01`, toDate: `${year}-10-31` };
  }
  return {
    name: `Winter ${year}/${pad((year + 1) % 100)}`,
    years,
    fromDate: `${year}-11-01`,
    toDate: `${year + 1}-04-30`,
  };
}

/** The window before, the one open on `today` (so new requirements default to it) and the next one. */
export function demoTransferWindows(today: Date): TransferWindow[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const current = month >= 5 && month <= 10 ? 2 * year : month >= 11 ? 2 * year + 1 : 2 * (year - 1) + 1;
  return [current - 1, current, current + 1].map(windowOf);
}

/** The tenants among `tenantIds` that already hold a row of `table`. */
async function tenantsWithRows(
  db: Db,
  table: typeof leagues | typeof teams | typeof transfers,
  tenantIds: string[],
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ tenantId: table.tenantId })
    .from(table)
    .where(inArray(table.tenantId, tenantIds));
  return new Set(rows.map((row) => row.tenantId));
}

/**
 * Seeds the catalogue of the demo sports found in `tenantIdsByName` (tenant name → id); other
 * names are ignored. Call it after the sports exist, inside the demo's transaction if there is one.
 */
export async function seedDemoCatalogue(
  db: Db,
  tenantIdsByName: ReadonlyMap<string, string>,
  today: Date = new Date(),
): Promise<DemoCatalogueResult> {
  const sports = (Object.keys(DEMO_LEAGUES) as DemoSport[]).flatMap((sport) => {
    const tenantId = tenantIdsByName.get(sport);
    return tenantId ? [{ sport, tenantId }] : [];
  });
  const result: DemoCatalogueResult = { leagues: 0, teams: 0, transfers: 0 };
  if (sports.length === 0) return result;
  const tenantIds = sports.map((entry) => entry.tenantId);

  await insertLookupRows(
    db,
    sports.map(({ sport, tenantId }) => defaultLookupRows(tenantId, sport)),
  );

  const hasLeagues = await tenantsWithRows(db, leagues, tenantIds);
  const leagueRows = sports
    .filter(({ tenantId }) => !hasLeagues.has(tenantId))
    .flatMap(({ sport, tenantId }) =>
      DEMO_LEAGUES[sport].map((league) => ({
        tenantId,
        name: league.name,
        nameSort: sortKey(league.name),
        countryName: league.countryName,
        countryNameSort: sortKey(league.countryName),
      })),
    );
  if (leagueRows.length > 0) {
    const written = await db
      .insert(leagues)
      .values(leagueRows)
      .onConflictDoNothing()
      .returning({ id: leagues.id });
    result.leagues = written.length;
  }

  const hasTeams = await tenantsWithRows(db, teams, tenantIds);
  const needTeams = sports.filter(({ tenantId }) => !hasTeams.has(tenantId));
  if (needTeams.length > 0) {
    // League ids by sport and name, including leagues that existed before this run.
    const known = await db
      .select({ id: leagues.id, tenantId: leagues.tenantId, nameSort: leagues.nameSort })
      .from(leagues)
      .where(
        inArray(
          leagues.tenantId,
          needTeams.map((entry) => entry.tenantId),
        ),
      );
    const leagueId = new Map(known.map((row) => [`${row.tenantId}/${row.nameSort}`, row.id]));
    const teamRows = needTeams.flatMap(({ sport, tenantId }) =>
      DEMO_TEAMS[sport].flatMap((team) => {
        const id = leagueId.get(`${tenantId}/${sortKey(team.league)}`);
        // A league renamed in the demo leaves its teams out rather than failing the start.
        return id ? [{ tenantId, name: team.name, nameSort: sortKey(team.name), leagueId: id }] : [];
      }),
    );
    if (teamRows.length > 0) {
      const written = await db
        .insert(teams)
        .values(teamRows)
        .onConflictDoNothing()
        .returning({ id: teams.id });
      result.teams = written.length;
    }
  }

  const hasTransfers = await tenantsWithRows(db, transfers, tenantIds);
  const windows = demoTransferWindows(today);
  const transferRows = sports
    .filter(({ tenantId }) => !hasTransfers.has(tenantId))
    .flatMap(({ tenantId }) =>
      windows.map((window) => ({ tenantId, ...window, nameSort: sortKey(window.name) })),
    );
  if (transferRows.length > 0) {
    const written = await db.insert(transfers).values(transferRows).returning({ id: transfers.id });
    result.transfers = written.length;
  }
  return result;
}
