import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenConstraints } from './constraints.ts';
import { markPlayer, matchAverage, matchPlayers, matchPlayersInSlices } from './engine.ts';
import { contractMark, financeMark, personalMark, playerPlanMark } from './marks.ts';
import type { MatchContext, MatchPlayer, MatchRequirement } from './types.ts';

/**
 * Property tests of the matching engine (D27, issue 13) over random sports, requirements and
 * players drawn from small pools of ids, so that positions, levels, exclusions and priorities
 * collide often.
 */

const TENANT = 'sport-a';
const positions = ['pos-1', 'pos-2', 'pos-3', 'pos-4'];
const levels = ['lvl-1', 'lvl-2', 'lvl-3'];
const statuses = ['st-1', 'st-2', 'st-3'];
const teams = ['team-1', 'team-2', 'team-3'];
const leagues = ['league-1', 'league-2'];
const countries = ['country-1', 'country-2', 'country-3'];
const countryNames = ['Denmark', 'Sweden', 'Norway'];
const valutas = ['EUR', 'DKK', 'SEK'];
const context: MatchContext = {
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

const subset = <T>(items: readonly T[], min = 0) =>
  fc.subarray([...items], { minLength: min }).map((picked) => [...picked]);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 2 });
const isoDate = (from: number, to: number) =>
  fc
    .date({ min: new Date(Date.UTC(from, 0, 1)), max: new Date(Date.UTC(to, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
const amount = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000_000 }));
const range = (low: number, high: number) =>
  fc
    .tuple(maybe(fc.integer({ min: low, max: high })), maybe(fc.integer({ min: low, max: high })))
    .map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]) as [number | null, number | null]);

const requirementArbitrary: fc.Arbitrary<MatchRequirement> = fc
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
    pinsPriority: maybe(
      fc.constantFrom('A' as const, 'B' as const, 'C' as const, 'D' as const, 'E' as const),
    ),
    fromDate: isoDate(2025, 2027),
    windowDays: fc.integer({ min: 1, max: 120 }),
    teamId: maybe(fc.constantFrom(...teams)),
    leagueId: maybe(fc.constantFrom(...leagues)),
    countryId: maybe(fc.constantFrom(...countries)),
  })
  .map((value) => {
    const to = new Date(`${value.fromDate}T00:00:00Z`);
    to.setUTCDate(to.getUTCDate() + value.windowDays);
    return {
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
      window: { fromDate: value.fromDate, toDate: to.toISOString().slice(0, 10) },
      club: { name: 'Test FC', teamId: value.teamId, leagueId: value.leagueId, countryId: value.countryId },
    };
  });

const contractArbitrary = fc
  .record({
    startDate: maybe(isoDate(2018, 2026)),
    endDate: maybe(isoDate(2024, 2031)),
    buyOut: fc.boolean(),
    buyOutDate: maybe(isoDate(2024, 2030)),
  })
  .map((contract) =>
    contract.startDate && contract.endDate && contract.startDate > contract.endDate
      ? { ...contract, startDate: contract.endDate, endDate: contract.startDate }
      : contract,
  );

const playerArbitrary: fc.Arbitrary<MatchPlayer> = fc.record({
  id: fc.uuid(),
  tenantId: fc.constantFrom(TENANT, TENANT, TENANT, 'sport-b'),
  firstName: fc.constantFrom('Anna', 'Åse', 'Bo', 'Carl', 'Émile'),
  lastName: fc.constantFrom('Berg', 'Øster', 'Holm', 'Lind'),
  deleted: fc.constantFrom(false, false, false, true),
  includeInApp: fc.constantFrom(true, true, true, false),
  positionIds: subset(positions, 1),
  playerLevelId: maybe(fc.constantFrom(...levels)),
  contractStatusId: maybe(fc.constantFrom(...statuses)),
  valutaId: maybe(fc.constantFrom(...valutas)),
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
  pinsPriority: maybe(fc.constantFrom('A' as const, 'B' as const, 'C' as const, 'D' as const, 'E' as const)),
  mandate: fc.boolean(),
  playerContracts: fc.array(contractArbitrary, { maxLength: 2 }),
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
});

const players = fc.array(playerArbitrary, { maxLength: 40 });

/**
 * A second, plain reading of D27's hard constraints, written apart from the engine: a candidate
 * must pass it too, so the engine's own check cannot vouch for itself.
 */
function meetsD27(requirement: MatchRequirement, player: MatchPlayer): boolean {
  const price = (id: string | null) => context.currencies[id ?? 'EUR']?.value ?? 1;
  const inRequirementCurrency = (amount: number) =>
    (amount / price(player.valutaId)) * price(requirement.valutaId);
  // To the cent, as docs/matching.md says amounts are compared.
  const within = (amount: number, maximum: number) =>
    maximum <= 0 || Math.round(inRequirementCurrency(amount) * 100) / 100 <= maximum;
  const inRange = (value: number | null, min: number | null, max: number | null) =>
    value === null || ((min === null || value >= min) && (max === null || value <= max));
  const from = requirement.window.fromDate;
  let age: number | null = null;
  if (player.dateOfBirth) {
    age = Number(from.slice(0, 4)) - Number(player.dateOfBirth.slice(0, 4));
    if (from.slice(5) < player.dateOfBirth.slice(5)) age -= 1;
  }
  const advanced = requirement.isAdvancedSearch;
  const order = 'ABCDE';
  return (
    player.tenantId === requirement.tenantId &&
    !player.deleted &&
    player.includeInApp &&
    player.positionIds.some((id) => requirement.positionIds.includes(id)) &&
    (requirement.playerLevelIds.length === 0 ||
      requirement.playerLevelIds.includes(player.playerLevelId ?? '')) &&
    (requirement.contractStatusIds.length === 0 ||
      requirement.contractStatusIds.includes(player.contractStatusId ?? '')) &&
    !player.exclusions.teamIds.includes(requirement.club.teamId ?? '') &&
    !player.exclusions.leagueIds.includes(requirement.club.leagueId ?? '') &&
    !player.exclusions.countryIds.includes(requirement.club.countryId ?? '') &&
    (!advanced ||
      (inRange(age, requirement.minAge, requirement.maxAge) &&
        inRange(player.height || null, requirement.minHeight, requirement.maxHeight) &&
        inRange(player.weight || null, requirement.minWeight, requirement.maxWeight) &&
        (!requirement.rightyLefty ||
          !player.rightyLefty ||
          player.rightyLefty === 'Both' ||
          player.rightyLefty === requirement.rightyLefty) &&
        (!requirement.maritalStatus ||
          !player.maritalStatus ||
          player.maritalStatus === requirement.maritalStatus) &&
        (!requirement.nationality ||
          player.nationalities.length === 0 ||
          player.nationalities.includes(requirement.nationality)) &&
        (!requirement.contractType || player.contractType === requirement.contractType) &&
        (!requirement.pinsPriority ||
          (player.pinsPriority !== null &&
            order.indexOf(player.pinsPriority) <= order.indexOf(requirement.pinsPriority))))) &&
    within(player.minSalaryNetto, requirement.maxNetto) &&
    within(player.minSalaryBrutto, requirement.maxBrutto) &&
    within(player.estTransfer, requirement.maxTransferSum)
  );
}
const RUNS = { numRuns: 300 };

describe('the matching engine (D27)', () => {
  it('never lets a candidate break a hard constraint', () => {
    fc.assert(
      fc.property(requirementArbitrary, players, (requirement, pool) => {
        for (const candidate of matchPlayers(requirement, pool, context).candidates) {
          const player = pool.find((item) => item.id === candidate.playerId) as MatchPlayer;
          expect(meetsD27(requirement, player)).toBe(true);
        }
        // And the other way: whoever meets every constraint is a candidate.
        const candidateIds = new Set(
          matchPlayers(requirement, pool, context).candidates.map((c) => c.playerId),
        );
        for (const player of pool) {
          if (meetsD27(requirement, player)) expect(candidateIds.has(player.id)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('names at least one broken constraint, with a sentence, for every player left out', () => {
    fc.assert(
      fc.property(requirementArbitrary, players, (requirement, pool) => {
        const result = matchPlayers(requirement, pool, context);
        expect(result.candidates.length + result.excluded.length).toBe(pool.length);
        for (const excluded of result.excluded) {
          expect(excluded.broken.length).toBeGreaterThan(0);
          for (const broken of excluded.broken) expect(broken.reason.length).toBeGreaterThan(10);
        }
        const counted = Object.values(result.excludedBy).reduce((total, count) => total + (count ?? 0), 0);
        expect(counted).toBe(result.excluded.reduce((total, excluded) => total + excluded.broken.length, 0));
      }),
      RUNS,
    );
  });

  it('gives the same order for the same input, whatever order the players come in', () => {
    fc.assert(
      fc.property(requirementArbitrary, players, (requirement, pool) => {
        const shuffled = [...pool].reverse();
        const once = matchPlayers(requirement, pool, context);
        expect(matchPlayers(requirement, shuffled, context)).toEqual(once);
        for (let index = 1; index < once.candidates.length; index += 1) {
          const [before, after] = [once.candidates[index - 1], once.candidates[index]];
          expect((before?.average ?? 0) >= (after?.average ?? 0)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('answers the first k of the full ranking, explained, when asked to keep k, and counts them all', () => {
    fc.assert(
      fc.property(requirementArbitrary, players, fc.nat({ max: 12 }), (requirement, pool, keep) => {
        const full = matchPlayers(requirement, pool, context);
        const best = matchPlayers(requirement, pool, context, { keep });
        expect(best.candidates).toEqual(full.candidates.slice(0, keep));
        expect(best.candidateCount).toBe(full.candidates.length);
        expect(full.candidateCount).toBe(full.candidates.length);
        expect(best.excludedBy).toEqual(full.excludedBy);
      }),
      RUNS,
    );
  });

  it('answers the same a slice at a time as in one go, pausing between slices', async () => {
    await fc.assert(
      fc.asyncProperty(
        requirementArbitrary,
        players,
        fc.nat({ max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async (requirement, pool, keep, sliceSize) => {
          let pauses = 0;
          const sliced = await matchPlayersInSlices(requirement, pool, context, {
            keep,
            sliceSize,
            pause: async () => {
              pauses += 1;
            },
          });
          expect(sliced).toEqual(matchPlayers(requirement, pool, context, { keep }));
          expect(pauses).toBe(pool.length <= sliceSize ? 0 : Math.ceil(pool.length / sliceSize) - 1);
        },
      ),
      RUNS,
    );
  });

  it('gives the same marks whether or not it writes their reasons', () => {
    fc.assert(
      fc.property(requirementArbitrary, playerArbitrary, (requirement, player) => {
        const { reasons, ...explained } = markPlayer(requirement, player, context);
        const { reasons: none, ...silent } = markPlayer(requirement, player, context, false);
        expect(silent).toEqual(explained);
        expect(Object.values(none).flat()).toEqual([]);
        expect(Object.values(reasons).flat().length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('keeps every mark a whole number 0-10 and the average as spec 2 section 9 says', () => {
    fc.assert(
      fc.property(requirementArbitrary, players, (requirement, pool) => {
        for (const candidate of matchPlayers(requirement, pool, context).candidates) {
          const marks = [
            candidate.contractMark,
            candidate.financeMark,
            candidate.personalMark,
            candidate.playerPlanMark,
          ];
          for (const mark of marks) {
            expect(Number.isInteger(mark)).toBe(true);
            expect(mark).toBeGreaterThanOrEqual(0);
            expect(mark).toBeLessThanOrEqual(10);
          }
          expect(candidate.average).toBe(Math.round(marks.reduce((total, mark) => total + mark, 0)) / 4);
          for (const reasons of Object.values(candidate.reasons)) expect(reasons.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('never lowers the finance mark when the player asks less', () => {
    fc.assert(
      fc.property(
        requirementArbitrary,
        playerArbitrary,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (requirement, player, factor) => {
          const cheaper = {
            ...player,
            minSalaryNetto: Math.floor(player.minSalaryNetto * factor),
            minSalaryBrutto: Math.floor(player.minSalaryBrutto * factor),
            estTransfer: Math.floor(player.estTransfer * factor),
          };
          expect(financeMark(requirement, cheaper, context).mark).toBeGreaterThanOrEqual(
            financeMark(requirement, player, context).mark,
          );
        },
      ),
      RUNS,
    );
  });

  it('never lowers the contract mark when the player contract ends sooner', () => {
    fc.assert(
      fc.property(
        requirementArbitrary,
        playerArbitrary,
        fc.integer({ min: 1, max: 1500 }),
        (requirement, player, days) => {
          const sooner = {
            ...player,
            playerContracts: player.playerContracts.map((contract) => {
              if (contract.endDate === null) return contract;
              const end = new Date(`${contract.endDate}T00:00:00Z`);
              end.setUTCDate(end.getUTCDate() - days);
              const endDate = end.toISOString().slice(0, 10);
              return {
                ...contract,
                endDate,
                startDate: contract.startDate && contract.startDate > endDate ? endDate : contract.startDate,
              };
            }),
          };
          expect(contractMark(requirement, sooner, context).mark).toBeGreaterThanOrEqual(
            contractMark(requirement, player, context).mark,
          );
        },
      ),
      RUNS,
    );
  });

  it("never lowers the player-plan mark when the club's team, league or country joins the player's priorities", () => {
    fc.assert(
      fc.property(
        requirementArbitrary,
        playerArbitrary,
        fc.constantFrom('teamIds', 'leagueIds', 'countryIds'),
        (requirement, player, list) => {
          const id =
            list === 'teamIds'
              ? requirement.club.teamId
              : list === 'leagueIds'
                ? requirement.club.leagueId
                : requirement.club.countryId;
          if (!id) return;
          const keener = {
            ...player,
            priorities: { ...player.priorities, [list]: [...new Set([...player.priorities[list], id])] },
          };
          expect(playerPlanMark(requirement, keener, context).mark).toBeGreaterThanOrEqual(
            playerPlanMark(requirement, player, context).mark,
          );
        },
      ),
      RUNS,
    );
  });

  it('never lowers the personal mark when the age moves toward the middle of the range asked', () => {
    fc.assert(
      fc.property(requirementArbitrary, playerArbitrary, (requirement, player) => {
        const { minAge, maxAge } = requirement;
        if (!requirement.isAdvancedSearch || minAge === null || maxAge === null || !player.dateOfBirth)
          return;
        const middleYear =
          Number(requirement.window.fromDate.slice(0, 4)) - Math.round((minAge + maxAge) / 2);
        const nearer = { ...player, dateOfBirth: `${middleYear}${requirement.window.fromDate.slice(4)}` };
        if (brokenConstraints(requirement, player, context).some((broken) => broken.constraint === 'age'))
          return;
        expect(personalMark(requirement, nearer).mark).toBeGreaterThanOrEqual(
          personalMark(requirement, player).mark,
        );
      }),
      RUNS,
    );
  });

  it('scores unknown personal data lower than known fitting data', () => {
    fc.assert(
      fc.property(requirementArbitrary, playerArbitrary, (requirement, player) => {
        if (!requirement.isAdvancedSearch || requirement.minHeight === null || requirement.maxHeight === null)
          return;
        const known = { ...player, height: Math.round((requirement.minHeight + requirement.maxHeight) / 2) };
        const unknown = { ...player, height: 0 };
        expect(personalMark(requirement, known).mark).toBeGreaterThanOrEqual(
          personalMark(requirement, unknown).mark,
        );
      }),
      RUNS,
    );
  });
});

describe('the matching engine on a worked case', () => {
  const requirement: MatchRequirement = {
    tenantId: TENANT,
    positionIds: ['pos-1'],
    playerLevelIds: ['lvl-1'],
    contractStatusIds: [],
    isNoNeed: false,
    maxNetto: 900_000,
    maxBrutto: 0,
    maxTransferSum: 7_460_000,
    valutaId: 'DKK',
    isAdvancedSearch: true,
    minAge: 20,
    maxAge: 28,
    minHeight: null,
    maxHeight: null,
    minWeight: null,
    maxWeight: null,
    rightyLefty: 'Left',
    maritalStatus: null,
    nationality: null,
    contractType: null,
    pinsPriority: null,
    window: { fromDate: '2026-07-01', toDate: '2026-08-31' },
    club: { name: 'Brøndby IF', teamId: 'team-1', leagueId: 'league-1', countryId: 'country-1' },
  };
  const base: MatchPlayer = {
    id: 'p-1',
    tenantId: TENANT,
    firstName: 'Jonas',
    lastName: 'Holm',
    deleted: false,
    includeInApp: true,
    positionIds: ['pos-1'],
    playerLevelId: 'lvl-1',
    contractStatusId: null,
    valutaId: 'EUR',
    minSalaryNetto: 60_000,
    minSalaryBrutto: 0,
    estTransfer: 500_000,
    dateOfBirth: '2002-03-10',
    height: 0,
    weight: 0,
    rightyLefty: 'Left',
    maritalStatus: null,
    nationalities: ['Denmark'],
    contractType: null,
    pinsPriority: 'B',
    mandate: true,
    playerContracts: [{ startDate: '2023-07-01', endDate: '2026-08-15', buyOut: false, buyOutDate: null }],
    priorities: { countryIds: [], leagueIds: ['league-1'], teamIds: [] },
    exclusions: { countryIds: [], leagueIds: [], teamIds: [] },
  };

  it('marks the worked example of docs/matching.md as written there', () => {
    const [candidate] = matchPlayers(requirement, [base], context).candidates;
    expect(candidate).toMatchObject({
      contractMark: 8,
      financeMark: 8,
      personalMark: 10,
      playerPlanMark: 9,
      sum: 35,
      average: 8.75,
    });
    expect(candidate?.reasons.finance).toEqual([
      'Minimum net salary 447,600 DKK is 50% of the 900,000 DKK budget',
      'Estimated transfer fee 3,730,000 DKK is 50% of the 7,460,000 DKK budget',
    ]);
    expect(candidate?.reasons.contract).toEqual(['Player contract ends 15 Aug 2026, inside the window']);
  });

  it('leaves out a player over budget after conversion, and says by how much', () => {
    const result = matchPlayers(requirement, [{ ...base, minSalaryNetto: 130_000 }], context);
    expect(result.candidates).toEqual([]);
    expect(result.excluded[0]?.broken).toEqual([
      {
        constraint: 'netto',
        reason: 'Asks a minimum net salary of 130,000 EUR (969,800 DKK), over the 900,000 DKK budget',
      },
    ]);
    expect(result.excludedBy).toEqual({ netto: 1 });
  });

  it('gives a no-need requirement no candidates (D26)', () => {
    const result = matchPlayers({ ...requirement, isNoNeed: true }, [base], context);
    expect(result.candidates).toEqual([]);
    expect(result.excludedBy).toEqual({ noNeed: 1 });
  });

  it('lets an unknown age pass a range, saying so, and scores it lower', () => {
    const [unknown] = matchPlayers(requirement, [{ ...base, dateOfBirth: null }], context).candidates;
    expect(unknown?.reasons.personal).toContain('Age unknown');
    expect(unknown?.personalMark).toBeLessThan(10);
  });

  it('averages as spec 2 section 9 says, and 0 when a mark is missing', () => {
    expect(matchAverage({ contractMark: 7, financeMark: 8, personalMark: 6, playerPlanMark: 10 })).toBe(7.75);
    expect(matchAverage({ contractMark: 7, financeMark: null, personalMark: 6, playerPlanMark: 10 })).toBe(0);
  });
});
