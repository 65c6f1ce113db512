import { homeSummarySchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { authenticate, signedInUser } from '../../plugins/auth.ts';
import type { HomeService } from './service.ts';

/** The /home dashboard's numbers. */
export const homeRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (app, { service }) => {
  app.get(
    '/home/summary',
    {
      onRequest: authenticate,
      schema: {
        tags: ['home'],
        security: [{ bearerAuth: [] }],
        summary: 'Counts per sport of the caller',
        description: 'One entry per sport the caller belongs to, by name; `users` counts its members.',
        response: { 200: homeSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => service.summary(signedInUser(request).id),
  );
};
