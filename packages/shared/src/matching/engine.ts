import { sortKey } from '../text.ts';
import { brokenConstraints } from './constraints.ts';
import { contractMark, financeMark, personalMark, playerPlanMark } from './marks.ts';
import type {
  Candidate,
  Excluded,
  HardConstraint,
  MatchContext,
  MatchPlayer,
  MatchRequirement,
  MatchResult,
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
): Candidate {
  const contract = contractMark(requirement, player, context);
  const finance = financeMark(requirement, player, context);
  const personal = personalMark(requirement, player);
  const plan = playerPlanMark(requirement, player, context);
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
 * D27: the players who meet every hard constraint, marked and ranked (average, then sum, then full
 * name ignoring case and accents, then id: the same data always gives the same list), and every
 * other player with the constraints it breaks. Pure: no I/O, no clock, no randomness.
 */
export function matchPlayers(
  requirement: MatchRequirement,
  players: readonly MatchPlayer[],
  context: MatchContext,
): MatchResult {
  const candidates: (Candidate & { nameKey: string })[] = [];
  const excluded: Excluded[] = [];
  const excludedBy: Partial<Record<HardConstraint, number>> = {};
  for (const player of players) {
    const broken = brokenConstraints(requirement, player, context);
    if (broken.length > 0) {
      excluded.push({ playerId: player.id, broken });
      for (const { constraint } of broken) excludedBy[constraint] = (excludedBy[constraint] ?? 0) + 1;
      continue;
    }
    candidates.push({
      ...markPlayer(requirement, player, context),
      nameKey: sortKey(`${player.firstName} ${player.lastName}`),
    });
  }
  candidates.sort(
    (a, b) =>
      b.average - a.average ||
      b.sum - a.sum ||
      compareText(a.nameKey, b.nameKey) ||
      compareText(a.playerId, b.playerId),
  );
  excluded.sort((a, b) => compareText(a.playerId, b.playerId));
  return {
    candidates: candidates.map(({ nameKey: _nameKey, ...candidate }) => candidate),
    excluded,
    excludedBy,
  };
}
