import {
  ADMIN_ROLES,
  USER_SORT_PROPERTIES,
  userCreateSchema,
  userSchema,
  userSummarySchema,
  userUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { requireRoles } from '../../plugins/auth.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import { USER_CSV_COLUMNS, userCsvRowSchema } from './schemas.ts';
import { USER_OPTION_NAMES, USER_SEARCH_LIMIT, type UserService } from './service.ts';

/**
 * Users: search for the impersonation dialog, each user's own profile, and (issue 4) user
 * administration as a generic resource, with D9 deciding whom a TenantAdmin sees and changes.
 */
export const userRoutes: FastifyPluginAsyncZod<{ service: UserService }> = async (app, { service }) => {
  app.get(
    '/users/search/:term',
    {
      onRequest: requireRoles('Superadmin'),
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'Find users by name, surname or e-mail',
        description: `Ignores case and accents; at most ${USER_SEARCH_LIMIT} users, every kind included.`,
        params: z.object({ term: z.string().trim().min(1, { message: 'A search term is required' }) }),
        response: { 200: z.array(userSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.searchAll(request.params.term),
  );

  await app.register(resourceRoutes, {
    definition: {
      base: '/users',
      tag: 'users',
      noun: { one: 'user', many: 'users' },
      item: userSchema,
      sorts: USER_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'name, surname and e-mail',
      create: userCreateSchema,
      update: userUpdateSchema,
      optionNames: USER_OPTION_NAMES,
      csv: { columns: USER_CSV_COLUMNS, row: userCsvRowSchema, filename: 'users.csv' },
      // Reading, changing and the picture stay open to every user for their own record (the
      // profile); the service applies D9 to everyone else's.
      access: {
        list: ADMIN_ROLES,
        get: 'authenticated',
        create: ADMIN_ROLES,
        update: 'authenticated',
        remove: ADMIN_ROLES,
        options: ADMIN_ROLES,
        image: 'authenticated',
        export: ADMIN_ROLES,
        import: ADMIN_ROLES,
      },
      service,
    },
  });
};
