import {
  FIELD_MANDATORY,
  MESSAGES,
  type Paginated,
  requiredText,
  sortKey,
  TEAM_IN_USE,
  TEAM_NAME_TAKEN,
  type Team,
  type TeamCreate,
  type TeamSortProperty,
  type TeamUpdate,
} from '@transferdesk/shared';
import { and, asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { clubs, leagues, teams } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import type { CsvImport } from '../../lib/csv-import-rules.ts';
import { DomainError } from '../../lib/errors.ts';
import { importInBatches } from '../../lib/import-batches.ts';
import { escapeLike, listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import {
  assertRowAccess,
  assertTenantAccess,
  type Caller,
  READERS,
  scoped,
  tenantListScope,
  WRITERS,
} from '../../lib/tenant-access.ts';

/** `GET /teams/search/{tenantId}/{term}` answers at most this many teams (a selector's worth). */
export const TEAM_SEARCH_LIMIT = 20;
/** Export reads this many teams per query, so that a large export never sits in memory. */
const EXPORT_BATCH = 500;

/** CSV columns: the league by name (unique within a sport) and its country, as people read them. */
export const TEAM_CSV_COLUMNS = ['name', 'league', 'leagueCountry'] as const;
export const teamCsvRowSchema = z.object({
  name: requiredText(100),
  league: requiredText(150),
  leagueCountry: z.string().trim(),
});
export type TeamCsvRow = z.infer<typeof teamCsvRowSchema>;

/**
 * A club that is not deleted points at the team. Deleted clubs do not count: nobody can find them
 * in a list to free the team, and deleting the team only clears their `team_id` (on delete set null).
 */
// The alias and the explicit "teams" qualifier matter: inside a single-table select Drizzle writes
// columns without their table, and an unqualified "id" would resolve to the club's own id.
const isBeenUsed = sql<boolean>`exists (select 1 from ${clubs} as used_by where used_by.team_id = ${teams}.id and used_by.deleted_at is null)`;

const teamColumns = {
  id: teams.id,
  tenantId: teams.tenantId,
  name: teams.name,
  leagueId: teams.leagueId,
  createdAt: teams.createdAt,
  isBeenUsed,
};

interface TeamRow {
  id: string;
  tenantId: string;
  name: string;
  leagueId: string;
  createdAt: Date;
  isBeenUsed: boolean;
}

const SORTS: Record<TeamSortProperty, SQL | AnyPgColumn> = {
  name: teams.nameSort,
  createdAt: teams.createdAt,
};

export type TeamService = ReturnType<typeof createTeamService>;

/**
 * Teams (spec 2): a sport's teams, each in one of the sport's leagues. Members who are TenantAdmin
 * or User read them (agents pick teams in player priorities); TenantAdmins of the sport change them
 * (D10). A team a club points at cannot be deleted (409).
 */
export function createTeamService({ db }: { db: Db }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const nameTaken = () => new DomainError('conflict', TEAM_NAME_TAKEN, [`name: ${TEAM_NAME_TAKEN}`]);

  /** League name and country of each team, one query per page. */
  async function toTeams(rows: TeamRow[]): Promise<Team[]> {
    const ids = [...new Set(rows.map((row) => row.leagueId))];
    const found =
      ids.length === 0
        ? []
        : await db
            .select({ id: leagues.id, name: leagues.name, countryName: leagues.countryName })
            .from(leagues)
            .where(inArray(leagues.id, ids));
    const byId = new Map(found.map((league) => [league.id, league]));
    return rows.map((row) => {
      const league = byId.get(row.leagueId);
      return {
        id: row.id,
        tenantId: row.tenantId,
        name: row.name,
        leagueId: row.leagueId,
        league: { name: league?.name ?? '', countryName: league?.countryName ?? '' },
        createdAt: row.createdAt.toISOString(),
        // PGlite and node-postgres both answer a boolean; Boolean() keeps the DTO strict either way.
        isBeenUsed: Boolean(row.isBeenUsed),
      };
    });
  }

  async function loadRow(id: string): Promise<TeamRow | undefined> {
    const [row] = (await db.select(teamColumns).from(teams).where(eq(teams.id, id))) as TeamRow[];
    return row;
  }

  async function get(id: string): Promise<Team> {
    const row = await loadRow(id);
    if (!row) throw notFound();
    const [team] = await toTeams([row]);
    if (!team) throw notFound();
    return team;
  }

  /** A team plays in a league of its own sport; anything else names `leagueId` (400). */
  async function checkLeague(tenantId: string, leagueId: string): Promise<void> {
    const [league] = await db
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.id, leagueId), eq(leagues.tenantId, tenantId)));
    if (!league) {
      throw new DomainError('invalid', 'Validation failed', ['leagueId: Choose a league of this sport']);
    }
  }

  return {
    async list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Team>> {
      const scope = await tenantListScope(db, caller, teams.tenantId, query.tenantId, READERS);
      return listRows<TeamSortProperty, TeamRow, Team>(
        {
          db,
          table: teams,
          columns: teamColumns,
          sorts: SORTS,
          tieBreakers: [teams.nameSort, teams.id],
          filterColumns: [teams.nameSort],
          toDtos: toTeams,
        },
        query as ResourceListQuery<TeamSortProperty>,
        scope,
      );
    },

    async get(caller: Caller, id: string): Promise<Team> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, READERS);
      return get(id);
    },

    /** Teams of one sport whose name contains `term` (case and accents ignored), by name. */
    async search(caller: Caller, tenantId: string, term: string): Promise<Team[]> {
      const scope = await tenantListScope(db, caller, teams.tenantId, tenantId, READERS);
      const rows = (await db
        .select(teamColumns)
        .from(teams)
        .where(scoped(scope, like(teams.nameSort, `%${escapeLike(sortKey(term))}%`)))
        .orderBy(asc(teams.nameSort), asc(teams.id))
        .limit(TEAM_SEARCH_LIMIT)) as TeamRow[];
      return toTeams(rows);
    },

    async create(caller: Caller, input: TeamCreate): Promise<Team> {
      await assertTenantAccess(db, caller, input.tenantId, WRITERS);
      await checkLeague(input.tenantId, input.leagueId);
      try {
        const [created] = await db
          .insert(teams)
          .values({
            tenantId: input.tenantId,
            name: input.name,
            nameSort: sortKey(input.name),
            leagueId: input.leagueId,
          })
          .returning({ id: teams.id });
        if (!created) throw new Error('The team row was not written');
        return get(created.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async update(caller: Caller, id: string, input: TeamUpdate): Promise<Team> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, WRITERS);
      if (!row) throw notFound();
      if (input.leagueId !== undefined) await checkLeague(row.tenantId, input.leagueId);
      try {
        await db
          .update(teams)
          .set({
            ...(input.name !== undefined ? { name: input.name, nameSort: sortKey(input.name) } : {}),
            ...(input.leagueId !== undefined ? { leagueId: input.leagueId } : {}),
            updatedAt: new Date(),
          })
          .where(eq(teams.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return get(id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, WRITERS);
      // Checked in the statement itself, so a club saved a moment ago still protects the team.
      const deleted = await db
        .delete(teams)
        .where(and(eq(teams.id, id), sql`not ${isBeenUsed}`))
        .returning({ id: teams.id });
      if (deleted.length === 0) {
        if (await loadRow(id)) throw new DomainError('conflict', TEAM_IN_USE);
        throw notFound();
      }
    },

    async exportRows(
      caller: Caller,
      query: Pick<ResourceListQuery, 'tenantId' | 'filter'>,
    ): Promise<AsyncIterable<Record<string, string>>> {
      // The refusal (403 for another sport) happens here, before the stream starts.
      const scope = await tenantListScope(db, caller, teams.tenantId, query.tenantId, READERS);
      const term = query.filter ? sortKey(query.filter) : '';
      const where = scoped(scope, term ? like(teams.nameSort, `%${escapeLike(term)}%`) : undefined);
      async function* rows() {
        // Keyset pagination on (name_sort, id): stable while rows are added during the export.
        let after: { nameSort: string; id: string } | undefined;
        for (;;) {
          const batch = await db
            .select({
              id: teams.id,
              nameSort: teams.nameSort,
              name: teams.name,
              league: leagues.name,
              leagueCountry: leagues.countryName,
            })
            .from(teams)
            .innerJoin(leagues, eq(leagues.id, teams.leagueId))
            .where(
              after
                ? and(where, sql`(${teams.nameSort}, ${teams.id}) > (${after.nameSort}, ${after.id}::uuid)`)
                : where,
            )
            .orderBy(asc(teams.nameSort), asc(teams.id))
            .limit(EXPORT_BATCH);
          for (const row of batch) {
            yield { name: row.name, league: row.league, leagueCountry: row.leagueCountry };
          }
          const last = batch.at(-1);
          if (!last || batch.length < EXPORT_BATCH) return;
          after = { nameSort: last.nameSort, id: last.id };
        }
      }
      return rows();
    },

    /**
     * Imports teams into the sport `?tenantId` names. Leagues are found by name within that sport
     * (and, when the file says, must be in that country); a name the file repeats or the sport
     * already has is a row error. All rows or none.
     */
    async importRows(
      caller: Caller,
      csv: CsvImport<TeamCsvRow>,
      target: { tenantId?: string | undefined },
    ): Promise<number> {
      const tenantId = target.tenantId;
      if (!tenantId) {
        throw new DomainError('invalid', 'Validation failed', [`tenantId: ${FIELD_MANDATORY}`]);
      }
      await assertTenantAccess(db, caller, tenantId, WRITERS);
      const sportLeagues = await db
        .select({ id: leagues.id, nameSort: leagues.nameSort, countryName: leagues.countryName })
        .from(leagues)
        .where(eq(leagues.tenantId, tenantId));
      const leagueByName = new Map(sportLeagues.map((league) => [league.nameSort, league]));
      const existing = await db
        .select({ nameSort: teams.nameSort })
        .from(teams)
        .where(eq(teams.tenantId, tenantId));
      const taken = new Set(existing.map((row) => row.nameSort));
      // The first row of each name in the file, across batches.
      const seen = new Map<string, number>();

      try {
        return await importInBatches(db, csv, { analyze: [teams] }, async (tx, batch) => {
          const values: (typeof teams.$inferInsert)[] = [];
          for (const { rowNumber, value } of batch) {
            const nameSort = sortKey(value.name);
            const league = leagueByName.get(sortKey(value.league));
            const firstRow = seen.get(nameSort);
            if (firstRow !== undefined) {
              csv.rowError(rowNumber, 'name', `The file already has this team in row ${firstRow}`);
            } else if (taken.has(nameSort)) csv.rowError(rowNumber, 'name', TEAM_NAME_TAKEN);
            seen.set(nameSort, firstRow ?? rowNumber);
            if (!league) {
              csv.rowError(rowNumber, 'league', `This sport has no league named "${value.league}"`);
            } else if (value.leagueCountry && sortKey(value.leagueCountry) !== sortKey(league.countryName)) {
              csv.rowError(
                rowNumber,
                'leagueCountry',
                `The league "${value.league}" is in ${league.countryName || 'no country'}, not ${value.leagueCountry}`,
              );
            }
            if (league) values.push({ tenantId, name: value.name, nameSort, leagueId: league.id });
          }
          if (!csv.failed) await bulkInsert(tx, teams, values);
        });
      } catch (cause) {
        if (isUniqueViolation(cause)) throw nameTaken();
        throw cause;
      }
    },
  };
}
