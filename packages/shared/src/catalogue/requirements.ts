import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { optionalRichText } from '../rich-text.ts';
import { FIELD_MANDATORY, namedSchema } from './common.ts';
import { CONTRACT_TYPES, MARITAL_STATUSES, PINS_PRIORITIES, RIGHTY_LEFTY } from './lookups.ts';

/**
 * Requirements (spec 2, Requirement; D22, D24, D26): what a club asks for in a transfer window.
 * The rules here run in the requirement form and in the API alike.
 */

export const REQUIREMENT_MESSAGES = {
  /** Spec 2, section 8. */
  saveFailed: 'Could not submit requirement info',
  contactNotAtClub: 'Choose a contact of this club',
  maxBelowMin: 'The maximum cannot be below the minimum',
  duplicate: 'Each item can be chosen once',
} as const;

export const REQUIREMENT_SORT_PROPERTIES = ['createdAt', 'club'] as const;
export type RequirementSortProperty = (typeof REQUIREMENT_SORT_PROPERTIES)[number];

/**
 * Spec 2, section 4: the requirement list's filters are kept per sport in browser storage under
 * these keys (`contractId` holds the contract status ids).
 */
export const REQUIREMENT_FILTER_STORAGE_KEYS = [
  'transferId',
  'clubIds',
  'playerLevelIds',
  'positionIds',
  'contractId',
  'countryIds',
] as const;
/** Spec 2, section 4: the no-need page's transfer, also kept under this general entry. */
export const NO_NEED_TRANSFER_KEY = 'noNeedTransferId';

const amount = z
  .number({ message: 'Enter a number' })
  .min(0, { message: 'Cannot be negative' })
  .max(1_000_000_000_000, { message: 'Enter a smaller amount' })
  .nullish()
  .transform((value) => value ?? 0);

const bound = (max: number, unit: string) =>
  z
    .number({ message: 'Enter a number' })
    .int({ message: 'Enter a whole number' })
    .min(0, { message: 'Cannot be negative' })
    .max(max, { message: `At most ${max} ${unit}` })
    .nullish()
    .transform((value) => value ?? null);

const nullableChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .enum(choices)
    .nullish()
    .transform((value) => value ?? null);

const ids = (required: boolean) => {
  const list = z
    .array(z.uuid({ message: 'Not a valid id' }), { message: FIELD_MANDATORY })
    .max(100, { message: 'At most 100 items' })
    .refine((items) => new Set(items).size === items.length, { message: REQUIREMENT_MESSAGES.duplicate });
  return required
    ? list.refine((items) => items.length > 0, { message: FIELD_MANDATORY })
    : list.nullish().transform((items) => items ?? []);
};

const requiredId = z.uuid({ message: FIELD_MANDATORY });

const requirementFields = z.object({
  clubId: requiredId,
  transferId: requiredId,
  contactId: requiredId,
  positionRequirementIds: ids(true),
  playerLevelRequirementIds: ids(false),
  contractStatusRequirementIds: ids(false),
  maxNetto: amount,
  maxBrutto: amount,
  maxTransferSum: amount,
  valutaId: z
    .uuid({ message: 'Not a valid id' })
    .nullish()
    .transform((value) => value ?? null),
  description: optionalRichText(20000),
  isAdvancedSearch: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  minAge: bound(100, 'years'),
  maxAge: bound(100, 'years'),
  maritalStatus: nullableChoice(MARITAL_STATUSES),
  countryId: z
    .uuid({ message: 'Not a valid id' })
    .nullish()
    .transform((value) => value ?? null),
  rightyLefty: nullableChoice(RIGHTY_LEFTY),
  pinsPriority: nullableChoice(PINS_PRIORITIES),
  contractType: nullableChoice(CONTRACT_TYPES),
  minHeight: bound(260, 'cm'),
  maxHeight: bound(260, 'cm'),
  minWeight: bound(250, 'kg'),
  maxWeight: bound(250, 'kg'),
});

type Ranges = Partial<
  Record<'minAge' | 'maxAge' | 'minHeight' | 'maxHeight' | 'minWeight' | 'maxWeight', number | null>
>;

/** min ≤ max for age, height and weight; the failure is named on the maximum. */
export function checkRequirementRanges(value: Ranges, context: z.RefinementCtx): void {
  for (const [min, max] of [
    ['minAge', 'maxAge'],
    ['minHeight', 'maxHeight'],
    ['minWeight', 'maxWeight'],
  ] as const) {
    const low = value[min];
    const high = value[max];
    if (low !== null && low !== undefined && high !== null && high !== undefined && low > high) {
      context.addIssue({ code: 'custom', path: [max], message: REQUIREMENT_MESSAGES.maxBelowMin });
    }
  }
}

/**
 * Spec 2, section 5: player levels and contract statuses are required unless the positions include
 * the one named `No need` (D26), whose id only the sport's positions tell.
 */
export function levelAndStatusProblems(
  value: {
    positionRequirementIds: string[];
    playerLevelRequirementIds: string[];
    contractStatusRequirementIds: string[];
  },
  noNeedPositionId: string | undefined,
): { field: 'playerLevelRequirementIds' | 'contractStatusRequirementIds'; message: string }[] {
  if (noNeedPositionId && value.positionRequirementIds.includes(noNeedPositionId)) return [];
  return [
    ...(value.playerLevelRequirementIds.length === 0
      ? [{ field: 'playerLevelRequirementIds' as const, message: FIELD_MANDATORY }]
      : []),
    ...(value.contractStatusRequirementIds.length === 0
      ? [{ field: 'contractStatusRequirementIds' as const, message: FIELD_MANDATORY }]
      : []),
  ];
}

/** The form's schema for a sport whose `No need` position has this id (undefined: none). */
export function requirementFormSchemaFor(noNeedPositionId: string | undefined) {
  return requirementFields.superRefine((value, context) => {
    checkRequirementRanges(value, context);
    for (const problem of levelAndStatusProblems(value, noNeedPositionId)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
}
export type RequirementForm = z.input<typeof requirementFields>;
export type RequirementFormValues = z.output<typeof requirementFields>;

/**
 * POST: the form plus the sport. The level and status rule needs the sport's positions, so the
 * API applies it after reading them (400 naming the field, as here).
 */
export const requirementCreateSchema = requirementFields
  .extend({ tenantId: z.uuid() })
  .superRefine(checkRequirementRanges);
export type RequirementCreate = z.infer<typeof requirementCreateSchema>;
/** PATCH: the fields sent change; the merged requirement is checked whole. */
export const requirementUpdateSchema = requirementFields.partial();
export type RequirementUpdate = z.infer<typeof requirementUpdateSchema>;

/** Spec 2, section 3, the returned form. */
export const requirementSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  clubId: z.uuid(),
  club: z.object({ name: z.string(), deleted: z.boolean() }),
  transferId: z.uuid(),
  transfer: z.object({ name: z.string(), years: z.string(), fromDate: z.string(), toDate: z.string() }),
  contactId: z.uuid(),
  contact: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), deleted: z.boolean() }),
  positionRequirements: z.array(namedSchema),
  playerLevelRequirements: z.array(namedSchema),
  contractStatusRequirements: z.array(namedSchema),
  maxNetto: z.number(),
  maxBrutto: z.number(),
  maxTransferSum: z.number(),
  valutaId: z.uuid().nullable(),
  valuta: namedSchema.nullable(),
  description: z.string(),
  isAdvancedSearch: z.boolean(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  countryId: z.uuid().nullable(),
  /** The nationality asked for. */
  country: namedSchema.nullable(),
  rightyLefty: z.enum(RIGHTY_LEFTY).nullable(),
  pinsPriority: z.enum(PINS_PRIORITIES).nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  minHeight: z.number().int().nullable(),
  maxHeight: z.number().int().nullable(),
  minWeight: z.number().int().nullable(),
  maxWeight: z.number().int().nullable(),
  /** D26: the positions include `No need`; such a requirement is never matched. */
  isNoNeed: z.boolean(),
  /** Candidates in its latest match version; 0 when never matched. */
  matchCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Requirement = z.infer<typeof requirementSchema>;

const filterIds = z
  .array(z.uuid({ message: 'Not a valid id' }))
  .max(200, { message: 'At most 200 items' })
  .nullish()
  .transform((items) => items ?? []);

/** Spec 2, section 3, Requirement filter: `POST /requirements/filter`. Empty lists filter nothing. */
export const requirementFilterSchema = z.object({
  tenantId: z.uuid({ message: FIELD_MANDATORY }),
  transferId: z
    .uuid({ message: 'Not a valid id' })
    .nullish()
    .transform((value) => value ?? null),
  clubIds: filterIds,
  positionIds: filterIds,
  /** The country of the club's team's league. */
  countryIds: filterIds,
  playerLevelIds: filterIds,
  contractStatusIds: filterIds,
  sort: z.enum(REQUIREMENT_SORT_PROPERTIES).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).default(1),
  take: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Sent by the web when the filter panel was used; changes nothing. */
  isFilterSearch: z.boolean().optional(),
});
export type RequirementFilter = z.input<typeof requirementFilterSchema>;

export const NO_NEED_SORT_PROPERTIES = ['name', 'createdAt'] as const;

/** `PUT /clubs/noneed` (spec 2, No-need filter; D26). */
export const noNeedFilterSchema = z.object({
  tenantId: z.uuid({ message: FIELD_MANDATORY }),
  transferId: z.uuid({ message: FIELD_MANDATORY }),
  countryId: z
    .uuid({ message: 'Not a valid id' })
    .nullish()
    .transform((value) => value ?? null),
  filter: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value ?? ''),
  sort: z.enum(NO_NEED_SORT_PROPERTIES).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).default(1),
  take: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type NoNeedFilter = z.input<typeof noNeedFilterSchema>;

/** A club that registered no need for the transfer window (D26). */
export const noNeedClubSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  team: namedSchema.nullable(),
  league: namedSchema.nullable(),
  /** The country of the club's team's league, by name ('' when unknown). */
  countryName: z.string(),
  requirementId: z.uuid(),
  /** The requirement's description (sanitised HTML). */
  description: z.string(),
  /** When the club registered no need (the requirement's creation). */
  createdAt: z.string(),
});
export type NoNeedClub = z.infer<typeof noNeedClubSchema>;
