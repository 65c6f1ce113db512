import { yearsOn } from './dates.ts';
import { conversionOf, convert, currencyOf } from './money.ts';
import { moneyParam, type Reason, type ReasonTerm, reason, term } from './reasons.ts';
import type { Broken, HardConstraint, MatchContext, MatchPlayer, MatchRequirement } from './types.ts';

/**
 * D27's hard constraints: what a candidate must meet, never relaxed. Every constraint a player
 * breaks is answered with a reason that names the data, so that "Why not ...?" has an answer.
 */

export const PINS_ORDER = ['A', 'B', 'C', 'D', 'E'] as const;

/** Names of ids for a reason; an id without a name shows as '?'. */
export const namesOf = (context: MatchContext, ids: readonly string[]) =>
  ids.map((id) => context.names[id] ?? '?').join(', ');

type RangeConstraint = 'age' | 'height' | 'weight';

/** The advanced ranges, as [constraint, the player's value (null when unknown), min, max, unit]. */
export function rangesOf(requirement: MatchRequirement, player: MatchPlayer) {
  if (!requirement.isAdvancedSearch) return [];
  const age = player.dateOfBirth ? yearsOn(player.dateOfBirth, requirement.window.fromDate) : null;
  return [
    ['age', age, requirement.minAge, requirement.maxAge, 'years'],
    ['height', player.height > 0 ? player.height : null, requirement.minHeight, requirement.maxHeight, 'cm'],
    ['weight', player.weight > 0 ? player.weight : null, requirement.minWeight, requirement.maxWeight, 'kg'],
  ] as const satisfies readonly (readonly [
    RangeConstraint,
    number | null,
    number | null,
    number | null,
    'years' | 'cm' | 'kg',
  ])[];
}

export type BudgetConstraint = 'netto' | 'brutto' | 'transferFee';

/** The three amounts a budget caps: [constraint, player's amount, requirement's maximum]. */
export function budgetsOf(requirement: MatchRequirement, player: MatchPlayer) {
  return [
    ['netto', player.minSalaryNetto, requirement.maxNetto],
    ['brutto', player.minSalaryBrutto, requirement.maxBrutto],
    ['transferFee', player.estTransfer, requirement.maxTransferSum],
  ] as const satisfies readonly (readonly [BudgetConstraint, number, number])[];
}

/** The club's team, league and country with the player's exclusion list of each kind. */
export function exclusionsOf(requirement: MatchRequirement, player: MatchPlayer) {
  const { club } = requirement;
  return [
    ['excludesTeam', 'team', club.teamId, player.exclusions.teamIds],
    ['excludesLeague', 'league', club.leagueId, player.exclusions.leagueIds],
    ['excludesCountry', 'country', club.countryId, player.exclusions.countryIds],
  ] as const satisfies readonly (readonly [HardConstraint, ReasonTerm, string | null, string[]])[];
}

/** Asked, held: whether a player fits a footing asked (D40: `Both` fits any; asking `Both` asks for it). */
export const footingFits = (asked: string, held: string) => held === 'Both' || held === asked;

export function brokenConstraints(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
): Broken[] {
  const broken: Broken[] = [];
  const breaks = (constraint: HardConstraint, why: Reason) => broken.push({ constraint, reason: why });

  if (player.tenantId !== requirement.tenantId) breaks('otherSport', reason('otherSport'));
  if (player.deleted) breaks('deleted', reason('deleted'));
  if (!player.includeInApp) breaks('notInApp', reason('notInApp'));
  if (requirement.isNoNeed) breaks('noNeed', reason('noNeed'));
  // D37: the club cannot be offered its own player.
  if (player.clubId !== null && player.clubId === requirement.club.id) {
    breaks('currentClub', reason('currentClub', { club: requirement.club.name }));
  }

  const asked = (ids: readonly string[]) => namesOf(context, ids);
  if (!player.positionIds.some((id) => requirement.positionIds.includes(id))) {
    breaks(
      'position',
      player.positionIds.length > 0
        ? reason('position', { held: asked(player.positionIds), asked: asked(requirement.positionIds) })
        : reason('positionNone', { asked: asked(requirement.positionIds) }),
    );
  }
  const listed = (
    constraint: 'playerLevel' | 'contractStatus',
    none: 'playerLevelNone' | 'contractStatusNone',
    wanted: readonly string[],
    held: string | null,
  ) => {
    if (wanted.length === 0 || (held !== null && wanted.includes(held))) return;
    breaks(
      constraint,
      held === null
        ? reason(none, { asked: asked(wanted) })
        : reason(constraint, { held: asked([held]), asked: asked(wanted) }),
    );
  };
  listed('playerLevel', 'playerLevelNone', requirement.playerLevelIds, player.playerLevelId);
  listed('contractStatus', 'contractStatusNone', requirement.contractStatusIds, player.contractStatusId);

  for (const [constraint, , id, excluded] of exclusionsOf(requirement, player)) {
    if (id !== null && excluded.includes(id)) {
      breaks(constraint, reason(constraint, { name: asked([id]), club: requirement.club.name }));
    }
  }

  for (const [constraint, value, min, max, unit] of rangesOf(requirement, player)) {
    if (value === null || (min === null && max === null)) continue;
    if ((min !== null && value < min) || (max !== null && value > max)) {
      breaks(
        constraint,
        reason('outsideRange', { what: term(constraint), value, range: { range: { min, max, unit } } }),
      );
    }
  }

  if (requirement.isAdvancedSearch) {
    const footing = requirement.rightyLefty;
    if (footing && player.rightyLefty && !footingFits(footing, player.rightyLefty)) {
      breaks('footing', reason('footing', { held: term(player.rightyLefty), asked: term(footing) }));
    }
    const marital = requirement.maritalStatus;
    if (marital && player.maritalStatus && player.maritalStatus !== marital) {
      breaks(
        'maritalStatus',
        reason('maritalStatus', { held: term(player.maritalStatus), asked: term(marital) }),
      );
    }
    const nationality = requirement.nationality;
    if (nationality && player.nationalities.length > 0 && !player.nationalities.includes(nationality)) {
      breaks(
        'nationality',
        reason('nationality', { held: player.nationalities.join(', '), asked: nationality }),
      );
    }
    const type = requirement.contractType;
    if (type && player.contractType !== type) {
      breaks(
        'contractType',
        player.contractType === null
          ? reason('contractTypeNone', { asked: term(type) })
          : reason('contractType', { held: term(player.contractType), asked: term(type) }),
      );
    }
    const pins = requirement.pinsPriority;
    if (
      pins &&
      !(player.pinsPriority && PINS_ORDER.indexOf(player.pinsPriority) <= PINS_ORDER.indexOf(pins))
    ) {
      breaks(
        'pinsPriority',
        player.pinsPriority === null
          ? reason('pinsPriorityNone', { asked: pins })
          : reason('pinsPriority', { held: player.pinsPriority, asked: pins }),
      );
    }
  }

  const target = currencyOf(context.currencies, requirement.valutaId).name;
  for (const [constraint, amount, maximum] of budgetsOf(requirement, player)) {
    if (maximum <= 0) continue;
    const converted = convert(context.currencies, amount, player.valutaId, requirement.valutaId);
    if (converted > maximum) {
      breaks(
        constraint,
        reason('overBudget', {
          what: term(constraint),
          amount: conversionOf(context.currencies, amount, player.valutaId, requirement.valutaId),
          budget: moneyParam(maximum, target),
        }),
      );
    }
  }
  return broken;
}
