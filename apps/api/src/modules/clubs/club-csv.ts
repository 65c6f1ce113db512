// A sport's clubs as CSV: the export read in batches and the import's rows written; access is decided in service.ts.
import { sortKey } from '@transferdesk/shared';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, teams } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import type { CsvImport } from '../../lib/csv-import-rules.ts';
import { importInBatches } from '../../lib/import-batches.ts';
import { clubValues } from './club-values.ts';
import type { ClubCsvRow } from './schemas.ts';

/** Rows per query of an export. */
const BATCH = 500;

/** The export's rows in name order, a batch per query (keyset pagination: stable, no OFFSET scans). */
export async function* exportBatches(db: Db, where: SQL): AsyncGenerator<Record<string, string>> {
  let after: { nameSort: string; id: string } | null = null;
  for (;;) {
    const page = await db
      .select({
        id: clubs.id,
        nameSort: clubs.nameSort,
        name: clubs.name,
        team: teams.name,
        city: clubs.city,
        state: clubs.state,
        address1: clubs.address1,
        address2: clubs.address2,
        email: clubs.email,
        url: clubs.url,
        owner: clubs.owner,
        industry: clubs.industry,
        annualRevenue: clubs.annualRevenue,
        fax: clubs.fax,
        twitter: clubs.twitter,
        instagram: clubs.instagram,
        description: clubs.description,
        activeCampaignId: clubs.activeCampaignId,
      })
      .from(clubs)
      .leftJoin(teams, eq(teams.id, clubs.teamId))
      .where(
        and(
          where,
          after
            ? gt(sql`(${clubs.nameSort}, ${clubs.id})`, sql`(${after.nameSort}, ${after.id}::uuid)`)
            : undefined,
        ),
      )
      .orderBy(asc(clubs.nameSort), asc(clubs.id))
      .limit(BATCH);
    for (const { id: _id, nameSort: _nameSort, team, activeCampaignId, ...row } of page) {
      yield { ...row, team: team ?? '', activeCampaignId: activeCampaignId?.toString() ?? '' };
    }
    const last = page.at(-1);
    if (!last || page.length < BATCH) return;
    after = { nameSort: last.nameSort, id: last.id };
  }
}

/** Into one sport, teams by name within that sport; all rows or none. Answers the rows written. */
export async function importClubRows(db: Db, csv: CsvImport<ClubCsvRow>, tenantId: string): Promise<number> {
  const sportTeams = await db
    .select({ id: teams.id, nameSort: teams.nameSort })
    .from(teams)
    .where(eq(teams.tenantId, tenantId));
  const teamIds = new Map(sportTeams.map((team) => [team.nameSort, team.id]));
  return importInBatches(db, csv, { analyze: [clubs] }, async (tx, batch) => {
    const values = batch.map(({ rowNumber, value: { team, ...row } }) => {
      const teamId = team ? teamIds.get(sortKey(team)) : null;
      if (teamId === undefined) csv.rowError(rowNumber, 'team', `No team named "${team}" in this sport`);
      return { ...clubValues(row), tenantId, teamId: teamId ?? null };
    });
    if (!csv.failed) await bulkInsert(tx, clubs, values);
  });
}
