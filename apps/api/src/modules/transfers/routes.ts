import {
  TRANSFER_SORT_PROPERTIES,
  transferCreateSchema,
  transferSchema,
  transferUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import type { TransferService } from './service.ts';

/**
 * Transfer windows (spec 2, Transfers) as a generic resource. A 400 names the field with the
 * spec's own copy ("Field is mandatory", "Field has to include 8 digits like: 1990-2020",
 * "From - To dates interval is icorect", "Years interval is icorect").
 */
export const transferRoutes: FastifyPluginAsyncZod<{ service: TransferService }> = async (
  app,
  { service },
) => {
  await app.register(resourceRoutes, {
    definition: {
      base: '/transfers',
      tag: 'transfers',
      noun: { one: 'transfer', many: 'transfers' },
      item: transferSchema,
      sorts: TRANSFER_SORT_PROPERTIES,
      defaultSort: 'name',
      filterDescription: 'the name and the years',
      create: transferCreateSchema,
      update: transferUpdateSchema,
      access: { list: READERS, get: READERS, create: WRITERS, update: WRITERS, remove: WRITERS },
      service,
    },
  });
};
