import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function matches(cookieValue: string | undefined, headerValue: string | string[] | undefined): boolean {
  if (!cookieValue || typeof headerValue !== 'string') return false;
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(headerValue);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit XSRF protection (contract): the API hands out a random `XSRF-TOKEN` cookie that
 * scripts on this origin can read, and every non-GET request must echo it in `X-XSRF-TOKEN`.
 * A page on another origin can make the browser send the cookie but cannot read it.
 */
async function xsrfPlugin(app: FastifyInstance, options: { secureCookie: boolean }) {
  await app.register(cookie);

  app.addHook('onRequest', async (request, reply) => {
    const cookieValue = request.cookies[XSRF_COOKIE];
    if (!cookieValue) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: options.secureCookie,
      });
    }
    if (!SAFE_METHODS.has(request.method) && !matches(cookieValue, request.headers[XSRF_HEADER])) {
      throw new DomainError('forbidden', MESSAGES.xsrfMismatch);
    }
  });
}

export default fp(xsrfPlugin, { name: 'xsrf' });
