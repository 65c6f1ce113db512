import fastifyHelmet from '@fastify/helmet';
import { API_BASE } from '@transferdesk/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export const DOCS_PREFIX = `${API_BASE}/docs`;

/** The web app's policy: nothing inline but styles, which Mantine injects as style tags. */
const STRICT_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  // The PDF template page previews a PDF fetched with the user's token, from a blob: address.
  'frame-src': ["'self'", 'blob:'],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Scalar's reference page starts itself with an inline script; only its routes get this. */
const DOCS_CSP = { ...STRICT_CSP, 'script-src': ["'self'", "'unsafe-inline'"] };

interface SecurityOptions {
  /** Whether users reach the app over HTTPS (PUBLIC_URL). */
  https: boolean;
}

/** Typed by inference: helmet's and @fastify/helmet's copies of HelmetOptions are distinct types. */
function helmetOptions({ https }: SecurityOptions) {
  return {
    // No helmet defaults: they add upgrade-insecure-requests, which breaks plain-HTTP installs on a LAN.
    contentSecurityPolicy: { useDefaults: false, directives: STRICT_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only means something over HTTPS; on a plain-HTTP install it would only mislead.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } as const;
}

/**
 * The same headers for answers that no hook sees: Fastify refuses a malformed address before
 * routing (`frameworkErrors`), so @fastify/helmet's onRequest hook never runs for it.
 */
export function createSecurityHeaders(options: SecurityOptions) {
  const setHeaders = helmet(helmetOptions(options));
  return (request: FastifyRequest, reply: FastifyReply) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  // Added before helmet so that helmet's own onRoute hook reads the option it sets.
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } };
    }
  });
  await app.register(fastifyHelmet, helmetOptions(options));
}

export default fp(securityPlugin, { name: 'security' });
