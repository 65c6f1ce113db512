import { yearsOn } from './dates.ts';
import { convert, currencyOf, money } from './money.ts';
import type { Broken, HardConstraint, MatchContext, MatchPlayer, MatchRequirement } from './types.ts';

/**
 * D27's hard constraints: what a candidate must meet, never relaxed. Every constraint a player
 * breaks is answered with a sentence that names the data, so that "Why not ...?" has an answer.
 */

const PINS_ORDER = ['A', 'B', 'C', 'D', 'E'];

/** Names of ids for a sentence; an id without a name shows as "an unnamed item". */
export const namesOf = (context: MatchContext, ids: readonly string[]) =>
  ids.map((id) => context.names[id] ?? 'an unnamed item').join(', ');

/** The advanced ranges, as [constraint, the player's value (null when unknown), min, max, unit]. */
export function rangesOf(requirement: MatchRequirement, player: MatchPlayer) {
  if (!requirement.isAdvancedSearch) return [];
  const age = player.dateOfBirth ? yearsOn(player.dateOfBirth, requirement.window.fromDate) : null;
  return [
    ['age', age, requirement.minAge, requirement.maxAge, 'years'],
    ['height', player.height > 0 ? player.height : null, requirement.minHeight, requirement.maxHeight, 'cm'],
    ['weight', player.weight > 0 ? player.weight : null, requirement.minWeight, requirement.maxWeight, 'kg'],
  ] as const satisfies readonly (readonly [
    HardConstraint,
    number | null,
    number | null,
    number | null,
    string,
  ])[];
}

/** The three amounts a budget caps: [constraint, what, player's amount, requirement's maximum]. */
export function budgetsOf(requirement: MatchRequirement, player: MatchPlayer) {
  return [
    ['netto', 'minimum net salary', player.minSalaryNetto, requirement.maxNetto],
    ['brutto', 'minimum gross salary', player.minSalaryBrutto, requirement.maxBrutto],
    ['transferFee', 'estimated transfer fee', player.estTransfer, requirement.maxTransferSum],
  ] as const satisfies readonly (readonly [HardConstraint, string, number, number])[];
}

const rangeText = (min: number | null, max: number | null, unit: string) =>
  min !== null && max !== null
    ? `${min}-${max} ${unit}`
    : min !== null
      ? `at least ${min} ${unit}`
      : `at most ${max} ${unit}`;

export function brokenConstraints(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
): Broken[] {
  const broken: Broken[] = [];
  const breaks = (constraint: HardConstraint, reason: string) => broken.push({ constraint, reason });

  if (player.tenantId !== requirement.tenantId) breaks('otherSport', 'Plays in another sport of the agency');
  if (player.deleted) breaks('deleted', 'Has been deleted');
  if (!player.includeInApp) breaks('notInApp', 'Is not included in the app');
  if (requirement.isNoNeed) breaks('noNeed', 'The club registered no need for this window');

  if (!player.positionIds.some((id) => requirement.positionIds.includes(id))) {
    breaks(
      'position',
      `Plays ${player.positionIds.length > 0 ? namesOf(context, player.positionIds) : 'no position'}, ` +
        `not ${namesOf(context, requirement.positionIds)}`,
    );
  }
  if (
    requirement.playerLevelIds.length > 0 &&
    !(player.playerLevelId && requirement.playerLevelIds.includes(player.playerLevelId))
  ) {
    breaks(
      'playerLevel',
      `Level ${player.playerLevelId ? namesOf(context, [player.playerLevelId]) : 'not given'}, ` +
        `not ${namesOf(context, requirement.playerLevelIds)}`,
    );
  }
  if (
    requirement.contractStatusIds.length > 0 &&
    !(player.contractStatusId && requirement.contractStatusIds.includes(player.contractStatusId))
  ) {
    breaks(
      'contractStatus',
      `Contract status ${player.contractStatusId ? namesOf(context, [player.contractStatusId]) : 'not given'}, ` +
        `not ${namesOf(context, requirement.contractStatusIds)}`,
    );
  }

  const { club } = requirement;
  if (club.teamId && player.exclusions.teamIds.includes(club.teamId)) {
    breaks('excludesTeam', `Excludes ${namesOf(context, [club.teamId])}, the team of ${club.name}`);
  }
  if (club.leagueId && player.exclusions.leagueIds.includes(club.leagueId)) {
    breaks(
      'excludesLeague',
      `Excludes ${namesOf(context, [club.leagueId])}, the league ${club.name} plays in`,
    );
  }
  if (club.countryId && player.exclusions.countryIds.includes(club.countryId)) {
    breaks('excludesCountry', `Excludes ${namesOf(context, [club.countryId])}, where ${club.name} plays`);
  }

  for (const [constraint, value, min, max, unit] of rangesOf(requirement, player)) {
    if (value === null || (min === null && max === null)) continue;
    if ((min !== null && value < min) || (max !== null && value > max)) {
      breaks(
        constraint,
        `${constraint === 'age' ? 'Age' : constraint === 'height' ? 'Height' : 'Weight'} ${value} ${unit}, outside ${rangeText(min, max, unit)}`,
      );
    }
  }

  if (requirement.isAdvancedSearch) {
    const asked = requirement.rightyLefty;
    // A two-footed player fits any footing; a request for "Both" asks for a two-footed player.
    if (asked && player.rightyLefty && player.rightyLefty !== 'Both' && player.rightyLefty !== asked) {
      breaks('footing', `Footing ${player.rightyLefty}, not ${asked}`);
    }
    if (
      requirement.maritalStatus &&
      player.maritalStatus &&
      player.maritalStatus !== requirement.maritalStatus
    ) {
      breaks('maritalStatus', `${player.maritalStatus}, not ${requirement.maritalStatus}`);
    }
    if (
      requirement.nationality &&
      player.nationalities.length > 0 &&
      !player.nationalities.includes(requirement.nationality)
    ) {
      breaks('nationality', `Nationality ${player.nationalities.join(', ')}, not ${requirement.nationality}`);
    }
    if (requirement.contractType && player.contractType !== requirement.contractType) {
      breaks(
        'contractType',
        `Contract type ${player.contractType ?? 'not given'}, not ${requirement.contractType}`,
      );
    }
    if (
      requirement.pinsPriority &&
      !(
        player.pinsPriority &&
        PINS_ORDER.indexOf(player.pinsPriority) <= PINS_ORDER.indexOf(requirement.pinsPriority)
      )
    ) {
      breaks(
        'pinsPriority',
        `PINS priority ${player.pinsPriority ?? 'not given'}, not ${requirement.pinsPriority} or better`,
      );
    }
  }

  const target = currencyOf(context.currencies, requirement.valutaId).name;
  for (const [constraint, what, amount, maximum] of budgetsOf(requirement, player)) {
    if (maximum <= 0) continue;
    const converted = convert(context.currencies, amount, player.valutaId, requirement.valutaId);
    if (converted > maximum) {
      const own = currencyOf(context.currencies, player.valutaId).name;
      const shown =
        own === target ? money(amount, own) : `${money(amount, own)} (${money(converted, target)})`;
      breaks(constraint, `Asks a ${what} of ${shown}, over the ${money(maximum, target)} budget`);
    }
  }
  return broken;
}
