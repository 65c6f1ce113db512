import { TEAM_SORT_PROPERTIES, teamCreateSchema, teamSchema, teamUpdateSchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import { TEAM_CSV_COLUMNS, TEAM_SEARCH_LIMIT, type TeamService, teamCsvRowSchema } from './service.ts';

/**
 * Teams (spec 2, Teams): the generic resource with CSV, plus the search the team selectors use.
 * D10: members of the sport who are TenantAdmin or User read; its TenantAdmins write and use CSV
 * (export too, as for clubs and contacts).
 */
export const teamRoutes: FastifyPluginAsyncZod<{ service: TeamService }> = async (app, { service }) => {
  app.get(
    '/teams/search/:tenantId/:term',
    {
      onRequest: requireRoles(...READERS),
      schema: {
        tags: ['teams'],
        security: [{ bearerAuth: [] }],
        summary: "Find a sport's teams by name",
        description: `Ignores case and accents; by name, at most ${TEAM_SEARCH_LIMIT} teams. 403 for a sport the caller does not belong to.`,
        params: z.object({
          tenantId: z.uuid({ message: 'Not a valid id' }),
          term: z.string().trim().min(1, { message: 'A search term is required' }),
        }),
        response: { 200: z.array(teamSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.search(signedInUser(request), request.params.tenantId, request.params.term),
  );

  await app.register(resourceRoutes, {
    definition: {
      base: '/teams',
      tag: 'teams',
      noun: { one: 'team', many: 'teams' },
      item: teamSchema,
      sorts: TEAM_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'the name',
      create: teamCreateSchema,
      update: teamUpdateSchema,
      csv: { columns: TEAM_CSV_COLUMNS, row: teamCsvRowSchema, filename: 'teams.csv' },
      access: {
        list: READERS,
        get: READERS,
        create: WRITERS,
        update: WRITERS,
        remove: WRITERS,
        // As for clubs and contacts: a sport's whole list leaves the app only through its admins.
        export: WRITERS,
        import: WRITERS,
      },
      service,
    },
  });
};
