import { budgetsOf, footingFits, namesOf, rangesOf } from './constraints.ts';
import { monthsBetween } from './dates.ts';
import { conversionOf, convert, currencyOf } from './money.ts';
import { dateParam, moneyParam, type Reason, reason, term } from './reasons.ts';
import type { MatchContext, MatchContract, MatchPlayer, MatchRequirement } from './types.ts';

/**
 * D27's four marks, each a whole number 0-10 with the reasons that made it (with `explain` false,
 * the same mark without its reasons). Each mark only rises when its fit gets better and everything
 * else stays equal, and unknown data never scores above known data that fits (D35); both are
 * property-tested. The formulas are written out in docs/matching.md.
 */

export interface Mark {
  mark: number;
  reasons: Reason[];
}

const clamp = (value: number) => Math.max(0, Math.min(10, Math.round(value)));

/**
 * The reasons, made only when asked: ranking a broad requirement marks tens of thousands of players
 * and keeps a hundred.
 */
const said = (explain: boolean, reasons: () => Reason[]) => (explain ? reasons() : []);

/** What a contract mark is for data the agency has not recorded (D35). */
export const UNKNOWN_CONTRACT_MARK = 5;

/**
 * How free the player is for the window. A contract with a club starting inside the window is a
 * signed move, 0 (D36). Otherwise the player contracts running on the window's first day decide,
 * the one that holds him hardest: none 10 (none on record at all and not a free agent: unknown, 5);
 * ending inside the window 8; an open buy-out the transfer budget covers 6 (D38); otherwise 4 down
 * to 0 as it runs longer past the window (one point per started half year).
 */
export function contractMark(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  explain: boolean,
): Mark {
  const { fromDate, toDate } = requirement.window;
  const [signed] = player.playerContracts
    .filter(
      (contract) =>
        contract.startDate !== null && contract.startDate > fromDate && contract.startDate <= toDate,
    )
    // The earliest move; of two on one day, a named club before an unnamed one, then by name, so
    // that the reason never depends on the order the contracts were read in.
    .sort(
      (a, b) =>
        (a.startDate ?? '').localeCompare(b.startDate ?? '') ||
        Number(a.clubName === '') - Number(b.clubName === '') ||
        a.clubName.localeCompare(b.clubName),
    );
  if (signed) {
    return {
      mark: 0,
      reasons: said(explain, () => [
        reason('contractSigned', { club: signed.clubName || '?', date: dateParam(signed.startDate ?? '') }),
      ]),
    };
  }
  const running = player.playerContracts.filter(
    (contract) =>
      (contract.startDate === null || contract.startDate <= fromDate) &&
      (contract.endDate === null || contract.endDate >= fromDate),
  );
  if (running.length === 0) {
    if (player.playerContracts.length === 0 && !player.freeAgent) {
      return { mark: UNKNOWN_CONTRACT_MARK, reasons: said(explain, () => [reason('contractUnknown')]) };
    }
    return {
      mark: 10,
      reasons: said(explain, () => [
        player.playerContracts.length === 0
          ? reason('contractFreeAgent')
          : reason('contractFree', { date: dateParam(fromDate) }),
      ]),
    };
  }
  // Every contract running on the window's first day must let him go, so the one that holds him
  // hardest decides (the lowest mark; of equal marks the first by its reasons). Neither depends on
  // the order the contracts were read in, and ending one sooner never lowers the mark.
  return running
    .map((contract) => boundBy(requirement, player, contract, context, explain))
    .reduce((hardest, mark) =>
      mark.mark < hardest.mark ||
      (mark.mark === hardest.mark && JSON.stringify(mark.reasons) < JSON.stringify(hardest.reasons))
        ? mark
        : hardest,
    );
}

/** The contract mark of a player bound by `contract` on the window's first day. */
function boundBy(
  requirement: MatchRequirement,
  player: MatchPlayer,
  contract: MatchContract,
  context: MatchContext,
  explain: boolean,
): Mark {
  const { toDate } = requirement.window;
  if (contract.endDate !== null && contract.endDate <= toDate) {
    const { endDate } = contract;
    return {
      mark: 8,
      reasons: said(explain, () => [reason('contractEndsInWindow', { date: dateParam(endDate) })]),
    };
  }
  const monthsPast = contract.endDate === null ? null : monthsBetween(toDate, contract.endDate);
  const byLength = monthsPast === null ? 0 : Math.max(0, 5 - Math.ceil(monthsPast / 6));
  const length = (): Reason =>
    contract.endDate === null
      ? reason('contractNoEnd')
      : reason('contractRunsPast', { date: dateParam(contract.endDate), count: monthsPast ?? 0 });
  if (!contract.buyOut) return { mark: byLength, reasons: said(explain, () => [length()]) };
  if (contract.buyOutDate !== null && contract.buyOutDate > toDate) {
    const opens = contract.buyOutDate;
    return {
      mark: byLength,
      reasons: said(explain, () => [length(), reason('buyOutOpensLater', { date: dateParam(opens) })]),
    };
  }
  if (contract.buyOutAmount <= 0) {
    return { mark: byLength, reasons: said(explain, () => [length(), reason('buyOutAmountUnknown')]) };
  }
  // D38: the buy-out, in its own currency (the player's when none is given), against the budget.
  const from = contract.buyOutValutaId ?? player.valutaId;
  const amount = () => conversionOf(context.currencies, contract.buyOutAmount, from, requirement.valutaId);
  const maximum = requirement.maxTransferSum;
  if (maximum <= 0) {
    return {
      mark: Math.max(6, byLength),
      reasons: said(explain, () => [length(), reason('buyOutNoLimit', { amount: amount() })]),
    };
  }
  const budget = () => moneyParam(maximum, currencyOf(context.currencies, requirement.valutaId).name);
  if (convert(context.currencies, contract.buyOutAmount, from, requirement.valutaId) <= maximum) {
    return {
      mark: Math.max(6, byLength),
      reasons: said(explain, () => [
        length(),
        reason('buyOutCovered', { amount: amount(), budget: budget() }),
      ]),
    };
  }
  return {
    mark: byLength,
    reasons: said(explain, () => [
      length(),
      reason('buyOutOverBudget', { amount: amount(), budget: budget() }),
    ]),
  };
}

/**
 * How well the player's demands sit within the budget: for each capped amount, 10 at no demand
 * down to 5 at exactly the cap (10 - 5 × demand / cap), averaged and rounded. An amount not on
 * record (0; a fee of 0 is known only for a free agent) counts as at the cap (D35). No cap: 10.
 */
export function financeMark(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  explain: boolean,
): Mark {
  const target = currencyOf(context.currencies, requirement.valutaId).name;
  const parts: number[] = [];
  const reasons: Reason[] = [];
  for (const [constraint, amount, maximum] of budgetsOf(requirement, player)) {
    if (maximum <= 0) continue;
    const budget = moneyParam(maximum, target);
    if (amount <= 0) {
      const knownNoFee = constraint === 'transferFee' && player.freeAgent;
      parts.push(knownNoFee ? 10 : 5);
      if (explain) {
        reasons.push(
          knownNoFee
            ? reason('financeNoFee', { budget })
            : reason('financeUnknown', { what: term(constraint), budget }),
        );
      }
      continue;
    }
    const converted = convert(context.currencies, amount, player.valutaId, requirement.valutaId);
    const share = Math.min(1, converted / maximum);
    parts.push(10 - 5 * share);
    if (!explain) continue;
    reasons.push(
      reason('financeShare', {
        what: term(constraint),
        amount: conversionOf(context.currencies, amount, player.valutaId, requirement.valutaId),
        // Floored, so that an amount under the cap never reads as 100% of it; a near miss over the
        // cap reads as more than 100%.
        percent: Math.floor((converted / maximum) * 100),
        budget,
      }),
    );
  }
  if (parts.length === 0) return { mark: 10, reasons: said(explain, () => [reason('financeNoLimit')]) };
  return { mark: clamp(parts.reduce((total, part) => total + part, 0) / parts.length), reasons };
}

/** Points of a known value inside a range: 1 in the middle, 0.5 at an end; 1 for a one-sided range. */
function rangeFit(value: number, min: number | null, max: number | null): number {
  if (min === null || max === null || max === min) return 1;
  const middle = (min + max) / 2;
  return 1 - (Math.abs(value - middle) / ((max - min) / 2)) * 0.5;
}

/** What unknown data earns: less than any known fitting value (D35). */
export const UNKNOWN_POINTS = 0.25;

/**
 * Fit of the person to what the requirement asks (advanced search only): for each criterion asked,
 * known and fitting data earns 1 (ranges: 1 in the middle down to 0.5 at an end), unknown data
 * 0.25; the mark is 10 × the share earned. Nothing asked: 10.
 */
export function personalMark(requirement: MatchRequirement, player: MatchPlayer, explain: boolean): Mark {
  const points: number[] = [];
  const reasons: Reason[] = [];
  for (const [constraint, value, min, max, unit] of rangesOf(requirement, player)) {
    if (min === null && max === null) continue;
    const range = { range: { min, max, unit } };
    if (value === null) {
      points.push(UNKNOWN_POINTS);
      if (explain) reasons.push(reason('rangeUnknown', { what: term(constraint), range }));
    } else {
      points.push(rangeFit(value, min, max));
      if (explain) reasons.push(reason('rangeFits', { what: term(constraint), value, range }));
    }
  }
  if (requirement.isAdvancedSearch) {
    const footing = requirement.rightyLefty;
    if (footing !== null) {
      const held = player.rightyLefty;
      // A footing that does not fit is a hard constraint: a candidate's is unknown or fits.
      points.push(held === null ? UNKNOWN_POINTS : footingFits(footing, held) ? 1 : 0);
      if (explain) {
        reasons.push(
          held === null
            ? reason('footingUnknown', { asked: term(footing) })
            : reason('footingFits', { held: term(held), asked: term(footing) }),
        );
      }
    }
    const nationality = requirement.nationality;
    if (nationality !== null) {
      const held = player.nationalities;
      points.push(held.length === 0 ? UNKNOWN_POINTS : held.includes(nationality) ? 1 : 0);
      if (explain) {
        reasons.push(
          held.length === 0
            ? reason('nationalityUnknown', { asked: nationality })
            : reason('nationalityFits', { held: held.join(', '), asked: nationality }),
        );
      }
    }
    const marital = requirement.maritalStatus;
    if (marital !== null) {
      const held = player.maritalStatus;
      points.push(held === null ? UNKNOWN_POINTS : held === marital ? 1 : 0);
      if (explain) {
        reasons.push(
          held === null
            ? reason('maritalStatusUnknown', { asked: term(marital) })
            : reason('maritalStatusFits', { held: term(held), asked: term(marital) }),
        );
      }
    }
  }
  if (points.length === 0) {
    return { mark: 10, reasons: said(explain, () => [reason('personalNothingAsked')]) };
  }
  return { mark: clamp((10 * points.reduce((total, point) => total + point, 0)) / points.length), reasons };
}

const PINS_POINTS: Record<string, number> = { A: 2, B: 1.5, C: 1, D: 0.5, E: 0 };

/** What the player-plan mark's place part is when the club's place is not on record (D35). */
export const UNKNOWN_PLACE_POINTS = 2;

/**
 * The player's own plan: the club's team among his priorities 6, its league 5, its country 4; no
 * priorities at all 2 (open to anything); the club's team, league or country not on record 2 (his
 * priorities cannot be checked, D35); priorities elsewhere 0. The agency's mandate adds 2, the PINS
 * priority A 2, B 1.5, C 1, D 0.5. Rounded, at most 10.
 */
export function playerPlanMark(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  explain: boolean,
): Mark {
  const { club } = requirement;
  const { teamId, leagueId, countryId } = club;
  const { priorities } = player;
  const reasons: Reason[] = [];
  const say = (made: () => Reason) => {
    if (explain) reasons.push(made());
  };
  let points: number;
  if (teamId && priorities.teamIds.includes(teamId)) {
    points = 6;
    say(() => reason('planTeam', { name: namesOf(context, [teamId]) }));
  } else if (leagueId && priorities.leagueIds.includes(leagueId)) {
    points = 5;
    say(() => reason('planLeague', { name: namesOf(context, [leagueId]) }));
  } else if (countryId && priorities.countryIds.includes(countryId)) {
    points = 4;
    say(() => reason('planCountry', { name: namesOf(context, [countryId]) }));
  } else if (priorities.teamIds.length + priorities.leagueIds.length + priorities.countryIds.length === 0) {
    points = 2;
    say(() => reason('planOpen'));
  } else if (teamId === null || leagueId === null || countryId === null) {
    points = UNKNOWN_PLACE_POINTS;
    const missing = teamId === null ? 'team' : leagueId === null ? 'league' : 'country';
    say(() => reason('planClubUnknown', { club: club.name, missing: term(missing) }));
  } else {
    points = 0;
    say(() => reason('planElsewhere', { club: club.name }));
  }
  if (player.mandate) {
    points += 2;
    say(() => reason('planMandate'));
  }
  const pins = player.pinsPriority;
  if (pins && (PINS_POINTS[pins] ?? 0) > 0) {
    points += PINS_POINTS[pins] ?? 0;
    say(() => reason('planPins', { letter: pins }));
  }
  return { mark: clamp(points), reasons };
}
