import { TEAM_SORT_PROPERTIES, teamCreateSchema, teamSchema, teamUpdateSchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPORT_CATALOGUE_ACCESS } from '../../lib/tenant-access.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import { TEAM_CSV_COLUMNS, TEAM_SEARCH_LIMIT, type TeamService, teamCsvRowSchema } from './service.ts';

/**
 * Teams (spec 2, Teams): the generic resource with CSV, plus the search the team selectors use.
 * D10: members of the sport who are TenantAdmin or User read; its TenantAdmins write and use CSV
 * (export too, as for clubs and contacts).
 */
export const teamRoutes: FastifyPluginAsyncZod<{ service: TeamService }> = async (app, { service }) => {
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
      search: {
        summary: "Find a sport's teams by name",
        description: `Ignores case and accents; by name, at most ${TEAM_SEARCH_LIMIT} teams.`,
      },
      access: SPORT_CATALOGUE_ACCESS,
      service,
    },
  });
};
