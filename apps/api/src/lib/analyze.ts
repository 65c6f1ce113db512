import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Refreshes the planner's statistics of `tables` (issue 10): after a bulk import the planner would
 * otherwise plan lists for the old row counts (a bitmap scan and a sort of the whole sport) until
 * autovacuum comes round, which PGlite never does. It reads a sample, so it takes a fraction of a
 * second even at a million rows.
 */
export async function analyzeTables(db: Db, tables: readonly PgTable[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(
    sql`analyze ${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )}`,
  );
}
