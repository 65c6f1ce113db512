import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';

/**
 * Inserts `rows` (what Drizzle's `insert(table).values(rows)` takes) in one statement with one
 * parameter: the rows as a JSON array, which PostgreSQL turns into rows of the table's own type
 * (`json_populate_recordset`), converting each value to its column's type. Drizzle's own multi-row
 * insert writes every column of every row into the SQL text (a DEFAULT for each one not given):
 * for 500 contacts that is ~60 columns × 500 rows of SQL to build and parse, ~130 ms of the
 * server's CPU per statement, more than PostgreSQL needs to write them.
 *
 * A value left out (undefined) gets what Drizzle would give it: the column's `$defaultFn`, its
 * plain default value, or null. A column whose default is SQL (`defaultNow()`, `defaultRandom()`)
 * must be given in every row or in none (then the database fills it in).
 */
export async function bulkInsert<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([key, column]) =>
      // Generated columns are the database's to fill, as Drizzle's insert leaves them out.
      !(column.generated && column.generated.type !== 'byDefault') &&
      rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const given = (row as Record<string, unknown>)[key];
      const value = given === undefined ? defaultOf(key, column) : given;
      // JSON columns take the value itself; the others their driver's text or number.
      record[column.name] =
        value === null || column.getSQLType().startsWith('json') ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
  );
}

function defaultOf(key: string, column: PgColumn): unknown {
  const value = column.defaultFn
    ? column.defaultFn()
    : column.default === undefined && column.onUpdateFn
      ? column.onUpdateFn()
      : column.default;
  if (is(value, SQL)) {
    throw new Error(`bulkInsert: give ${key} in every row or in none (its default is SQL)`);
  }
  return value ?? null;
}
