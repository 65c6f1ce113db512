import {
  CONTACT_SORT_PROPERTIES,
  contactCreateSchema,
  contactSchema,
  contactUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import { CONTACT_CSV_COLUMNS, CONTACT_SEARCH_LIMIT, contactCsvRowSchema } from './schemas.ts';
import type { ContactService } from './service.ts';

/**
 * Contacts: the people at clubs who are not players (D8; players are served at /players), as a
 * generic resource plus a search for selectors. Route guards check the role; the service checks
 * membership of the contact's sport (D10).
 */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.get(
    '/contacts/search/:tenantId/:term',
    {
      onRequest: requireRoles(...READERS),
      schema: {
        tags: ['contacts'],
        security: [{ bearerAuth: [] }],
        summary: 'Find contacts of a sport',
        description:
          'By name, e-mail, role or club, ignoring case and accents; deleted contacts left out; ' +
          `at most ${CONTACT_SEARCH_LIMIT}, by first name.`,
        params: z.object({
          tenantId: z.uuid({ message: 'Not a valid id' }),
          term: z.string().trim().min(1, { message: 'A search term is required' }),
        }),
        response: { 200: z.array(contactSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.search(signedInUser(request), request.params.tenantId, request.params.term),
  );

  await app.register(resourceRoutes, {
    definition: {
      base: '/contacts',
      tag: 'contacts',
      noun: { one: 'contact', many: 'contacts' },
      item: contactSchema,
      sorts: CONTACT_SORT_PROPERTIES,
      defaultSort: 'firstName',
      filterDescription: 'name, e-mail, role and club',
      listFilters: z.object({
        clubId: z.uuid({ message: 'Not a valid id' }).optional().describe("Only this club's contacts"),
      }),
      create: contactCreateSchema,
      update: contactUpdateSchema,
      csv: { columns: CONTACT_CSV_COLUMNS, row: contactCsvRowSchema, filename: 'contacts.csv' },
      access: {
        list: READERS,
        get: READERS,
        create: WRITERS,
        update: WRITERS,
        remove: WRITERS,
        image: WRITERS,
        export: WRITERS,
        import: WRITERS,
      },
      service,
    },
  });
};
