import { z } from 'zod';
import { optionalRichText } from '../rich-text.ts';
import { isoDateSchema, optionalText } from './common.ts';
import { CONTRACT_TYPES, MARITAL_STATUSES, PINS_PRIORITIES, RIGHTY_LEFTY } from './lookups.ts';

/**
 * A contact: a person at a club (D8: players are contacts too, served at /api/players). Every
 * scalar field of spec 2, section 3; related lists (priorities, contracts, videos) come with players.
 */
export const contactSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenant: z.object({ name: z.string() }),
  clubId: z.uuid().nullable(),
  /** null without a club; a deleted club keeps its name here and sets `deleted`. */
  club: z.object({ name: z.string(), deleted: z.boolean() }).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  accountName: z.string(),
  jobTitle: z.string(),
  role: z.string(),
  whatsapp: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  tikTok: z.string(),
  agent1: z.string(),
  agent2: z.string(),
  playerCVLink: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** `resources/...` path or null. */
  pictureUrl: z.string().nullable(),
  mandate: z.boolean(),
  pinsPriority: z.enum(PINS_PRIORITIES).nullable(),
  includeInApp: z.boolean(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  transferMarket: z.string(),
  /** yyyy-MM-dd or null */
  dateOfBirth: z.string().nullable(),
  nationality: z.string(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  numberOfKids: z.number().int(),
  rightyLefty: z.enum(RIGHTY_LEFTY).nullable(),
  height: z.number().int(),
  weight: z.number().int(),
  eliteProspects: z.string(),
  /** Set once the contact is deleted: `GET /contacts/{id}` still answers, for what points at it. */
  deletedAt: z.string().nullable(),
  /**
   * D48: set once the person is erased (then also deleted): the personal fields are blank and the web
   * shows ERASED_PLAYER_NAME / ERASED_CONTACT_NAME. Only in the answers about one person (`GET`,
   * `PATCH` of `/players/{id}` and `/contacts/{id}`); lists leave it out, as an erased person is never listed.
   */
  erasedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

const nullableChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .enum(choices)
    .nullish()
    .transform((value) => value ?? null);

/** Whole centimetres or kilograms; 0 means unknown (spec 2, section 5 defaults). */
const measure = (max: number, unit: string) =>
  z
    .number({ message: 'Enter a number' })
    .int({ message: 'Enter a whole number' })
    .min(0, { message: 'Cannot be negative' })
    .max(max, { message: `At most ${max} ${unit}` })
    .nullish()
    .transform((value) => value ?? 0);

/** Every field of a contact's form; players add theirs (players.ts). */
export const contactFields = z.object({
  clubId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      message: 'Enter a valid e-mail address',
    })
    .nullish()
    .transform((value) => value ?? ''),
  phoneNumber: optionalText(50),
  accountName: optionalText(150),
  jobTitle: optionalText(150),
  role: optionalText(150),
  whatsapp: optionalText(50),
  twitter: optionalText(200),
  instagram: optionalText(200),
  facebook: optionalText(200),
  tikTok: optionalText(200),
  agent1: optionalText(200),
  agent2: optionalText(200),
  playerCVLink: optionalText(500),
  description: optionalRichText(20000),
  mandate: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  pinsPriority: nullableChoice(PINS_PRIORITIES),
  includeInApp: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  contractType: nullableChoice(CONTRACT_TYPES),
  transferMarket: optionalText(500),
  dateOfBirth: isoDateSchema.nullish().transform((value) => value ?? null),
  nationality: optionalText(200),
  maritalStatus: nullableChoice(MARITAL_STATUSES),
  numberOfKids: measure(30, 'children'),
  rightyLefty: nullableChoice(RIGHTY_LEFTY),
  height: measure(260, 'cm'),
  weight: measure(250, 'kg'),
  eliteProspects: optionalText(500),
});

/** First and last name: at least one of them, for contacts and players alike. */
export const hasAName = (value: { firstName: string; lastName: string }) =>
  value.firstName !== '' || value.lastName !== '';
export const NAME_REQUIRED_MESSAGE = 'Enter a first or last name';
/** A fresh object per use: zod takes over the params object a refine is given. */
export const nameRequired = () => ({ path: ['firstName'], message: NAME_REQUIRED_MESSAGE });

/** Every field a TenantAdmin edits on a contact (D7). */
export const contactFormSchema = contactFields.refine(hasAName, nameRequired());
export type ContactForm = z.input<typeof contactFormSchema>;

export const contactCreateSchema = contactFields
  .extend({ tenantId: z.uuid() })
  .refine(hasAName, nameRequired());
export type ContactCreate = z.infer<typeof contactCreateSchema>;
/** PATCH: the fields sent change; the API keeps a name on the merged row. */
export const contactUpdateSchema = contactFields.partial();
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const CONTACT_SORT_PROPERTIES = ['firstName', 'height', 'weight', 'dateOfBirth'] as const;
export type ContactSortProperty = (typeof CONTACT_SORT_PROPERTIES)[number];

/** "First Last", without empty parts. */
export const fullName = (contact: { firstName: string; lastName: string }) =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ');
