import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { createDatabaseCheck, HEALTH_BUDGETS } from './check.ts';

const latencyMs = z
  .number()
  .int()
  .describe('How long the database took to answer, or has been waiting when it has not answered');
const healthy = z.object({
  status: z.literal('ok'),
  database: z.enum(['ok', 'busy']).describe('busy: answering slower than 2 s, but serving'),
  latencyMs,
});
const unhealthy = z.object({
  status: z.literal('error'),
  database: z
    .enum(['unreachable', 'error'])
    .describe('unreachable: down, refusing connections or silent; error: it refused the query'),
  latencyMs,
});

/**
 * For load balancers and the end-to-end set-up: 200 while the database serves, even slowly
 * (`busy`, issue 25), 503 when it is down or refuses to answer. The embedded PGlite cannot go
 * silent (it is in this process), so only PostgreSQL's silence counts as unreachable.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const checkDatabase = createDatabaseCheck(() => database.ping(), {
    ...HEALTH_BUDGETS,
    silentAfterMs: database.kind === 'postgres' ? HEALTH_BUDGETS.silentAfterMs : Number.POSITIVE_INFINITY,
  });
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, and whether the database answers and how fast',
        response: { 200: healthy, 503: unhealthy },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const state = await checkDatabase();
      switch (state.database) {
        case 'ok':
          return reply.send({ status: 'ok', database: 'ok', latencyMs: state.latencyMs });
        case 'busy':
          request.log.warn({ latencyMs: state.latencyMs }, 'Health check: the database is slow to answer');
          return reply.send({ status: 'ok', database: 'busy', latencyMs: state.latencyMs });
        default:
          request.log.warn(
            { err: state.error, latencyMs: state.latencyMs },
            state.database === 'unreachable'
              ? 'Health check: the database cannot be reached'
              : 'Health check: the database refused the ping',
          );
          return reply
            .code(503)
            .send({ status: 'error', database: state.database, latencyMs: state.latencyMs });
      }
    },
  );
};
