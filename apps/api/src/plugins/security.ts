import helmet from '@fastify/helmet';
import { API_BASE } from '@transferdesk/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

async function securityPlugin(app: FastifyInstance, { https }: SecurityOptions) {
  // Added before helmet so that helmet's own onRoute hook reads the option it sets.
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } };
    }
  });
  await app.register(helmet, {
    // No helmet defaults: they add upgrade-insecure-requests, which breaks plain-HTTP installs on a LAN.
    contentSecurityPolicy: { useDefaults: false, directives: STRICT_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only means something over HTTPS; on a plain-HTTP install it would only mislead.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

export default fp(securityPlugin, { name: 'security' });
