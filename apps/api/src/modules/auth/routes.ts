import {
  API_BASE,
  adminChangePasswordSchema,
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordSchema,
  impersonateSchema,
  loginSchema,
  MESSAGES,
  messageResponseSchema,
  resetPasswordSchema,
  singleSignOnCallbackSchema,
  singleSignOnSettingsSchema,
  tokenResponseSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { authenticate, requireRoles, signedInUser } from '../../plugins/auth.ts';
import { VALIDATION_FAILED } from '../../plugins/errors.ts';
import type { AuthService } from './service.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';
import { SIGN_IN_ATTEMPT_TTL_SECONDS, type SingleSignOn } from './single-sign-on.ts';

/** D31: the signed single sign-on attempt, only ever sent back to the two single sign-on calls. */
const SSO_COOKIE = 'td_sso';
const SSO_COOKIE_PATH = `${API_BASE}/api/auth/office`;

interface AuthRouteOptions {
  service: AuthService;
  /** D31; absent without OIDC_ISSUER, and the single sign-on calls answer 404. */
  singleSignOn?: SingleSignOn | undefined;
  secureCookie: boolean;
}

const tokenCarrier = z.object({ token: z.string().min(1).optional() });
const bearer = [{ bearerAuth: [] }];
const minutes = (ms: number) => ms / 60_000;

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { service, singleSignOn, secureCookie },
) => {
  const configuredSingleSignOn = (): SingleSignOn => {
    if (!singleSignOn) throw new DomainError('notFound', MESSAGES.singleSignOnNotConfigured);
    return singleSignOn;
  };

  app.get(
    '/auth/office',
    {
      schema: {
        tags: ['auth'],
        summary: 'Single sign-on: the link to the OpenID provider (D31)',
        description:
          'Starts an attempt: the authorization URL carries a fresh state, nonce and PKCE challenge, ' +
          `kept in an HttpOnly cookie for ${SIGN_IN_ATTEMPT_TTL_SECONDS / 60} minutes. The provider ` +
          'sends the browser back to `PUBLIC_URL/office365auth`. 404 without `OIDC_ISSUER`; 502 when ' +
          'the provider cannot be reached.',
        response: { 200: singleSignOnSettingsSchema, ...errorResponses(404, 502) },
      },
    },
    async (_request, reply) => {
      const started = await configuredSingleSignOn().start();
      reply.setCookie(SSO_COOKIE, started.attempt, {
        path: SSO_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: SIGN_IN_ATTEMPT_TTL_SECONDS,
      });
      reply.header('Cache-Control', 'no-store');
      return started.settings;
    },
  );

  app.post(
    '/auth/office',
    {
      schema: {
        tags: ['auth'],
        summary: 'Single sign-on: sign in with the code the provider sent back (D31)',
        description:
          'The `/office365auth` page posts the `code`, `state` and `iss` it was given. The code is ' +
          "redeemed with the attempt's PKCE verifier, state and nonce checked; the provider's " +
          'verified e-mail must belong to an existing, active user. Refusals count toward the ' +
          'sign-in limits (D14) like wrong passwords. An attempt works once. 404 without `OIDC_ISSUER`.',
        body: singleSignOnCallbackSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request, reply) => {
      const sso = configuredSingleSignOn();
      const attempt = request.cookies[SSO_COOKIE];
      reply.clearCookie(SSO_COOKIE, { path: SSO_COOKIE_PATH });
      return { token: await sso.finish(request.body, attempt, request.ip) };
    },
  );

  app.post(
    '/auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'A session of 12 hours, or 30 days with `rememberme`; answers its first access token. D14: ' +
          `after ${SIGN_IN_LIMITS.accountFailures} failed attempts for one e-mail from one client address ` +
          `within ${minutes(SIGN_IN_LIMITS.accountWindowMs)} minutes, that e-mail is refused from that ` +
          'address (`accountLocked`) until the oldest of them is that old, whether or not the e-mail ' +
          'has an account; other addresses are not affected. More than ' +
          `${SIGN_IN_LIMITS.addressAttempts} failed or refused attempts from one address within ` +
          `${minutes(SIGN_IN_LIMITS.addressWindowMs)} minutes are refused (\`tooManyAttempts\`). Both ` +
          'answer 429 with `Retry-After`. A successful sign-in forgets the account’s failures.',
        body: loginSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ token: await service.login(request.body, request.ip) }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the same session',
        description:
          'The token goes in `?token=` or the body. A genuine token is accepted while its session ' +
          'lives and it is still valid or expired for at most one access-token lifetime ' +
          '(`ACCESS_TOKEN_TTL`), never longer (D34); an impersonation session also needs its ' +
          'impersonator to be an active Superadmin. `acs` in the new token says whether the account ' +
          'is still active.',
        querystring: tokenCarrier,
        // Fastify hands a request without a body to validation as null.
        body: tokenCarrier.nullish(),
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new DomainError('invalid', VALIDATION_FAILED, ['token: A token is required']);
      return { token: await service.refresh(token) };
    },
  );

  app.delete(
    '/auth',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the session, so its tokens stop working',
        security: bearer,
        response: { 204: z.undefined(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await service.logout(signedInUser(request).sessionId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/auth/emptytoken',
    {
      schema: {
        tags: ['auth'],
        summary: 'An empty token, for clients that need a token value while signed out',
        response: { 200: z.object({ token: z.literal('') }) },
      },
    },
    async () => ({ token: '' as const }),
  );

  app.get(
    '/auth/me',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with their sports (ADR 002)',
        security: bearer,
        response: { 200: currentUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.currentUser(signedInUser(request).id),
  );

  app.post(
    '/auth/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link by e-mail (D13)',
        description:
          'The same answer, given before the address is even looked up, whether or not it belongs ' +
          'to an active account. The link `PUBLIC_URL/resetpassword?id=&token=` works once, for an hour.',
        body: forgotPasswordSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      service.forgotPassword(request.body.email);
      return reply.code(202).send({ message: MESSAGES.forgotPasswordSuccess });
    },
  );

  app.post(
    '/auth/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an e-mailed reset link',
        description: 'Ends every session of the user. 400 for a used, unknown or expired link.',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/password',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (D21)',
        description:
          'Ends your other sessions (D3) and answers a new token for this one. D14: a wrong ' +
          '`currentPassword` counts as a failed sign-in of your e-mail from this client address, and ' +
          'once either sign-in limit is reached the answer is 429 with `Retry-After`, before the ' +
          'password is checked.',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      token: await service.changePassword(signedInUser(request), request.body, request.ip),
    }),
  );

  app.post(
    '/auth/passwordAsAdmin',
    {
      onRequest: requireRoles('Superadmin', 'TenantAdmin'),
      schema: {
        tags: ['auth'],
        summary: "Set another user's password (D21, D9)",
        description:
          'Superadmins: anyone but themselves. TenantAdmins: users who are not Superadmins and share ' +
          "one of their sports. Ends the user's sessions.",
        security: bearer,
        body: adminChangePasswordSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.changePasswordAsAdmin(signedInUser(request), request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/impersonate',
    {
      onRequest: requireRoles('Superadmin'),
      schema: {
        tags: ['auth'],
        summary: 'Continue as another user',
        description:
          'A token for that user carrying the `impersonator` claim; not for Superadmins or yourself. ' +
          'Your own session ends; stopping gives you a new one. Audited.',
        security: bearer,
        body: impersonateSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ token: await service.startImpersonation(signedInUser(request), request.body.id) }),
  );

  app.delete(
    '/auth/impersonate',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Stop impersonating',
        description:
          'Ends the impersonation session and answers a token of a new session for the Superadmin.',
        security: bearer,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ token: await service.stopImpersonation(signedInUser(request)) }),
  );
};
