import { sql } from 'drizzle-orm';

/** The rows of a raw `db.execute`: Drizzle types its result per driver, both drivers answer `{ rows }`. */
export function queryRows<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
}

/** Ids as one `uuid[]` parameter (Drizzle would spread an array into a list of parameters). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
