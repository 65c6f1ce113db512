import { VALUTA_SORT_PROPERTIES, valutaSchema, valutaUpdateSchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import type { ValutaService } from './service.ts';

/**
 * Currencies (`/valutas`): list, read and re-price. `value` is the price of 1 EUR and must be a
 * number greater than 0 (ADR 004): a zero or negative price would break every budget converted
 * with it, whatever the spec's "no rule" on the form says.
 */
export const valutaRoutes: FastifyPluginAsyncZod<{ service: ValutaService }> = async (app, { service }) => {
  await app.register(resourceRoutes, {
    definition: {
      base: '/valutas',
      tag: 'currencies',
      noun: { one: 'currency', many: 'currencies' },
      item: valutaSchema,
      sorts: VALUTA_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'the name',
      update: valutaUpdateSchema,
      access: { list: READERS, get: READERS, update: WRITERS },
      service,
    },
  });
};
