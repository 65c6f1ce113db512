import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { parseCsv } from '../lib/csv.ts';
import type { TestApp } from './app.ts';

/**
 * The access matrix's search for another sport's data in an answer (access-matrix.ts asks it):
 * ids and names of sports the caller does not belong to, read once from the database.
 */

// ---------------------------------------------------------------------------------------------
// Leak search: ids and names of sports the caller does not belong to
// ---------------------------------------------------------------------------------------------

export type LeakKind = 'tenants' | 'users' | 'rows';

export interface LeakIndex {
  /** Every id of a tenant-scoped row, with its table and sport. */
  rows: Map<string, { table: string; tenantId: string }>;
  tenantNames: Map<string, string>;
  /** Every user's sports (empty for a user of no sport). */
  userSports: Map<string, Set<string>>;
  /** Names and e-mail addresses an export could show, with the sports they belong to. */
  names: Map<string, { kind: LeakKind; what: string; tenantIds: Set<string> }>;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Reads who owns what, now. Tenant-scoped tables are found by their `tenant_id` column, so a table
 * added later is searched without anyone remembering to list it.
 */
export async function readLeakIndex(t: TestApp): Promise<LeakIndex> {
  const { db } = t.database;
  // Both drivers answer raw SQL with `rows`; the driver-neutral Db type cannot say so.
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select c.table_name from information_schema.columns c
      where c.table_schema = current_schema() and c.column_name = 'tenant_id'
        and exists (
          select 1 from information_schema.columns i
          where i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
        )
      order by c.table_name`),
  ).map((row) => row.table_name);
  const rows = new Map<string, { table: string; tenantId: string }>();
  for (const table of tables) {
    const found = rowsOf<{ id: string; tenant_id: string }>(
      await db.execute(
        sql`select id::text as id, tenant_id::text as tenant_id from ${sql.identifier(table)}`,
      ),
    );
    for (const row of found) rows.set(row.id, { table, tenantId: row.tenant_id });
  }
  const tenantNames = new Map(
    rowsOf<{ id: string; name: string }>(await db.execute(sql`select id::text as id, name from tenants`)).map(
      (row) => [row.id, row.name],
    ),
  );
  const userSports = new Map<string, Set<string>>();
  const userEmails = new Map<string, string>();
  for (const row of rowsOf<{ id: string; email: string; tenant_id: string | null }>(
    await db.execute(sql`
      select u.id::text as id, u.email, ut.tenant_id::text as tenant_id
      from users u left join user_tenants ut on ut.user_id = u.id`),
  )) {
    const sportsOfUser = userSports.get(row.id) ?? new Set<string>();
    if (row.tenant_id) sportsOfUser.add(row.tenant_id);
    userSports.set(row.id, sportsOfUser);
    userEmails.set(row.id, row.email);
  }

  const names: LeakIndex['names'] = new Map();
  const addName = (value: string, kind: LeakKind, what: string, tenantIds: Iterable<string>) => {
    const text = value.trim().toLowerCase();
    if (!text) return;
    const known = names.get(text) ?? { kind, what, tenantIds: new Set<string>() };
    for (const tenantId of tenantIds) known.tenantIds.add(tenantId);
    names.set(text, known);
  };
  for (const [id, name] of tenantNames) addName(name, 'tenants', 'sport', [id]);
  for (const [id, sportsOfUser] of userSports)
    addName(userEmails.get(id) ?? '', 'users', 'user', sportsOfUser);
  // Names that identify a row. Lookup names (positions, levels, currencies) are left out: the
  // sports share words such as "Goalkeeper" or "EUR", which would read as leaks where they are not.
  for (const [table, column] of [
    ['clubs', 'name'],
    ['teams', 'name'],
    ['leagues', 'name'],
    ['contacts', 'email'],
  ] as const) {
    const found = rowsOf<{ value: string; tenant_id: string }>(
      await db.execute(
        sql`select ${sql.identifier(column)} as value, tenant_id::text as tenant_id from ${sql.identifier(table)}`,
      ),
    );
    for (const row of found) addName(row.value, 'rows', table, [row.tenant_id]);
  }
  return { rows, tenantNames, userSports, names };
}

const isForeign = (tenantIds: ReadonlySet<string>, own: ReadonlySet<string>) =>
  tenantIds.size > 0 && ![...tenantIds].some((id) => own.has(id));

/** Every string of a JSON value, keys included. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item);
    }
  }
}

export function findLeaks(
  index: LeakIndex,
  response: LightMyRequestResponse,
  own: ReadonlySet<string>,
  /** Whether the route shows this kind of another sport's data to this caller on purpose. */
  revealed: (kind: LeakKind) => boolean,
): string[] {
  const sportNames = (ids: Iterable<string>) =>
    [...ids].map((id) => index.tenantNames.get(id) ?? id).join(', ');
  const leaks = new Set<string>();

  const checkId = (id: string) => {
    const key = id.toLowerCase();
    const row = index.rows.get(key);
    if (row && !own.has(row.tenantId) && !revealed('rows'))
      leaks.add(`${row.table} ${key} of ${sportNames([row.tenantId])}`);
    if (index.tenantNames.has(key) && !own.has(key) && !revealed('tenants')) {
      leaks.add(`sport id ${key} (${sportNames([key])})`);
    }
    const sportsOfUser = index.userSports.get(key);
    if (sportsOfUser && isForeign(sportsOfUser, own) && !revealed('users')) {
      leaks.add(`user ${key} of ${sportNames(sportsOfUser)}`);
    }
  };
  const checkText = (text: string) => {
    for (const match of text.matchAll(UUID)) checkId(match[0]);
  };

  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    for (const text of stringsIn(response.json())) checkText(text);
  } else if (type.startsWith('text/csv')) {
    const { header, records } = parseCsv(response.body);
    for (const cell of [...header, ...records.flatMap((record) => record.fields)]) {
      checkText(cell);
      // List cells (a user's roles and sports) separate their items with `|`.
      for (const item of [cell, ...cell.split('|')]) {
        const name = index.names.get(item.trim().toLowerCase());
        if (name && isForeign(name.tenantIds, own) && !revealed(name.kind)) {
          leaks.add(`${name.what} "${item.trim()}" of ${sportNames(name.tenantIds)}`);
        }
      }
    }
  }
  return [...leaks].sort();
}
