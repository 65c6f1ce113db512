import {
  CONTACT_SORT_PROPERTIES,
  contactCreateSchema,
  contactSchema,
  contactUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactResourceParts } from '../../lib/contact-resource.ts';
import { SPORT_CATALOGUE_ACCESS } from '../../lib/tenant-access.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import { CONTACT_CSV_COLUMNS, CONTACT_SEARCH_LIMIT, contactCsvRowSchema } from './schemas.ts';
import type { ContactService } from './service.ts';

/**
 * Contacts: the people at clubs who are not players (D8; players are served at /players), as a
 * generic resource plus a search for selectors. Route guards check the role; the service checks
 * membership of the contact's sport (D10).
 */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  await app.register(resourceRoutes, {
    definition: {
      base: '/contacts',
      ...contactResourceParts('contact', CONTACT_SEARCH_LIMIT),
      item: contactSchema,
      sorts: CONTACT_SORT_PROPERTIES,
      create: contactCreateSchema,
      update: contactUpdateSchema,
      csv: { columns: CONTACT_CSV_COLUMNS, row: contactCsvRowSchema, filename: 'contacts.csv' },
      access: SPORT_CATALOGUE_ACCESS,
      service,
    },
  });
};
