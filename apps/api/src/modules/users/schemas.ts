import {
  birthdaySchema,
  emailSchema,
  passwordSchema,
  ROLES,
  type Role,
  roleSchema,
  type UserSummary,
} from '@transferdesk/shared';
import { z } from 'zod';

/**
 * The user contract of issue 4. Candidates for packages/shared (the web form reuses them); they
 * live here until they move.
 */

export const USER_SORT_PROPERTIES = ['name', 'surname', 'createdAt'] as const;
export type UserSortProperty = (typeof USER_SORT_PROPERTIES)[number];

export const USER_CSV_COLUMNS = [
  'email',
  'name',
  'surname',
  'phoneNumber',
  'title',
  'location',
  'birthday',
  'roles',
  'tenants',
] as const;
/** Separates several roles or sport names inside one CSV cell. */
export const CSV_LIST_SEPARATOR = '|';

export const userSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  displayName: z.string(),
  email: z.string(),
  imagePath: z.string().nullable(),
  roles: z.array(roleSchema),
}) satisfies z.ZodType<UserSummary>;

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

const rolesField = z.array(roleSchema).min(1, { message: 'Choose at least one role' });
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
 * left out stay; null or empty clears them. `isActive: false` deactivates (D3: the next refresh
 * carries `acs: "false"`), `true` reactivates.
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

const csvText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .transform((value) => value || null);

const csvList = (value: string) =>
  value
    .split(CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** One row of the users CSV, every cell as text (an empty cell is no value). */
export const userCsvRowSchema = z.object({
  email: emailSchema,
  name: csvText(100),
  surname: csvText(100),
  phoneNumber: csvText(40),
  title: csvText(100),
  location: csvText(100),
  birthday: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(birthdaySchema.unwrap()),
  roles: z
    .string()
    .transform(csvList)
    .pipe(z.array(z.enum(ROLES, { message: `Use ${ROLES.join(', ')}, separated by ${CSV_LIST_SEPARATOR}` })))
    // A hand-made file may leave roles out: a plain user.
    .transform((roles): Role[] => (roles.length > 0 ? [...new Set(roles)] : ['User'])),
  tenants: z.string().transform(csvList),
});
export type UserCsvRow = z.infer<typeof userCsvRowSchema>;
