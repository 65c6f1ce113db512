import { birthdaySchema, emailSchema, ROLES, type Role } from '@transferdesk/shared';
import { z } from 'zod';

/** The users CSV (import and export): the API's alone; the request and answer shapes are in packages/shared. */

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
