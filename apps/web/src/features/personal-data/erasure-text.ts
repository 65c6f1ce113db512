import { i18n } from '../../lib/i18n.ts';

/** The kinds of record the API names in `deleted`; another kind shows as the API names it. */
const KNOWN_KINDS = ['pictures', 'videos', 'contracts', 'documents', 'files'] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];

const isKnown = (kind: string): kind is KnownKind => (KNOWN_KINDS as readonly string[]).includes(kind);

/** "3 pictures", "1 contract", in the interface's language. */
export function countText(kind: string, count: number): string {
  return isKnown(kind) ? i18n.t(`personalData.kinds.${kind}`, { count }) : `${kind}: ${count}`;
}

/** The counts above zero, the known kinds first in their own order, as lines of a list. */
export function countLines(deleted: Readonly<Record<string, number>>): string[] {
  const kinds = Object.keys(deleted).filter((kind) => (deleted[kind] ?? 0) > 0);
  const order = (kind: string) => (isKnown(kind) ? KNOWN_KINDS.indexOf(kind) : KNOWN_KINDS.length);
  return kinds.sort((a, b) => order(a) - order(b)).map((kind) => countText(kind, deleted[kind] ?? 0));
}

/** Whether two ways of writing a name are the same name: spaces and case do not count. */
export function sameName(typed: string, name: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return plain(typed) === plain(name);
}
