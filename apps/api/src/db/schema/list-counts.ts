import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * How many rows each sport's big lists hold (issue 10), so that a page does not count the sport.
 * Statement triggers (migration 0007) append one delta row per list and sport to every write of
 * contacts and clubs; a list's total is the sum of its rows, which lib/list-counts.ts compacts into
 * one row now and then. Appending instead of updating one row keeps concurrent writers and a long
 * import from queueing behind each other's lock.
 *
 * Lists: `contacts` and `players` (contacts not deleted, by is_player), `clubs` (not deleted).
 * No foreign key on tenant_id: deleting a sport cascades to its contacts, whose trigger still
 * appends the matching negative delta after the sport row is gone.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (table) => [index('list_counts_list_tenant_idx').on(table.list, table.tenantId)],
);
