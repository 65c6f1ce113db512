import { budgetsOf, namesOf, rangesOf } from './constraints.ts';
import { day, monthsBetween } from './dates.ts';
import { convert, currencyOf, money } from './money.ts';
import type { MatchContext, MatchPlayer, MatchRequirement } from './types.ts';

/**
 * D27's four marks, each a whole number 0-10 with the sentences that made it (with `explain` false,
 * the same mark without its sentences). Each mark only
 * rises when its fit gets better and everything else stays equal (property-tested). The formulas
 * are written out in docs/matching.md.
 */

export interface Mark {
  mark: number;
  reasons: string[];
}

const clamp = (value: number) => Math.max(0, Math.min(10, Math.round(value)));

/**
 * The reasons, made only when asked: ranking a broad requirement marks tens of thousands of players
 * and keeps a hundred, and the sentences (amounts formatted per locale) cost more than the marks.
 */
const said = (explain: boolean, reasons: () => string[]) => (explain ? reasons() : []);

/**
 * How free the player is for the window. The player contract running on the window's first day
 * decides: none 10; ending inside the window 8; a buy-out the transfer budget covers 6; otherwise
 * 4 down to 0 as it runs longer past the window (one point per started half year).
 */
export function contractMark(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  explain = true,
): Mark {
  const { fromDate, toDate } = requirement.window;
  const running = player.playerContracts
    .filter(
      (contract) =>
        (contract.startDate === null || contract.startDate <= fromDate) &&
        (contract.endDate === null || contract.endDate >= fromDate),
    )
    // The longest-running contract binds the player.
    .sort((a, b) => (b.endDate ?? '9999-12-31').localeCompare(a.endDate ?? '9999-12-31'));
  const contract = running[0];
  if (!contract) {
    return {
      mark: 10,
      reasons: said(explain, () => [
        `No player contract on the window's first day (${day(fromDate)}): free to sign`,
      ]),
    };
  }
  if (contract.endDate !== null && contract.endDate <= toDate) {
    const { endDate } = contract;
    return {
      mark: 8,
      reasons: said(explain, () => [`Player contract ends ${day(endDate)}, inside the window`]),
    };
  }
  const monthsPast =
    contract.endDate === null ? Number.POSITIVE_INFINITY : monthsBetween(toDate, contract.endDate);
  const byLength = Number.isFinite(monthsPast) ? Math.max(0, 5 - Math.ceil(monthsPast / 6)) : 0;
  const lengthReason = () =>
    contract.endDate === null
      ? 'Player contract has no end date'
      : `Player contract runs until ${day(contract.endDate)}, ${monthsPast} months past the window`;
  const buyOutOpen = contract.buyOut && (contract.buyOutDate === null || contract.buyOutDate <= toDate);
  if (buyOutOpen) {
    const fee = convert(context.currencies, player.estTransfer, player.valutaId, requirement.valutaId);
    const covered = requirement.maxTransferSum <= 0 || fee <= requirement.maxTransferSum;
    if (covered) {
      const budget = () => {
        const target = currencyOf(context.currencies, requirement.valutaId).name;
        return requirement.maxTransferSum > 0
          ? `the ${money(requirement.maxTransferSum, target)} transfer budget covers the ${money(fee, target)} fee`
          : 'no transfer budget limit';
      };
      return {
        mark: Math.max(6, byLength),
        reasons: said(explain, () => [lengthReason(), `Has a buy-out clause and ${budget()}`]),
      };
    }
  }
  return { mark: byLength, reasons: said(explain, () => [lengthReason()]) };
}

/**
 * How well the player's demands sit within the budget: for each capped amount, 10 at no demand
 * down to 5 at exactly the cap (10 - 5 × demand / cap), averaged and rounded. No cap at all: 10.
 */
export function financeMark(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  explain = true,
): Mark {
  const target = currencyOf(context.currencies, requirement.valutaId).name;
  const parts: number[] = [];
  const reasons: string[] = [];
  for (const [, what, amount, maximum] of budgetsOf(requirement, player)) {
    if (maximum <= 0) continue;
    const converted = convert(context.currencies, amount, player.valutaId, requirement.valutaId);
    const share = Math.min(1, converted / maximum);
    parts.push(10 - 5 * share);
    if (!explain) continue;
    reasons.push(
      converted === 0
        ? `No ${what} asked (budget ${money(maximum, target)})`
        : `${what[0]?.toUpperCase()}${what.slice(1)} ${money(converted, target)} is ${Math.round(share * 100)}% of the ${money(maximum, target)} budget`,
    );
  }
  if (parts.length === 0)
    return { mark: 10, reasons: said(explain, () => ['The requirement sets no budget limit']) };
  return { mark: clamp(parts.reduce((total, part) => total + part, 0) / parts.length), reasons };
}

/** Points of a known value inside a range: 1 in the middle, 0.5 at an end; 1 for a one-sided range. */
function rangeFit(value: number, min: number | null, max: number | null): number {
  if (min === null || max === null || max === min) return 1;
  const middle = (min + max) / 2;
  return 1 - (Math.abs(value - middle) / ((max - min) / 2)) * 0.5;
}

/** What unknown data earns: less than any known fitting value. */
const UNKNOWN = 0.25;

/**
 * Fit of the person to what the requirement asks (advanced search only): for each criterion asked,
 * known and fitting data earns 1 (ranges: 1 in the middle down to 0.5 at an end), unknown data
 * 0.25; the mark is 10 × the share earned. Nothing asked: 10.
 */
export function personalMark(requirement: MatchRequirement, player: MatchPlayer, explain = true): Mark {
  const points: number[] = [];
  const reasons: string[] = [];
  for (const [constraint, value, min, max, unit] of rangesOf(requirement, player)) {
    if (min === null && max === null) continue;
    const label = constraint === 'age' ? 'Age' : constraint === 'height' ? 'Height' : 'Weight';
    if (value === null) {
      points.push(UNKNOWN);
      if (explain) reasons.push(`${label} unknown`);
    } else {
      points.push(rangeFit(value, min, max));
      if (explain) reasons.push(`${label} ${value} ${unit} in ${min ?? '…'}-${max ?? '…'} ${unit}`);
    }
  }
  if (requirement.isAdvancedSearch) {
    const choices: [string, string | null, boolean | null][] = [
      [
        'Footing',
        requirement.rightyLefty,
        player.rightyLefty === null
          ? null
          : player.rightyLefty === 'Both' || player.rightyLefty === requirement.rightyLefty,
      ],
      [
        'Nationality',
        requirement.nationality,
        player.nationalities.length === 0
          ? null
          : player.nationalities.includes(requirement.nationality ?? ''),
      ],
      [
        'Marital status',
        requirement.maritalStatus,
        player.maritalStatus === null ? null : player.maritalStatus === requirement.maritalStatus,
      ],
    ];
    for (const [label, asked, fits] of choices) {
      if (asked === null) continue;
      points.push(fits === null ? UNKNOWN : fits ? 1 : 0);
      if (explain)
        reasons.push(fits === null ? `${label} unknown (${asked} asked)` : `${label} ${asked} as asked`);
    }
  }
  if (points.length === 0) {
    return { mark: 10, reasons: said(explain, () => ['The requirement asks for no personal criteria']) };
  }
  return { mark: clamp((10 * points.reduce((total, point) => total + point, 0)) / points.length), reasons };
}

const PINS_POINTS: Record<string, number> = { A: 2, B: 1.5, C: 1, D: 0.5, E: 0 };

/**
 * The player's own plan: the club's team among his priorities 6, its league 5, its country 4; no
 * priorities at all 2 (open to anything); priorities elsewhere 0. The agency's mandate adds 2, the
 * PINS priority A 2, B 1.5, C 1, D 0.5. Rounded, at most 10.
 */
export function playerPlanMark(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  explain = true,
): Mark {
  const { club } = requirement;
  const { teamId, leagueId, countryId } = club;
  const { priorities } = player;
  const reasons: string[] = [];
  const say = (reason: () => string) => {
    if (explain) reasons.push(reason());
  };
  let points: number;
  if (teamId && priorities.teamIds.includes(teamId)) {
    points = 6;
    say(() => `${namesOf(context, [teamId])} is among the player's priority teams`);
  } else if (leagueId && priorities.leagueIds.includes(leagueId)) {
    points = 5;
    say(() => `${namesOf(context, [leagueId])} is among the player's priority leagues`);
  } else if (countryId && priorities.countryIds.includes(countryId)) {
    points = 4;
    say(() => `${namesOf(context, [countryId])} is among the player's priority countries`);
  } else if (priorities.teamIds.length + priorities.leagueIds.length + priorities.countryIds.length === 0) {
    points = 2;
    say(() => 'The player has no priorities: open to any club');
  } else {
    points = 0;
    say(() => `${club.name}'s team, league and country are not among the player's priorities`);
  }
  if (player.mandate) {
    points += 2;
    say(() => 'The agency holds his mandate');
  }
  if (player.pinsPriority && (PINS_POINTS[player.pinsPriority] ?? 0) > 0) {
    points += PINS_POINTS[player.pinsPriority] ?? 0;
    say(() => `PINS priority ${player.pinsPriority}`);
  }
  return { mark: clamp(points), reasons };
}
