import { sortKey } from '../text.ts';
import { brokenConstraints, exclusionsOf } from './constraints.ts';
import { contractMark, financeMark, personalMark, playerPlanMark } from './marks.ts';
import { nearMissOf } from './near-misses.ts';
import type {
  Candidate,
  Excluded,
  ExclusionConstraint,
  HardConstraint,
  MatchContext,
  MatchPlayer,
  MatchRequirement,
  MatchResult,
  NearMiss,
} from './types.ts';

/** Spec 2, section 9: the rounded sum of the four marks divided by 4; 0 when a mark is missing. */
export function matchAverage(marks: {
  contractMark?: number | null;
  financeMark?: number | null;
  personalMark?: number | null;
  playerPlanMark?: number | null;
}): number {
  const values = [marks.playerPlanMark, marks.financeMark, marks.contractMark, marks.personalMark];
  if (values.some((value) => value === null || value === undefined)) return 0;
  return Math.round((values as number[]).reduce((total, value) => total + value, 0)) / 4;
}

/** One player marked against the requirement (the player meets every hard constraint). */
export function markPlayer(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  explain = true,
): Candidate {
  const contract = contractMark(requirement, player, context, explain);
  const finance = financeMark(requirement, player, context, explain);
  const personal = personalMark(requirement, player, explain);
  const plan = playerPlanMark(requirement, player, context, explain);
  const marks = {
    contractMark: contract.mark,
    financeMark: finance.mark,
    personalMark: personal.mark,
    playerPlanMark: plan.mark,
  };
  return {
    playerId: player.id,
    ...marks,
    sum: contract.mark + finance.mark + personal.mark + plan.mark,
    average: matchAverage(marks),
    reasons: {
      contract: contract.reasons,
      finance: finance.reasons,
      personal: personal.reasons,
      playerPlan: plan.reasons,
    },
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One number that orders candidates as average then sum do: marks are whole numbers, so the
 * average is exactly the sum divided by 4 and the sum alone gives the same order.
 */
const scoreOf = (candidate: Candidate) => candidate.sum;

export interface MatchOptions {
  /**
   * Answer only the best `keep` candidates (with their reasons); `candidateCount` still counts them
   * all. The ranking is the one the full list has: the same first `keep`, in the same order.
   */
  keep?: number;
  /** Answer the best this many near misses (players left out by one constraint that can change). */
  nearMisses?: number;
}

/** Adds one count per constraint to `into`. */
function addCounts<K extends string>(into: Partial<Record<K, number>>, from: Partial<Record<K, number>>) {
  for (const [key, count] of Object.entries(from) as [K, number | undefined][]) {
    into[key] = (into[key] ?? 0) + (count ?? 0);
  }
}

/**
 * How many players have exclusions of a kind the club's place leaves unknown (its team, league or
 * country not on record): those exclusions could not be judged.
 */
export function unjudgedExclusions(requirement: MatchRequirement, players: readonly MatchPlayer[]) {
  const unjudged: Partial<Record<ExclusionConstraint, number>> = {};
  for (const player of players) {
    for (const [constraint, , id, excluded] of exclusionsOf(requirement, player)) {
      if (id === null && excluded.length > 0) unjudged[constraint] = (unjudged[constraint] ?? 0) + 1;
    }
  }
  return unjudged;
}

/**
 * D27: the players who meet every hard constraint, marked and ranked (average, then sum, then full
 * name ignoring case and accents, then id: the same data always gives the same list), and every
 * other player with the constraints it breaks. Pure: no I/O, no clock, no randomness.
 *
 * Every candidate is marked without its sentences first; only the ones answered are explained, and
 * only those that tie on marks near the cut get a name key, so a broad requirement (tens of
 * thousands of candidates) costs numbers, not strings.
 */
export function matchPlayers(
  requirement: MatchRequirement,
  players: readonly MatchPlayer[],
  context: MatchContext,
  options: MatchOptions = {},
): MatchResult {
  const marked: { player: MatchPlayer; candidate: Candidate; score: number }[] = [];
  const excluded: Excluded[] = [];
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  // Stryker disable next-line ArrayDeclaration: equivalent (an entry without a score is never kept)
  const misses: { player: MatchPlayer; miss: NearMiss; score: number }[] = [];
  for (const player of players) {
    const broken = brokenConstraints(requirement, player, context);
    if (broken.length > 0) {
      excluded.push({ playerId: player.id, broken });
      for (const { constraint } of broken) excludedBy[constraint] = (excludedBy[constraint] ?? 0) + 1;
      // Stryker disable next-line ConditionalExpression: equivalent (speed only: none are kept when not asked)
      if (options.nearMisses) {
        const miss = nearMissOf(
          requirement,
          player,
          context,
          // Stryker disable next-line BooleanLiteral: equivalent (speed only: kept ones are explained below)
          (one) => markPlayer(requirement, one, context, false),
          broken,
        );
        if (miss) misses.push({ player, miss, score: scoreOf(miss.candidate) });
      }
      continue;
    }
    // Stryker disable next-line BooleanLiteral: equivalent (speed only: kept ones are explained below)
    const candidate = markPlayer(requirement, player, context, false);
    marked.push({ player, candidate, score: scoreOf(candidate) });
  }
  const ranked = bestOf(marked, options.keep ?? marked.length);
  excluded.sort((a, b) => compareText(a.playerId, b.playerId));
  return {
    candidates: ranked.map(({ player }) => markPlayer(requirement, player, context)),
    candidateCount: marked.length,
    excluded,
    excludedBy,
    unjudged: unjudgedExclusions(requirement, players),
    nearMisses: bestOf(misses, options.nearMisses ?? 0).map(({ player, miss }) => ({
      ...miss,
      candidate: markPlayer(requirement, player, context),
    })),
  };
}

/**
 * The first `keep` entries in rank order: score (average, then sum), then full name ignoring case
 * and accents, then id. Only the entries scoring at least the last kept one's score race for a
 * place, and only those get a name key.
 */
function bestOf<T extends { player: MatchPlayer; score: number }>(
  entries: readonly T[],
  wanted: number,
): T[] {
  const keep = Math.min(wanted, entries.length);
  const scores = Float64Array.from(entries, (entry) => entry.score).sort();
  // The cut only spares name keys: without it, the sort and the slice below give the same answer.
  // Stryker disable next-line all: equivalent (speed only)
  const cut = keep > 0 ? (scores[scores.length - keep] ?? 0) : Number.POSITIVE_INFINITY;
  return (
    entries
      // Stryker disable next-line all: equivalent (speed only)
      .filter((entry) => entry.score >= cut)
      .map((entry) => ({ entry, nameKey: sortKey(`${entry.player.firstName} ${entry.player.lastName}`) }))
      .sort(
        (a, b) =>
          b.entry.score - a.entry.score ||
          compareText(a.nameKey, b.nameKey) ||
          compareText(a.entry.player.id, b.entry.player.id),
      )
      .slice(0, keep)
      .map(({ entry }) => entry)
  );
}

/**
 * `matchPlayers` over `players` a slice at a time, awaiting `pause()` between slices, so that a
 * server marking tens of thousands of players keeps answering other requests meanwhile. Each
 * slice keeps its best `keep`; the best `keep` of all are among those, ranked once more at the end,
 * so the answer is the one `matchPlayers` gives in one go (property-tested).
 */
export async function matchPlayersInSlices(
  requirement: MatchRequirement,
  players: readonly MatchPlayer[],
  context: MatchContext,
  { sliceSize, pause, ...options }: MatchOptions & { sliceSize: number; pause: () => Promise<void> },
): Promise<MatchResult> {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent (one slice gives the same answer)
  if (players.length <= sliceSize) return matchPlayers(requirement, players, context, options);
  const finalists: MatchPlayer[] = [];
  const excluded: Excluded[] = [];
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  const unjudged: Partial<Record<ExclusionConstraint, number>> = {};
  let candidateCount = 0;
  for (let start = 0; start < players.length; start += sliceSize) {
    if (start > 0) await pause();
    const slice = players.slice(start, start + sliceSize);
    const result = matchPlayers(requirement, slice, context, options);
    const byId = new Map(slice.map((player) => [player.id, player]));
    const chosen = [...result.candidates, ...result.nearMisses];
    for (const { playerId } of chosen) finalists.push(byId.get(playerId) as MatchPlayer);
    excluded.push(...result.excluded);
    addCounts(excludedBy, result.excludedBy);
    addCounts(unjudged, result.unjudged);
    candidateCount += result.candidateCount;
  }
  excluded.sort((a, b) => compareText(a.playerId, b.playerId));
  const { candidates, nearMisses } = matchPlayers(requirement, finalists, context, options);
  return { candidates, candidateCount, excluded, excludedBy, unjudged, nearMisses };
}
