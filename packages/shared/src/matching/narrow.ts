import { clubPlaces, constraintJudge } from './judge.ts';
import type {
  ExclusionConstraint,
  HardConstraint,
  MatchContext,
  MatchPlayer,
  MatchRequirement,
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

/** Judges `players` a slice at a time; see `Narrowed` for the answer. */
export async function narrowPlayers(
  requirement: MatchRequirement,
  players: readonly MatchPlayer[],
  context: MatchContext,
  { nearMissPool, sliceSize, pause }: NarrowOptions,
): Promise<Narrowed> {
  const judge = constraintJudge(requirement, context);
  const broken: HardConstraint[] = [];
  const candidates: MatchPlayer[] = [];
  let nearMisses: MatchPlayer[] = [];
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  // Exclusions of a kind whose club place is not on record cannot be judged: counted instead.
  const unknownPlaces = clubPlaces(requirement).filter(([, id]) => id === null);
  const unjudged: Partial<Record<ExclusionConstraint, number>> = {};
  const keepBestNearMisses = () => {
    nearMisses.sort(nearMissOrder);
    nearMisses = nearMisses.slice(0, nearMissPool);
  };
  for (let start = 0; start < players.length; start += sliceSize) {
    if (start > 0) await pause();
    const end = Math.min(start + sliceSize, players.length);
    for (let index = start; index < end; index += 1) {
      const player = players[index] as MatchPlayer;
      for (const [constraint, , list] of unknownPlaces) {
        if (player.exclusions[list].length > 0) unjudged[constraint] = (unjudged[constraint] ?? 0) + 1;
      }
      const count = judge(player, broken);
      if (count === 0) {
        candidates.push(player);
        continue;
      }
      for (const constraint of broken) excludedBy[constraint] = (excludedBy[constraint] ?? 0) + 1;
      if (count === 1) nearMisses.push(player);
    }
    // The pool of all slices is the best of each slice's best: the order is total.
    if (nearMisses.length > nearMissPool) keepBestNearMisses();
  }
  keepBestNearMisses();
  return {
    players: candidates,
    nearMissPlayers: nearMisses,
    considered: players.length,
    excludedBy,
    unjudged,
  };
}
