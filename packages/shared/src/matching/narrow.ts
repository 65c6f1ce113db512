import { BestOf } from './best-of.ts';
import { EXCLUDES, type PlayerColumns, VACANT } from './columns.ts';
import { clubPlaces, constraintJudge } from './judge.ts';
import {
  type ExclusionConstraint,
  HARD_CONSTRAINTS,
  type HardConstraint,
  type MatchContext,
  type MatchPlayer,
  type MatchRequirement,
} from './types.ts';

/**
 * The first stage of matching over a whole sport (D27, docs/matching.md section 7): every player
 * judged on the hard constraints, by name only. It answers the candidates, a pool of players left
 * out by exactly one constraint for the near misses, and the counts a version shows; the engine then
 * marks the candidates and ranks the pool.
 */

export interface Narrowed {
  /** The players who meet every constraint. */
  players: MatchPlayer[];
  /** Players left out by exactly one constraint: the agency's own first, at most `nearMissPool`. */
  nearMissPlayers: MatchPlayer[];
  /** How many players were judged. */
  considered: number;
  /** Per constraint, how many of the players it leaves out (a player breaking two counts twice). */
  excludedBy: Partial<Record<HardConstraint, number>>;
  /** Per exclusion the club's unknown place leaves unjudged, how many players hold one. */
  unjudged: Partial<Record<ExclusionConstraint, number>>;
}

export interface NarrowOptions {
  /** How many near misses' players the engine gets to rank. */
  nearMissPool: number;
  /** Players judged between two pauses. */
  sliceSize: number;
  /** Lets other work run between slices (a server's other requests). */
  pause: () => Promise<void>;
}

const PINS_UNSET = 'Z';

/** Code-unit order: ids compare as PostgreSQL orders uuids (their lowercase hex text). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The near-miss pool's order: the agency's own players first (mandate, then PINS priority, A best,
 * none last), then by id, so the same data always gives the same pool.
 */
export function nearMissOrder(a: MatchPlayer, b: MatchPlayer): number {
  return (
    Number(b.mandate) - Number(a.mandate) ||
    compare(a.pinsPriority ?? PINS_UNSET, b.pinsPriority ?? PINS_UNSET) ||
    compare(a.id, b.id)
  );
}

/** Judges the sport's players a slice of rows at a time; see `Narrowed` for the answer. */
export async function narrowPlayers(
  requirement: MatchRequirement,
  columns: PlayerColumns,
  context: MatchContext,
  { nearMissPool, sliceSize, pause }: NarrowOptions,
): Promise<Narrowed> {
  const judge = constraintJudge(requirement, columns, context);
  const candidates: MatchPlayer[] = [];
  const nearMisses = new BestOf(nearMissPool, nearMissOrder);
  // Per constraint (its bit's place, HARD_CONSTRAINTS' order), how many players break it.
  const counts = new Float64Array(32);
  // Exclusions of a kind whose club place is not on record cannot be judged: counted instead.
  const unknownPlaces = clubPlaces(requirement).filter(([, id]) => id === null);
  const unjudged: Partial<Record<ExclusionConstraint, number>> = {};
  const { rows, players, flags } = columns;
  for (let start = 0; start < rows; start += sliceSize) {
    if (start > 0) await pause();
    const end = Math.min(start + sliceSize, rows);
    for (let row = start; row < end; row += 1) {
      if ((flags[row] as number) & VACANT) continue;
      const player = players[row] as MatchPlayer;
      if ((flags[row] as number) & EXCLUDES) {
        for (const [constraint, , list] of unknownPlaces) {
          if (player.exclusions[list].length > 0) unjudged[constraint] = (unjudged[constraint] ?? 0) + 1;
        }
      }
      const broken = judge(row);
      if (broken === 0) {
        candidates.push(player);
        continue;
      }
      for (let bits = broken; bits !== 0; bits &= bits - 1) {
        const bit = 31 - Math.clz32(bits & -bits);
        counts[bit] = (counts[bit] as number) + 1;
      }
      // One bit set: left out by exactly one constraint.
      if ((broken & (broken - 1)) === 0) nearMisses.offer(player);
    }
  }
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  HARD_CONSTRAINTS.forEach((constraint, bit) => {
    const count = counts[bit] as number;
    if (count > 0) excludedBy[constraint] = count;
  });
  return {
    players: candidates,
    nearMissPlayers: nearMisses.sorted(),
    considered: columns.size,
    excludedBy,
    unjudged,
  };
}
