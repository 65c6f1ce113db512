import { z } from 'zod';
import { passwordSchema } from './auth.ts';
import type { Role } from './constants.ts';
import { DATE_MESSAGES, DATE_RULES, ISO_DATE_PATTERN } from './dates.ts';
import { emailSchema } from './email.ts';

/** `POST /core/api/auth/forgot` (D13): the same answer whether or not the address exists. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** `POST /core/api/auth/reset`: `id` is the user id from the e-mailed link, `token` its secret. */
export const resetPasswordSchema = z.object({
  id: z.uuid({ message: 'The reset link is not valid' }),
  token: z.string().min(1, { message: 'The reset link is not valid' }),
  password: passwordSchema,
});

/** D21: own password change. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required' }),
  newPassword: passwordSchema,
});

/** D21: admin password change. */
export const adminChangePasswordSchema = z.object({
  userId: z.uuid(),
  newPassword: passwordSchema,
});

export const impersonateSchema = z.object({ id: z.uuid() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .nullable()
    .optional();

/** yyyy-MM-dd (spec 3, User.birthday), a real day within MIN_DATE_YEAR-MAX_DATE_YEAR. */
export const birthdaySchema = z
  .string()
  .regex(ISO_DATE_PATTERN, { message: DATE_MESSAGES.format })
  .refine(DATE_RULES.real, { message: DATE_MESSAGES.invalid })
  .refine(DATE_RULES.inRange, { message: DATE_MESSAGES.range })
  .nullable()
  .optional();

/** The profile's basic-information form. */
export const profileUpdateSchema = z.object({
  id: z.uuid({ message: 'Can not identify current user' }),
  name: optionalText(100),
  surname: optionalText(100),
  email: emailSchema,
  phoneNumber: optionalText(40),
  title: optionalText(100),
  location: optionalText(100),
  birthday: birthdaySchema,
  /** Required by the API when the e-mail changes: a borrowed signed-in browser is not enough. */
  currentPassword: z.string().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What the impersonation selector and user search show of a user. */
export interface UserSummary {
  id: string;
  name: string;
  surname: string;
  displayName: string;
  email: string;
  imagePath: string | null;
  roles: Role[];
}
