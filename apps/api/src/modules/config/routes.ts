import { DEFAULT_LOCALE, PRODUCT_NAME, type PublicConfig, publicConfigSchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** ADR 002: what the web app needs at start, including the environment's feature flags (D23). */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const publicConfig: PublicConfig = {
    productName: PRODUCT_NAME,
    production: config.production,
    // The web app and the API share one origin; paths alone reach the API.
    apiUrl: '',
    features: config.features,
    defaultLocale: DEFAULT_LOCALE,
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
};
