import type { HistoryAction, HistoryField } from '@transferdesk/shared';

/** One audit entry as the grouped query answers it. */
export interface EntryPart {
  action: HistoryAction;
  recordId: string;
  changes: Record<string, [unknown, unknown]>;
}

/**
 * The triggers store a created or deleted row as its values (a flat object, cheap to write in bulk)
 * and an update as [old, new] per column: every part as [old, new]. Empty text is no value.
 */
export function asPairs(entry: {
  action: HistoryAction;
  recordId: string;
  changes: Record<string, unknown>;
}): EntryPart {
  if (entry.action !== 'create' && entry.action !== 'delete') {
    return entry as EntryPart;
  }
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [column, value] of Object.entries(entry.changes)) {
    if (value === '') continue;
    changes[column] = entry.action === 'create' ? [null, value] : [value, null];
  }
  return { action: entry.action, recordId: entry.recordId, changes };
}

/**
 * Lists a save replaces as a whole (delete all, insert the new set): their history is what the set
 * gained and lost, not every row deleted and written again.
 */
export const ROW_TABLES = new Set([
  'player_positions',
  'player_countries',
  'player_leagues',
  'player_teams',
  'video_infos',
  'player_contracts',
  'requirement_positions',
  'requirement_player_levels',
  'requirement_contract_statuses',
  'user_roles',
  'user_tenants',
  'tenant_features',
]);

/** Columns holding an id of a named record, and where its name is read (names.ts resolves them). */
export const NAMED_IDS: Record<string, string> = {
  position_id: 'positions',
  country_id: 'countries',
  issuing_country_id: 'countries',
  league_id: 'leagues',
  team_id: 'teams',
  valuta_id: 'valutas',
  buy_out_valuta_id: 'valutas',
  player_level_id: 'player_levels',
  contract_status_id: 'contract_statuses',
  club_id: 'clubs',
  transfer_id: 'transfers',
  contact_id: 'contacts',
  player_id: 'contacts',
  agent_user_id: 'users',
  agent_id: 'users',
  author_id: 'users',
  user_id: 'users',
  feature_id: 'features',
  tenant_id: 'tenants',
  signed_file_id: 'player_files',
  guardian_consent_file_id: 'player_files',
  file_id: 'player_files',
  requirement_id: 'requirements',
  match_id: 'matches',
};

/** Amounts, shown with the currency of their record. */
export const MONEY_COLUMNS = new Set([
  'min_salary_netto',
  'min_salary_brutto',
  'est_transfer',
  'max_netto',
  'max_brutto',
  'max_transfer_sum',
  'buy_out_amount',
]);

/** What a row of a list is called in its history: the names of its ids, else its own words. */
const ROW_LABEL_COLUMNS = ['title', 'club_name', 'contract_name', 'role', 'name', 'start_date', 'end_date'];

export type NameOf = (column: string, id: unknown) => unknown;

const isFileColumn = (column: string) => column.endsWith('_path') || column === 'path';

/** The change's fields: values old → new, files as present or not, lists as added and removed. */
export function describeChange(
  table: string,
  parts: readonly EntryPart[],
  nameOf: NameOf,
  unit: string | null,
): { action: HistoryAction; fields: HistoryField[] } {
  if (ROW_TABLES.has(table)) {
    // A player's priorities and exclusions of one kind are two lists.
    const byPreference = new Map<string, EntryPart[]>();
    for (const part of parts) {
      const preference = part.changes.preference;
      const list = preference ? String(preference[0] ?? preference[1]) : '';
      byPreference.set(list, [...(byPreference.get(list) ?? []), part]);
    }
    const fields = [...byPreference].flatMap(([preference, ofList]) =>
      describeRows(preference ? `${table}.${preference}` : table, ofList, nameOf, unit),
    );
    return { action: 'update', fields };
  }
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) return { action: 'update', fields: [] };
  const action: HistoryAction = parts.some((part) => part.action === 'create')
    ? 'create'
    : parts.some((part) => part.action === 'delete')
      ? 'delete'
      : first.action;
  return { action, fields: mergedFields(parts, nameOf, unit) };
}

/** A record saved more than once in one transaction: its first old and its last new value. */
function mergedFields(parts: readonly EntryPart[], nameOf: NameOf, unit: string | null): HistoryField[] {
  const merged = new Map<string, [unknown, unknown]>();
  for (const part of parts) {
    for (const [column, [oldValue, newValue]] of Object.entries(part.changes)) {
      const seen = merged.get(column);
      merged.set(column, [seen ? seen[0] : oldValue, newValue]);
    }
  }
  const fields: HistoryField[] = [];
  for (const [column, [oldValue, newValue]] of merged) {
    if (isFileColumn(column)) {
      fields.push({ kind: 'file', field: column, old: oldValue === true, new: newValue === true });
      continue;
    }
    const shownOld = nameOf(column, oldValue);
    const shownNew = nameOf(column, newValue);
    // Changed and changed back in one save; an erased person's entries keep their fields, without values.
    if (oldValue === newValue && oldValue !== null) continue;
    fields.push({
      kind: 'value',
      field: column,
      old: shownOld ?? null,
      new: shownNew ?? null,
      unit: MONEY_COLUMNS.has(column) ? unit : null,
    });
  }
  return fields;
}

/** The net change of a list: rows deleted and written again unchanged cancel out. */
function describeRows(
  table: string,
  parts: readonly EntryPart[],
  nameOf: NameOf,
  unit: string | null,
): HistoryField[] {
  const removed = new Map<string, EntryPart>();
  const added: EntryPart[] = [];
  const contentOf = (part: EntryPart, side: 0 | 1) =>
    JSON.stringify(
      Object.entries(part.changes)
        .filter(([column]) => column !== 'ordinal' && column !== 'preference')
        .map(([column, pair]) => [column, pair[side]])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  const deletedByContent = new Map<string, EntryPart[]>();
  for (const part of parts) {
    if (part.action === 'delete') {
      const key = contentOf(part, 0);
      deletedByContent.set(key, [...(deletedByContent.get(key) ?? []), part]);
      removed.set(`${part.recordId}\u0000${key}`, part);
    }
  }
  for (const part of parts) {
    if (part.action !== 'create') continue;
    const same = deletedByContent.get(contentOf(part, 1))?.shift();
    if (same) removed.delete(`${same.recordId}\u0000${contentOf(same, 0)}`);
    else added.push(part);
  }
  const label = (part: EntryPart, side: 0 | 1) => rowLabel(part, side, nameOf);
  const fields: HistoryField[] = [];
  // A row kept by id but changed (a contract edited in place): its fields, old → new.
  const removedById = new Map([...removed.values()].map((part) => [part.recordId, part]));
  const stillAdded: EntryPart[] = [];
  for (const part of added) {
    const before = removedById.get(part.recordId);
    if (!before || !table.endsWith('contracts')) {
      stillAdded.push(part);
      continue;
    }
    removedById.delete(part.recordId);
    const paired: EntryPart = {
      action: 'update',
      recordId: part.recordId,
      changes: Object.fromEntries(
        Object.keys({ ...before.changes, ...part.changes }).map((column) => [
          column,
          [before.changes[column]?.[0] ?? null, part.changes[column]?.[1] ?? null],
        ]),
      ),
    };
    for (const field of mergedFields([paired], nameOf, unit)) {
      fields.push(field.kind === 'value' ? { ...field, row: label(part, 1) } : field);
    }
  }
  const gained = stillAdded.map((part) => label(part, 1));
  const lost = [...removedById.values()].map((part) => label(part, 0));
  if (gained.length > 0 || lost.length > 0)
    fields.unshift({ kind: 'rows', field: table, added: gained, removed: lost });
  return fields;
}

function rowLabel(part: EntryPart, side: 0 | 1, nameOf: NameOf): string {
  const value = (column: string) => part.changes[column]?.[side];
  const words: string[] = [];
  for (const column of Object.keys(part.changes)) {
    if (column in NAMED_IDS && value(column) != null) words.push(String(nameOf(column, value(column))));
  }
  for (const column of ROW_LABEL_COLUMNS) {
    const shown = value(column);
    if (shown != null && shown !== '') words.push(String(shown));
  }
  return words.join(' · ') || part.recordId;
}
