import { describe, expect, it } from 'vitest';
import { brokenConstraints } from './constraints.ts';
import { markPlayer, matchAverage, matchPlayers } from './engine.ts';
import { contractMark, financeMark, personalMark, playerPlanMark } from './marks.ts';
import { conversionOf, currencyOf } from './money.ts';
import { smallestChange } from './near-misses.ts';
import { CLUB_ID, context } from './testing/arbitraries.ts';
import { contract, jonas, workedRequirement } from './testing/worked-example.ts';
import type { MatchPlayer, MatchRequirement } from './types.ts';

/**
 * Every reason the engine gives, with exactly the parameters a reader checks, and the smallest
 * change of every constraint: what the match page says must name the right data.
 */

const asked: MatchRequirement = {
  ...workedRequirement,
  playerLevelIds: ['lvl-1'],
  contractStatusIds: ['st-1'],
  minHeight: 180,
  maxHeight: 190,
  minWeight: 70,
  maxWeight: null,
  maritalStatus: 'Single',
  nationality: 'Denmark',
  contractType: 'Mandate',
  pinsPriority: 'B',
};
const fits: MatchPlayer = {
  ...jonas,
  contractStatusId: 'st-1',
  height: 185,
  weight: 80,
  maritalStatus: 'Single',
  contractType: 'Mandate',
};
const n = (id: string) => `Name of ${id}`;
const brokenBy = (player: Partial<MatchPlayer>, requirement: Partial<MatchRequirement> = {}) =>
  brokenConstraints({ ...asked, ...requirement }, { ...fits, ...player }, context);
const changeFor = (player: Partial<MatchPlayer>, requirement: Partial<MatchRequirement> = {}) => {
  const [broken] = brokenBy(player, requirement);
  return broken
    ? smallestChange({ ...asked, ...requirement }, { ...fits, ...player }, broken, context)
    : undefined;
};

describe('the reason of each hard constraint', () => {
  it('meets them all as the fitting player', () => {
    expect(brokenBy({})).toEqual([]);
  });

  it.each([
    ['otherSport', { tenantId: 'sport-b' }, {}, { code: 'otherSport' }],
    ['deleted', { deleted: true }, {}, { code: 'deleted' }],
    ['notInApp', { includeInApp: false }, {}, { code: 'notInApp' }],
    ['noNeed', {}, { isNoNeed: true }, { code: 'noNeed' }],
    ['currentClub', { clubId: CLUB_ID }, {}, { code: 'currentClub', params: { club: 'Brøndby IF' } }],
    [
      'position',
      { positionIds: ['pos-2', 'pos-3'] },
      {},
      { code: 'position', params: { held: `${n('pos-2')}, ${n('pos-3')}`, asked: n('pos-1') } },
    ],
    ['position', { positionIds: [] }, {}, { code: 'positionNone', params: { asked: n('pos-1') } }],
    [
      'playerLevel',
      { playerLevelId: 'lvl-2' },
      {},
      { code: 'playerLevel', params: { held: n('lvl-2'), asked: n('lvl-1') } },
    ],
    ['playerLevel', { playerLevelId: null }, {}, { code: 'playerLevelNone', params: { asked: n('lvl-1') } }],
    [
      'contractStatus',
      { contractStatusId: 'st-2' },
      {},
      { code: 'contractStatus', params: { held: n('st-2'), asked: n('st-1') } },
    ],
    [
      'contractStatus',
      { contractStatusId: null },
      {},
      { code: 'contractStatusNone', params: { asked: n('st-1') } },
    ],
    [
      'excludesTeam',
      { exclusions: { teamIds: ['team-1'], leagueIds: [], countryIds: [] } },
      {},
      { code: 'excludesTeam', params: { name: n('team-1'), club: 'Brøndby IF' } },
    ],
    [
      'excludesLeague',
      { exclusions: { teamIds: [], leagueIds: ['league-1'], countryIds: [] } },
      {},
      { code: 'excludesLeague', params: { name: n('league-1'), club: 'Brøndby IF' } },
    ],
    [
      'excludesCountry',
      { exclusions: { teamIds: [], leagueIds: [], countryIds: ['country-1'] } },
      {},
      { code: 'excludesCountry', params: { name: n('country-1'), club: 'Brøndby IF' } },
    ],
    [
      'age',
      { dateOfBirth: '2006-07-02' },
      {},
      {
        code: 'outsideRange',
        params: { what: { term: 'age' }, value: 19, range: { range: { min: 20, max: 28, unit: 'years' } } },
      },
    ],
    [
      'age',
      { dateOfBirth: '1997-06-30' },
      {},
      {
        code: 'outsideRange',
        params: { what: { term: 'age' }, value: 29, range: { range: { min: 20, max: 28, unit: 'years' } } },
      },
    ],
    [
      'height',
      { height: 179 },
      {},
      {
        code: 'outsideRange',
        params: {
          what: { term: 'height' },
          value: 179,
          range: { range: { min: 180, max: 190, unit: 'cm' } },
        },
      },
    ],
    [
      'height',
      { height: 191 },
      {},
      {
        code: 'outsideRange',
        params: {
          what: { term: 'height' },
          value: 191,
          range: { range: { min: 180, max: 190, unit: 'cm' } },
        },
      },
    ],
    [
      'weight',
      { weight: 69 },
      {},
      {
        code: 'outsideRange',
        params: { what: { term: 'weight' }, value: 69, range: { range: { min: 70, max: null, unit: 'kg' } } },
      },
    ],
    [
      'footing',
      { rightyLefty: 'Right' },
      {},
      { code: 'footing', params: { held: { term: 'Right' }, asked: { term: 'Left' } } },
    ],
    [
      'maritalStatus',
      { maritalStatus: 'Married' },
      {},
      { code: 'maritalStatus', params: { held: { term: 'Married' }, asked: { term: 'Single' } } },
    ],
    [
      'nationality',
      { nationalities: ['Sweden', 'Norway'] },
      {},
      { code: 'nationality', params: { held: 'Sweden, Norway', asked: 'Denmark' } },
    ],
    [
      'contractType',
      { contractType: 'PinsPlayer' },
      {},
      { code: 'contractType', params: { held: { term: 'PinsPlayer' }, asked: { term: 'Mandate' } } },
    ],
    [
      'contractType',
      { contractType: null },
      {},
      { code: 'contractTypeNone', params: { asked: { term: 'Mandate' } } },
    ],
    ['pinsPriority', { pinsPriority: 'C' }, {}, { code: 'pinsPriority', params: { held: 'C', asked: 'B' } }],
    ['pinsPriority', { pinsPriority: null }, {}, { code: 'pinsPriorityNone', params: { asked: 'B' } }],
    [
      'netto',
      { minSalaryNetto: 900_001, valutaId: 'DKK' },
      {},
      {
        code: 'overBudget',
        params: {
          what: { term: 'netto' },
          amount: { money: 900_001, currency: 'DKK' },
          budget: { money: 900_000, currency: 'DKK' },
        },
      },
    ],
    [
      'brutto',
      { minSalaryBrutto: 11, valutaId: 'EUR' },
      { maxBrutto: 80 },
      {
        code: 'overBudget',
        params: {
          what: { term: 'brutto' },
          amount: { conversion: { amount: 11, from: 'EUR', converted: 82.06, to: 'DKK', rate: 7.46 } },
          budget: { money: 80, currency: 'DKK' },
        },
      },
    ],
    [
      'transferFee',
      { estTransfer: 1_000_001, valutaId: 'EUR' },
      {},
      {
        code: 'overBudget',
        params: {
          what: { term: 'transferFee' },
          amount: {
            conversion: { amount: 1_000_001, from: 'EUR', converted: 7_460_007.46, to: 'DKK', rate: 7.46 },
          },
          budget: { money: 7_460_000, currency: 'DKK' },
        },
      },
    ],
  ] as const)('%s: %j', (constraint, player, requirement, reason) => {
    expect(brokenBy(player as Partial<MatchPlayer>, requirement as Partial<MatchRequirement>)).toEqual([
      { constraint, reason },
    ]);
  });

  it('names an item the sport has no name for with a question mark', () => {
    expect(brokenBy({ positionIds: ['pos-9', 'pos-2'] })[0]?.reason.params?.held).toBe(`?, ${n('pos-2')}`);
  });

  it('passes the boundaries and unknown values of the advanced criteria', () => {
    expect(brokenBy({ dateOfBirth: '2006-07-01', height: 180, weight: 70 })).toEqual([]);
    expect(brokenBy({ dateOfBirth: '1997-07-02', height: 190 })).toEqual([]);
    expect(
      brokenBy({
        dateOfBirth: null,
        height: 0,
        weight: 0,
        rightyLefty: null,
        maritalStatus: null,
        nationalities: [],
      }),
    ).toEqual([]);
    expect(
      brokenBy({ rightyLefty: 'Both', pinsPriority: 'A', minSalaryNetto: 900_000, valutaId: 'DKK' }),
    ).toEqual([]);
    expect(brokenBy({ rightyLefty: 'Right' }, { isAdvancedSearch: false })).toEqual([]);
  });
});

describe('the smallest change of each constraint', () => {
  it.each([
    [{ positionIds: ['pos-2'] }, {}, { code: 'changePosition', params: { held: n('pos-2') } }],
    [{ playerLevelId: 'lvl-3' }, {}, { code: 'changePlayerLevel', params: { held: n('lvl-3') } }],
    [{ contractStatusId: 'st-3' }, {}, { code: 'changeContractStatus', params: { held: n('st-3') } }],
    [
      { exclusions: { teamIds: ['team-1'], leagueIds: [], countryIds: [] } },
      {},
      { code: 'changeLiftExclusion', params: { name: n('team-1') } },
    ],
    [
      { exclusions: { teamIds: [], leagueIds: ['league-1'], countryIds: [] } },
      {},
      { code: 'changeLiftExclusion', params: { name: n('league-1') } },
    ],
    [
      { exclusions: { teamIds: [], leagueIds: [], countryIds: ['country-1'] } },
      {},
      { code: 'changeLiftExclusion', params: { name: n('country-1') } },
    ],
    [
      { height: 195 },
      {},
      {
        code: 'changeRange',
        params: { what: { term: 'height' }, value: { range: { min: 195, max: 195, unit: 'cm' } } },
      },
    ],
    [
      { weight: 60 },
      {},
      {
        code: 'changeRange',
        params: { what: { term: 'weight' }, value: { range: { min: 60, max: 60, unit: 'kg' } } },
      },
    ],
    [{ rightyLefty: 'Right' }, {}, { code: 'changeFooting', params: { held: { term: 'Right' } } }],
    [
      { maritalStatus: 'Married' },
      {},
      { code: 'changeMaritalStatus', params: { held: { term: 'Married' } } },
    ],
    [
      { nationalities: ['Sweden', 'Norway'] },
      {},
      { code: 'changeNationality', params: { held: 'Sweden, Norway' } },
    ],
    [
      { contractType: 'PinsPlayer' },
      {},
      { code: 'changeContractType', params: { held: { term: 'PinsPlayer' } } },
    ],
    [{ pinsPriority: 'D' }, {}, { code: 'changePinsPriority', params: { held: 'D' } }],
    [
      { minSalaryBrutto: 2_000, valutaId: 'DKK' },
      { maxBrutto: 1_500 },
      { code: 'changeBudget', params: { what: { term: 'brutto' }, amount: { money: 500, currency: 'DKK' } } },
    ],
    [
      { estTransfer: 1_000_001 },
      {},
      {
        code: 'changeBudget',
        params: { what: { term: 'transferFee' }, amount: { money: 7.46, currency: 'DKK' } },
      },
    ],
  ] as const)('%j', (player, requirement, change) => {
    expect(changeFor(player as Partial<MatchPlayer>, requirement as Partial<MatchRequirement>)).toEqual(
      change,
    );
  });

  it('has none for what nobody can change for this requirement', () => {
    for (const player of [
      { clubId: CLUB_ID },
      { tenantId: 'sport-b' },
      { deleted: true },
      { includeInApp: false },
      { positionIds: [] },
      { playerLevelId: null },
      { contractStatusId: null },
      { contractType: null },
      { pinsPriority: null },
    ] as Partial<MatchPlayer>[]) {
      expect(changeFor(player), JSON.stringify(player)).toBeNull();
    }
    expect(changeFor({}, { isNoNeed: true })).toBeNull();
  });

  it('ranks near misses like candidates and keeps the best', () => {
    const dear = { ...fits, id: 'p-dear', firstName: 'Ada', minSalaryNetto: 200_000, mandate: false };
    const keen = {
      ...fits,
      id: 'p-keen',
      firstName: 'Bo',
      minSalaryNetto: 200_000,
      mandate: true,
      pinsPriority: 'A' as const,
    };
    const far = { ...fits, id: 'p-far', positionIds: ['pos-2'], playerLevelId: 'lvl-2' };
    const result = matchPlayers(asked, [dear, keen, far], context, { nearMisses: 1 });
    expect(result.nearMisses.map((miss) => miss.playerId)).toEqual(['p-keen']);
    expect(matchPlayers(asked, [dear, keen, far], context).nearMisses).toEqual([]);
  });
});

describe('the reasons of each mark', () => {
  const window = asked.window;
  const mark = (player: Partial<MatchPlayer>, requirement: Partial<MatchRequirement> = {}) =>
    markPlayer({ ...asked, ...requirement }, { ...fits, ...player }, context);

  it('contract: free, a free agent, unknown, signed, ending, running past, no end', () => {
    const free = mark({ playerContracts: [contract({ endDate: '2026-06-30' })] });
    expect([free.contractMark, free.reasons.contract]).toEqual([
      10,
      [{ code: 'contractFree', params: { date: { date: window.fromDate } } }],
    ]);
    const onFirstDay = mark({ playerContracts: [contract({ endDate: '2026-07-01' })] });
    expect(onFirstDay.contractMark).toBe(8);
    const startsOnFirstDay = mark({
      playerContracts: [contract({ startDate: '2026-07-01', endDate: '2027-06-30' })],
    });
    expect(startsOnFirstDay.reasons.contract).toEqual([
      { code: 'contractRunsPast', params: { date: { date: '2027-06-30' }, count: 10 } },
    ]);
    expect(startsOnFirstDay.contractMark).toBe(3);
    const startsLater = mark({
      playerContracts: [contract({ startDate: '2026-09-01', endDate: '2027-06-30' })],
    });
    expect(startsLater.contractMark).toBe(10);
    const earliest = mark({
      playerContracts: [
        contract({ clubName: 'Second FC', startDate: '2026-08-20', endDate: '2028-06-30' }),
        contract({ clubName: 'First FC', startDate: '2026-07-20', endDate: '2028-06-30' }),
      ],
    });
    expect(earliest.reasons.contract).toEqual([
      { code: 'contractSigned', params: { club: 'First FC', date: { date: '2026-07-20' } } },
    ]);
    expect(
      mark({ playerContracts: [contract({ clubName: '', startDate: '2026-08-01' })] }).reasons.contract[0]
        ?.params?.club,
    ).toBe('?');
    const longest = mark({
      playerContracts: [contract({ endDate: '2026-08-10' }), contract({ endDate: null })],
    });
    expect([longest.contractMark, longest.reasons.contract]).toEqual([0, [{ code: 'contractNoEnd' }]]);
    const short = mark({ playerContracts: [contract({ endDate: '2027-02-27' })] });
    expect(short.contractMark).toBe(4);
    expect(mark({ playerContracts: [contract({ endDate: '2027-03-01' })] }).contractMark).toBe(3);
    expect(mark({ playerContracts: [contract({ endDate: '2031-01-01' })] }).contractMark).toBe(0);
    expect(mark({ playerContracts: [], freeAgent: false }).contractMark).toBe(5);
  });

  it('contract: a buy-out that opens later, has no amount, is covered, has no limit, or is over budget', () => {
    const buyOut = (
      fields: Partial<Parameters<typeof contract>[0]>,
      requirement: Partial<MatchRequirement> = {},
    ) =>
      mark(
        {
          playerContracts: [
            contract({ endDate: '2029-06-30', buyOut: true, buyOutAmount: 100_000, ...fields }),
          ],
        },
        requirement,
      );
    expect(buyOut({ buyOutDate: '2026-09-01' }).reasons.contract[1]).toEqual({
      code: 'buyOutOpensLater',
      params: { date: { date: '2026-09-01' } },
    });
    expect(buyOut({ buyOutDate: '2026-08-31' }).contractMark).toBe(6);
    expect(buyOut({ buyOutAmount: 0 }).reasons.contract[1]).toEqual({ code: 'buyOutAmountUnknown' });
    expect(buyOut({}, { maxTransferSum: 0 }).reasons.contract[1]).toEqual({
      code: 'buyOutNoLimit',
      params: {
        amount: { conversion: { amount: 100_000, from: 'EUR', converted: 746_000, to: 'DKK', rate: 7.46 } },
      },
    });
    expect(buyOut({}, { maxTransferSum: 0 }).contractMark).toBe(6);
    // Without a currency of its own, the buy-out is in the player's.
    expect(buyOut({ buyOutAmount: 7_460_000 }, {}).reasons.contract[1]?.code).toBe('buyOutOverBudget');
    expect(
      mark({
        valutaId: 'DKK',
        playerContracts: [contract({ endDate: '2029-06-30', buyOut: true, buyOutAmount: 7_460_000 })],
      }).contractMark,
    ).toBe(6);
    expect(buyOut({ buyOutAmount: 7_460_000, buyOutValutaId: 'DKK' }).reasons.contract[1]).toEqual({
      code: 'buyOutCovered',
      params: {
        amount: { money: 7_460_000, currency: 'DKK' },
        budget: { money: 7_460_000, currency: 'DKK' },
      },
    });
    expect(buyOut({ buyOutAmount: 7_460_001, buyOutValutaId: 'DKK' }).reasons.contract[1]).toEqual({
      code: 'buyOutOverBudget',
      params: {
        amount: { money: 7_460_001, currency: 'DKK' },
        budget: { money: 7_460_000, currency: 'DKK' },
      },
    });
    // A buy-out never lowers the mark its length earns.
    expect(
      mark({ playerContracts: [contract({ endDate: '2026-12-31', buyOut: true, buyOutAmount: 1 })] })
        .contractMark,
    ).toBe(6);
  });

  it('finance: no limit, unknown, a free agent without fee, and shares of each cap', () => {
    expect(mark({}, { maxNetto: 0, maxBrutto: 0, maxTransferSum: 0 }).reasons.finance).toEqual([
      { code: 'financeNoLimit' },
    ]);
    expect(mark({}, { maxNetto: 0, maxBrutto: 0, maxTransferSum: 0 }).financeMark).toBe(10);
    const unknown = mark({ minSalaryNetto: 0, estTransfer: 0 });
    expect([unknown.financeMark, unknown.reasons.finance]).toEqual([
      5,
      [
        {
          code: 'financeUnknown',
          params: { what: { term: 'netto' }, budget: { money: 900_000, currency: 'DKK' } },
        },
        {
          code: 'financeUnknown',
          params: { what: { term: 'transferFee' }, budget: { money: 7_460_000, currency: 'DKK' } },
        },
      ],
    ]);
    const noFee = mark({ minSalaryNetto: 0, estTransfer: 0, freeAgent: true });
    expect(noFee.financeMark).toBe(8);
    expect(
      mark(
        { minSalaryNetto: 900_000, valutaId: 'DKK', estTransfer: 0, freeAgent: true },
        { maxTransferSum: 0 },
      ).financeMark,
    ).toBe(5);
    expect(mark({ minSalaryNetto: 1, valutaId: 'DKK' }, { maxTransferSum: 0 }).financeMark).toBe(10);
    expect(
      mark(
        { minSalaryBrutto: 450_000, valutaId: 'DKK' },
        { maxNetto: 0, maxBrutto: 900_000, maxTransferSum: 0 },
      ).reasons.finance,
    ).toEqual([
      {
        code: 'financeShare',
        params: {
          what: { term: 'brutto' },
          amount: { money: 450_000, currency: 'DKK' },
          percent: 50,
          budget: { money: 900_000, currency: 'DKK' },
        },
      },
    ]);
  });

  it('personal: nothing asked, ranges, and each choice known or unknown', () => {
    expect(mark({}, { isAdvancedSearch: false }).reasons.personal).toEqual([
      { code: 'personalNothingAsked' },
    ]);
    expect(mark({}, { isAdvancedSearch: false }).personalMark).toBe(10);
    const plain = {
      minAge: null,
      maxAge: null,
      minHeight: null,
      maxHeight: null,
      minWeight: null,
      maxWeight: null,
      rightyLefty: null,
      nationality: null,
      maritalStatus: null,
    };
    const only = (requirement: Partial<MatchRequirement>, player: Partial<MatchPlayer> = {}) =>
      personalMark({ ...asked, ...plain, ...requirement }, { ...fits, ...player }, true);
    expect(only({})).toEqual({ mark: 10, reasons: [{ code: 'personalNothingAsked' }] });
    expect(only({ minHeight: 180, maxHeight: 190 }, { height: 185 }).mark).toBe(10);
    expect(only({ minHeight: 180, maxHeight: 190 }, { height: 180 }).mark).toBe(5);
    expect(only({ minHeight: 180, maxHeight: 190 }, { height: 188 })).toEqual({
      mark: 7,
      reasons: [
        {
          code: 'rangeFits',
          params: {
            what: { term: 'height' },
            value: 188,
            range: { range: { min: 180, max: 190, unit: 'cm' } },
          },
        },
      ],
    });
    expect(only({ minHeight: 180, maxHeight: 180 }, { height: 180 }).mark).toBe(10);
    expect(only({ minHeight: 180 }, { height: 230 }).mark).toBe(10);
    expect(only({ maxHeight: 180 }, { height: 150 }).mark).toBe(10);
    expect(only({ minHeight: 180, maxHeight: 190 }, { height: 0 })).toEqual({
      mark: 3,
      reasons: [
        {
          code: 'rangeUnknown',
          params: { what: { term: 'height' }, range: { range: { min: 180, max: 190, unit: 'cm' } } },
        },
      ],
    });
    expect(only({ rightyLefty: 'Left' }, { rightyLefty: null })).toEqual({
      mark: 3,
      reasons: [{ code: 'footingUnknown', params: { asked: { term: 'Left' } } }],
    });
    expect(only({ rightyLefty: 'Left' }, { rightyLefty: 'Right' }).mark).toBe(0);
    expect(only({ nationality: 'Denmark' }, { nationalities: [] })).toEqual({
      mark: 3,
      reasons: [{ code: 'nationalityUnknown', params: { asked: 'Denmark' } }],
    });
    expect(only({ nationality: 'Denmark' }, { nationalities: ['Sweden', 'Denmark'] })).toEqual({
      mark: 10,
      reasons: [{ code: 'nationalityFits', params: { held: 'Sweden, Denmark', asked: 'Denmark' } }],
    });
    expect(only({ nationality: 'Denmark' }, { nationalities: ['Sweden'] }).mark).toBe(0);
    expect(only({ maritalStatus: 'Single' }, { maritalStatus: null })).toEqual({
      mark: 3,
      reasons: [{ code: 'maritalStatusUnknown', params: { asked: { term: 'Single' } } }],
    });
    expect(only({ maritalStatus: 'Single' }, { maritalStatus: 'Single' })).toEqual({
      mark: 10,
      reasons: [
        { code: 'maritalStatusFits', params: { held: { term: 'Single' }, asked: { term: 'Single' } } },
      ],
    });
    expect(only({ maritalStatus: 'Single' }, { maritalStatus: 'Married' }).mark).toBe(0);
    // 1 + 0.25 over two criteria: 6.25, rounded.
    expect(
      only(
        { maritalStatus: 'Single', nationality: 'Denmark' },
        { maritalStatus: 'Single', nationalities: [] },
      ).mark,
    ).toBe(6);
  });

  it('player plan: team, league, country, open, unknown place, elsewhere, mandate and PINS', () => {
    const plan = (
      priorities: Partial<MatchPlayer['priorities']>,
      player: Partial<MatchPlayer> = {},
      club: Partial<MatchRequirement['club']> = {},
    ) =>
      playerPlanMark(
        { ...asked, club: { ...asked.club, ...club } },
        {
          ...fits,
          mandate: false,
          pinsPriority: null,
          ...player,
          priorities: { teamIds: [], leagueIds: [], countryIds: [], ...priorities },
        },
        context,
        true,
      );
    expect(plan({ teamIds: ['team-1'], leagueIds: ['league-1'] })).toEqual({
      mark: 6,
      reasons: [{ code: 'planTeam', params: { name: n('team-1') } }],
    });
    expect(plan({ leagueIds: ['league-1'], countryIds: ['country-1'] })).toEqual({
      mark: 5,
      reasons: [{ code: 'planLeague', params: { name: n('league-1') } }],
    });
    expect(plan({ countryIds: ['country-1'] })).toEqual({
      mark: 4,
      reasons: [{ code: 'planCountry', params: { name: n('country-1') } }],
    });
    expect(plan({})).toEqual({ mark: 2, reasons: [{ code: 'planOpen' }] });
    expect(plan({ teamIds: ['team-2'] })).toEqual({
      mark: 0,
      reasons: [{ code: 'planElsewhere', params: { club: 'Brøndby IF' } }],
    });
    expect(plan({ countryIds: ['country-2'] })).toEqual({
      mark: 0,
      reasons: [{ code: 'planElsewhere', params: { club: 'Brøndby IF' } }],
    });
    expect(plan({ leagueIds: ['league-2'] })).toEqual({
      mark: 0,
      reasons: [{ code: 'planElsewhere', params: { club: 'Brøndby IF' } }],
    });
    for (const [club, missing] of [
      [{ teamId: null, leagueId: null, countryId: null }, 'team'],
      [{ leagueId: null, countryId: null }, 'league'],
      [{ countryId: null }, 'country'],
    ] as const) {
      expect(plan({ leagueIds: ['league-2'] }, {}, club)).toEqual({
        mark: 2,
        reasons: [{ code: 'planClubUnknown', params: { club: 'Brøndby IF', missing: { term: missing } } }],
      });
    }
    expect(plan({ leagueIds: ['league-1'] }, {}, { teamId: null })).toEqual({
      mark: 5,
      reasons: [{ code: 'planLeague', params: { name: n('league-1') } }],
    });
    expect(plan({}, { mandate: true, pinsPriority: 'A' })).toEqual({
      mark: 6,
      reasons: [{ code: 'planOpen' }, { code: 'planMandate' }, { code: 'planPins', params: { letter: 'A' } }],
    });
    expect(plan({}, { pinsPriority: 'D' }).mark).toBe(3);
    expect(plan({}, { pinsPriority: 'C' }).mark).toBe(3);
    expect(plan({}, { pinsPriority: 'E' })).toEqual({ mark: 2, reasons: [{ code: 'planOpen' }] });
    expect(plan({ teamIds: ['team-1'] }, { mandate: true, pinsPriority: 'A' }).mark).toBe(10);
  });

  it('explains nothing when not asked, marking the same', () => {
    for (const explain of [contractMark, financeMark]) {
      expect(explain(asked, fits, context, false).reasons).toEqual([]);
    }
    expect(personalMark(asked, fits, false).reasons).toEqual([]);
    expect(playerPlanMark(asked, fits, context, false).reasons).toEqual([]);
  });
});

describe('amounts, averages and counts', () => {
  it('shows an amount in its own currency alone, and a conversion with the price used', () => {
    expect(conversionOf(context.currencies, 100, 'DKK', 'DKK')).toEqual({ money: 100, currency: 'DKK' });
    expect(conversionOf(context.currencies, 1_120, 'SEK', 'DKK')).toEqual({
      conversion: { amount: 1_120, from: 'SEK', converted: 746, to: 'DKK', rate: 7.46 / 11.2 },
    });
    expect(conversionOf(context.currencies, 5, null, 'DKK')).toEqual({
      conversion: { amount: 5, from: 'EUR', converted: 37.3, to: 'DKK', rate: 7.46 },
    });
    expect(currencyOf(context.currencies, 'unknown')).toEqual({ name: 'EUR', value: 1 });
  });

  it('averages to 0 when a mark is missing', () => {
    expect(matchAverage({ contractMark: 7, financeMark: 8, personalMark: 6 })).toBe(0);
  });

  it('counts unjudged exclusions only for players who hold one of that kind', () => {
    const noPlace = { ...asked, club: { ...asked.club, teamId: null, leagueId: null, countryId: null } };
    const result = matchPlayers(
      noPlace,
      [fits, { ...fits, id: 'p-2', exclusions: { teamIds: ['team-2'], leagueIds: [], countryIds: [] } }],
      context,
    );
    expect(result.unjudged).toEqual({ excludesTeam: 1 });
    expect(
      matchPlayers(
        asked,
        [{ ...fits, exclusions: { teamIds: ['team-2'], leagueIds: [], countryIds: [] } }],
        context,
      ).unjudged,
    ).toEqual({});
  });
});
