import type { HistoryChange, HistoryField } from '@transferdesk/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readHistory } from './read.ts';

export const AUDIT_CSV_COLUMNS = [
  'time',
  'actor',
  'impersonator',
  'action',
  'kind',
  'record',
  'table',
  'field',
  'old',
  'new',
] as const;

const PAGE = 500;

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function fieldCells(
  field: HistoryField,
): Pick<Record<(typeof AUDIT_CSV_COLUMNS)[number], string>, 'field' | 'old' | 'new'> {
  if (field.kind === 'rows') {
    return { field: field.field, old: field.removed.join('; '), new: field.added.join('; ') };
  }
  if (field.kind === 'file') {
    return { field: field.field, old: field.old ? 'file' : '', new: field.new ? 'file' : '' };
  }
  const value = (raw: unknown) => [shown(raw), field.unit ?? ''].filter(Boolean).join(' ');
  return {
    field: field.row ? `${field.row}: ${field.field}` : field.field,
    old: value(field.old),
    new: value(field.new),
  };
}

/** One line per changed field (one line for a change without fields), newest change first. */
export async function* auditCsvRows(
  db: Db,
  where: SQL,
  limit: number,
): AsyncIterable<Record<string, string>> {
  let written = 0;
  for (let page = 1; written < limit; page += 1) {
    const { data } = await readHistory(db, where, { page, take: PAGE });
    for (const change of data) yield* changeLines(change);
    written += PAGE;
    if (data.length === 0 || page * PAGE >= limit) return;
  }
}

function* changeLines(change: HistoryChange): Iterable<Record<string, string>> {
  const common = {
    time: change.at,
    actor: change.actor?.name ?? '',
    impersonator: change.impersonator?.name ?? '',
    action: change.action,
    kind: change.subject.kind,
    record: change.subject.name,
    table: change.table,
  };
  if (change.fields.length === 0) {
    yield { ...common, field: '', old: '', new: '' };
    return;
  }
  for (const field of change.fields) yield { ...common, ...fieldCells(field) };
}
