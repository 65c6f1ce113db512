import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { analyzeTables } from './analyze.ts';
import type { CsvImport, ImportRow } from './csv-import-rules.ts';
import { nextTurn } from './event-loop.ts';

/**
 * A CSV import written as it is read: one transaction around the whole file, `write` called with
 * each batch of rows the row schema accepted. `write` checks the batch against the database (in
 * `tx`: on PGlite anything else would wait for this transaction), reports refusals through
 * `csv.rowError` and inserts the batch unless `csv.failed`. The end of `csv` throws when any row
 * was bad, rolling back the batches already written. After the commit the tables written to are
 * analysed, so that the lists are planned for their new size at once. Answers the rows imported.
 */
export async function importInBatches<R>(
  db: Db,
  csv: CsvImport<R>,
  options: { analyze: readonly PgTable[] },
  write: (tx: Tx, batch: ImportRow<R>[]) => Promise<void>,
): Promise<number> {
  const imported = await db.transaction(async (tx) => {
    let rows = 0;
    for await (const batch of csv) {
      await write(tx, batch);
      rows += batch.length;
      // PGlite answers within the same turn, so without this the whole transaction is one turn.
      await nextTurn();
    }
    return rows;
  });
  if (imported > 0) await analyzeTables(db, options.analyze);
  return imported;
}
