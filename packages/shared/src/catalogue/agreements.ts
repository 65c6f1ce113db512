import { z } from 'zod';
import { addDays, addYears } from '../calendar-days.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { sortDirectionSchema } from '../pagination.ts';
import { isoDateSchema, optionalText } from './common.ts';
import { storedFileSchema } from './player-documents.ts';

/**
 * D45: a representation agreement between a player and the agency. Football's rule pack (FIFA agent
 * regulations) refuses what breaks a rule in force; suspended rules (fee caps, dual representation)
 * are warnings a TenantAdmin switches on; other sports start with every rule as a warning.
 */

/** A player under this age on the start date needs his guardian's written consent on file. */
export const AGREEMENT_ADULT_AGE = 18;
/** An agreement with an individual lasts at most this many years. */
export const AGREEMENT_MAX_YEARS = 2;
/** The agreement is uploaded to the federation platform within this many days of its start. */
export const AGREEMENT_UPLOAD_DAYS = 14;
/** The cap of the suspended FIFA fee rule, in percent of the player's remuneration. */
export const AGREEMENT_FEE_CAP_PERCENT = 5;

export const AGREEMENT_MESSAGES = {
  tooLong: (latestEnd: string) =>
    `An agreement with a player lasts at most ${AGREEMENT_MAX_YEARS} years: end it on or before ${latestEnd}.`,
  autoRenewal: 'An agreement never renews by itself: when it ends, make a new agreement.',
  overlaps: (start: string, end: string) =>
    `The player already has an agreement from ${start} to ${end}: one agreement at a time.`,
  minorWithoutConsent: `The player is under ${AGREEMENT_ADULT_AGE} on the start date: attach the guardian's written consent.`,
  feeAboveCap: `The fee is above ${AGREEMENT_FEE_CAP_PERCENT} %, the cap of the suspended FIFA fee rule.`,
  dualRepresentation:
    'The agency acts for both the player and the club: the suspended FIFA rule limits dual representation.',
  endBeforeStart: 'The end date cannot be before the start date',
  notFound: 'The agreement does not exist',
  fileNotFound: 'The file does not exist or belongs to another player',
  agentNotInSport: "Choose an agent of the player's sport",
  feePercent: 'Enter a percentage between 0 and 100',
} as const;

/** A sport's rule pack (D45): Football enforces the rules in force; others start with warnings. */
export const agreementRulesSchema = z.object({
  /** The rules in force (2 years, no renewal, one at a time, minor's consent) refuse a save. */
  enforced: z.boolean({ message: 'Say true or false' }),
  /** Suspended rule: warn when the fee is above AGREEMENT_FEE_CAP_PERCENT. */
  feeCapWarning: z.boolean({ message: 'Say true or false' }),
  /** Suspended rule: warn when the agency also acts for the club. */
  dualRepresentationWarning: z.boolean({ message: 'Say true or false' }),
});
export type AgreementRules = z.infer<typeof agreementRulesSchema>;

const optionalDate = isoDateSchema.nullish().transform((value) => value ?? null);

/** `POST /players/{playerId}/agreements` and `PUT .../{id}`: files are uploaded first (`POST /players/{playerId}/files`). */
export const agreementInputSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    exclusive: z.boolean().default(false),
    autoRenewal: z.boolean().default(false),
    feeTerms: optionalText(2000),
    feePercent: z
      .number({ message: AGREEMENT_MESSAGES.feePercent })
      .min(0, { message: AGREEMENT_MESSAGES.feePercent })
      .max(100, { message: AGREEMENT_MESSAGES.feePercent })
      .nullish()
      .transform((value) => value ?? null),
    dualRepresentation: z.boolean().default(false),
    /** The agent in charge: a user of the player's sport. */
    agentUserId: z
      .uuid({ message: AGREEMENT_MESSAGES.agentNotInSport })
      .nullish()
      .transform((value) => value ?? null),
    signedFileId: z
      .uuid({ message: AGREEMENT_MESSAGES.fileNotFound })
      .nullish()
      .transform((value) => value ?? null),
    /** The day it was uploaded to the federation platform. */
    federationUploadedOn: optionalDate,
    guardianConsentFileId: z
      .uuid({ message: AGREEMENT_MESSAGES.fileNotFound })
      .nullish()
      .transform((value) => value ?? null),
    /** The player was given the written notice to seek independent legal advice. */
    legalAdviceNoticeGiven: z.boolean().default(false),
    /** The player confirmed he received it. */
    playerConfirmed: z.boolean().default(false),
  })
  .refine((agreement) => agreement.startDate <= agreement.endDate, {
    path: ['endDate'],
    message: AGREEMENT_MESSAGES.endBeforeStart,
  });
export type AgreementInput = z.infer<typeof agreementInputSchema>;
export type AgreementFormValues = z.input<typeof agreementInputSchema>;

export const AGREEMENT_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const agreementSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  player: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  exclusive: z.boolean(),
  autoRenewal: z.boolean(),
  feeTerms: z.string(),
  feePercent: z.number().nullable(),
  dualRepresentation: z.boolean(),
  agent: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  signedFile: storedFileSchema.nullable(),
  federationUploadedOn: z.string().nullable(),
  guardianConsentFile: storedFileSchema.nullable(),
  legalAdviceNoticeGiven: z.boolean(),
  playerConfirmed: z.boolean(),
  /** Computed for today (the server's day). */
  status: z.enum(AGREEMENT_STATUSES),
  daysLeft: z.number().int(),
  /** Start + AGREEMENT_UPLOAD_DAYS: the last day to upload it to the federation platform. */
  uploadDueOn: z.string(),
  minorAtStart: z.boolean(),
  /** What the sport's rule pack warns about, in the words of AGREEMENT_MESSAGES. */
  warnings: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const AGREEMENT_SORT_PROPERTIES = ['endDate', 'startDate', 'player'] as const;

const flag = z
  .enum(['true', 'false'], { message: 'Say true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** `GET /agreements?tenantId&...` (the sport's list, `agreements/{tenantId}` in the web) and its CSV export. */
export const agreementListQuerySchema = z.object({
  tenantId: z.uuid({ message: 'Not a valid id' }),
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(AGREEMENT_SORT_PROPERTIES).default('endDate'),
  direction: sortDirectionSchema.default('asc'),
  /** Agreements in force whose end is within this many days. */
  endingWithin: z.coerce
    .number({ message: 'Enter a whole number of days' })
    .int()
    .min(0)
    .max(3650)
    .optional(),
  /** Agreements not yet uploaded to the federation platform. */
  missingUpload: flag,
  exclusive: flag,
  /** Also list agreements that have ended (hidden by default). */
  includeEnded: flag,
  search: z.string().trim().max(200).optional(),
});
export type AgreementListQuery = z.infer<typeof agreementListQuerySchema>;

/** D25: a RepContract row of the player form, still readable beside the agreements. */
export const repContractSchema = z.object({
  id: z.uuid(),
  player: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  contractPartner: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  comment: z.string(),
});
export type RepContract = z.infer<typeof repContractSchema>;

/** What the rules need to know besides the agreement itself. */
export interface AgreementRuleContext {
  /** The player's date of birth (yyyy-MM-dd), or null when not recorded. */
  dateOfBirth: string | null;
  /** The player's other agreements (not the one being saved). */
  others: readonly { startDate: string; endDate: string }[];
  rules: AgreementRules;
}

export interface AgreementRuleOutcome {
  /** Broken rules in force: the save is refused with these, each on its field. */
  errors: { field: keyof AgreementInput; message: string }[];
  warnings: string[];
}

/**
 * The last day of a period of whole years that begins on `firstDay` (that day counted): the day
 * before the same date `years` later, or, when that date does not exist (a period begun on
 * 29 February ends in a common year), the last day of February. A period begun on 2024-02-29 thus
 * ends on 2026-02-28, not 2026-02-27: 2026 has no 29 February whose eve would be the 28th, and ending
 * on the 27th would give the same end as a period begun a day earlier (2024-02-28). Civil codes count
 * so (BGB § 188(3): a missing day ends the period on the month's last day), as do the exclusive
 * agreement's last months in reminders.ts and `ageOn` (players.ts: a 29 February birthday is 18 on
 * 1 March).
 */
function lastDayOfYears(firstDay: string, years: number): string {
  const sameDate = addYears(firstDay, years);
  return sameDate.slice(8) === firstDay.slice(8) ? addDays(sameDate, -1) : sameDate;
}

/** The last day an agreement starting on `startDate` may end: 2025-01-01 → 2026-12-31, 2024-02-29 → 2026-02-28. */
export function latestAgreementEnd(startDate: string): string {
  return lastDayOfYears(startDate, AGREEMENT_MAX_YEARS);
}

/**
 * True when a player born on `dateOfBirth` is under 18 on `day`: 18 on his birthday, or on 1 March
 * for a 29 February birthday in a common year, as `ageOn` counts it.
 */
export function isMinorOn(dateOfBirth: string | null, day: string): boolean {
  return dateOfBirth !== null && day <= lastDayOfYears(dateOfBirth, AGREEMENT_ADULT_AGE);
}

/**
 * D45: checks an agreement against the sport's rule pack. With `enforced`, the rules in force are
 * errors; without, the same rules are warnings. Suspended rules warn only when switched on.
 */
export function checkAgreement(
  agreement: Pick<
    AgreementInput,
    'startDate' | 'endDate' | 'autoRenewal' | 'guardianConsentFileId' | 'feePercent' | 'dualRepresentation'
  >,
  context: AgreementRuleContext,
): AgreementRuleOutcome {
  const broken: AgreementRuleOutcome['errors'] = [];
  const latestEnd = latestAgreementEnd(agreement.startDate);
  if (agreement.endDate > latestEnd)
    broken.push({ field: 'endDate', message: AGREEMENT_MESSAGES.tooLong(latestEnd) });
  if (agreement.autoRenewal) broken.push({ field: 'autoRenewal', message: AGREEMENT_MESSAGES.autoRenewal });
  const overlapping = context.others.find(
    (other) => other.startDate <= agreement.endDate && agreement.startDate <= other.endDate,
  );
  if (overlapping)
    broken.push({
      field: 'startDate',
      message: AGREEMENT_MESSAGES.overlaps(overlapping.startDate, overlapping.endDate),
    });
  if (isMinorOn(context.dateOfBirth, agreement.startDate) && !agreement.guardianConsentFileId)
    broken.push({ field: 'guardianConsentFileId', message: AGREEMENT_MESSAGES.minorWithoutConsent });

  const warnings: string[] = context.rules.enforced ? [] : broken.map((error) => error.message);
  if (
    context.rules.feeCapWarning &&
    agreement.feePercent !== null &&
    agreement.feePercent > AGREEMENT_FEE_CAP_PERCENT
  )
    warnings.push(AGREEMENT_MESSAGES.feeAboveCap);
  if (context.rules.dualRepresentationWarning && agreement.dualRepresentation)
    warnings.push(AGREEMENT_MESSAGES.dualRepresentation);
  return { errors: context.rules.enforced ? broken : [], warnings };
}
