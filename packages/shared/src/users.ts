import { z } from 'zod';
import { birthdaySchema } from './account.ts';
import { passwordSchema, roleSchema } from './auth.ts';
import { emailSchema } from './email.ts';

/** The user contract (spec 1 and 5, users and profile; D33), used by the API's routes and the web's forms. */

export const USER_SORT_PROPERTIES = ['name', 'surname', 'createdAt'] as const;
export type UserSortProperty = (typeof USER_SORT_PROPERTIES)[number];

/** What the impersonation selector and user search show of a user. */
export const userSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  displayName: z.string(),
  email: z.string(),
  imagePath: z.string().nullable(),
  roles: z.array(roleSchema),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The signed-in user as `GET /core/api/auth/me` answers it, with the names of their tenants. */
export const currentUserSchema = userSummarySchema.extend({
  tenants: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      imagePath: z.string().nullable(),
      features: z.array(z.string()),
    }),
  ),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userSchema = userSummarySchema.extend({
  phoneNumber: z.string().nullable(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  /** yyyy-MM-dd */
  birthday: z.string().nullable(),
  tenantIds: z.array(z.uuid()),
  /** The user's sports by name, for the list's badges (a TenantAdmin cannot list sports). */
  tenants: z.array(z.object({ id: z.uuid(), name: z.string() })),
  isActive: z.boolean(),
  createdAt: z.string(),
  /**
   * D33: whether the caller may change this user (profile, e-mail, roles, sports, active flag,
   * picture, delete). When false, phoneNumber, title, location and birthday are answered as null.
   */
  canEdit: z.boolean(),
  /** D33: whether the caller may set this user's password through the admin path. */
  canSetPassword: z.boolean(),
});
export type UserDetails = z.infer<typeof userSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .nullable()
    .optional();

const profileFields = {
  name: optionalText(100),
  surname: optionalText(100),
  phoneNumber: optionalText(40),
  title: optionalText(100),
  location: optionalText(100),
  birthday: birthdaySchema,
};

/** A password typed to prove who one is; longer than any password the rule allows is surely wrong. */
const MAX_PASSWORD_INPUT = 1024;

export const ROLES_REQUIRED = 'Choose at least one role';
const rolesField = z.array(roleSchema).min(1, { message: ROLES_REQUIRED });
const tenantIdsField = z.array(z.uuid({ message: 'Not a valid id' }));

/** `POST /core/api/users` (spec 5, User form: e-mail required, password only on create). */
export const userCreateSchema = z.object({
  ...profileFields,
  email: emailSchema,
  password: passwordSchema,
  roles: rolesField.default(['User']),
  tenantIds: tenantIdsField.default([]),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * `PATCH /core/api/users/{id}`: the profile form (own record) and the admin form alike. Fields
 * left out stay; null or empty clears them. `isActive: false` deactivates (D34: the user's
 * sessions end), `true` reactivates.
 */
export const userUpdateSchema = z.object({
  ...profileFields,
  email: emailSchema.optional(),
  roles: rolesField.optional(),
  tenantIds: tenantIdsField.optional(),
  isActive: z.boolean().optional(),
  /** Required when a user changes their own e-mail address. */
  currentPassword: z.string().max(MAX_PASSWORD_INPUT).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/**
 * The profile's basic-information form (spec 2, Profile edit), sent as `PATCH /core/api/users/{id}`:
 * the update's rules, with the e-mail required. The current password is checked apart (only when
 * the e-mail changes).
 */
export const profileFormSchema = userUpdateSchema
  .pick({ name: true, surname: true, phoneNumber: true, title: true, location: true, birthday: true })
  .extend({ email: emailSchema });

/** What the admin user form checks itself before sending (the rest is free text the API trims). */
export const userFormSchema = z.object({
  email: emailSchema,
  birthday: birthdaySchema,
  roles: rolesField,
});
/** Spec 5: the password is required on create; its length rules come after (issue 26, item 11). */
export const userCreateFormSchema = userFormSchema.extend({
  password: z.string().min(1, { message: 'Password is required' }).pipe(passwordSchema),
});
