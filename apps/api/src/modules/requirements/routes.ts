import {
  noNeedClubSchema,
  noNeedFilterSchema,
  REQUIREMENT_SORT_PROPERTIES,
  requirementCreateSchema,
  requirementFilterSchema,
  requirementSchema,
  requirementUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, paginatedSchema } from '../../lib/http-schemas.ts';
import { READERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import type { RequirementService } from './service.ts';

const bearer = [{ bearerAuth: [] }];

/** A filtered page for the sport's TenantAdmins and Users: 403 for a sport they do not belong to. */
function memberFilter<B extends z.ZodType, T extends z.ZodType>(
  about: { summary: string; description: string },
  body: B,
  item: T,
) {
  return {
    onRequest: requireRoles(...READERS),
    schema: {
      tags: ['requirements'],
      security: bearer,
      ...about,
      body,
      response: { 200: paginatedSchema(item), ...errorResponses(400, 401, 403) },
    },
  };
}

/**
 * Requirements (D22) as a generic resource, the spec's `POST /requirements/filter`, and the no-need
 * clubs at `PUT /clubs/noneed` (D26). The sport's TenantAdmins and Users read and write them (D10);
 * the service checks membership of the requirement's sport.
 */
export const requirementRoutes: FastifyPluginAsyncZod<{ service: RequirementService }> = async (
  app,
  { service },
) => {
  await app.register(resourceRoutes, {
    definition: {
      base: '/requirements',
      tag: 'requirements',
      noun: { one: 'requirement', many: 'requirements' },
      item: requirementSchema,
      sorts: REQUIREMENT_SORT_PROPERTIES,
      defaultSort: 'createdAt',
      defaultDirection: 'desc',
      filterDescription: 'the club name',
      create: requirementCreateSchema,
      update: requirementUpdateSchema,
      access: { list: READERS, get: READERS, create: READERS, update: READERS, remove: READERS },
      service,
    },
  });

  app.post(
    '/requirements/filter',
    memberFilter(
      {
        summary: 'Filter requirements',
        description:
          'Spec 2, Requirement filter: every filter narrows (an empty list filters nothing); `countryIds` is the ' +
          "country of the club's team's league. Sorts `createdAt` (default, newest first) and `club`. " +
          '403 for a sport the caller does not belong to as TenantAdmin or User.',
      },
      requirementFilterSchema,
      requirementSchema,
    ),
    async (request) => service.filter(signedInUser(request), request.body),
  );

  app.put(
    '/clubs/noneed',
    memberFilter(
      {
        summary: 'Clubs that registered no need',
        description:
          'D26: the clubs with a requirement for `transferId` whose positions include `No need` (the latest per ' +
          "club), narrowed by the country of the club's team's league and by text on the club's name and city. " +
          'Sorts `name` (default) and `createdAt`.',
      },
      noNeedFilterSchema,
      noNeedClubSchema,
    ),
    async (request) => service.noNeedClubs(signedInUser(request), request.body),
  );
};
