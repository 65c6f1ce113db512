import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from './constants.ts';
import { emailSchema } from './email.ts';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Password is required' }),
  rememberme: z.boolean().default(false),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/**
 * The length rules of every new password (create user, reset, own and admin change), on both sides.
 * The API also refuses the most common passwords (`plugins/password-policy.ts`); that list stays
 * out of this package so that the web bundle never carries it. The API finds the fields to check
 * by this very schema object, so use it as it is rather than a copy or a wrapper.
 */
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, {
    message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  })
  .max(MAX_PASSWORD_LENGTH, {
    message: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  });

/** D21: every auth endpoint that issues a token answers `{ token }`. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const roleSchema = z.enum(ROLES);
