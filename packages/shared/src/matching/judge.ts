import {
  CONTRACT_TYPE_CODES,
  DELETED,
  dayNumber,
  EXCLUDES,
  FOOTING_CODES,
  IN_APP,
  MARITAL_CODES,
  MASKED_POSITIONS,
  PINS_CODES,
  type PlayerColumns,
  UNMASKED_POSITIONS,
} from './columns.ts';
import { currencyOf } from './money.ts';
import {
  type ExclusionConstraint,
  HARD_CONSTRAINTS,
  type HardConstraint,
  type MatchContext,
  type MatchPlayer,
  type MatchRequirement,
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

/** The constraints the row's player breaks, one bit each (`constraintBit`); 0: none. */
export type ConstraintJudge = (row: number) => number;

/** A constraint's bit in a judge's answer: its place in HARD_CONSTRAINTS. */
export const constraintBit = (constraint: HardConstraint): number =>
  1 << HARD_CONSTRAINTS.indexOf(constraint);

/** The constraints whose bits are set, in HARD_CONSTRAINTS' order. */
export const constraintsOf = (bits: number): HardConstraint[] =>
  HARD_CONSTRAINTS.filter((constraint) => (bits & constraintBit(constraint)) !== 0);

const BIT = Object.fromEntries(
  HARD_CONSTRAINTS.map((constraint) => [constraint, constraintBit(constraint)]),
) as Record<HardConstraint, number>;

/**
 * A judge for one requirement over a sport's columns: what it asks is turned into numbers once,
 * then each row costs comparisons of numbers read in order.
 */
export function constraintJudge(
  requirement: MatchRequirement,
  columns: PlayerColumns,
  context: MatchContext,
): ConstraintJudge {
  const { club } = requirement;
  const tenant = columns.tenants.find(requirement.tenantId);
  const ownClub = columns.clubs.find(club.id);
  // The asked positions as bits. A position without a bit is held only by players flagged
  // UNMASKED_POSITIONS, whose lists the judge reads.
  let positionMask = 0;
  for (const id of requirement.positionIds) {
    const code = columns.positions.find(id);
    if (code > 0 && code <= MASKED_POSITIONS) positionMask |= 1 << (code - 1);
  }
  const accepted = (codes: PlayerColumns['levels'], ids: readonly string[]) => {
    if (ids.length === 0) return null;
    const table = new Uint8Array(codes.size + 1);
    for (const id of ids) {
      const code = codes.find(id);
      if (code > 0) table[code] = 1;
    }
    return table;
  };
  const levels = accepted(columns.levels, requirement.playerLevelIds);
  const statuses = accepted(columns.statuses, requirement.contractStatusIds);
  const [team, league, country] = clubPlaces(requirement).map(([, id]) => id);
  const advanced = requirement.isAdvancedSearch;
  const from = requirement.window.fromDate;
  // At least minAge on the window's first day: born on or before this day; at most maxAge: after.
  const bornBy = advanced && requirement.minAge !== null ? dayNumber(yearsBack(from, requirement.minAge)) : 0;
  const bornAfter =
    advanced && requirement.maxAge !== null ? dayNumber(yearsBack(from, requirement.maxAge + 1)) : 0;
  const outside = (value: number, min: number | null, max: number | null) =>
    value > 0 && ((min !== null && value < min) || (max !== null && value > max));
  const height = advanced && (requirement.minHeight !== null || requirement.maxHeight !== null);
  const weight = advanced && (requirement.minWeight !== null || requirement.maxWeight !== null);
  const footing = advanced && requirement.rightyLefty ? FOOTING_CODES[requirement.rightyLefty] : 0;
  const marital = advanced && requirement.maritalStatus ? MARITAL_CODES[requirement.maritalStatus] : 0;
  const nationality = advanced ? requirement.nationality : null;
  const contractType =
    advanced && requirement.contractType ? CONTRACT_TYPE_CODES[requirement.contractType] : 0;
  const pins = advanced && requirement.pinsPriority ? PINS_CODES[requirement.pinsPriority] : 0;
  const { maxNetto, maxBrutto, maxTransferSum } = requirement;
  const budgeted = maxNetto > 0 || maxBrutto > 0 || maxTransferSum > 0;
  // `convert`'s own arithmetic, with each currency's price looked up once.
  const target = currencyOf(context.currencies, requirement.valutaId).value;
  const prices = new Float64Array(columns.valutas.size + 1);
  prices[0] = currencyOf(context.currencies, null).value;
  for (const [id, code] of columns.valutas.entries()) prices[code] = currencyOf(context.currencies, id).value;
  const over = (amount: number, price: number, maximum: number) =>
    maximum > 0 && Math.round((amount / price) * target * 100) / 100 > maximum;
  const { isNoNeed } = requirement;
  const c = columns;

  return (row) => {
    let broken = 0;
    const flags = c.flags[row] as number;
    const player = c.players[row] as MatchPlayer;
    if (c.tenant[row] !== tenant) broken |= BIT.otherSport;
    if (flags & DELETED) broken |= BIT.deleted;
    if (!(flags & IN_APP)) broken |= BIT.notInApp;
    if (isNoNeed) broken |= BIT.noNeed;
    if (c.club[row] !== 0 && c.club[row] === ownClub) broken |= BIT.currentClub;
    if (
      ((c.positionMask[row] as number) & positionMask) === 0 &&
      !(flags & UNMASKED_POSITIONS && player.positionIds.some((id) => requirement.positionIds.includes(id)))
    ) {
      broken |= BIT.position;
    }
    if (levels && levels[c.level[row] as number] !== 1) broken |= BIT.playerLevel;
    if (statuses && statuses[c.status[row] as number] !== 1) broken |= BIT.contractStatus;
    if (flags & EXCLUDES) {
      const { exclusions } = player;
      if (team && exclusions.teamIds.includes(team)) broken |= BIT.excludesTeam;
      if (league && exclusions.leagueIds.includes(league)) broken |= BIT.excludesLeague;
      if (country && exclusions.countryIds.includes(country)) broken |= BIT.excludesCountry;
    }
    const born = c.born[row] as number;
    if (born > 0 && ((bornBy > 0 && born > bornBy) || (bornAfter > 0 && born <= bornAfter))) {
      broken |= BIT.age;
    }
    if (height && outside(c.height[row] as number, requirement.minHeight, requirement.maxHeight)) {
      broken |= BIT.height;
    }
    if (weight && outside(c.weight[row] as number, requirement.minWeight, requirement.maxWeight)) {
      broken |= BIT.weight;
    }
    if (footing) {
      const held = c.footing[row] as number;
      if (held !== 0 && held !== FOOTING_CODES.Both && held !== footing) broken |= BIT.footing;
    }
    if (marital && c.marital[row] !== 0 && c.marital[row] !== marital) broken |= BIT.maritalStatus;
    if (nationality && player.nationalities.length > 0 && !player.nationalities.includes(nationality)) {
      broken |= BIT.nationality;
    }
    if (contractType && c.contractType[row] !== contractType) broken |= BIT.contractType;
    if (pins && !(c.pins[row] !== 0 && (c.pins[row] as number) <= pins)) broken |= BIT.pinsPriority;
    if (budgeted) {
      const price = prices[c.valuta[row] as number] as number;
      if (over(c.netto[row] as number, price, maxNetto)) broken |= BIT.netto;
      if (over(c.brutto[row] as number, price, maxBrutto)) broken |= BIT.brutto;
      if (over(c.fee[row] as number, price, maxTransferSum)) broken |= BIT.transferFee;
    }
    return broken;
  };
}
