import {
  brokenConstraints,
  type MatchPlayer,
  type MatchRequirement,
  markPlayer,
  REASON_CODES,
  REASON_TERMS,
  type Reason,
  smallestChange,
} from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../lib/i18n.ts';
import da from '../../locales/da.json';
import enGb from '../../locales/en-gb.json';
import { reasonText } from './components/reason-text.ts';
import { CLUB_ID, CONTEXT, ENGINE_REQUIREMENT, enginePlayer, IDS } from './testing/engine-fixtures.ts';

/** Every reason the engine gives `player` for `asked`: broken constraints, their changes, marks. */
function reasonsOf(player: MatchPlayer, asked: MatchRequirement = ENGINE_REQUIREMENT): Reason[] {
  const broken = brokenConstraints(asked, player, CONTEXT);
  return [
    ...broken.map((one) => one.reason),
    ...broken.flatMap((one) => smallestChange(asked, player, one, CONTEXT) ?? []),
    ...Object.values(markPlayer(asked, player, CONTEXT).reasons).flat(),
  ];
}

const say = (reason: Reason | string) => reasonText(reason, i18n.t, i18n.language);
const sentences = (player: MatchPlayer, asked?: MatchRequirement) => reasonsOf(player, asked).map(say);

const contract = (endDate: string | null, buyOut: Partial<MatchPlayer['playerContracts'][number]> = {}) => ({
  clubName: 'Vejle BK',
  startDate: '2023-07-01',
  endDate,
  buyOut: false,
  buyOutDate: null,
  buyOutAmount: 0,
  buyOutValutaId: null,
  ...buyOut,
});

/** A player who breaks nearly every constraint of a requirement asking nearly everything. */
const OUTLIER = enginePlayer({
  tenantId: crypto.randomUUID(),
  deleted: true,
  includeInApp: false,
  clubId: CLUB_ID,
  positionIds: [IDS.striker],
  playerLevelId: null,
  dateOfBirth: '1997-05-01',
  rightyLefty: 'Right',
  maritalStatus: 'Married',
  nationalities: ['Norway'],
  contractType: 'Mandate',
  pinsPriority: 'D',
  minSalaryNetto: 120_643.44,
  exclusions: { teamIds: [IDS.brondbyTeam], leagueIds: [IDS.superliga], countryIds: [IDS.denmark] },
});
const ASKING_EVERYTHING: MatchRequirement = {
  ...ENGINE_REQUIREMENT,
  contractStatusIds: [IDS.contracted],
  isNoNeed: true,
  maritalStatus: 'Single',
  nationality: 'Denmark',
  contractType: 'PinsPlayer',
  pinsPriority: 'B',
  minHeight: 180,
  maxWeight: 90,
};

describe('reasons in the reader’s language', () => {
  afterEach(() => changeLocale('en-gb'));

  it('has an English and a Danish text for every reason code and term', () => {
    for (const [name, bundle] of [
      ['en-gb', enGb],
      ['da', da],
    ] as const) {
      const texts: Record<string, string> = bundle.matches.reasons;
      const missing = REASON_CODES.filter(
        (code) => !texts[code] && !(texts[`${code}_one`] && texts[`${code}_other`]),
      );
      expect(missing, name).toEqual([]);
      const terms: Record<string, string> = bundle.matches.terms;
      expect(
        REASON_TERMS.filter((term) => !terms[term]),
        name,
      ).toEqual([]);
    }
  });

  it('says the worked example’s reasons with amounts, conversions and dates in English', () => {
    expect(sentences(enginePlayer())).toEqual([
      'Player contract ends 15 Aug 2026, inside the window',
      'Minimum net salary 60,000 EUR = 447,600 DKK at 7.46 is 49% of the 900,000 DKK budget',
      'Estimated transfer fee 500,000 EUR = 3,730,000 DKK at 7.46 is 50% of the 7,460,000 DKK budget',
      'Age 24 years (20-28 years asked)',
      'Footing left, left asked',
      "Superliga is among the player's priority leagues",
      'The agency holds his mandate',
      'PINS priority B',
    ]);
  });

  it('says them in Danish', async () => {
    await changeLocale('da');
    expect(sentences(enginePlayer())).toEqual([
      'Spillerkontrakten udløber 15. aug. 2026, inden for vinduet',
      'Nettoløn på 60.000 EUR = 447.600 DKK til kurs 7,46 udgør 49 % af budgettet på 900.000 DKK',
      'Anslået transfersum på 500.000 EUR = 3.730.000 DKK til kurs 7,46 udgør 50 % af budgettet på 7.460.000 DKK',
      'Alder 24 år (20-28 år søges)',
      'Venstrebenet (venstrebenet søges)',
      'Superliga er blandt spillerens prioriterede ligaer',
      'Agenturet har hans mandat',
      'PINS-prioritet B',
    ]);
  });

  it('counts the months a contract runs past the window in the right plural form', async () => {
    const runsUntil = (endDate: string) =>
      say(reasonsOf(enginePlayer({ playerContracts: [contract(endDate)] }))[0] ?? '');
    expect(runsUntil('2026-09-30')).toBe('Player contract runs until 30 Sept 2026, 1 month past the window');
    expect(runsUntil('2027-03-31')).toBe('Player contract runs until 31 Mar 2027, 7 months past the window');
    await changeLocale('da');
    expect(runsUntil('2026-09-30')).toBe('Spillerkontrakten løber til 30. sep. 2026, 1 måned efter vinduet');
    expect(runsUntil('2027-03-31')).toBe(
      'Spillerkontrakten løber til 31. mar. 2027, 7 måneder efter vinduet',
    );
  });

  it('shows cents when an amount is not whole, so that it never reads as the budget it exceeds', async () => {
    const over = enginePlayer({ minSalaryNetto: 120_643.44 });
    const [broken] = brokenConstraints(ENGINE_REQUIREMENT, over, CONTEXT);
    expect(broken && say(broken.reason)).toBe(
      'Minimum net salary of 120,643.44 EUR = 900,000.06 DKK at 7.46, over the 900,000 DKK budget',
    );
    expect(broken && say(smallestChange(ENGINE_REQUIREMENT, over, broken, CONTEXT) ?? '')).toBe(
      'Budget +0.06 DKK after conversion',
    );
    await changeLocale('da');
    expect(broken && say(broken.reason)).toBe(
      'Nettoløn på 120.643,44 EUR = 900.000,06 DKK til kurs 7,46 overstiger budgettet på 900.000 DKK',
    );
  });

  it('says ranges, terms and one-sided limits, and a single value for the change a club would accept', async () => {
    const tall = enginePlayer({ height: 175, weight: 0, dateOfBirth: '1997-05-01', rightyLefty: 'Both' });
    const asked = { ...ENGINE_REQUIREMENT, minAge: null, maxAge: 28, minHeight: 180, maxWeight: 90 };
    expect(sentences(tall, asked)).toEqual(
      expect.arrayContaining([
        'Age 29 years is outside the range asked (at most 28 years)',
        'Height 175 cm is outside the range asked (at least 180 cm)',
        'Club accepts age 29 years',
        'Club accepts height 175 cm',
        'Weight unknown (at most 90 kg asked)',
        'Footing both, left asked',
      ]),
    );
    await changeLocale('da');
    expect(sentences(tall, asked)).toEqual(
      expect.arrayContaining([
        'Alder 29 år ligger uden for det søgte interval (højst 28 år)',
        'Klubben accepterer en højde på 175 cm',
        'Vægt ukendt (højst 90 kg søges)',
        'Tobenet (venstrebenet søges)',
      ]),
    );
  });

  it('names the club and the date of a signed move, and the club a player already plays for', async () => {
    const signed = enginePlayer({
      playerContracts: [
        contract('2026-08-15'),
        { ...contract('2029-06-30'), clubName: 'FC Midtjylland', startDate: '2026-07-15' },
      ],
    });
    expect(sentences(signed)[0]).toBe('Signed with FC Midtjylland from 15 Jul 2026');
    expect(sentences(enginePlayer({ clubId: CLUB_ID }))[0]).toBe('Already plays for Brøndby IF');
    await changeLocale('da');
    expect(sentences(signed)[0]).toBe('Har skrevet under med FC Midtjylland fra 15. jul. 2026');
    expect(sentences(enginePlayer({ clubId: CLUB_ID }))[0]).toBe('Spiller allerede for Brøndby IF');
  });

  it('leaves no placeholder and no key in any sentence the engine can give, in either language', async () => {
    const players = [
      OUTLIER,
      enginePlayer({ playerLevelId: IDS.secondLevel, contractStatusId: IDS.onLoan, rightyLefty: null }),
      enginePlayer({
        positionIds: [],
        nationalities: [],
        pinsPriority: null,
        priorities: { teamIds: ['x'], leagueIds: [], countryIds: [] },
      }),
      enginePlayer({ priorities: { teamIds: [IDS.brondbyTeam], leagueIds: [], countryIds: [] } }),
      enginePlayer({ priorities: { teamIds: [], leagueIds: [], countryIds: [IDS.denmark] } }),
      enginePlayer({
        playerContracts: [],
        freeAgent: true,
        estTransfer: 0,
        minSalaryNetto: 0,
        priorities: { teamIds: [], leagueIds: [], countryIds: [] },
      }),
      enginePlayer({ playerContracts: [{ ...contract('2029-06-30'), startDate: '2026-07-15' }] }),
      enginePlayer({ playerContracts: [contract(null, { buyOut: true, buyOutAmount: 2_000_000 })] }),
      enginePlayer({ playerContracts: [] }),
      enginePlayer({ playerContracts: [{ ...contract('2022-06-30'), startDate: '2020-07-01' }] }),
      enginePlayer({ playerContracts: [contract('2029-06-30', { buyOut: true, buyOutAmount: 1_000_000 })] }),
      enginePlayer({ playerContracts: [contract('2029-06-30', { buyOut: true })] }),
      enginePlayer({ playerContracts: [contract('2027-06-30', { buyOut: true, buyOutDate: '2026-10-01' })] }),
    ];
    const asked = [
      ENGINE_REQUIREMENT,
      ASKING_EVERYTHING,
      { ...ENGINE_REQUIREMENT, club: { ...ENGINE_REQUIREMENT.club, leagueId: null } },
      { ...ENGINE_REQUIREMENT, isAdvancedSearch: false, maxNetto: 0, maxTransferSum: 0 },
    ];
    const all = players.flatMap((player) => asked.flatMap((requirement) => reasonsOf(player, requirement)));
    const said = new Set(all.map((reason) => reason.code));
    expect(REASON_CODES.filter((code) => !said.has(code))).toEqual([]);
    for (const locale of ['en-gb', 'da'] as const) {
      await changeLocale(locale);
      const unsaid = all.map(say).filter((text) => /\{\{|matches\.|undefined|NaN|^$/.test(text));
      expect(unsaid, locale).toEqual([]);
    }
  });

  it('shows a stored English sentence of an older version as it is, in either language', async () => {
    await changeLocale('da');
    expect(say('Player contract ends 15 Aug 2026, inside the window')).toBe(
      'Player contract ends 15 Aug 2026, inside the window',
    );
  });
});
