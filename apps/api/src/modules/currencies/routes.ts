import { currencySchema, currencyUpdateSchema, VALUTA_SORT_PROPERTIES } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import type { CurrencyService } from './service.ts';

/**
 * Currencies (`/valutas`): list, read and re-price. `value` is the price of 1 EUR and must be a
 * number greater than 0 (ADR 004): a zero or negative price would break every budget converted
 * with it, whatever the spec's "no rule" on the form says.
 */
export const currencyRoutes: FastifyPluginAsyncZod<{ service: CurrencyService }> = async (
  app,
  { service },
) => {
  await app.register(resourceRoutes, {
    definition: {
      base: '/valutas',
      tag: 'currencies',
      noun: { one: 'currency', many: 'currencies' },
      item: currencySchema,
      sorts: VALUTA_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'the name',
      update: currencyUpdateSchema,
      access: { list: READERS, get: READERS, update: WRITERS },
      service,
    },
  });
};
