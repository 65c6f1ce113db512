import { crmSyncReportSchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorSchema } from '../../lib/http-schemas.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { type CrmSync, CrmSyncRunningError } from './sync.ts';

const bearer = [{ bearerAuth: [] }];

/** D32: the CRM sync, for Superadmins; registered only with the environment's `sport` feature (spec 1). */
export const crmSyncRoutes: FastifyPluginAsyncZod<{ sync: CrmSync }> = async (app, { sync }) => {
  app.post(
    '/sync',
    {
      onRequest: requireRoles('Superadmin'),
      schema: {
        tags: ['crm'],
        summary: 'Starts a sync with ActiveCampaign (D32)',
        description:
          'Runs in the background: every sport with an `activeCampaignId` (an ActiveCampaign list) gets ' +
          "the list's contacts as contacts and their accounts as clubs, matched on activeCampaignId, a " +
          'page of 100 contacts per transaction. Fields edited in the app since the last sync are kept ' +
          'and reported as conflicts; nothing is deleted. 202 with the first report; 409 with the ' +
          "running sync's progress (`sync`) while one runs; 503 without ACTIVECAMPAIGN_URL and " +
          'ACTIVECAMPAIGN_API_KEY.',
        security: bearer,
        response: {
          202: crmSyncReportSchema,
          409: errorSchema.extend({ sync: crmSyncReportSchema }).describe('A sync is running'),
          ...errorResponses(401, 403, 503),
        },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(202).send(await sync.start(signedInUser(request).id));
      } catch (error) {
        if (!(error instanceof CrmSyncRunningError)) throw error;
        return reply.code(409).send({ error: error.message, sync: error.progress });
      }
    },
  );

  app.get(
    '/sync',
    {
      onRequest: requireRoles('Superadmin'),
      schema: {
        tags: ['crm'],
        summary: "The running sync's progress, or the last sync's report (D32)",
        description:
          '`state`: idle (never synced), syncing, done or failed; counts of clubs and contacts ' +
          'created, updated, unchanged and in conflict; the first 200 conflicts; errors; `configured` ' +
          'says whether the server has the ActiveCampaign settings.',
        security: bearer,
        response: { 200: crmSyncReportSchema, ...errorResponses(401, 403) },
      },
    },
    async () => sync.report(),
  );
};
