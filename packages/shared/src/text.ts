/**
 * A sort key that ignores case and accents ("Ålborg" sorts with "alborg"). Stored beside text
 * columns because PGlite has no ICU collations; PostgreSQL uses the same key so both databases
 * order alike.
 */
export function sortKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();
}
