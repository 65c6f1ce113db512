import { CLUB_SORT_PROPERTIES, clubCreateSchema, clubSchema, clubUpdateSchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { READERS, SPORT_CATALOGUE_ACCESS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import { CLUB_CSV_COLUMNS, CLUB_SEARCH_LIMIT, clubCsvRowSchema, clubOptionSchema } from './schemas.ts';
import type { ClubService } from './service.ts';

const common = { tags: ['clubs'], security: [{ bearerAuth: [] }] };
const tenantIdSchema = z.uuid({ message: 'Not a valid id' });

/**
 * Clubs (spec 1, section 3; D7, D10): the generic resource endpoints plus the selectors' lookups.
 * Route guards check the role; the service checks membership of the club's sport.
 */
export const clubRoutes: FastifyPluginAsyncZod<{ service: ClubService }> = async (app, { service }) => {
  const forSearch = {
    onRequest: requireRoles(...READERS),
    schema: {
      ...common,
      summary: 'Clubs of a sport for a selector',
      description:
        '`[{ id, name, deleted }]` by name. `filterDeleted=true` leaves deleted clubs out (a new record cannot ' +
        'pick one); without it they are included, so that an existing reference still resolves.',
      querystring: z.object({
        tenantId: tenantIdSchema,
        filterDeleted: z
          .enum(['true', 'false', '1', '0'], { message: 'Use true or false' })
          .optional()
          .transform((value) => value === 'true' || value === '1'),
      }),
      response: { 200: z.array(clubOptionSchema), ...errorResponses(400, 401, 403) },
    },
  } as const;
  // The spec writes `/clubs/forSearch/?...`; both spellings answer, the one without the slash is documented.
  app.get('/clubs/forSearch', forSearch, async (request) =>
    service.forSearch(signedInUser(request), request.query.tenantId, request.query.filterDeleted),
  );
  app.get(
    '/clubs/forSearch/',
    { ...forSearch, schema: { ...forSearch.schema, hide: true } },
    async (request) =>
      service.forSearch(signedInUser(request), request.query.tenantId, request.query.filterDeleted),
  );

  await app.register(resourceRoutes, {
    definition: {
      base: '/clubs',
      tag: 'clubs',
      noun: { one: 'club', many: 'clubs' },
      item: clubSchema,
      sorts: CLUB_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'name and city',
      create: clubCreateSchema,
      update: clubUpdateSchema,
      csv: { columns: CLUB_CSV_COLUMNS, row: clubCsvRowSchema, filename: 'clubs.csv' },
      search: {
        summary: 'Find clubs of a sport by name or city',
        description: `Ignores case and accents; deleted clubs left out; at most ${CLUB_SEARCH_LIMIT}, by name.`,
      },
      access: SPORT_CATALOGUE_ACCESS,
      service,
    },
  });
};
