import { ERASED_CONTACT_NAME, ERASED_PLAYER_NAME } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows, uuidArray } from '../../db/rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How each named table is called in the history, as it is named now. */
const NAME_QUERIES: Record<string, (ids: string[]) => ReturnType<typeof sql>> = {
  contacts: (ids) => sql`select id::text, case when erased_at is not null then
      case when is_player then ${ERASED_PLAYER_NAME} else ${ERASED_CONTACT_NAME} end
      else trim(first_name || ' ' || last_name) end as name
    from contacts where id = any(${uuidArray(ids)})`,
  users: (ids) =>
    sql`select id::text, trim(name || ' ' || surname) as name from users where id = any(${uuidArray(ids)})`,
  requirements: (ids) => sql`select r.id::text, c.name || ' · ' || t.name as name
    from requirements r join clubs c on c.id = r.club_id join transfers t on t.id = r.transfer_id
    where r.id = any(${uuidArray(ids)})`,
  matches: (ids) =>
    sql`select id::text, to_char(created_at, 'YYYY-MM-DD HH24:MI') as name from matches where id = any(${uuidArray(ids)})`,
  pitches: (
    ids,
  ) => sql`select p.id::text, trim(pl.first_name || ' ' || pl.last_name) || ' → ' || trim(c.first_name || ' ' || c.last_name) as name
    from pitches p join contacts pl on pl.id = p.player_id join contacts c on c.id = p.contact_id
    where p.id = any(${uuidArray(ids)})`,
};
for (const table of [
  'positions',
  'countries',
  'leagues',
  'teams',
  'valutas',
  'player_levels',
  'contract_statuses',
  'clubs',
  'transfers',
  'tenants',
  'features',
  'player_files',
  'posts',
  'pdf_templates',
]) {
  const column = table === 'posts' ? 'title' : 'name';
  NAME_QUERIES[table] = (ids) =>
    sql`select id::text, ${sql.identifier(column)}::text as name from ${sql.identifier(table)} where id = any(${uuidArray(ids)})`;
}

/** Names of records by table and id, read in one query per table. */
export type Names = (table: string, id: unknown) => string | undefined;

export async function readNames(db: Db, wanted: ReadonlyMap<string, Set<string>>): Promise<Names> {
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([table, ids]) => {
      const query = NAME_QUERIES[table];
      const valid = [...ids].filter((id) => UUID.test(id));
      if (!query || valid.length === 0) return;
      const rows = queryRows<{ id: string; name: string | null }>(await db.execute(query(valid)));
      for (const row of rows) found.set(`${table}:${row.id}`, row.name ?? '');
    }),
  );
  return (table, id) => (typeof id === 'string' ? found.get(`${table}:${id}`) : undefined);
}

/** Collects the ids a page of history names, by table. */
export function wantedNames(): { add(table: string, id: unknown): void; wanted: Map<string, Set<string>> } {
  const wanted = new Map<string, Set<string>>();
  return {
    wanted,
    add(table, id) {
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const ids = wanted.get(table) ?? new Set<string>();
      ids.add(id);
      wanted.set(table, ids);
    },
  };
}
