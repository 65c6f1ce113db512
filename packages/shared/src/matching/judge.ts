import { PINS_ORDER } from './constraints.ts';
import { convert } from './money.ts';
import type {
  ExclusionConstraint,
  HardConstraint,
  MatchContext,
  MatchPlayer,
  MatchRequirement,
} from './types.ts';

/**
 * D27's hard constraints judged by name only: the constraints `brokenConstraints` answers for a
 * player, without the sentences and names of their reasons. Judging a whole sport (100,000 players)
 * this way costs a few milliseconds where building every reason would cost a hundred; the engine
 * then judges the candidates again with reasons (it stays the judge). A property test holds the two
 * to the same answer for every player.
 */

/**
 * The day `years` years before `date`, as the bound of an age on that date: at least n years old
 * is born on or before it, at most n years old is born after the bound of n + 1. A 29 February the
 * earlier year lacks is its 28 February: nobody is born between the two.
 */
export function yearsBack(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = date.slice(5) === '02-29' && !leap ? '02-28' : date.slice(5);
  return `${String(year).padStart(4, '0')}-${day}`;
}

type ExclusionList = 'teamIds' | 'leagueIds' | 'countryIds';

/** The club's team, league and country (null: not on record), each with the exclusion that names it. */
export const clubPlaces = ({
  club,
}: MatchRequirement): readonly (readonly [ExclusionConstraint, string | null, ExclusionList])[] => [
  ['excludesTeam', club.teamId, 'teamIds'],
  ['excludesLeague', club.leagueId, 'leagueIds'],
  ['excludesCountry', club.countryId, 'countryIds'],
];

/** Writes into `broken` the constraints the player breaks (emptied first) and answers how many. */
export type ConstraintJudge = (player: MatchPlayer, broken: HardConstraint[]) => number;

/** A judge for one requirement: what it asks is read once, then each player costs comparisons. */
export function constraintJudge(requirement: MatchRequirement, context: MatchContext): ConstraintJudge {
  const { club } = requirement;
  const positions = new Set(requirement.positionIds);
  const levels = requirement.playerLevelIds.length > 0 ? new Set(requirement.playerLevelIds) : null;
  const statuses = requirement.contractStatusIds.length > 0 ? new Set(requirement.contractStatusIds) : null;
  const advanced = requirement.isAdvancedSearch;
  const from = requirement.window.fromDate;
  // At least minAge on the window's first day: born on or before this day; at most maxAge: after.
  const bornBy = advanced && requirement.minAge !== null ? yearsBack(from, requirement.minAge) : null;
  const bornAfter = advanced && requirement.maxAge !== null ? yearsBack(from, requirement.maxAge + 1) : null;
  const outside = (value: number, min: number | null, max: number | null) =>
    value > 0 && ((min !== null && value < min) || (max !== null && value > max));
  const height = advanced && (requirement.minHeight !== null || requirement.maxHeight !== null);
  const weight = advanced && (requirement.minWeight !== null || requirement.maxWeight !== null);
  const footing = advanced ? requirement.rightyLefty : null;
  const marital = advanced ? requirement.maritalStatus : null;
  const nationality = advanced ? requirement.nationality : null;
  const contractType = advanced ? requirement.contractType : null;
  const pinsRank = advanced && requirement.pinsPriority ? PINS_ORDER.indexOf(requirement.pinsPriority) : -1;
  const budgets = (
    [
      ['netto', 'minSalaryNetto', requirement.maxNetto],
      ['brutto', 'minSalaryBrutto', requirement.maxBrutto],
      ['transferFee', 'estTransfer', requirement.maxTransferSum],
    ] as const
  ).filter(([, , maximum]) => maximum > 0);
  const exclusions = clubPlaces(requirement).filter(
    (entry): entry is readonly [ExclusionConstraint, string, ExclusionList] => entry[1] !== null,
  );

  return (player, broken) => {
    broken.length = 0;
    if (player.tenantId !== requirement.tenantId) broken.push('otherSport');
    if (player.deleted) broken.push('deleted');
    if (!player.includeInApp) broken.push('notInApp');
    if (requirement.isNoNeed) broken.push('noNeed');
    if (player.clubId !== null && player.clubId === club.id) broken.push('currentClub');
    if (!player.positionIds.some((id) => positions.has(id))) broken.push('position');
    if (levels && !(player.playerLevelId !== null && levels.has(player.playerLevelId))) {
      broken.push('playerLevel');
    }
    if (statuses && !(player.contractStatusId !== null && statuses.has(player.contractStatusId))) {
      broken.push('contractStatus');
    }
    for (const [constraint, id, list] of exclusions) {
      if (player.exclusions[list].includes(id)) broken.push(constraint);
    }
    const born = player.dateOfBirth;
    if (born && ((bornBy !== null && born > bornBy) || (bornAfter !== null && born <= bornAfter))) {
      broken.push('age');
    }
    if (height && outside(player.height, requirement.minHeight, requirement.maxHeight)) broken.push('height');
    if (weight && outside(player.weight, requirement.minWeight, requirement.maxWeight)) broken.push('weight');
    if (footing && player.rightyLefty && player.rightyLefty !== 'Both' && player.rightyLefty !== footing) {
      broken.push('footing');
    }
    if (marital && player.maritalStatus && player.maritalStatus !== marital) broken.push('maritalStatus');
    if (nationality && player.nationalities.length > 0 && !player.nationalities.includes(nationality)) {
      broken.push('nationality');
    }
    if (contractType && player.contractType !== contractType) broken.push('contractType');
    if (
      pinsRank >= 0 &&
      !(player.pinsPriority !== null && PINS_ORDER.indexOf(player.pinsPriority) <= pinsRank)
    ) {
      broken.push('pinsPriority');
    }
    for (const [constraint, field, maximum] of budgets) {
      if (convert(context.currencies, player[field], player.valutaId, requirement.valutaId) > maximum) {
        broken.push(constraint);
      }
    }
    return broken.length;
  };
}
