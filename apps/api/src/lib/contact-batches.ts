// Why: the contact and player exports walk the contacts table the same way; the loop lives here once.
import { asc, gt, type SQL, sql } from 'drizzle-orm';
import { contacts } from '../db/schema/index.ts';

/** Rows per query of an export. */
export const EXPORT_BATCH = 500;

/** The order an export reads contacts in: by name, then id (a total order for the keyset). */
export const contactNameOrder = [asc(contacts.nameSort), asc(contacts.id)] as const;

/**
 * The rows of an export in name order, a page per query (keyset pagination: stable, no OFFSET
 * scans). `readPage` reads at most `limit` rows after `after` (undefined on the first page) in
 * `contactNameOrder`; the loop ends with the first page shorter than a batch.
 */
export async function* contactPagesByName<Row extends { id: string; nameSort: string }>(
  readPage: (after: SQL | undefined, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: { nameSort: string; id: string } | null = null;
  for (;;) {
    const page = await readPage(
      after
        ? gt(sql`(${contacts.nameSort}, ${contacts.id})`, sql`(${after.nameSort}, ${after.id}::uuid)`)
        : undefined,
      EXPORT_BATCH,
    );
    yield page;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_BATCH) return;
    after = { nameSort: last.nameSort, id: last.id };
  }
}
