import type { i18n as I18n } from 'i18next';
import { formatDateTime, formatLongDate } from '../../lib/dates.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n.ts';

/*
 * How the history shows a column and its values: labels from the locale files (a humanised column
 * name where they have none), numbers and dates in the reader's language, choices by their names.
 */

/** A text with an optional key: the history names columns and values the locale files may not know. */
export function textOf(i18n: I18n, key: string, options?: Record<string, unknown>): string {
  // Keys are built from the API's column and table names, which the typed keys cannot list.
  return String(i18n.t(key as 'history.system', options as never));
}

const known = (i18n: I18n, key: string) => i18n.exists(key);

/** `min_salary_netto` → "min salary netto", for a column the locale files do not name yet. */
function humanised(column: string): string {
  return column
    .replace(/_id$/, '')
    .replace(/_path$/, '')
    .replace(/[_.]+/g, ' ')
    .trim();
}

/** The column as it reads inside a sentence: "minimum net salary", "TikTok". */
export function fieldLabel(i18n: I18n, column: string): string {
  const key = `history.fields.${column}`;
  return known(i18n, key) ? textOf(i18n, key) : humanised(column);
}

/** The first letter up, for a label that starts a line: "minimum net salary" → "Minimum net salary". */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A list's name in a sentence ("the positions", "the excluded countries"). */
export function listLabel(i18n: I18n, field: string): string {
  const key = `history.lists.${field}`;
  // A list kept as priorities and exclusions, named without either, is named as its table.
  const named = i18n.exists(`${key}.priority`) ? `history.tables.${field}` : key;
  return known(i18n, named) ? textOf(i18n, named) : humanised(field);
}

/** Choices stored by their code, named as their forms name them. */
const CHOICE_KEYS: Record<string, string> = {
  contract_type: 'players.choices.contractType',
  marital_status: 'players.choices.maritalStatus',
  righty_lefty: 'players.choices.rightyLefty',
  stage: 'pitch.stages',
  answer: 'pitch.answers',
  kind: 'playerDocuments.kinds',
  type: 'players.contracts.names',
};

/** The items of these lists are codes with names of their own (a role, a feature). */
const ITEM_KEYS: Record<string, string> = {
  user_roles: 'roles',
  tenant_features: 'tenants.features',
};

/** Measures kept without their unit. */
const UNITS: Record<string, string> = {
  height: 'cm',
  min_height: 'cm',
  max_height: 'cm',
  weight: 'kg',
  min_weight: 'kg',
  max_weight: 'kg',
  fee_percent: '%',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const MARKUP = /<\/?[a-z][^>]*>/i;

export function numberLocale(locale: string): string {
  return locale === 'da' ? 'da-DK' : 'en-GB';
}

/** Rich text (a description, a post) as the words a reader sees. */
function plainText(html: string): string {
  // A parsed document runs no scripts and loads nothing; only its text is kept.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

function choiceName(i18n: I18n, column: string, code: string): string {
  const group = CHOICE_KEYS[column];
  const key = group && `${group}.${code}`;
  return key && known(i18n, key) ? textOf(i18n, key) : code;
}

/**
 * A value as the reader reads it, or null when there is none: yes/no, numbers with the locale's
 * separators (and cm, kg, %), dates in the long format, choices by name, rich text as plain text.
 * `unit` (the currency of an amount) is left to the caller, who places it once.
 */
export function shownValue(i18n: I18n, column: string, value: unknown): string | null {
  const locale = i18n.language;
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return textOf(i18n, value ? 'history.values.yes' : 'history.values.no');
  if (typeof value === 'number') {
    // An id kept as a number (ActiveCampaign's) is no quantity: no separators.
    if (column.endsWith('_id')) return String(value);
    const number = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 }).format(value);
    const unit = UNITS[column];
    return unit ? `${number} ${unit}` : number;
  }
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatLongDate(value, locale);
    if (INSTANT.test(value)) return formatDateTime(value, locale);
    if (column === 'locale' && value in LANGUAGE_NAMES) return LANGUAGE_NAMES[value as 'da'];
    if (MARKUP.test(value)) return plainText(value) || null;
    return choiceName(i18n, column, value);
  }
  return JSON.stringify(value);
}

/** An amount's currency after the value: "75,000 EUR". */
export function withUnit(shown: string | null, unit: string | null): string | null {
  return shown !== null && unit ? `${shown} ${unit}` : shown;
}

/** A list's items, named where they are codes (a role), joined the language's way: "a, b and c". */
export function itemList(i18n: I18n, list: string, items: readonly string[]): string {
  const group = ITEM_KEYS[list];
  const names = items.map((item) =>
    group && known(i18n, `${group}.${item}`) ? textOf(i18n, `${group}.${item}`) : item,
  );
  return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
}

/** Longer than this, a value is shortened in its line and shown whole on request. */
export const LONG_VALUE = 120;

export const isLong = (shown: string | null) => shown !== null && shown.length > LONG_VALUE;
