import {
  type AuditKind,
  type HistoryAction,
  type HistoryChange,
  type HistoryPage,
  lastPageOf,
} from '@transferdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { asPairs, describeChange, NAMED_IDS, ROW_TABLES } from './describe.ts';
import { readNames, wantedNames } from './names.ts';

interface GroupRow extends Record<string, unknown> {
  id: string;
  at: string | Date;
  table_name: string;
  record_id: string;
  subject_table: string;
  subject_id: string | null;
  actor_id: string | null;
  impersonator_id: string | null;
  is_player: boolean | null;
  unit: string | null;
  entries: { action: HistoryAction; recordId: string; changes: Record<string, unknown> }[];
  total: string | number;
}

const ROW_TABLE_LIST = sql.raw(`array[${[...ROW_TABLES].map((table) => `'${table}'`).join(', ')}]`);

/** The kind of record a subject table holds; contacts are players or contacts. */
const KIND_OF_TABLE: Record<string, AuditKind> = {
  clubs: 'club',
  requirements: 'requirement',
  users: 'user',
  pitches: 'pitch',
  teams: 'team',
  transfers: 'transfer',
};

export function kindFilter(kind: AuditKind): SQL {
  if (kind === 'player' || kind === 'contact') {
    return sql`e.subject_table = 'contacts' and exists (select 1 from contacts c where c.id = e.subject_id and c.is_player = ${kind === 'player'})`;
  }
  const table = Object.entries(KIND_OF_TABLE).find(([, value]) => value === kind)?.[0];
  if (table) return sql`e.subject_table = ${table}`;
  return sql`e.subject_table not in ('contacts', ${sql.join(
    Object.keys(KIND_OF_TABLE).map((name) => sql`${name}`),
    sql`, `,
  )})`;
}

/**
 * A page of changes, newest first (by when they were made): the entries of one transaction on one record (or on one list of
 * a record) make one change.
 */
export async function readHistory(
  db: Db,
  where: SQL,
  page: { page: number; take: number },
): Promise<HistoryPage> {
  const offset = (page.page - 1) * page.take;
  const rows = queryRows<GroupRow>(
    await db.execute(sql`
    with groups as (
      select min(e.id) as id, min(e.occurred_at) as at, e.table_name,
             case when e.table_name = any(${ROW_TABLE_LIST}) then coalesce(e.subject_id::text, '') else e.record_id end as record_id,
             e.subject_table, e.subject_id, e.actor_id, e.impersonator_id,
             jsonb_agg(jsonb_build_object('action', e.action, 'recordId', e.record_id, 'changes', e.changes) order by e.id) as entries
      from audit_entries e
      where ${where}
      group by e.tx_id, e.table_name, 4, e.subject_table, e.subject_id, e.actor_id, e.impersonator_id
    )
    select g.*, count(*) over () as total,
      case when g.subject_table = 'contacts' then (select c.is_player from contacts c where c.id = g.subject_id) end as is_player,
      case g.subject_table
        when 'contacts' then (select v.name from contacts c join valutas v on v.id = c.valuta_id where c.id = g.subject_id)
        when 'requirements' then (select v.name from requirements r join valutas v on v.id = r.valuta_id where r.id = g.subject_id)
      end as unit
    from groups g
    order by g.at desc, g.id desc
    limit ${page.take} offset ${offset}`),
  );
  const total = Number(rows[0]?.total ?? (offset > 0 ? await countGroups(db, where) : 0));
  return {
    data: await describeGroups(db, rows),
    currentPage: page.page,
    lastPage: lastPageOf(total, page.take),
    perPage: page.take,
    total,
  };
}

/** A page past the end still says how many changes there are. */
async function countGroups(db: Db, where: SQL): Promise<number> {
  const rows = queryRows<{ total: string | number }>(
    await db.execute(sql`
    select count(*) as total from (
      select 1 from audit_entries e where ${where}
      group by e.tx_id, e.table_name,
        case when e.table_name = any(${ROW_TABLE_LIST}) then coalesce(e.subject_id::text, '') else e.record_id end,
        e.subject_table, e.subject_id, e.actor_id, e.impersonator_id
    ) as groups`),
  );
  return Number(rows[0]?.total ?? 0);
}

async function describeGroups(db: Db, rows: readonly GroupRow[]): Promise<HistoryChange[]> {
  const names = wantedNames();
  const partsOf = new Map(rows.map((row) => [row, row.entries.map(asPairs)] as const));
  for (const row of rows) {
    names.add('users', row.actor_id);
    names.add('users', row.impersonator_id);
    names.add(row.subject_table, row.subject_id);
    for (const entry of partsOf.get(row) ?? []) {
      for (const [column, pair] of Object.entries(entry.changes)) {
        const table = NAMED_IDS[column];
        if (!table) continue;
        names.add(table, pair[0]);
        names.add(table, pair[1]);
      }
    }
  }
  const nameOf = await readNames(db, names.wanted);
  const person = (id: string | null) => (id ? { id, name: nameOf('users', id) ?? '' } : null);
  return rows.flatMap((row) => {
    const { action, fields } = describeChange(
      row.table_name,
      partsOf.get(row) ?? [],
      (column, id) => {
        const table = NAMED_IDS[column];
        return table && id != null ? (nameOf(table, id) ?? id) : id;
      },
      row.unit,
    );
    const explicit = row.entries.find((entry) => entry.action === 'erase' || entry.action === 'export');
    // A list saved again unchanged leaves nothing to tell.
    if (fields.length === 0 && action === 'update' && !explicit) return [];
    const kind: AuditKind =
      row.subject_table === 'contacts'
        ? row.is_player === false
          ? 'contact'
          : 'player'
        : (KIND_OF_TABLE[row.subject_table] ?? 'settings');
    const change: HistoryChange = {
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      actor: person(row.actor_id),
      impersonator: person(row.impersonator_id),
      action: (explicit?.action ?? action) as HistoryAction,
      table: row.table_name,
      recordId: row.record_id,
      subject: {
        kind,
        id: row.subject_id,
        name: nameOf(row.subject_table, row.subject_id) ?? '',
      },
      fields,
    };
    return [change];
  });
}
