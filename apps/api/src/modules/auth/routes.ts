import {
  adminChangePasswordSchema,
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordSchema,
  impersonateSchema,
  loginSchema,
  MESSAGES,
  messageResponseSchema,
  resetPasswordSchema,
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

const tokenCarrier = z.object({ token: z.string().min(1).optional() });
const bearer = [{ bearerAuth: [] }];
const minutes = (ms: number) => ms / 60_000;

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
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
