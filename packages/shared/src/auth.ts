import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES } from './constants.ts';
import { emailSchema } from './email.ts';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Password is required' }),
  rememberme: z.boolean().default(false),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, {
  message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
});

/** D21: every auth endpoint that issues a token answers `{ token }`. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const roleSchema = z.enum(ROLES);
