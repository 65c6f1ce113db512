import { MESSAGES, passwordSchema } from '@transferdesk/shared';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isCommonPassword, loadCommonPasswords } from '../lib/common-passwords.ts';
import { DomainError } from '../lib/errors.ts';
import { VALIDATION_FAILED } from './errors.ts';

/** The body fields a route validates with the shared `passwordSchema`: the new passwords it sets. */
export function passwordFields(body: unknown): string[] {
  const shape = (body as { shape?: unknown } | undefined)?.shape;
  if (typeof shape !== 'object' || shape === null) return [];
  return Object.entries(shape)
    .filter(([, field]) => field === passwordSchema)
    .map(([name]) => name);
}

/**
 * Refuses the most common passwords wherever a new password is set. The shared schema holds only
 * the length rules, because the list must not reach the web bundle; so every route whose body
 * uses `passwordSchema` gets this check after validation, without each route having to remember it.
 * Register before the routes: it sees them as they are added.
 */
async function passwordPolicyPlugin(app: FastifyInstance) {
  loadCommonPasswords();
  app.addHook('onRoute', (route) => {
    const fields = passwordFields(route.schema?.body);
    if (fields.length === 0) return;
    const refuseCommon = async (request: FastifyRequest) => {
      const body = request.body as Record<string, unknown>;
      const errors = fields
        .filter((field) => {
          const value = body[field];
          return typeof value === 'string' && isCommonPassword(value);
        })
        .map((field) => `${field}: ${MESSAGES.passwordTooCommon}`);
      if (errors.length > 0) throw new DomainError('invalid', VALIDATION_FAILED, errors);
    };
    // Last, after the route's own guards: whoever may not call the route learns nothing from it.
    const existing = route.preHandler ?? [];
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : [existing]),
      refuseCommon as preHandlerHookHandler,
    ];
  });
}

export default fp(passwordPolicyPlugin, { name: 'password-policy' });
