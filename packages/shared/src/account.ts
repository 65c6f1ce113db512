import { z } from 'zod';
import { passwordSchema } from './auth.ts';
import { DATE_MESSAGES, DATE_RULES, ISO_DATE_PATTERN } from './dates.ts';
import { emailSchema } from './email.ts';

/** `POST /core/api/auth/forgot` (D13): the same answer whether or not the address exists. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The answer of `POST /core/api/auth/forgot` and `/reset`: a text to show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `POST /core/api/auth/reset`: `id` is the user id from the e-mailed link, `token` its secret. */
export const resetPasswordSchema = z.object({
  id: z.uuid({ message: 'The reset link is not valid' }),
  token: z.string().min(1, { message: 'The reset link is not valid' }),
  password: passwordSchema,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** D21: own password change. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required' }),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** D21: admin password change. */
export const adminChangePasswordSchema = z.object({
  userId: z.uuid(),
  newPassword: passwordSchema,
});
export type AdminChangePassword = z.infer<typeof adminChangePasswordSchema>;

export const impersonateSchema = z.object({ id: z.uuid() });

/** yyyy-MM-dd (spec 3, User.birthday), a real day within MIN_DATE_YEAR-MAX_DATE_YEAR. */
export const birthdaySchema = z
  .string()
  .regex(ISO_DATE_PATTERN, { message: DATE_MESSAGES.format })
  .refine(DATE_RULES.real, { message: DATE_MESSAGES.invalid })
  .refine(DATE_RULES.inRange, { message: DATE_MESSAGES.range })
  .nullable()
  .optional();
