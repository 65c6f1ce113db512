import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthy = z.object({ status: z.literal('error'), database: z.literal('unreachable') });

/** For load balancers and the end-to-end set-up: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthy, 503: unhealthy },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await database.ping();
        return reply.send({ status: 'ok', database: 'ok' });
      } catch (error) {
        request.log.warn({ err: error }, 'Health check: the database does not answer');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
};
