import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit, RateLimiter } from '../lib/rate-limits.ts';
import { signedInUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 25: the limits kept in the database (lib/rate-limits.ts), one limiter per app. */
    rateLimiter: RateLimiter;
  }
}

/**
 * A route hook that counts one call of `limit` per client address (`request.ip`, D41) or per
 * signed-in user, and answers 429 with `Retry-After` once the allowance is used. Use it as
 * `preHandler`: after the sign-in guard and the validation, before any work.
 */
export function rateLimited(
  limit: RateLimit,
  per: 'address' | 'user',
  message: string = PUBLIC_PAGE_MESSAGES.tooManyClicks,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = per === 'user' ? signedInUser(request).id : request.ip;
    await request.server.rateLimiter.enforce(limit, key, message);
  };
}

async function rateLimitsPlugin(app: FastifyInstance, options: { limiter: RateLimiter }) {
  app.decorate('rateLimiter', options.limiter);
  // A sweep under way finishes before the database is closed.
  app.addHook('onClose', async () => options.limiter.settle());
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
