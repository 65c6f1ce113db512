import { describe, expect, it } from 'vitest';
import { matchAverage, matchPlayers } from './engine.ts';
import { CLUB_ID, context } from './testing/arbitraries.ts';
import { contract, jonas, workedRequirement as requirement } from './testing/worked-example.ts';
import type { MatchContract, MatchPlayer, MatchRequirement } from './types.ts';

/**
 * The rankings an agent expects in the situations issue 24 found wrong, and docs/matching.md's
 * worked example, figure by figure.
 */

const only = (player: MatchPlayer, asked: MatchRequirement = requirement) => {
  const [candidate] = matchPlayers(asked, [player], context).candidates;
  if (!candidate) throw new Error(`${player.firstName} is not a candidate`);
  return candidate;
};

describe('the worked example of docs/matching.md', () => {
  it('marks Jonas Holm as written there', () => {
    const candidate = only(jonas);
    expect(candidate).toMatchObject({
      contractMark: 8,
      financeMark: 8,
      personalMark: 10,
      playerPlanMark: 9,
      sum: 35,
      average: 8.75,
    });
    expect(candidate.reasons.finance).toEqual([
      {
        code: 'financeShare',
        params: {
          what: { term: 'netto' },
          amount: { conversion: { amount: 60_000, from: 'EUR', converted: 447_600, to: 'DKK', rate: 7.46 } },
          percent: 49,
          budget: { money: 900_000, currency: 'DKK' },
        },
      },
      {
        code: 'financeShare',
        params: {
          what: { term: 'transferFee' },
          amount: {
            conversion: { amount: 500_000, from: 'EUR', converted: 3_730_000, to: 'DKK', rate: 7.46 },
          },
          percent: 50,
          budget: { money: 7_460_000, currency: 'DKK' },
        },
      },
    ]);
    expect(candidate.reasons.contract).toEqual([
      { code: 'contractEndsInWindow', params: { date: { date: '2026-08-15' } } },
    ]);
    expect(candidate.reasons.personal).toContainEqual({
      code: 'footingFits',
      params: { held: { term: 'Left' }, asked: { term: 'Left' } },
    });
  });

  it('leaves him out over budget after conversion, naming both amounts and the price', () => {
    const result = matchPlayers(requirement, [{ ...jonas, minSalaryNetto: 130_000 }], context);
    expect(result.candidates).toEqual([]);
    expect(result.excluded[0]?.broken).toEqual([
      {
        constraint: 'netto',
        reason: {
          code: 'overBudget',
          params: {
            what: { term: 'netto' },
            amount: {
              conversion: { amount: 130_000, from: 'EUR', converted: 969_800, to: 'DKK', rate: 7.46 },
            },
            budget: { money: 900_000, currency: 'DKK' },
          },
        },
      },
    ]);
    expect(result.excludedBy).toEqual({ netto: 1 });
  });

  it('gives a no-need requirement no candidates (D26)', () => {
    const result = matchPlayers({ ...requirement, isNoNeed: true }, [jonas], context);
    expect(result.candidates).toEqual([]);
    expect(result.excludedBy).toEqual({ noNeed: 1 });
  });

  it('averages as spec 2 section 9 says, and 0 when a mark is missing', () => {
    expect(matchAverage({ contractMark: 7, financeMark: 8, personalMark: 6, playerPlanMark: 10 })).toBe(7.75);
    expect(matchAverage({ contractMark: 7, financeMark: null, personalMark: 6, playerPlanMark: 10 })).toBe(0);
  });
});

describe('rankings an agent would defend (issue 24)', () => {
  it('ranks a known player who fits and wants the league above one the agency knows nothing about (D35)', () => {
    const nobody: MatchPlayer = {
      ...jonas,
      id: 'p-0',
      firstName: 'Aaron',
      lastName: 'Unknown',
      minSalaryNetto: 0,
      estTransfer: 0,
      dateOfBirth: null,
      rightyLefty: null,
      nationalities: [],
      playerContracts: [],
      priorities: { countryIds: [], leagueIds: [], teamIds: [] },
      mandate: false,
      pinsPriority: null,
    };
    const known: MatchPlayer = {
      ...jonas,
      id: 'p-2',
      firstName: 'Karl',
      lastName: 'Known',
      minSalaryNetto: 110_000,
      estTransfer: 900_000,
      mandate: false,
      pinsPriority: null,
      playerContracts: [contract({ endDate: '2027-06-30' })],
    };
    const { candidates } = matchPlayers(requirement, [nobody, known], context);
    expect(candidates.map((candidate) => candidate.playerId)).toEqual(['p-2', 'p-0']);
    const unknown = candidates[1];
    expect(unknown?.contractMark).toBe(5);
    expect(unknown?.reasons.contract).toEqual([{ code: 'contractUnknown' }]);
    expect(unknown?.financeMark).toBe(5);
    expect(unknown?.reasons.finance).toContainEqual({
      code: 'financeUnknown',
      params: { what: { term: 'netto' }, budget: { money: 900_000, currency: 'DKK' } },
    });
    expect(unknown?.reasons.personal).toContainEqual({
      code: 'rangeUnknown',
      params: { what: { term: 'age' }, range: { range: { min: 20, max: 28, unit: 'years' } } },
    });
  });

  it('treats a free agent with no contract and no fee as known: free to sign, no fee (D35)', () => {
    const free = { ...jonas, freeAgent: true, playerContracts: [], estTransfer: 0 };
    const candidate = only(free);
    expect(candidate.contractMark).toBe(10);
    expect(candidate.reasons.contract).toEqual([{ code: 'contractFreeAgent' }]);
    expect(candidate.reasons.finance).toContainEqual({
      code: 'financeNoFee',
      params: { budget: { money: 7_460_000, currency: 'DKK' } },
    });
  });

  it('marks a player who signed elsewhere from inside the window 0, naming club and date (D36)', () => {
    const signed = {
      ...jonas,
      playerContracts: [
        contract({}),
        contract({ clubName: 'FC Midtjylland', startDate: '2026-07-15', endDate: '2029-06-30' }),
      ],
    };
    const candidate = only(signed);
    expect(candidate.contractMark).toBe(0);
    expect(candidate.reasons.contract).toEqual([
      { code: 'contractSigned', params: { club: 'FC Midtjylland', date: { date: '2026-07-15' } } },
    ]);
    // A contract starting on the window's last day is signed too; one starting on its first is running.
    expect(
      only({ ...jonas, playerContracts: [contract({ startDate: '2026-08-31', endDate: '2028-06-30' })] })
        .contractMark,
    ).toBe(0);
    expect(
      only({ ...jonas, playerContracts: [contract({ startDate: '2026-07-01', endDate: '2026-08-31' })] })
        .contractMark,
    ).toBe(8);
  });

  it("leaves the club's own player out and counts him (D37)", () => {
    const own = { ...jonas, clubId: CLUB_ID };
    const result = matchPlayers(requirement, [own, { ...jonas, id: 'p-9' }], context);
    expect(result.candidates.map((candidate) => candidate.playerId)).toEqual(['p-9']);
    expect(result.excluded[0]?.broken).toEqual([
      { constraint: 'currentClub', reason: { code: 'currentClub', params: { club: 'Brøndby IF' } } },
    ]);
    expect(result.excludedBy).toEqual({ currentClub: 1 });
  });

  it('says when the club has no league or country on record, and counts the exclusions it cannot judge', () => {
    const noPlace = {
      ...requirement,
      club: { ...requirement.club, teamId: 'team-1', leagueId: null, countryId: null },
    };
    const excluding = {
      ...jonas,
      id: 'p-3',
      exclusions: { countryIds: ['country-1'], leagueIds: ['league-1'], teamIds: [] },
    };
    const result = matchPlayers(noPlace, [jonas, excluding], context);
    expect(result.candidateCount).toBe(2);
    expect(result.unjudged).toEqual({ excludesLeague: 1, excludesCountry: 1 });
    const candidate = result.candidates.find((entry) => entry.playerId === 'p-1');
    expect(candidate?.reasons.playerPlan[0]).toEqual({
      code: 'planClubUnknown',
      params: { club: 'Brøndby IF', missing: { term: 'league' } },
    });
    // His priority league cannot be checked: no more than a player open to any club, less than a match.
    expect(candidate?.playerPlanMark).toBe(only(jonas).playerPlanMark - 3);
  });

  it('names the earliest move signed in the window, and of two on one day the club on record', () => {
    const signed = (...playerContracts: MatchContract[]) => {
      const { contractMark, reasons } = only({ ...jonas, playerContracts });
      return { contractMark, reasons: reasons.contract };
    };
    const later = contract({ clubName: 'Brøndby IF', startDate: '2026-08-20', endDate: '2029-06-30' });
    const sooner = contract({ clubName: 'FC Midtjylland', startDate: '2026-07-15', endDate: '2029-06-30' });
    const earliest = {
      contractMark: 0,
      reasons: [{ code: 'contractSigned', params: { club: 'FC Midtjylland', date: { date: '2026-07-15' } } }],
    };
    expect(signed(later, sooner)).toEqual(earliest);
    expect(signed(sooner, later)).toEqual(earliest);
    const unnamed = contract({ clubName: '', startDate: '2026-07-15', endDate: '2028-06-30' });
    expect(signed(unnamed, sooner)).toEqual(earliest);
    expect(signed(sooner, unnamed)).toEqual(earliest);
    // An unnamed move on an earlier day is still the earliest: it is named "?".
    expect(signed(later, { ...unnamed, startDate: '2026-07-10' }).reasons).toEqual([
      { code: 'contractSigned', params: { club: '?', date: { date: '2026-07-10' } } },
    ]);
  });

  it('lets the contract that holds him hardest decide when several run on the first day, in any order', () => {
    const bound = (...playerContracts: MatchContract[]) => {
      const { contractMark, reasons } = only({ ...jonas, playerContracts });
      return { contractMark, reasons: reasons.contract };
    };
    // Ends inside the window (8) beside one that runs a year past it (3): the longer one holds him.
    const endsInWindow = contract({ endDate: '2026-08-15' });
    const yearPast = contract({ clubName: 'Brøndby IF', startDate: null, endDate: '2027-08-31' });
    expect(bound(endsInWindow, yearPast).contractMark).toBe(3);
    expect(bound(yearPast, endsInWindow)).toEqual(bound(yearPast));
    // The same end on both, one with a buy-out the budget covers (6) and one without (4): 4.
    const plain = contract({ endDate: '2026-12-31' });
    const bought = contract({
      endDate: '2026-12-31',
      buyOut: true,
      buyOutAmount: 100_000,
      buyOutValutaId: 'EUR',
    });
    expect(bound(bought).contractMark).toBe(6);
    expect(bound(plain, bought)).toEqual(bound(plain));
    expect(bound(bought, plain)).toEqual(bound(plain));
    expect(bound(plain).contractMark).toBe(4);
  });

  it('checks an open buy-out against the transfer budget in the buy-out currency (D38)', () => {
    const buyOut = (buyOutAmount: number, buyOutValutaId: string | null) => ({
      ...jonas,
      playerContracts: [
        contract({
          endDate: '2029-06-30',
          buyOut: true,
          buyOutDate: '2026-08-01',
          buyOutAmount,
          buyOutValutaId,
        }),
      ],
    });
    const covered = only(buyOut(1_000_000, 'EUR'));
    expect(covered.contractMark).toBe(6);
    expect(covered.reasons.contract[1]).toEqual({
      code: 'buyOutCovered',
      params: {
        amount: {
          conversion: { amount: 1_000_000, from: 'EUR', converted: 7_460_000, to: 'DKK', rate: 7.46 },
        },
        budget: { money: 7_460_000, currency: 'DKK' },
      },
    });
    const over = only(buyOut(1_000_001, null));
    expect(over.contractMark).toBe(0);
    expect(over.reasons.contract[1]?.code).toBe('buyOutOverBudget');
    const unknown = only(buyOut(0, null));
    expect(unknown.contractMark).toBe(0);
    expect(unknown.reasons.contract[1]).toEqual({ code: 'buyOutAmountUnknown' });
  });

  it("names the player's own footing, and a two-footed player fits any footing asked (D40)", () => {
    expect(only({ ...jonas, rightyLefty: 'Both' }).reasons.personal).toContainEqual({
      code: 'footingFits',
      params: { held: { term: 'Both' }, asked: { term: 'Left' } },
    });
    const result = matchPlayers({ ...requirement, rightyLefty: 'Both' }, [jonas], context);
    expect(result.excluded[0]?.broken).toEqual([
      {
        constraint: 'footing',
        reason: { code: 'footing', params: { held: { term: 'Left' }, asked: { term: 'Both' } } },
      },
    ]);
  });

  it('shows a near miss with the smallest change and the marks he would get', () => {
    const expensive = { ...jonas, id: 'p-5', minSalaryNetto: 130_000 };
    const result = matchPlayers(requirement, [expensive], context, { nearMisses: 5 });
    expect(result.nearMisses).toHaveLength(1);
    expect(result.nearMisses[0]?.change).toEqual({
      code: 'changeBudget',
      params: { what: { term: 'netto' }, amount: { money: 69_800, currency: 'DKK' } },
    });
    expect(result.nearMisses[0]?.candidate.financeMark).toBe(6);
    const old = { ...jonas, id: 'p-6', dateOfBirth: '1997-05-01' };
    expect(matchPlayers(requirement, [old], context, { nearMisses: 5 }).nearMisses[0]?.change).toEqual({
      code: 'changeRange',
      params: { what: { term: 'age' }, value: { range: { min: 29, max: 29, unit: 'years' } } },
    });
    const excluding = {
      ...jonas,
      id: 'p-7',
      exclusions: { countryIds: [], leagueIds: ['league-1'], teamIds: [] },
    };
    expect(matchPlayers(requirement, [excluding], context, { nearMisses: 5 }).nearMisses[0]?.change).toEqual({
      code: 'changeLiftExclusion',
      params: { name: 'Name of league-1' },
    });
  });
});
