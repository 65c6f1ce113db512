import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COMPANY_LOGO_PATH,
  DEFAULT_LOCALE,
  PRODUCT_NAME,
  type PublicConfig,
  publicConfigSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** The product's mark, the company logo when COMPANY_LOGO is unset. */
export const PRODUCT_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Transferdesk</title><rect width="32" height="32" rx="8" fill="#283593"/><path d="M9 11h14M16 11v12" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><circle cx="23" cy="22" r="3" fill="#7986cb"/></svg>';

const LOGO_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/** The company logo's bytes and type (COMPANY_LOGO, or the product's mark). Read once, then kept. */
export function companyLogoReader(config: Config) {
  let logo: Promise<{ type: string; body: Buffer }> | undefined;
  return () => {
    const file = config.company.logoFile;
    logo ??= file
      ? readFile(file).then((body) => ({
          type: LOGO_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          body,
        }))
      : Promise.resolve({ type: 'image/svg+xml', body: Buffer.from(PRODUCT_MARK_SVG) });
    return logo;
  };
}

/** ADR 002: what the web app needs at start, including the environment's feature flags (D23). */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const publicConfig: PublicConfig = {
    productName: PRODUCT_NAME,
    production: config.production,
    // The web app and the API share one origin; paths alone reach the API.
    apiUrl: '',
    features: config.features,
    defaultLocale: DEFAULT_LOCALE,
    singleSignOn: config.oidc !== undefined,
    company: {
      name: config.company.name,
      address: config.company.address,
      website: config.company.website,
      logoUrl: COMPANY_LOGO_PATH,
    },
  };
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public configuration for the web app',
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig,
  );

  const companyLogo = companyLogoReader(config);
  app.get(
    '/company/logo',
    {
      schema: {
        tags: ['config'],
        summary: 'The company logo of the public pages and CV PDFs (COMPANY_LOGO)',
      },
    },
    async (_request, reply) => {
      const logo = await companyLogo();
      // SVG can carry script: the logo is an image, never a document.
      return reply
        .type(logo.type)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'public, max-age=3600')
        .send(logo.body);
    },
  );
};
