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

/** D31, `GET /auth/office`: what the sign-in page's single sign-on link needs. */
export const singleSignOnSettingsSchema = z.object({
  clientId: z.string(),
  scope: z.string(),
  /** The provider's authorization URL, with this attempt's state, nonce and PKCE challenge. */
  url: z.string(),
});
export type SingleSignOnSettings = z.infer<typeof singleSignOnSettingsSchema>;

/** D31, `POST /auth/office`: the parameters the provider sent back to `/office365auth`. */
export const singleSignOnCallbackSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  /** RFC 9207: the issuer, when the provider names it. */
  iss: z.string().max(2048).optional(),
});
export type SingleSignOnCallback = z.infer<typeof singleSignOnCallbackSchema>;
