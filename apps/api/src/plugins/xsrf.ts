import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Its own key, so that an XSRF signature can never be replayed as anything signed with the JWT secret. */
function xsrfKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'transferdesk xsrf-token v1', 32));
}

function signature(key: Buffer, random: string): string {
  return createHmac('sha256', key).update(random).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function signWith(key: Buffer, random: string): string {
  return `${random}.${signature(key, random)}`;
}

function isSigned(key: Buffer, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return sameText(token.slice(dot + 1), signature(key, token.slice(0, dot)));
}

/**
 * `<random>.<HMAC-SHA256(random)>`, both base64url, keyed with a key derived from `secret`
 * (config.jwtSecret). Exported so that tests and scripts can make a token the API accepts.
 */
export function signXsrfToken(secret: string, random = randomBytes(32).toString('base64url')): string {
  return signWith(xsrfKey(secret), random);
}

interface XsrfOptions {
  secureCookie: boolean;
  /** config.jwtSecret; the signing key is derived from it. */
  secret: string;
}

/**
 * Signed double-submit XSRF protection (contract): the API hands out an `XSRF-TOKEN` cookie that
 * scripts on this origin can read, and every non-GET request must echo it in `X-XSRF-TOKEN`.
 * A page on another origin can make the browser send the cookie but cannot read it. The signature
 * is there for cookie tossing: a sibling subdomain can plant a cookie of its choosing on this site,
 * but not one this server signed unless it first fetched a genuine one.
 */
async function xsrfPlugin(app: FastifyInstance, options: XsrfOptions) {
  await app.register(cookie);
  const key = xsrfKey(options.secret);

  app.addHook('onRequest', async (request, reply) => {
    // A CORS preflight never carries the header (nor cookies); refusing it would only hide the real answer.
    if (request.method === 'OPTIONS') return;
    const cookieValue = request.cookies[XSRF_COOKIE];
    const signed = cookieValue !== undefined && isSigned(key, cookieValue);
    if (!signed) {
      // Also replaces an unsigned cookie (planted, or from before tokens were signed), so that the
      // browser holds a usable one after this answer and recovers on its next request.
      reply.setCookie(XSRF_COOKIE, signWith(key, randomBytes(32).toString('base64url')), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: options.secureCookie,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!signed || typeof header !== 'string' || !sameText(cookieValue, header)) {
      throw new DomainError('forbidden', MESSAGES.xsrfMismatch);
    }
  });
}

export default fp(xsrfPlugin, { name: 'xsrf' });
