import type { MatchDate } from '@transferdesk/shared';
import { storedMatchId } from '../../lib/stored-match.ts';

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
