import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { PRODUCT_NAME } from '@transferdesk/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './security.ts';

/**
 * The OpenAPI document is built from the routes' zod schemas, so it cannot drift from what the API
 * validates. Register before the routes: @fastify/swagger collects them as they are added.
 */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Every non-GET request sends the `XSRF-TOKEN` cookie back in the `X-XSRF-TOKEN` header; the ' +
          'API signs that cookie and hands it out on any answer to a request without a valid one. ' +
          'Signed-in calls send `Authorization: Bearer <token>`; get a token from `POST /core/api/auth`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Serves the page at /core/docs and the document at /core/docs/openapi.json.
  await app.register(scalar, {
    routePrefix: DOCS_PREFIX,
    logLevel: 'warn',
    // No fonts from Scalar's CDN: the page's Content-Security-Policy allows this origin only.
    configuration: { withDefaultFonts: false },
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
