import {
  JOB_MESSAGES,
  JOB_NAMES,
  type JobList,
  type JobRun,
  jobListSchema,
  jobRunRequestSchema,
  jobRunSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import type { JobRunner } from './runner.ts';

const common = { tags: ['jobs'], security: [{ bearerAuth: [] }] };
/** How long `POST /jobs/{name}/run` waits for the run to finish before answering 202. */
const RUN_WAIT_MS = 30_000;
const POLL_MS = 200;

/** Issue 30: the jobs page and "run now", for Superadmins. */
export const jobRoutes: FastifyPluginAsyncZod<{ runner: JobRunner }> = async (app, { runner }) => {
  app.get(
    '/jobs',
    {
      onRequest: requireRoles('Superadmin'),
      schema: {
        ...common,
        summary: 'Each background job, its schedule and its last runs',
        description:
          '`running` says whether this server runs jobs. Runs are newest first, at most 10 per job.',
        response: { 200: jobListSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<JobList> => ({
      running: runner.running,
      data: await Promise.all(
        runner.definitions.map(async (definition) => ({
          name: definition.name,
          schedule: definition.cron ?? null,
          runnable: definition.runnable ?? true,
          timeZone: runner.timeZone,
          lastRuns: await runner.runs.latest(definition.name),
        })),
      ),
    }),
  );

  app.post(
    '/jobs/:name/run',
    {
      onRequest: requireRoles('Superadmin'),
      schema: {
        ...common,
        summary: 'Runs a job now, for a given day',
        description:
          'Queues the job on the runner (so it runs once, in whichever process takes it) for `date` ' +
          "(yyyy-MM-dd; today in the server's time zone when absent) and waits up to 30 s: 200 with the " +
          'finished run, 202 with the run still going. A day already announced announces nothing twice; ' +
          'a digest already mailed for that day is not mailed again. 409 for the CRM sync, which starts ' +
          'from `POST /sync`; 404 for a job this server does not have; 503 when this server runs no jobs.',
        params: z.object({ name: z.enum(JOB_NAMES, { message: JOB_MESSAGES.unknownJob }) }),
        body: jobRunRequestSchema,
        response: { 200: jobRunSchema, 202: jobRunSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const forDate = request.body.date;
      const definition = runner.definitions.find((candidate) => candidate.name === request.params.name);
      if (!definition) throw new DomainError('notFound', JOB_MESSAGES.unknownJob);
      if (definition.runnable === false) throw new DomainError('conflict', JOB_MESSAGES.startedElsewhere);
      const queueJobId = await runner.runNow(request.params.name, forDate, user.id);
      const deadline = Date.now() + RUN_WAIT_MS;
      let run: JobRun | undefined;
      for (;;) {
        run = await runner.runs.ofQueueJob(queueJobId);
        if ((run && run.outcome !== 'running') || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (run && run.outcome !== 'running') return reply.code(200).send(run);
      return reply.code(202).send(
        run ?? {
          id: queueJobId,
          job: request.params.name,
          forDate: forDate ?? runner.today(),
          trigger: 'manual',
          startedBy: null,
          startedAt: new Date().toISOString(),
          finishedAt: null,
          outcome: 'running',
          summary: {},
          error: null,
        },
      );
    },
  );
};
