import fc from 'fast-check';
import { PINS_ORDER } from '../constraints.ts';
import type { MatchContext, MatchContract, MatchPlayer, MatchRequirement } from '../types.ts';

/**
 * Generators for the engine's property tests. Requirements come from small pools of ids, so that
 * positions, levels, exclusions and priorities collide; players are built from the requirement, so
 * that at least half of them are candidates, and boundary values (an amount equal to the cap, a
 * PINS priority equal to the letter asked, a contract ending on the window's last day, a player
 * turning the minimum age on the window's first day) are drawn on purpose.
 */

export const TENANT = 'sport-a';
export const CLUB_ID = 'club-requiring';
export const positions = ['pos-1', 'pos-2', 'pos-3', 'pos-4'];
export const levels = ['lvl-1', 'lvl-2', 'lvl-3'];
export const statuses = ['st-1', 'st-2', 'st-3'];
export const teams = ['team-1', 'team-2', 'team-3'];
export const leagues = ['league-1', 'league-2'];
export const countries = ['country-1', 'country-2', 'country-3'];
export const countryNames = ['Denmark', 'Sweden', 'Norway'];
const valutas = ['EUR', 'DKK', 'SEK'];

export const context: MatchContext = {
  currencies: {
    EUR: { name: 'EUR', value: 1 },
    DKK: { name: 'DKK', value: 7.46 },
    SEK: { name: 'SEK', value: 11.2 },
  },
  names: Object.fromEntries(
    [...positions, ...levels, ...statuses, ...teams, ...leagues, ...countries].map((id) => [
      id,
      `Name of ${id}`,
    ]),
  ),
};

/** yyyy-MM-dd `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The birthday of someone who turns `years` on `date` (29 Feb falls back to 28 Feb). */
export function bornYearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split('-');
  const birthYear = String(Number(year) - years).padStart(4, '0');
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (month === '02' && day === '29' && !leap(Number(birthYear))) return `${birthYear}-02-28`;
  return `${birthYear}-${month}-${day}`;
}

const subset = <T>(items: readonly T[], min = 0) =>
  fc.subarray([...items], { minLength: min }).map((picked) => [...picked]);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 2 });
export const isoDate = (from: number, to: number) =>
  fc
    .date({ min: new Date(Date.UTC(from, 0, 1)), max: new Date(Date.UTC(to, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
const amount = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000_000 }));
const range = (low: number, high: number) =>
  fc
    .tuple(maybe(fc.integer({ min: low, max: high })), maybe(fc.integer({ min: low, max: high })))
    .map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]) as [number | null, number | null]);

export const requirementArbitrary: fc.Arbitrary<MatchRequirement> = fc
  .record({
    positionIds: subset(positions, 1),
    playerLevelIds: subset(levels),
    contractStatusIds: subset(statuses),
    maxNetto: amount,
    maxBrutto: amount,
    maxTransferSum: amount,
    valutaId: maybe(fc.constantFrom(...valutas)),
    isAdvancedSearch: fc.boolean(),
    age: range(16, 40),
    height: range(160, 210),
    weight: range(55, 110),
    rightyLefty: maybe(fc.constantFrom('Right' as const, 'Left' as const, 'Both' as const)),
    maritalStatus: maybe(fc.constantFrom('Married' as const, 'Single' as const)),
    nationality: maybe(fc.constantFrom(...countryNames)),
    contractType: maybe(fc.constantFrom('PinsPlayer' as const, 'Mandate' as const)),
    pinsPriority: maybe(fc.constantFrom(...PINS_ORDER)),
    fromDate: isoDate(2025, 2027),
    windowDays: fc.integer({ min: 1, max: 120 }),
    teamId: maybe(fc.constantFrom(...teams)),
    leagueId: maybe(fc.constantFrom(...leagues)),
    countryId: maybe(fc.constantFrom(...countries)),
  })
  .map((value) => ({
    tenantId: TENANT,
    positionIds: value.positionIds,
    playerLevelIds: value.playerLevelIds,
    contractStatusIds: value.contractStatusIds,
    isNoNeed: false,
    maxNetto: value.maxNetto,
    maxBrutto: value.maxBrutto,
    maxTransferSum: value.maxTransferSum,
    valutaId: value.valutaId,
    isAdvancedSearch: value.isAdvancedSearch,
    minAge: value.age[0],
    maxAge: value.age[1],
    minHeight: value.height[0],
    maxHeight: value.height[1],
    minWeight: value.weight[0],
    maxWeight: value.weight[1],
    rightyLefty: value.rightyLefty,
    maritalStatus: value.maritalStatus,
    nationality: value.nationality,
    contractType: value.contractType,
    pinsPriority: value.pinsPriority,
    window: { fromDate: value.fromDate, toDate: addDays(value.fromDate, value.windowDays) },
    club: {
      id: CLUB_ID,
      name: 'Test FC',
      teamId: value.teamId,
      leagueId: value.leagueId,
      countryId: value.countryId,
    },
  }));

/** A contract dated around the window, its boundaries drawn on purpose. */
export function contractAround(requirement: MatchRequirement): fc.Arbitrary<MatchContract> {
  const { fromDate, toDate } = requirement.window;
  const day = fc.oneof(
    fc.constantFrom(fromDate, toDate, addDays(fromDate, -1), addDays(toDate, 1)),
    fc.integer({ min: -1500, max: 1500 }).map((days) => addDays(fromDate, days)),
  );
  return fc
    .record({
      clubName: fc.constantFrom('Other FC', 'Rival IF', ''),
      startDate: maybe(day),
      endDate: maybe(day),
      buyOut: fc.boolean(),
      buyOutDate: maybe(day),
      buyOutAmount: fc.oneof(
        fc.constant(0),
        fc.constant(requirement.maxTransferSum),
        fc.integer({ min: 1, max: 4_000_000 }),
      ),
      buyOutValutaId: maybe(fc.constantFrom(...valutas)),
    })
    .map((contract) =>
      contract.startDate && contract.endDate && contract.startDate > contract.endDate
        ? { ...contract, startDate: contract.endDate, endDate: contract.startDate }
        : contract,
    );
}

/** A value the requirement's list accepts (any of `pool` when it lists none). */
const oneOf = (wanted: readonly string[], pool: readonly string[]) =>
  fc.constantFrom(...(wanted.length > 0 ? wanted : pool));

/** A value inside [min, max] (or near the one end given), ends included on purpose. */
function within(min: number | null, max: number | null, low: number, high: number) {
  const from = min ?? Math.min(low, max ?? low);
  const to = max ?? Math.max(high, from);
  return fc.oneof(fc.constantFrom(from, to), fc.integer({ min: from, max: to }));
}

/** An amount whose conversion into the requirement's currency is at most `maximum` (0: any). */
function affordable(requirement: MatchRequirement, maximum: number, valutaId: string | null) {
  if (maximum <= 0) return amount;
  const price = (id: string | null) => context.currencies[id ?? 'EUR']?.value ?? 1;
  const cap = Math.floor((maximum / price(requirement.valutaId)) * price(valutaId));
  // The cap itself, in the requirement's own currency, is the boundary: equal is within budget.
  const exact = (valutaId ?? 'EUR') === (requirement.valutaId ?? 'EUR') ? [Math.floor(maximum)] : [];
  return fc.oneof(fc.constantFrom(0, ...exact), fc.integer({ min: 0, max: Math.max(0, cap - 1) }));
}

/** A player who meets every hard constraint of `requirement`. */
export function fittingPlayer(requirement: MatchRequirement): fc.Arbitrary<MatchPlayer> {
  const advanced = requirement.isAdvancedSearch;
  const pinsAsked = requirement.pinsPriority;
  return fc
    .record({
      id: fc.uuid(),
      firstName: fc.constantFrom('Anna', 'Åse', 'Bo', 'Carl', 'Émile'),
      lastName: fc.constantFrom('Berg', 'Øster', 'Holm', 'Lind'),
      clubId: maybe(fc.constantFrom('club-other', 'club-third')),
      position: fc.constantFrom(...requirement.positionIds),
      extraPositions: subset(positions),
      playerLevelId:
        requirement.playerLevelIds.length > 0
          ? oneOf(requirement.playerLevelIds, levels)
          : maybe(fc.constantFrom(...levels)),
      contractStatusId:
        requirement.contractStatusIds.length > 0
          ? oneOf(requirement.contractStatusIds, statuses)
          : maybe(fc.constantFrom(...statuses)),
      freeAgent: fc.boolean(),
      valutaId: maybe(fc.constantFrom(...valutas)),
      age: maybe(within(advanced ? requirement.minAge : null, advanced ? requirement.maxAge : null, 16, 40)),
      // Days before the birthday he turns `age` on: 0 and "the day before he turns one more" on purpose.
      birthdayOffset: fc.oneof(fc.constantFrom(0, -1), fc.integer({ min: 0, max: 364 })),
      height: fc.oneof(
        fc.constant(0),
        within(advanced ? requirement.minHeight : null, advanced ? requirement.maxHeight : null, 160, 210),
      ),
      weight: fc.oneof(
        fc.constant(0),
        within(advanced ? requirement.minWeight : null, advanced ? requirement.maxWeight : null, 55, 110),
      ),
      rightyLefty: maybe(
        advanced && requirement.rightyLefty
          ? fc.constantFrom(requirement.rightyLefty, 'Both' as const)
          : fc.constantFrom('Right' as const, 'Left' as const, 'Both' as const),
      ),
      maritalStatus: maybe(
        advanced && requirement.maritalStatus
          ? fc.constant(requirement.maritalStatus)
          : fc.constantFrom('Married' as const, 'Single' as const),
      ),
      nationalities:
        advanced && requirement.nationality
          ? fc.oneof(
              fc.constant<string[]>([]),
              subset(countryNames).map((names) => [
                ...new Set([requirement.nationality as string, ...names]),
              ]),
            )
          : subset(countryNames),
      contractType:
        advanced && requirement.contractType
          ? fc.constant(requirement.contractType)
          : maybe(fc.constantFrom('PinsPlayer' as const, 'Mandate' as const)),
      pinsPriority:
        advanced && pinsAsked
          ? fc.constantFrom(...PINS_ORDER.slice(0, PINS_ORDER.indexOf(pinsAsked) + 1))
          : maybe(fc.constantFrom(...PINS_ORDER)),
      mandate: fc.boolean(),
      playerContracts: fc.array(contractAround(requirement), { maxLength: 2 }),
      priorities: fc.record({
        countryIds: subset(countries),
        leagueIds: subset(leagues),
        teamIds: subset(teams),
      }),
      exclusions: fc.record({
        countryIds: subset(countries),
        leagueIds: subset(leagues),
        teamIds: subset(teams),
      }),
      netto: fc.nat(),
      brutto: fc.nat(),
      fee: fc.nat(),
    })
    .chain((drawn) =>
      fc
        .tuple(
          affordable(requirement, requirement.maxNetto, drawn.valutaId),
          affordable(requirement, requirement.maxBrutto, drawn.valutaId),
          affordable(requirement, requirement.maxTransferSum, drawn.valutaId),
        )
        .map(([minSalaryNetto, minSalaryBrutto, estTransfer]): MatchPlayer => {
          const { club } = requirement;
          const without = (ids: string[], id: string | null) => ids.filter((item) => item !== id);
          const { fromDate } = requirement.window;
          const birthday =
            drawn.age === null
              ? null
              : drawn.birthdayOffset === -1
                ? addDays(bornYearsBefore(fromDate, drawn.age + 1), 1)
                : addDays(bornYearsBefore(fromDate, drawn.age), -drawn.birthdayOffset);
          return {
            id: drawn.id,
            tenantId: TENANT,
            firstName: drawn.firstName,
            lastName: drawn.lastName,
            deleted: false,
            includeInApp: true,
            clubId: drawn.clubId,
            positionIds: [...new Set([drawn.position, ...drawn.extraPositions])],
            playerLevelId: drawn.playerLevelId,
            contractStatusId: drawn.contractStatusId,
            freeAgent: drawn.freeAgent,
            valutaId: drawn.valutaId,
            minSalaryNetto,
            minSalaryBrutto,
            estTransfer,
            // Born on the day he turns `age` on the window's first day, or up to a year before.
            dateOfBirth: birthday,
            height: drawn.height,
            weight: drawn.weight,
            rightyLefty: drawn.rightyLefty,
            maritalStatus: drawn.maritalStatus,
            nationalities: drawn.nationalities,
            contractType: drawn.contractType,
            pinsPriority: drawn.pinsPriority,
            mandate: drawn.mandate,
            playerContracts: drawn.playerContracts,
            priorities: drawn.priorities,
            exclusions: {
              teamIds: without(drawn.exclusions.teamIds, club.teamId),
              leagueIds: without(drawn.exclusions.leagueIds, club.leagueId),
              countryIds: without(drawn.exclusions.countryIds, club.countryId),
            },
          };
        }),
    );
}

/** Any player of the pools, candidate or not (a quarter of another sport, deleted or hidden). */
export function anyPlayer(requirement: MatchRequirement): fc.Arbitrary<MatchPlayer> {
  return fittingPlayer(requirement).chain((player) =>
    fc
      .record({
        tenantId: fc.constantFrom(TENANT, TENANT, TENANT, 'sport-b'),
        deleted: fc.constantFrom(false, false, false, true),
        includeInApp: fc.constantFrom(true, true, true, false),
        clubId: maybe(fc.constantFrom(CLUB_ID, 'club-other')),
        positionIds: subset(positions),
        playerLevelId: maybe(fc.constantFrom(...levels)),
        contractStatusId: maybe(fc.constantFrom(...statuses)),
        minSalaryNetto: amount,
        minSalaryBrutto: amount,
        estTransfer: amount,
        dateOfBirth: maybe(isoDate(1985, 2010)),
        height: fc.oneof(fc.constant(0), fc.integer({ min: 160, max: 210 })),
        weight: fc.oneof(fc.constant(0), fc.integer({ min: 55, max: 110 })),
        rightyLefty: maybe(fc.constantFrom('Right' as const, 'Left' as const, 'Both' as const)),
        maritalStatus: maybe(fc.constantFrom('Married' as const, 'Single' as const)),
        nationalities: subset(countryNames),
        contractType: maybe(fc.constantFrom('PinsPlayer' as const, 'Mandate' as const)),
        pinsPriority: maybe(fc.constantFrom(...PINS_ORDER)),
        exclusions: fc.record({
          countryIds: subset(countries),
          leagueIds: subset(leagues),
          teamIds: subset(teams),
        }),
      })
      // Each field of the fitting player is replaced by a random one with a probability of 1/8.
      .chain((random) =>
        fc
          .array(fc.integer({ min: 0, max: 7 }), {
            minLength: Object.keys(random).length,
            maxLength: Object.keys(random).length,
          })
          .map((dice) => {
            const changed: MatchPlayer = { ...player };
            Object.entries(random).forEach(([key, value], index) => {
              if (dice[index] === 0) Object.assign(changed, { [key]: value });
            });
            return changed;
          }),
      ),
  );
}

/** A requirement and players of whom at least half are candidates. */
export const requirementAndPlayers = requirementArbitrary.chain((requirement) =>
  fc
    .tuple(
      fc.array(fittingPlayer(requirement), { maxLength: 20 }),
      fc.array(anyPlayer(requirement), { maxLength: 20 }),
    )
    .map(([fitting, any]) => ({ requirement, players: [...fitting, ...any] })),
);
