import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';

/** A contact as the club detail lists them. */
export const clubContactSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type ClubContact = z.infer<typeof clubContactSchema>;

/** Spec 1, section 3, Club; `clubLogoUrl` is a `resources/...` path or null. */
export const clubSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  name: z.string(),
  teamId: z.uuid().nullable(),
  team: z
    .object({ name: z.string(), league: z.object({ name: z.string(), countryName: z.string() }) })
    .nullable(),
  clubLogoUrl: z.string().nullable(),
  description: z.string(),
  activeCampaignId: z.number().int().nullable(),
  owner: z.string(),
  city: z.string(),
  state: z.string(),
  address1: z.string(),
  address2: z.string(),
  annualRevenue: z.string(),
  industry: z.string(),
  email: z.string(),
  fax: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  url: z.string(),
  /** "Contacts: N" on the card: the club's contacts that are not deleted, players excluded (D8). */
  contactsCount: z.number().int(),
  /** Only in `GET /clubs/{id}`; lists answer []. */
  contacts: z.array(clubContactSchema),
  /** Set once the club is deleted; it stays readable so that what points at it still resolves. */
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

/** Every field a TenantAdmin edits (D7); team and logo are optional (spec 1, section 5). */
export const clubFormSchema = z.object({
  name: requiredText(150),
  teamId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(5000),
  activeCampaignId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  owner: optionalText(150),
  city: optionalText(100),
  state: optionalText(100),
  address1: optionalText(200),
  address2: optionalText(200),
  annualRevenue: optionalText(50),
  industry: optionalText(100),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      message: 'Enter a valid e-mail address',
    })
    .nullish()
    .transform((value) => value ?? ''),
  fax: optionalText(50),
  twitter: optionalText(200),
  instagram: optionalText(200),
  url: optionalText(500),
});
export type ClubForm = z.input<typeof clubFormSchema>;

export const clubCreateSchema = clubFormSchema.extend({ tenantId: z.uuid() });
export type ClubCreate = z.infer<typeof clubCreateSchema>;
export const clubUpdateSchema = clubFormSchema.partial();
export type ClubUpdate = z.infer<typeof clubUpdateSchema>;

/** `GET /clubs/forSearch`: what a club selector needs; deleted clubs only resolve old references. */
export const clubOptionSchema = z.object({ id: z.uuid(), name: z.string(), deleted: z.boolean() });
export type ClubOption = z.infer<typeof clubOptionSchema>;

export const CLUB_SORT_PROPERTIES = ['name', 'createdAt'] as const;
export type ClubSortProperty = (typeof CLUB_SORT_PROPERTIES)[number];

/** The browser-storage key the "New Requirement" button leaves for the requirement form (no-need flow). */
export const NO_NEED_CLUB_KEY = 'noNeedClubId';
