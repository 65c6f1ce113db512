import {
  countrySchema,
  LEAGUE_SORT_PROPERTIES,
  leagueCreateSchema,
  leagueSchema,
  NAME_SORT_PROPERTIES,
  namedSchema,
  positionSchema,
  tenantNamedSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { authenticate, signedInUser } from '../../plugins/auth.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import type { CountryService, LookupServices } from './service.ts';

/** `true`/`false`/`1`/`0` as query text. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false' })
  .transform((value) => value === 'true' || value === '1');

const forSearchQuery = z.object({
  tenantId: z.uuid({ message: 'Not a valid id' }).optional(),
  // The client sends it (spec 2, section 7); countries are never deleted, so it changes nothing.
  filterDeleted: queryFlag.optional(),
});

/**
 * Lookup lists (spec 2, sections 3, 7 and 9): `GET /countries|positions|playerlevels|
 * contractStatuses|leagues` as generic lists with `{id}` reads. Countries are shared facts any
 * signed-in user may read; the other lists belong to a sport and follow D10 (members who are
 * TenantAdmin or User read them, lists narrow to `?tenantId`). A sport's TenantAdmin adds leagues.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{
  countries: CountryService;
  lookups: LookupServices;
}> = async (app, { countries, lookups }) => {
  const forSearch = {
    onRequest: authenticate,
    schema: {
      tags: ['lookups'],
      security: [{ bearerAuth: [] }],
      summary: 'Every country, for selectors',
      description:
        'All ISO 3166 countries with their English names, by name. With `tenantId`, the caller must belong to ' +
        'that sport as TenantAdmin or User (403 otherwise). `filterDeleted` is accepted and has no effect.',
      querystring: forSearchQuery,
      response: { 200: z.array(namedSchema), ...errorResponses(400, 401, 403) },
    },
  };
  // The spec writes `forSearch/?…`; both spellings answer, the one without the slash is documented.
  app.get('/countries/forSearch', forSearch, async (request) =>
    countries.forSearch(signedInUser(request), request.query.tenantId),
  );
  app.get(
    '/countries/forSearch/',
    { ...forSearch, schema: { ...forSearch.schema, hide: true } },
    async (request) => countries.forSearch(signedInUser(request), request.query.tenantId),
  );

  await app.register(resourceRoutes, {
    definition: {
      base: '/countries',
      tag: 'lookups',
      noun: { one: 'country', many: 'countries' },
      item: countrySchema,
      sorts: NAME_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'the name',
      access: { list: 'authenticated', get: 'authenticated' },
      service: countries,
    },
  });

  const sportLists = [
    {
      base: '/positions',
      one: 'position',
      many: 'positions',
      item: positionSchema,
      service: lookups.positions,
    },
    {
      base: '/playerlevels',
      one: 'player level',
      many: 'player levels',
      item: tenantNamedSchema,
      service: lookups.playerLevels,
    },
    {
      base: '/contractStatuses',
      one: 'contract status',
      many: 'contract statuses',
      item: tenantNamedSchema,
      service: lookups.contractStatuses,
    },
  ] as const;
  for (const list of sportLists) {
    await app.register(resourceRoutes, {
      definition: {
        base: list.base,
        tag: 'lookups',
        noun: { one: list.one, many: list.many },
        item: list.item,
        sorts: NAME_SORT_PROPERTIES,
        defaultSort: 'name',
        filterDescription: 'the name',
        access: { list: READERS, get: READERS },
        service: list.service,
      },
    });
  }

  await app.register(resourceRoutes, {
    definition: {
      base: '/leagues',
      tag: 'lookups',
      noun: { one: 'league', many: 'leagues' },
      item: leagueSchema,
      sorts: LEAGUE_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'the name and the country',
      create: leagueCreateSchema,
      access: { list: READERS, get: READERS, create: WRITERS },
      service: lookups.leagues,
    },
  });
};
