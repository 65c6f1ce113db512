import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortKey } from '../text.ts';
import { brokenConstraints } from './constraints.ts';
import { markPlayer, matchPlayers, matchPlayersInSlices } from './engine.ts';
import { contractMark, financeMark, personalMark, playerPlanMark } from './marks.ts';
import { REASON_CODES } from './reasons.ts';
import {
  addDays,
  anyPlayer,
  context,
  fittingPlayer,
  requirementAndPlayers,
  requirementArbitrary,
} from './testing/arbitraries.ts';
import type { Candidate, MatchPlayer, MatchRequirement } from './types.ts';

/**
 * Property tests of the matching engine (D27, D35-D40): random requirements, and players built from
 * each requirement so that at least half are candidates and boundary values come up often.
 */

const RUNS = { numRuns: 300 };

/**
 * A second, plain reading of the hard constraints, written apart from the engine: a candidate must
 * pass it too, so the engine's own check cannot vouch for itself.
 */
function meetsHardConstraints(requirement: MatchRequirement, player: MatchPlayer): boolean {
  const price = (id: string | null) => context.currencies[id ?? 'EUR']?.value ?? 1;
  const within = (amount: number, maximum: number) =>
    maximum <= 0 ||
    Math.round((amount / price(player.valutaId)) * price(requirement.valutaId) * 100) / 100 <= maximum;
  const inRange = (value: number | null, min: number | null, max: number | null) =>
    value === null || ((min === null || value >= min) && (max === null || value <= max));
  const from = requirement.window.fromDate;
  let age: number | null = null;
  if (player.dateOfBirth) {
    age = Number(from.slice(0, 4)) - Number(player.dateOfBirth.slice(0, 4));
    if (from.slice(5) < player.dateOfBirth.slice(5)) age -= 1;
  }
  const order = 'ABCDE';
  const { club } = requirement;
  const advancedMet =
    inRange(age, requirement.minAge, requirement.maxAge) &&
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
        order.indexOf(player.pinsPriority) <= order.indexOf(requirement.pinsPriority)));
  return (
    player.tenantId === requirement.tenantId &&
    !player.deleted &&
    player.includeInApp &&
    player.clubId !== club.id &&
    player.positionIds.some((id) => requirement.positionIds.includes(id)) &&
    (requirement.playerLevelIds.length === 0 ||
      requirement.playerLevelIds.includes(player.playerLevelId ?? '')) &&
    (requirement.contractStatusIds.length === 0 ||
      requirement.contractStatusIds.includes(player.contractStatusId ?? '')) &&
    !player.exclusions.teamIds.includes(club.teamId ?? '') &&
    !player.exclusions.leagueIds.includes(club.leagueId ?? '') &&
    !player.exclusions.countryIds.includes(club.countryId ?? '') &&
    (!requirement.isAdvancedSearch || advancedMet) &&
    within(player.minSalaryNetto, requirement.maxNetto) &&
    within(player.minSalaryBrutto, requirement.maxBrutto) &&
    within(player.estTransfer, requirement.maxTransferSum)
  );
}

const marksOf = (candidate: Candidate) => [
  candidate.contractMark,
  candidate.financeMark,
  candidate.personalMark,
  candidate.playerPlanMark,
];

describe('the matching engine (D27)', () => {
  it('builds test players of whom at least half are candidates', () => {
    let fitting = 0;
    let all = 0;
    fc.assert(
      fc.property(requirementAndPlayers, ({ requirement, players }) => {
        all += players.length;
        fitting += players.filter((player) => meetsHardConstraints(requirement, player)).length;
      }),
      RUNS,
    );
    expect(fitting / all).toBeGreaterThanOrEqual(0.5);
  });

  it('answers exactly the players who meet every hard constraint', () => {
    fc.assert(
      fc.property(requirementAndPlayers, ({ requirement, players }) => {
        const candidateIds = new Set(
          matchPlayers(requirement, players, context).candidates.map((c) => c.playerId),
        );
        for (const player of players) {
          expect(candidateIds.has(player.id), player.id).toBe(meetsHardConstraints(requirement, player));
        }
      }),
      RUNS,
    );
  });

  it('names each broken constraint with a known reason, and counts each under its constraint', () => {
    fc.assert(
      fc.property(requirementAndPlayers, ({ requirement, players }) => {
        const result = matchPlayers(requirement, players, context);
        expect(result.candidates.length + result.excluded.length).toBe(players.length);
        const counts: Record<string, number> = {};
        for (const excluded of result.excluded) {
          expect(excluded.broken.length).toBeGreaterThan(0);
          for (const broken of excluded.broken) {
            expect(REASON_CODES).toContain(broken.reason.code);
            counts[broken.constraint] = (counts[broken.constraint] ?? 0) + 1;
          }
        }
        expect(result.excludedBy).toEqual(counts);
      }),
      RUNS,
    );
  });

  it('orders every pair of neighbours by average, then sum, then name, then id', () => {
    fc.assert(
      fc.property(requirementAndPlayers, ({ requirement, players }) => {
        const { candidates } = matchPlayers(requirement, players, context);
        const byId = new Map(players.map((player) => [player.id, player]));
        const name = (candidate: Candidate) => {
          const player = byId.get(candidate.playerId) as MatchPlayer;
          return sortKey(`${player.firstName} ${player.lastName}`);
        };
        for (let index = 1; index < candidates.length; index += 1) {
          const before = candidates[index - 1] as Candidate;
          const after = candidates[index] as Candidate;
          expect(before.average).toBeGreaterThanOrEqual(after.average);
          if (before.average > after.average) continue;
          expect(before.sum).toBeGreaterThanOrEqual(after.sum);
          if (before.sum > after.sum) continue;
          expect(name(before) <= name(after)).toBe(true);
          if (name(before) < name(after)) continue;
          expect(before.playerId < after.playerId).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('gives the same answer for the same input, whatever order the players come in', () => {
    fc.assert(
      fc.property(requirementAndPlayers, ({ requirement, players }) => {
        const once = matchPlayers(requirement, players, context, { nearMisses: 5 });
        expect(matchPlayers(requirement, [...players].reverse(), context, { nearMisses: 5 })).toEqual(once);
        expect(matchPlayers(requirement, players, context, { nearMisses: 5 })).toEqual(once);
      }),
      RUNS,
    );
  });

  it("gives the same marks and reasons whatever order a player's contracts, positions and preferences are listed in", () => {
    // The database hands these lists over in no set order, and two reads of one player (the
    // sport's copy in memory, a fresh read) may order them differently: the answer must not move.
    const reversed = (player: MatchPlayer): MatchPlayer => {
      const lists = (preferences: MatchPlayer['priorities']) => ({
        countryIds: [...preferences.countryIds].reverse(),
        leagueIds: [...preferences.leagueIds].reverse(),
        teamIds: [...preferences.teamIds].reverse(),
      });
      return {
        ...player,
        positionIds: [...player.positionIds].reverse(),
        playerContracts: [...player.playerContracts].reverse(),
        priorities: lists(player.priorities),
        exclusions: lists(player.exclusions),
      };
    };
    fc.assert(
      fc.property(
        requirementArbitrary.chain((requirement) =>
          fc.tuple(fc.constant(requirement), anyPlayer(requirement)),
        ),
        ([requirement, player]) => {
          expect(markPlayer(requirement, reversed(player), context)).toEqual(
            markPlayer(requirement, player, context),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('answers the first k of the full ranking when asked to keep k, and counts them all', () => {
    fc.assert(
      fc.property(requirementAndPlayers, fc.nat({ max: 12 }), ({ requirement, players }, keep) => {
        const full = matchPlayers(requirement, players, context);
        const best = matchPlayers(requirement, players, context, { keep });
        expect(best.candidates).toEqual(full.candidates.slice(0, keep));
        expect(best.candidateCount).toBe(full.candidates.length);
        expect(best.excludedBy).toEqual(full.excludedBy);
        expect(best.unjudged).toEqual(full.unjudged);
      }),
      RUNS,
    );
  });

  it('answers the same a slice at a time as in one go, pausing between slices', async () => {
    await fc.assert(
      fc.asyncProperty(
        requirementAndPlayers,
        fc.nat({ max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async ({ requirement, players }, keep, sliceSize) => {
          let pauses = 0;
          const options = { keep, nearMisses: 3 };
          const sliced = await matchPlayersInSlices(requirement, players, context, {
            ...options,
            sliceSize,
            pause: async () => {
              pauses += 1;
            },
          });
          expect(sliced).toEqual(matchPlayers(requirement, players, context, options));
          expect(pauses).toBe(players.length <= sliceSize ? 0 : Math.ceil(players.length / sliceSize) - 1);
        },
      ),
      RUNS,
    );
  });

  it('gives the same marks whether or not it writes their reasons', () => {
    fc.assert(
      fc.property(
        requirementArbitrary.chain((requirement) =>
          fc.tuple(fc.constant(requirement), anyPlayer(requirement)),
        ),
        ([requirement, player]) => {
          const { reasons, ...explained } = markPlayer(requirement, player, context);
          const { reasons: none, ...silent } = markPlayer(requirement, player, context, false);
          expect(silent).toEqual(explained);
          expect(Object.values(none).flat()).toEqual([]);
          for (const list of Object.values(reasons)) expect(list.length).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });

  it('keeps every mark a whole number 0-10 and the average as spec 2 section 9 says', () => {
    fc.assert(
      fc.property(requirementAndPlayers, ({ requirement, players }) => {
        for (const candidate of matchPlayers(requirement, players, context).candidates) {
          const marks = marksOf(candidate);
          for (const mark of marks) {
            expect(Number.isInteger(mark)).toBe(true);
            expect(mark).toBeGreaterThanOrEqual(0);
            expect(mark).toBeLessThanOrEqual(10);
          }
          expect(candidate.sum).toBe(marks.reduce((total, mark) => total + mark, 0));
          expect(candidate.average).toBe(candidate.sum / 4);
        }
      }),
      RUNS,
    );
  });

  it('answers near misses that break exactly one constraint, with the marks the engine gives them', () => {
    fc.assert(
      fc.property(requirementAndPlayers, ({ requirement, players }) => {
        const result = matchPlayers(requirement, players, context, { nearMisses: 50 });
        const byId = new Map(players.map((player) => [player.id, player]));
        for (const miss of result.nearMisses) {
          const player = byId.get(miss.playerId) as MatchPlayer;
          expect(brokenConstraints(requirement, player, context)).toEqual([miss.broken]);
          expect(miss.candidate).toEqual(markPlayer(requirement, player, context));
          if (['netto', 'brutto', 'transferFee'].includes(miss.broken.constraint)) {
            // The change named is enough: the budget raised by it takes him in.
            const raise = miss.change.params?.amount as { money: number };
            const key = { netto: 'maxNetto', brutto: 'maxBrutto', transferFee: 'maxTransferSum' } as const;
            const field = key[miss.broken.constraint as keyof typeof key];
            // A budget is kept to the cent, as the database stores it.
            const raised = {
              ...requirement,
              [field]: Math.round((requirement[field] + raise.money) * 100) / 100,
            };
            expect(brokenConstraints(raised, player, context)).toEqual([]);
          }
        }
      }),
      RUNS,
    );
  });
});

describe('marks that rise with the fit (D27)', () => {
  const pair = requirementArbitrary.chain((requirement) =>
    fc.tuple(fc.constant(requirement), fittingPlayer(requirement)),
  );

  it('never lowers the finance mark when the player asks less (but still something)', () => {
    fc.assert(
      fc.property(pair, fc.double({ min: 0, max: 1, noNaN: true }), ([requirement, player], factor) => {
        const less = (value: number) => (value > 0 ? Math.max(1, Math.floor(value * factor)) : 0);
        const cheaper = {
          ...player,
          minSalaryNetto: less(player.minSalaryNetto),
          minSalaryBrutto: less(player.minSalaryBrutto),
          estTransfer: less(player.estTransfer),
        };
        expect(financeMark(requirement, cheaper, context, false).mark).toBeGreaterThanOrEqual(
          financeMark(requirement, player, context, false).mark,
        );
      }),
      RUNS,
    );
  });

  it('never lowers the contract mark when a running player contract ends sooner', () => {
    fc.assert(
      fc.property(pair, fc.integer({ min: 1, max: 1500 }), ([requirement, player], days) => {
        const sooner = {
          ...player,
          playerContracts: player.playerContracts.map((contract) => {
            if (contract.endDate === null) return contract;
            const endDate = addDays(contract.endDate, -days);
            return contract.startDate && contract.startDate > endDate ? contract : { ...contract, endDate };
          }),
        };
        expect(contractMark(requirement, sooner, context, false).mark).toBeGreaterThanOrEqual(
          contractMark(requirement, player, context, false).mark,
        );
      }),
      RUNS,
    );
  });

  it("never lowers the player-plan mark when the club's team, league or country joins his priorities", () => {
    fc.assert(
      fc.property(
        pair,
        fc.constantFrom('teamIds', 'leagueIds', 'countryIds'),
        ([requirement, player], list) => {
          const { club } = requirement;
          const id = list === 'teamIds' ? club.teamId : list === 'leagueIds' ? club.leagueId : club.countryId;
          if (!id) return;
          const keener = {
            ...player,
            priorities: { ...player.priorities, [list]: [...new Set([...player.priorities[list], id])] },
          };
          expect(playerPlanMark(requirement, keener, context, false).mark).toBeGreaterThanOrEqual(
            playerPlanMark(requirement, player, context, false).mark,
          );
        },
      ),
      RUNS,
    );
  });

  it('never lowers the personal mark when a height moves toward the middle of the range asked', () => {
    fc.assert(
      fc.property(pair, ([requirement, player]) => {
        const { minHeight, maxHeight } = requirement;
        if (!requirement.isAdvancedSearch || minHeight === null || maxHeight === null || player.height === 0)
          return;
        const middle = Math.round((minHeight + maxHeight) / 2);
        const nearer = { ...player, height: Math.round((player.height + middle) / 2) };
        expect(personalMark(requirement, nearer, false).mark).toBeGreaterThanOrEqual(
          personalMark(requirement, player, false).mark,
        );
      }),
      RUNS,
    );
  });
});

describe('unknown data never above known data that fits (D35)', () => {
  const pair = requirementArbitrary.chain((requirement) =>
    fc.tuple(fc.constant(requirement), fittingPlayer(requirement)),
  );
  const never = (forget: (player: MatchPlayer, requirement: MatchRequirement) => MatchPlayer | null) =>
    fc.assert(
      fc.property(pair, ([requirement, player]) => {
        const unknown = forget(player, requirement);
        if (unknown === null) return;
        const known = markPlayer(requirement, player, context, false);
        const forgotten = markPlayer(requirement, unknown, context, false);
        for (const [index, mark] of marksOf(forgotten).entries()) {
          expect(mark).toBeLessThanOrEqual(marksOf(known)[index] as number);
        }
        expect(forgotten.sum).toBeLessThanOrEqual(known.sum);
      }),
      RUNS,
    );

  it('a salary not on record', () =>
    never((player) => (player.minSalaryNetto > 0 ? { ...player, minSalaryNetto: 0 } : null)));
  it('a fee not on record (not a free agent)', () =>
    never((player) => (player.estTransfer > 0 ? { ...player, estTransfer: 0, freeAgent: false } : null)));
  it('no player contract on record against one that leaves him free or ends in the window', () =>
    never((player, requirement) =>
      contractMark(requirement, player, context, false).mark >= 6
        ? { ...player, playerContracts: [], freeAgent: false }
        : null,
    ));
  it('no birth date, height or weight', () =>
    never((player) => ({ ...player, dateOfBirth: null, height: 0, weight: 0 })));
  it('no footing, marital status or nationality', () =>
    never((player) => ({ ...player, rightyLefty: null, maritalStatus: null, nationalities: [] })));
  it("the club's league or country not on record, against a priority that names it", () =>
    fc.assert(
      fc.property(pair, fc.constantFrom('leagueId', 'countryId'), ([requirement, player], part) => {
        const id = requirement.club[part];
        if (!id) return;
        const list = part === 'leagueId' ? 'leagueIds' : 'countryIds';
        const keen = { ...player, priorities: { ...player.priorities, [list]: [id] } };
        const unknownPlace = { ...requirement, club: { ...requirement.club, [part]: null } };
        expect(playerPlanMark(unknownPlace, keen, context, false).mark).toBeLessThanOrEqual(
          playerPlanMark(requirement, keen, context, false).mark,
        );
      }),
      RUNS,
    ));
});
