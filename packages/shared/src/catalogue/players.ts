import { z } from 'zod';
import { optionalRichText } from '../rich-text.ts';
import { FIELD_MANDATORY, isoDateSchema, namedSchema, optionalText, requiredText } from './common.ts';
import { contactFields, contactSchema, hasAName, nameRequired } from './contacts.ts';
import { POSITION_CATEGORIES } from './lookups.ts';

/**
 * Players (spec 2, Contact / Player; D8: contacts with `isPlayer`), their videos (VideoInfo) and
 * contracts (Contract, D25). The rules here run in the player form and in the API alike.
 */

export const PLAYER_MESSAGES = {
  /** Spec 2, section 8: what a failed save of a contact or player shows. */
  saveFailed: 'Could not submit the contact',
  noNeedPosition: 'A player cannot have the position No need',
  primaryFullMatch: 'A primary video cannot be a full match',
  onePrimary: 'Only one video can be primary',
  endBeforeStart: 'The end date cannot be before the start date',
  duplicate: 'Each item can be chosen once',
  bothPriorityAndExclusion: (what: 'country' | 'league' | 'team') =>
    `The same ${what} cannot be both a priority and an exclusion`,
} as const;

export const CONTRACT_NAMES = ['PlayerContract', 'RepContract', 'OtherContract'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

/** A player card's badge: the player contract ends within this many months (issue 11). */
export const CONTRACT_ENDING_MONTHS = 6;
/** At most this many videos and contracts per player: a CV, not an archive. */
export const MAX_VIDEOS = 30;
export const MAX_CONTRACTS = 30;
/** Ids per priority or exclusion list (there are fewer than 300 countries). */
const MAX_LIST_IDS = 300;
/**
 * Salaries, fees and transfer sums: whole-ish money just under a trillion, the most the API's
 * numeric(14, 2) columns hold (a trillion itself overflowed them: a 500, not a 400).
 */
const MAX_AMOUNT = 999_999_999_999.99;

export const videoInfoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  videoUrl: z.string(),
  isPrimary: z.boolean(),
  isFullMatch: z.boolean(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

export const contractSchema = z.object({
  id: z.uuid(),
  contractName: z.enum(CONTRACT_NAMES),
  clubName: z.string(),
  contractType: z.string(),
  /** yyyy-MM-dd or null */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  link: z.string(),
  /** Notice of termination in months, or null. */
  termination: z.number().int().nullable(),
  comment: z.string(),
  contractPartner: z.string(),
  type: z.string(),
  buyOut: z.boolean(),
  buyOutDate: z.string().nullable(),
  buyOutComment: z.string(),
  /** D38: the buy-out sum, 0 when not recorded. */
  buyOutAmount: z.number(),
  /** The buy-out's currency, one of the sport's; null: the player's own. */
  buyOutValutaId: z.uuid().nullable(),
  buyOutValuta: namedSchema.nullable(),
  option: z.boolean(),
  optionDate: z.string().nullable(),
  optionComment: z.string(),
  relegationOrPromotion: z.boolean(),
  relegationComment: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const positionOptionSchema = namedSchema.extend({ category: z.enum(POSITION_CATEGORIES).nullable() });
export type PositionOption = z.infer<typeof positionOptionSchema>;

/** What a list card and a selector need: the contact's fields plus level, positions and contract end. */
export const playerListItemSchema = contactSchema.extend({
  valutaId: z.uuid().nullable(),
  valuta: namedSchema.nullable(),
  playerLevelId: z.uuid().nullable(),
  playerLevel: namedSchema.nullable(),
  contractStatusId: z.uuid().nullable(),
  contractStatus: namedSchema.nullable(),
  positionContacts: z.array(positionOptionSchema),
  minSalaryNetto: z.number(),
  minSalaryBrutto: z.number(),
  estTransfer: z.number(),
  formerClub: z.string(),
  /** Sanitised HTML. */
  statistics: z.string(),
  internationalLevel: z.string(),
  /** Sanitised HTML. */
  playerReferences: z.string(),
  /** The latest end date of the player's PlayerContract rows (yyyy-MM-dd), or null. */
  playerContractEndDate: z.string().nullable(),
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

/** One player with every list (spec 2, section 3). */
export const playerSchema = playerListItemSchema.extend({
  countryPriorityContacts: z.array(namedSchema),
  countryExclusionContacts: z.array(namedSchema),
  leaguePriorityContacts: z.array(namedSchema),
  leagueExclusionContacts: z.array(namedSchema),
  teamPriorityContacts: z.array(namedSchema),
  teamExclusionContacts: z.array(namedSchema),
  videoInfos: z.array(videoInfoSchema),
  contracts: z.array(contractSchema),
});
export type Player = z.infer<typeof playerSchema>;

const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? fallback);
const optionalDate = isoDateSchema.nullish().transform((value) => value ?? null);
const amount = z
  .number({ message: 'Enter a number' })
  .min(0, { message: 'Cannot be negative' })
  .max(MAX_AMOUNT, { message: 'Enter a smaller amount' })
  .nullish()
  .transform((value) => value ?? 0);

/** One video as the form sends it: a title and a link, and at most one of the two flags. */
export const videoInfoFormSchema = z
  .object({
    title: requiredText(200),
    videoUrl: requiredText(1000),
    isPrimary: flag(false),
    isFullMatch: flag(false),
  })
  .refine((video) => !(video.isPrimary && video.isFullMatch), {
    path: ['isFullMatch'],
    message: PLAYER_MESSAGES.primaryFullMatch,
  });
export type VideoInfoForm = z.input<typeof videoInfoFormSchema>;

/** One contract as the form sends it; `id` keeps an existing contract's identity when edited in place. */
export const contractFormSchema = z
  .object({
    id: z.uuid().optional(),
    contractName: z.enum(CONTRACT_NAMES, { message: FIELD_MANDATORY }),
    clubName: optionalText(200),
    contractType: optionalText(100),
    startDate: optionalDate,
    endDate: optionalDate,
    link: optionalText(1000),
    termination: z
      .number({ message: 'Enter a number' })
      .int({ message: 'Enter a whole number' })
      .min(0, { message: 'Cannot be negative' })
      .max(120, { message: 'At most 120 months' })
      .nullish()
      .transform((value) => value ?? null),
    comment: optionalText(2000),
    contractPartner: optionalText(200),
    type: optionalText(100),
    buyOut: flag(false),
    buyOutDate: optionalDate,
    buyOutComment: optionalText(2000),
    buyOutAmount: amount,
    buyOutValutaId: z
      .uuid({ message: 'Not a valid id' })
      .nullish()
      .transform((value) => value ?? null),
    option: flag(false),
    optionDate: optionalDate,
    optionComment: optionalText(2000),
    relegationOrPromotion: flag(false),
    relegationComment: optionalText(2000),
  })
  .refine((contract) => !contract.startDate || !contract.endDate || contract.startDate <= contract.endDate, {
    path: ['endDate'],
    message: PLAYER_MESSAGES.endBeforeStart,
  });
export type ContractForm = z.input<typeof contractFormSchema>;

const idList = (max = MAX_LIST_IDS) =>
  z
    .array(z.uuid({ message: 'Not a valid id' }))
    .max(max, { message: `At most ${max} items` })
    .refine((ids) => new Set(ids).size === ids.length, { message: PLAYER_MESSAGES.duplicate })
    .nullish()
    .transform((ids) => ids ?? []);

/** The six priority and exclusion lists, in pairs (spec 2, section 4: an item is in one of a pair). */
export const PREFERENCE_PAIRS = [
  { what: 'country', priority: 'countryPriorityContactIds', exclusion: 'countryExclusionContactIds' },
  { what: 'league', priority: 'leaguePriorityContactIds', exclusion: 'leagueExclusionContactIds' },
  { what: 'team', priority: 'teamPriorityContactIds', exclusion: 'teamExclusionContactIds' },
] as const;
export type PreferenceListField = (typeof PREFERENCE_PAIRS)[number]['priority' | 'exclusion'];

const playerOnlyFields = z.object({
  positionContactIds: z
    .array(z.uuid({ message: 'Not a valid id' }), { message: FIELD_MANDATORY })
    .min(1, { message: FIELD_MANDATORY })
    .max(20, { message: 'At most 20 positions' })
    .refine((ids) => new Set(ids).size === ids.length, { message: PLAYER_MESSAGES.duplicate }),
  valutaId: z.uuid({ message: FIELD_MANDATORY }),
  playerLevelId: z.uuid({ message: FIELD_MANDATORY }),
  contractStatusId: z
    .uuid({ message: 'Not a valid id' })
    .nullish()
    .transform((value) => value ?? null),
  countryPriorityContactIds: idList(),
  countryExclusionContactIds: idList(),
  leaguePriorityContactIds: idList(),
  leagueExclusionContactIds: idList(),
  teamPriorityContactIds: idList(),
  teamExclusionContactIds: idList(),
  minSalaryNetto: amount,
  minSalaryBrutto: amount,
  estTransfer: amount,
  formerClub: optionalText(200),
  statistics: optionalRichText(20000),
  internationalLevel: optionalText(500),
  playerReferences: optionalRichText(20000),
  videoInfos: z
    .array(videoInfoFormSchema)
    .max(MAX_VIDEOS, { message: `At most ${MAX_VIDEOS} videos` })
    .nullish()
    .transform((videos) => videos ?? []),
  contracts: z
    .array(contractFormSchema)
    .max(MAX_CONTRACTS, { message: `At most ${MAX_CONTRACTS} contracts` })
    .nullish()
    .transform((contracts) => contracts ?? []),
});

type PlayerListsPart = {
  videoInfos?: { isPrimary: boolean }[] | undefined;
} & Partial<Record<PreferenceListField, string[] | undefined>>;

/**
 * The rules across fields: one primary video, and no country, league or team both a priority and
 * an exclusion. Each failure names the field the form shows it under.
 */
export function checkPlayerLists(value: PlayerListsPart, context: z.RefinementCtx): void {
  const primaries = value.videoInfos?.flatMap((video, index) => (video.isPrimary ? [index] : [])) ?? [];
  for (const index of primaries.slice(1)) {
    context.addIssue({
      code: 'custom',
      path: ['videoInfos', index, 'isPrimary'],
      message: PLAYER_MESSAGES.onePrimary,
    });
  }
  for (const pair of PREFERENCE_PAIRS) {
    const priorities = new Set(value[pair.priority] ?? []);
    if ((value[pair.exclusion] ?? []).some((id) => priorities.has(id))) {
      context.addIssue({
        code: 'custom',
        path: [pair.exclusion],
        message: PLAYER_MESSAGES.bothPriorityAndExclusion(pair.what),
      });
    }
  }
}

const playerFields = contactFields.extend(playerOnlyFields.shape);

/** Every field of the player form (spec 2, section 5 and PATCH /api/players/{id}). */
export const playerFormSchema = playerFields.refine(hasAName, nameRequired()).superRefine(checkPlayerLists);
export type PlayerForm = z.input<typeof playerFormSchema>;
export type PlayerFormValues = z.output<typeof playerFormSchema>;

export const playerCreateSchema = playerFields
  .extend({ tenantId: z.uuid() })
  .refine(hasAName, nameRequired())
  .superRefine(checkPlayerLists);
export type PlayerCreate = z.infer<typeof playerCreateSchema>;

/**
 * PATCH: the fields sent change; a list sent replaces the stored one. The API checks the merged
 * player (a name, no item both a priority and an exclusion).
 */
export const playerUpdateSchema = playerFields
  .extend({
    positionContactIds: playerOnlyFields.shape.positionContactIds.optional(),
    valutaId: playerOnlyFields.shape.valutaId.optional(),
    playerLevelId: playerOnlyFields.shape.playerLevelId.optional(),
  })
  .partial()
  .superRefine(checkPlayerLists);
export type PlayerUpdate = z.infer<typeof playerUpdateSchema>;

export const PLAYER_SORT_PROPERTIES = ['firstName', 'height', 'weight', 'dateOfBirth'] as const;
export type PlayerSortProperty = (typeof PLAYER_SORT_PROPERTIES)[number];

/** Whole years between a yyyy-MM-dd birthday and `today`, or null without a birthday. */
export function ageOn(dateOfBirth: string | null, today: Date = new Date()): number | null {
  if (!dateOfBirth) return null;
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** True when a yyyy-MM-dd end date falls between today and CONTRACT_ENDING_MONTHS from today. */
export function contractEndsSoon(endDate: string | null, today: Date = new Date()): boolean {
  if (!endDate) return false;
  const start = today.toISOString().slice(0, 10);
  const limit = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + CONTRACT_ENDING_MONTHS, today.getUTCDate()),
  )
    .toISOString()
    .slice(0, 10);
  return endDate >= start && endDate <= limit;
}

/** Spec 2, section 5: a link without http(s):// opens with https:// on the player screens. */
export function playerLinkHref(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
}
