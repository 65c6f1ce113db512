import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { listCounts } from '../db/schema/index.ts';

/** The lists whose per-sport totals triggers keep (db/schema/list-counts.ts). */
export type CountedList = 'contacts' | 'players' | 'clubs';

/** A list in some sports whose total the triggers keep: what a list query may read instead of counting. */
export interface CountedScope {
  list: CountedList;
  tenantIds: readonly string[];
}

/** A sport's list folds its delta rows into one once it has more than this many. */
export const COMPACT_ABOVE = 32;

const ofScope = ({ list, tenantIds }: CountedScope): SQL =>
  and(
    eq(listCounts.list, list),
    // No sport at all counts nothing (inArray with [] is invalid on some drivers).
    tenantIds.length > 0 ? inArray(listCounts.tenantId, [...tenantIds]) : sql`false`,
  ) as SQL;

/**
 * The scope's total and how many delta rows make it, as two scalar sub-queries a page's own query
 * selects (issue 10: one round trip fewer per page).
 */
export function countedTotalColumns(scope: CountedScope) {
  const where = ofScope(scope);
  return {
    total:
      sql<number>`(select coalesce(sum(${listCounts.delta}), 0) from ${listCounts} where ${where})`.mapWith(
        Number,
      ),
    parts: sql<number>`(select count(*) from ${listCounts} where ${where})`.mapWith(Number),
  };
}

/**
 * The number of rows the scope's list holds, from the trigger-kept deltas: a handful of indexed rows
 * instead of a count over the sport. A sport whose deltas have piled up is compacted on the way (a
 * few dozen rows deleted and one written), so reads stay this cheap.
 */
export async function countedTotal(db: Db, scope: CountedScope): Promise<number> {
  const perTenant = await db
    .select({
      tenantId: listCounts.tenantId,
      total: sql<number>`coalesce(sum(${listCounts.delta}), 0)`.mapWith(Number),
      parts: count(),
    })
    .from(listCounts)
    .where(ofScope(scope))
    .groupBy(listCounts.tenantId);
  for (const { tenantId, parts } of perTenant) {
    if (parts > COMPACT_ABOVE) await compact(db, scope.list, tenantId);
  }
  return perTenant.reduce((sum, row) => sum + row.total, 0);
}

/**
 * Replaces a sport's delta rows by their sum, in one statement. Deltas of transactions still open
 * are not visible to the DELETE and stay as they are; two compactions at once each fold only the
 * rows they deleted, so the sum never changes.
 */
async function compact(db: Db, list: CountedList, tenantId: string): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from ${listCounts}
      where ${listCounts.list} = ${list} and ${listCounts.tenantId} = ${tenantId}
      returning ${listCounts.delta}
    )
    insert into ${listCounts} (list, tenant_id, delta)
    select ${list}, ${tenantId}::uuid, sum(delta) from folded having count(*) > 0`);
}
