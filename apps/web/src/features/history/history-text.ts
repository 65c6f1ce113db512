import type { AuditKind, HistoryChange, HistoryField } from '@transferdesk/shared';
import type { i18n as I18n } from 'i18next';
import {
  capitalised,
  fieldLabel,
  isLong,
  itemList,
  listLabel,
  shownValue,
  textOf,
  withUnit,
} from './history-values.ts';

/*
 * D47: a change as one sentence in the reader's language ("Alex Agent changed minimum net salary
 * from 60,000 to 75,000 EUR"), and a line per field under it when one sentence cannot say it all.
 */

/** A field under the sentence: a value before and after, or a line of words (a file, a list). */
export type ChangeLine =
  | {
      type: 'value';
      key: string;
      /** Capitalised: it starts the line. */
      label: string;
      /** What the change did to the record: the value it got, lost, or changed from and to. */
      mode: 'create' | 'delete' | 'update';
      old: string | null;
      new: string | null;
    }
  | { type: 'text'; key: string; text: string };

export interface ChangeText {
  sentence: string;
  lines: ChangeLine[];
}

/** The table holding a kind's own record; other tables' changes name their record ("the agreement"). */
const OWN_TABLE: Partial<Record<AuditKind, string>> = {
  player: 'contacts',
  contact: 'contacts',
  club: 'clubs',
  requirement: 'requirements',
  user: 'users',
  pitch: 'pitches',
  team: 'teams',
  transfer: 'transfers',
};

/** Who made the change: a user, the Superadmin acting as one (D34), or Transferdesk itself. */
export function actorName(i18n: I18n, change: HistoryChange): string {
  const actor = change.actor
    ? change.actor.name || textOf(i18n, 'history.deletedUser')
    : textOf(i18n, 'history.system');
  if (!change.impersonator) return actor;
  return textOf(i18n, 'history.impersonated', {
    impersonator: change.impersonator.name || textOf(i18n, 'history.deletedUser'),
    actor,
  });
}

const isOwnTable = (change: HistoryChange) => OWN_TABLE[change.subject.kind] === change.table;

/** The record the change saved, with its article: "the player", "the contract". */
export function recordNoun(i18n: I18n, change: HistoryChange): string {
  const key = isOwnTable(change) ? `history.kinds.${change.subject.kind}` : `history.tables.${change.table}`;
  return i18n.exists(key) ? textOf(i18n, key) : textOf(i18n, 'history.tables.fallback');
}

type ValueField = Extract<HistoryField, { kind: 'value' }>;

/** A value's old and new text; an amount's currency once, after the last number ("60,000 to 75,000 EUR"). */
function valuePair(i18n: I18n, field: ValueField): { old: string | null; new: string | null } {
  const old = shownValue(i18n, field.field, field.old);
  const shown = shownValue(i18n, field.field, field.new);
  return shown === null
    ? { old: withUnit(old, field.unit), new: null }
    : { old, new: withUnit(shown, field.unit) };
}

/** The field as the sentence names it: "end date of the agreement", "end date of the contract “…”". */
function fieldPhrase(i18n: I18n, change: HistoryChange, field: ValueField): string {
  const label = fieldLabel(i18n, field.field);
  if (field.row) {
    return textOf(i18n, 'history.fieldOfRow', {
      field: label,
      record: recordNoun(i18n, change),
      row: field.row,
    });
  }
  if (isOwnTable(change)) return label;
  return textOf(i18n, 'history.fieldOf', { field: label, record: recordNoun(i18n, change) });
}

function rowsParts(i18n: I18n, field: Extract<HistoryField, { kind: 'rows' }>): string {
  const list = field.field.split('.')[0] ?? field.field;
  const parts: string[] = [];
  if (field.added.length > 0)
    parts.push(textOf(i18n, 'history.parts.added', { items: itemList(i18n, list, field.added) }));
  if (field.removed.length > 0)
    parts.push(textOf(i18n, 'history.parts.removed', { items: itemList(i18n, list, field.removed) }));
  return parts.join('; ');
}

const fileEvent = (field: { old: boolean; new: boolean }) =>
  field.old && field.new ? 'replaced' : field.new ? 'added' : 'removed';

/** The file a change added ("a picture") or replaced or removed ("the picture"). */
function fileNoun(i18n: I18n, column: string, added: boolean): string {
  const group = added ? 'history.newFiles' : 'history.files';
  return i18n.exists(`${group}.${column}`)
    ? textOf(i18n, `${group}.${column}`)
    : textOf(i18n, `${group}.fallback`);
}

/** One line per field; `mode` says whether a value was given (create), lost (delete) or changed. */
function linesOf(
  i18n: I18n,
  fields: readonly HistoryField[],
  mode: 'create' | 'delete' | 'update',
): ChangeLine[] {
  return fields.flatMap((field, index): ChangeLine[] => {
    const key = `${field.field}-${index}`;
    if (field.kind === 'rows') {
      return [
        {
          type: 'text',
          key,
          text: `${capitalised(listLabel(i18n, field.field))}: ${rowsParts(i18n, field)}`,
        },
      ];
    }
    const label = capitalised(fieldLabel(i18n, field.field));
    if (field.kind === 'file') {
      if (mode === 'delete' || (!field.old && !field.new)) return [];
      return [
        { type: 'text', key, text: `${label}: ${textOf(i18n, `history.fileLine.${fileEvent(field)}`)}` },
      ];
    }
    const pair = valuePair(i18n, field);
    if ((mode === 'create' && pair.new === null) || (mode === 'delete' && pair.old === null)) return [];
    const rowLabel = field.row ? textOf(i18n, 'history.rowField', { field: label, row: field.row }) : label;
    return [{ type: 'value', key, label: rowLabel, mode, ...pair }];
  });
}

/** A change of one field, said in one sentence. */
function oneField(i18n: I18n, change: HistoryChange, field: HistoryField, actor: string): ChangeText {
  if (field.kind === 'rows') {
    const sentence = textOf(i18n, 'history.sentence.rows', {
      actor,
      list: listLabel(i18n, field.field),
      parts: rowsParts(i18n, field),
    });
    return { sentence, lines: [] };
  }
  if (field.kind === 'file') {
    const event = fileEvent(field);
    const key = event === 'replaced' ? 'fileReplaced' : event === 'added' ? 'fileAdded' : 'fileRemoved';
    const file = fileNoun(i18n, field.field, event === 'added');
    return { sentence: textOf(i18n, `history.sentence.${key}`, { actor, file }), lines: [] };
  }
  const pair = valuePair(i18n, field);
  const phrase = fieldPhrase(i18n, change, field);
  if (isLong(pair.old) || isLong(pair.new)) {
    return {
      sentence: textOf(i18n, 'history.sentence.changedLong', { actor, field: phrase }),
      lines: linesOf(i18n, [field], 'update'),
    };
  }
  const empty = textOf(i18n, 'history.values.empty');
  const sentence =
    pair.old === null && pair.new !== null
      ? textOf(i18n, 'history.sentence.set', { actor, field: phrase, new: pair.new })
      : pair.new === null && pair.old !== null
        ? textOf(i18n, 'history.sentence.cleared', { actor, field: phrase, old: pair.old })
        : textOf(i18n, 'history.sentence.changed', {
            actor,
            field: phrase,
            old: pair.old ?? empty,
            new: pair.new ?? empty,
          });
  return { sentence, lines: [] };
}

/** A record deleted or restored by its `deleted_at` (players, contacts, clubs keep their rows). */
function softDeletion(change: HistoryChange): 'deleted' | 'restored' | null {
  const field = change.fields.find((candidate) => candidate.field === 'deleted_at');
  if (field?.kind !== 'value' || !isOwnTable(change)) return null;
  if (field.old === null && field.new !== null) return 'deleted';
  if (field.old !== null && field.new === null) return 'restored';
  return null;
}

export function describeChange(i18n: I18n, change: HistoryChange): ChangeText {
  const actor = actorName(i18n, change);
  const record = recordNoun(i18n, change);
  switch (change.action) {
    case 'export':
      return {
        sentence: textOf(i18n, 'history.sentence.export', { actor }),
        lines: linesOf(i18n, change.fields, 'create'),
      };
    case 'erase':
      // The blanked fields are what erasing means; only what was decided with it is listed.
      return {
        sentence: textOf(i18n, 'history.sentence.erase', { actor }),
        lines: linesOf(i18n, change.fields, 'create'),
      };
    case 'create':
      return {
        sentence: textOf(i18n, 'history.sentence.created', { actor, record }),
        lines: linesOf(i18n, change.fields, 'create'),
      };
    case 'delete':
      return {
        sentence: textOf(i18n, 'history.sentence.deleted', { actor, record }),
        lines: linesOf(i18n, change.fields, 'delete'),
      };
    default: {
      const deletion = softDeletion(change);
      if (deletion) {
        const others = change.fields.filter((field) => field.field !== 'deleted_at');
        return {
          sentence: textOf(i18n, `history.sentence.${deletion}`, { actor, record }),
          lines: linesOf(i18n, others, 'update'),
        };
      }
      const [only, ...more] = change.fields;
      if (only && more.length === 0) return oneField(i18n, change, only, actor);
      // A list saved with changes to its rows is named as the list ("the contracts").
      const list = change.fields.find((field) => field.kind === 'rows' && !field.field.includes('.'));
      return {
        sentence: textOf(i18n, 'history.sentence.changedRecord', {
          actor,
          record: list ? listLabel(i18n, list.field) : record,
        }),
        lines: linesOf(i18n, change.fields, 'update'),
      };
    }
  }
}
