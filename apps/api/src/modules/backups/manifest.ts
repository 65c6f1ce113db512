import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupDatabase, BackupManifestSummary } from '@transferdesk/shared';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
// Bundled into dist/server.js by esbuild, so the version is the one that was built.
import apiPackage from '../../../package.json' with { type: 'json' };
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';

/**
 * `manifest.json`, the first file of every archive: what `npm run restore` checks before it puts
 * anything back (apps/api/scripts/restore.mjs reads the same fields), and what the list shows.
 */
export interface BackupManifest extends BackupManifestSummary {
  format: 1;
  app: 'transferdesk';
  createdAt: string;
  trigger: 'schedule' | 'manual';
  database: BackupDatabase;
  /** For whoever opens the archive by hand. */
  contents: string;
}

const CONTENTS: Record<BackupDatabase, string> = {
  pglite:
    "database.tar.gz: the embedded database (PGlite's own dump of its data folder); uploads/: the uploaded " +
    'files. Restore with `npm run restore -- --from <this file> --data-dir <empty folder>`.',
  postgres:
    'uploads/: the uploaded files only. The database is PostgreSQL (DATABASE_URL), which this archive ' +
    "does not hold: restore it from the database's own backups (docs/operations.md).",
};

export async function createManifest(fields: {
  createdAt: Date;
  trigger: BackupManifest['trigger'];
  database: BackupDatabase;
  counts: Record<string, number>;
}): Promise<BackupManifest> {
  return {
    format: 1,
    app: 'transferdesk',
    version: apiPackage.version,
    migration: await latestMigration(),
    createdAt: fields.createdAt.toISOString(),
    trigger: fields.trigger,
    database: fields.database,
    contents: CONTENTS[fields.database],
    counts: fields.counts,
  };
}

/** The tag of the newest migration this code has (`0022_audit_erasure`): the database is at it once migrated. */
async function latestMigration(): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migrations journal lists no migration');
  return last.tag;
}

/** The app's tables (the Drizzle schema's), sorted by name. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** One statement that counts the rows of every table (so that all counts come from one snapshot). */
export const COUNT_ROWS_SQL = TABLES.map(
  (table) => `select '${table}' as "table", count(*) as "rows" from "${table}"`,
).join(' union all ');

/** The rows of `COUNT_ROWS_SQL` as `{ table: rows }`, in table order. */
export function rowCounts(rows: unknown[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows as { table: string; rows: string | number | bigint }[]) {
    counts[row.table] = Number(row.rows);
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}
