import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween } from '../calendar-days.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { DATE_MESSAGES } from '../dates.ts';
import {
  AGREEMENT_MESSAGES,
  type AgreementRuleContext,
  type AgreementRules,
  agreementInputSchema,
  agreementListQuerySchema,
  agreementRulesSchema,
  agreementSchema,
  checkAgreement,
  isMinorOn,
  latestAgreementEnd,
  repContractSchema,
} from './agreements.ts';

const FOOTBALL: AgreementRules = { enforced: true, feeCapWarning: false, dualRepresentationWarning: false };
const WARNINGS_ONLY: AgreementRules = { ...FOOTBALL, enforced: false };
const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

type Checked = Parameters<typeof checkAgreement>[0];

const agreement = (overrides: Partial<Checked> = {}): Checked => ({
  startDate: '2025-01-01',
  endDate: '2026-12-31',
  autoRenewal: false,
  guardianConsentFileId: null,
  feePercent: null,
  dualRepresentation: false,
  ...overrides,
});

const context = (overrides: Partial<AgreementRuleContext> = {}): AgreementRuleContext => ({
  dateOfBirth: '1995-05-05',
  others: [],
  rules: FOOTBALL,
  ...overrides,
});

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('latestAgreementEnd: at most 2 years, the start day counted', () => {
  it.each([
    ['2025-01-01', '2026-12-31'],
    ['2025-06-15', '2027-06-14'],
    ['2025-03-01', '2027-02-28'],
    ['2026-03-01', '2028-02-29'],
    ['2024-02-28', '2026-02-27'],
    // No 2026-02-29 whose eve would be the 28th: February's last day, a day more than a 28 February start.
    ['2024-02-29', '2026-02-28'],
    ['2024-03-01', '2026-02-28'],
    ['2026-02-28', '2028-02-27'],
  ])('starting %s, ends on %s at the latest', (start, end) => {
    expect(latestAgreementEnd(start)).toBe(end);
  });

  it('is 2 years less a day for every start but 29 February, and never earlier for a later start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_500 }), (offset) => {
        const start = addDays('1950-01-01', offset);
        const end = latestAgreementEnd(start);
        if (!start.endsWith('-02-29')) expect(end).toBe(addDays(addYears(start, 2), -1));
        expect(daysBetween(start, end)).toBeGreaterThanOrEqual(729);
        expect(daysBetween(start, end)).toBeLessThanOrEqual(730);
        expect(latestAgreementEnd(addDays(start, 1)) > end).toBe(!start.endsWith('-02-29'));
      }),
    );
  });
});

describe('isMinorOn', () => {
  it('is an adult from his 18th birthday, a minor the day before, and not without a birthday', () => {
    expect(isMinorOn('2007-01-01', '2025-01-01')).toBe(false);
    expect(isMinorOn('2007-01-02', '2025-01-01')).toBe(true);
    expect(isMinorOn('2007-01-01', '2024-12-31')).toBe(true);
    expect(isMinorOn('1990-01-01', '2025-01-01')).toBe(false);
    expect(isMinorOn(null, '2025-01-01')).toBe(false);
  });

  it('counts a 29 February birthday as ageOn does: 18 on 1 March in a common year', () => {
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
    expect(isMinorOn('2006-02-28', '2024-02-28')).toBe(false);
    expect(isMinorOn('2006-02-28', '2024-02-27')).toBe(true);
  });
});

describe('checkAgreement: the rules in force', () => {
  it('passes an agreement that keeps them', () => {
    expect(checkAgreement(agreement(), context())).toEqual({ errors: [], warnings: [] });
  });

  it('ends on the latest day, not a day later', () => {
    expect(checkAgreement(agreement({ endDate: '2026-12-31' }), context()).errors).toEqual([]);
    expect(checkAgreement(agreement({ endDate: '2027-01-01' }), context()).errors).toEqual([
      { field: 'endDate', message: AGREEMENT_MESSAGES.tooLong('2026-12-31') },
    ]);
    expect(AGREEMENT_MESSAGES.tooLong('2026-12-31')).toBe(
      'An agreement with a player lasts at most 2 years: end it on or before 2026-12-31.',
    );
    const leapStart = agreement({ startDate: '2024-02-29', endDate: '2026-03-01' });
    expect(checkAgreement(leapStart, context()).errors).toEqual([
      { field: 'endDate', message: AGREEMENT_MESSAGES.tooLong('2026-02-28') },
    ]);
    expect(checkAgreement({ ...leapStart, endDate: '2026-02-28' }, context()).errors).toEqual([]);
  });

  it('never renews by itself', () => {
    expect(checkAgreement(agreement({ autoRenewal: true }), context()).errors).toEqual([
      { field: 'autoRenewal', message: AGREEMENT_MESSAGES.autoRenewal },
    ]);
  });

  it('is one at a time: the day after the other ends is fine, the same day overlaps', () => {
    const before = { startDate: '2023-01-01', endDate: '2024-12-31' };
    const after = { startDate: '2027-01-01', endDate: '2027-06-30' };
    expect(checkAgreement(agreement(), context({ others: [before, after] })).errors).toEqual([]);
    const overlap = (other: { startDate: string; endDate: string }) =>
      checkAgreement(agreement(), context({ others: [before, other] })).errors;
    expect(overlap({ startDate: '2023-01-01', endDate: '2025-01-01' })).toEqual([
      { field: 'startDate', message: AGREEMENT_MESSAGES.overlaps('2023-01-01', '2025-01-01') },
    ]);
    expect(overlap({ startDate: '2026-12-31', endDate: '2027-06-30' })).toEqual([
      { field: 'startDate', message: AGREEMENT_MESSAGES.overlaps('2026-12-31', '2027-06-30') },
    ]);
    expect(overlap({ startDate: '2025-03-01', endDate: '2025-04-01' })).toHaveLength(1);
    expect(overlap({ startDate: '2020-01-01', endDate: '2030-01-01' })).toHaveLength(1);
    expect(AGREEMENT_MESSAGES.overlaps('2023-01-01', '2025-01-01')).toBe(
      'The player already has an agreement from 2023-01-01 to 2025-01-01: one agreement at a time.',
    );
  });

  it('names the first overlapping agreement only', () => {
    const others = [
      { startDate: '2025-02-01', endDate: '2025-03-01' },
      { startDate: '2025-04-01', endDate: '2025-05-01' },
    ];
    expect(checkAgreement(agreement(), context({ others })).errors).toEqual([
      { field: 'startDate', message: AGREEMENT_MESSAGES.overlaps('2025-02-01', '2025-03-01') },
    ]);
  });

  it('asks for the guardian’s consent of a player under 18 on the start date', () => {
    const minor = { field: 'guardianConsentFileId', message: AGREEMENT_MESSAGES.minorWithoutConsent };
    expect(checkAgreement(agreement(), context({ dateOfBirth: '2007-01-01' })).errors).toEqual([]);
    expect(checkAgreement(agreement(), context({ dateOfBirth: '2007-01-02' })).errors).toEqual([minor]);
    expect(
      checkAgreement(agreement({ guardianConsentFileId: ID }), context({ dateOfBirth: '2007-01-02' })).errors,
    ).toEqual([]);
    expect(checkAgreement(agreement(), context({ dateOfBirth: null })).errors).toEqual([]);
    expect(AGREEMENT_MESSAGES.minorWithoutConsent).toBe(
      "The player is under 18 on the start date: attach the guardian's written consent.",
    );
  });

  it('lists every broken rule on its field, in order', () => {
    const outcome = checkAgreement(
      agreement({ endDate: '2027-06-30', autoRenewal: true }),
      context({ dateOfBirth: '2010-01-01', others: [{ startDate: '2024-01-01', endDate: '2025-01-01' }] }),
    );
    expect(outcome.errors.map((error) => error.field)).toEqual([
      'endDate',
      'autoRenewal',
      'startDate',
      'guardianConsentFileId',
    ]);
    expect(outcome.warnings).toEqual([]);
  });

  it('only warns in a sport with warnings only', () => {
    const outcome = checkAgreement(
      agreement({ endDate: '2027-01-01', autoRenewal: true }),
      context({
        rules: WARNINGS_ONLY,
        dateOfBirth: '2010-01-01',
        others: [{ startDate: '2024-01-01', endDate: '2025-01-01' }],
      }),
    );
    expect(outcome).toEqual({
      errors: [],
      warnings: [
        AGREEMENT_MESSAGES.tooLong('2026-12-31'),
        AGREEMENT_MESSAGES.autoRenewal,
        AGREEMENT_MESSAGES.overlaps('2024-01-01', '2025-01-01'),
        AGREEMENT_MESSAGES.minorWithoutConsent,
      ],
    });
    expect(checkAgreement(agreement(), context({ rules: WARNINGS_ONLY }))).toEqual({
      errors: [],
      warnings: [],
    });
  });
});

describe('checkAgreement: the suspended rules warn only when switched on', () => {
  const feeCap = { ...FOOTBALL, feeCapWarning: true };
  const dual = { ...WARNINGS_ONLY, dualRepresentationWarning: true };

  it('warns about a fee above 5 %', () => {
    const warnings = (feePercent: number | null, rules: AgreementRules) =>
      checkAgreement(agreement({ feePercent }), context({ rules })).warnings;
    expect(warnings(5.5, feeCap)).toEqual([AGREEMENT_MESSAGES.feeAboveCap]);
    expect(warnings(6, { ...WARNINGS_ONLY, feeCapWarning: true })).toEqual([AGREEMENT_MESSAGES.feeAboveCap]);
    expect(warnings(5, feeCap)).toEqual([]);
    expect(warnings(0, feeCap)).toEqual([]);
    expect(warnings(null, feeCap)).toEqual([]);
    expect(warnings(10, FOOTBALL)).toEqual([]);
    expect(checkAgreement(agreement({ feePercent: 10 }), context({ rules: feeCap })).errors).toEqual([]);
  });

  it('warns about dual representation', () => {
    const warnings = (dualRepresentation: boolean, rules: AgreementRules) =>
      checkAgreement(agreement({ dualRepresentation }), context({ rules })).warnings;
    expect(warnings(true, dual)).toEqual([AGREEMENT_MESSAGES.dualRepresentation]);
    expect(warnings(true, { ...FOOTBALL, dualRepresentationWarning: true })).toEqual([
      AGREEMENT_MESSAGES.dualRepresentation,
    ]);
    expect(warnings(false, dual)).toEqual([]);
    expect(warnings(true, WARNINGS_ONLY)).toEqual([]);
  });

  it('puts the broken rules first, then the fee, then dual representation', () => {
    const outcome = checkAgreement(
      agreement({ autoRenewal: true, feePercent: 20, dualRepresentation: true }),
      context({ rules: { enforced: false, feeCapWarning: true, dualRepresentationWarning: true } }),
    );
    expect(outcome.warnings).toEqual([
      AGREEMENT_MESSAGES.autoRenewal,
      AGREEMENT_MESSAGES.feeAboveCap,
      AGREEMENT_MESSAGES.dualRepresentation,
    ]);
  });
});

describe('agreementInputSchema', () => {
  const minimal = { startDate: '2025-01-01', endDate: '2026-12-31' };

  it('fills in what is left out', () => {
    expect(agreementInputSchema.parse(minimal)).toEqual({
      ...minimal,
      exclusive: false,
      autoRenewal: false,
      feeTerms: '',
      feePercent: null,
      dualRepresentation: false,
      agentUserId: null,
      signedFileId: null,
      federationUploadedOn: null,
      guardianConsentFileId: null,
      legalAdviceNoticeGiven: false,
      playerConfirmed: false,
    });
  });

  it('keeps what is given', () => {
    const full = {
      ...minimal,
      exclusive: true,
      autoRenewal: true,
      feeTerms: '3 % of the gross salary',
      feePercent: 3,
      dualRepresentation: true,
      agentUserId: ID,
      signedFileId: OTHER_ID,
      federationUploadedOn: '2025-01-10',
      guardianConsentFileId: ID,
      legalAdviceNoticeGiven: true,
      playerConfirmed: true,
    };
    expect(agreementInputSchema.parse(full)).toEqual(full);
  });

  it('accepts an agreement of one day and refuses an end before the start', () => {
    expect(agreementInputSchema.safeParse({ startDate: '2025-01-01', endDate: '2025-01-01' }).success).toBe(
      true,
    );
    const result = agreementInputSchema.safeParse({ startDate: '2025-01-02', endDate: '2025-01-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['endDate'], message: AGREEMENT_MESSAGES.endBeforeStart }),
    ]);
  });

  it('refuses impossible and malformed dates with the date messages', () => {
    const result = agreementInputSchema.safeParse({ startDate: '2025-02-30', endDate: '2025-12-31' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['startDate'], message: DATE_MESSAGES.invalid }),
    ]);
    expect(messages(agreementInputSchema.safeParse({ ...minimal, endDate: '31.12.2026' }))).toContain(
      DATE_MESSAGES.format,
    );
    expect(
      messages(agreementInputSchema.safeParse({ ...minimal, federationUploadedOn: '2025-02-29' })),
    ).toEqual([DATE_MESSAGES.invalid]);
  });

  it('says what is wrong with a fee, an agent or a file', () => {
    for (const feePercent of [-1, 100.5, 'five'])
      expect(messages(agreementInputSchema.safeParse({ ...minimal, feePercent }))).toEqual([
        AGREEMENT_MESSAGES.feePercent,
      ]);
    for (const feePercent of [0, 100])
      expect(agreementInputSchema.safeParse({ ...minimal, feePercent }).success).toBe(true);
    expect(messages(agreementInputSchema.safeParse({ ...minimal, agentUserId: 'x' }))).toEqual([
      AGREEMENT_MESSAGES.agentNotInSport,
    ]);
    for (const field of ['signedFileId', 'guardianConsentFileId'])
      expect(messages(agreementInputSchema.safeParse({ ...minimal, [field]: 'x' }))).toEqual([
        AGREEMENT_MESSAGES.fileNotFound,
      ]);
  });
});

describe('the other agreement schemas', () => {
  it('reads a sport’s rule pack and says true or false', () => {
    expect(agreementRulesSchema.parse(FOOTBALL)).toEqual(FOOTBALL);
    const result = agreementRulesSchema.safeParse({
      enforced: 'yes',
      feeCapWarning: 1,
      dualRepresentationWarning: null,
    });
    expect(messages(result)).toEqual(['Say true or false', 'Say true or false', 'Say true or false']);
  });

  it('reads an agreement and a RepContract as the API sends them', () => {
    const stored = {
      id: ID,
      tenantId: OTHER_ID,
      player: { id: ID, firstName: 'Ada', lastName: 'Lind', dateOfBirth: null },
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      exclusive: true,
      autoRenewal: false,
      feeTerms: '',
      feePercent: null,
      dualRepresentation: false,
      agent: { id: OTHER_ID, name: 'Mia Holm' },
      signedFile: null,
      federationUploadedOn: null,
      guardianConsentFile: null,
      legalAdviceNoticeGiven: true,
      playerConfirmed: false,
      status: 'active',
      daysLeft: 300,
      uploadDueOn: '2025-01-15',
      minorAtStart: false,
      warnings: [],
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-01T10:00:00.000Z',
    };
    expect(agreementSchema.parse(stored)).toEqual(stored);
    expect(agreementSchema.safeParse({ ...stored, status: 'expired' }).success).toBe(false);
    const rep = {
      id: ID,
      player: { id: OTHER_ID, firstName: 'Ada', lastName: 'Lind' },
      contractPartner: 'Agency',
      startDate: null,
      endDate: '2026-01-01',
      comment: '',
    };
    expect(repContractSchema.parse(rep)).toEqual(rep);
  });

  it('reads the list’s query with its defaults and flags', () => {
    expect(agreementListQuerySchema.parse({ tenantId: ID })).toEqual({
      tenantId: ID,
      page: 1,
      take: DEFAULT_PAGE_SIZE,
      sort: 'endDate',
      direction: 'asc',
    });
    const query = agreementListQuerySchema.parse({
      tenantId: ID,
      page: '2',
      sort: 'player',
      endingWithin: '90',
      missingUpload: 'true',
      exclusive: 'false',
      includeEnded: 'true',
      search: '  Lind ',
    });
    expect(query).toMatchObject({ page: 2, sort: 'player', endingWithin: 90, search: 'Lind' });
    expect([query.missingUpload, query.exclusive, query.includeEnded]).toEqual([true, false, true]);
    expect(messages(agreementListQuerySchema.safeParse({ tenantId: 'x' }))).toEqual(['Not a valid id']);
    expect(messages(agreementListQuerySchema.safeParse({ tenantId: ID, missingUpload: 'yes' }))).toEqual([
      'Say true or false',
    ]);
    expect(messages(agreementListQuerySchema.safeParse({ tenantId: ID, endingWithin: 'soon' }))).toEqual([
      'Enter a whole number of days',
    ]);
    for (const take of ['0', String(MAX_PAGE_SIZE + 1)])
      expect(agreementListQuerySchema.safeParse({ tenantId: ID, take }).success).toBe(false);
    for (const take of [1, MAX_PAGE_SIZE])
      expect(agreementListQuerySchema.parse({ tenantId: ID, take: String(take) }).take).toBe(take);
    for (const sort of ['endDate', 'startDate', 'player'])
      expect(agreementListQuerySchema.parse({ tenantId: ID, sort }).sort).toBe(sort);
  });

  it('writes out every message', () => {
    for (const message of Object.values(AGREEMENT_MESSAGES)) {
      const text = typeof message === 'function' ? message('2026-12-31', '2027-01-01') : message;
      expect(text.length).toBeGreaterThan(20);
    }
  });
});
