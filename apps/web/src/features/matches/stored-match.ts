import { isUuid, type MatchDate, STORED_MATCH_KEY } from '@transferdesk/shared';
import { readStored, writeStored } from '../../lib/storage.ts';

/**
 * Spec 2, section 4: the current match choice is kept in browser storage (the requirements list
 * writes it when it opens a version; viewing a requirement clears it).
 */
export function storeMatchId(id: string): void {
  writeStored(STORED_MATCH_KEY, id);
}

function storedMatchId(): string | undefined {
  const stored = readStored(STORED_MATCH_KEY);
  return stored && isUuid(stored) ? stored : undefined;
}

/** Two ISO instants written alike or naming the same moment ("…Z" and "…+00:00"). */
function sameInstant(a: string, b: string): boolean {
  if (a === b) return true;
  const left = Date.parse(a);
  return Number.isFinite(left) && left === Date.parse(b);
}

/**
 * Which version the page shows. `matches/{id}/{createdAt}`: the version of that requirement created
 * then (none: not found). `matches/{id}`: the stored choice first when present (spec 2, section 4),
 * as long as it is a version of the same requirement, so that a choice left from another
 * requirement never replaces the one asked for; otherwise the route's id.
 */
export function chooseVersion(
  dates: readonly MatchDate[],
  routeId: string,
  createdAt: string | undefined,
): string | undefined {
  if (createdAt !== undefined) return dates.find((date) => sameInstant(date.createdAt, createdAt))?.id;
  const stored = storedMatchId();
  return stored && dates.some((date) => date.id === stored) ? stored : routeId;
}
