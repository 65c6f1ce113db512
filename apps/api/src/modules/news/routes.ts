import {
  ADMIN_ROLES,
  POST_SORT_PROPERTIES,
  postCreateSchema,
  postSchema,
  postUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import type { NewsService } from './service.ts';

/**
 * News (spec 6: any signed-in user reads, Superadmins and TenantAdmins write; ADR 005: only the
 * author or a Superadmin edits or deletes, which the service checks). app.ts registers these
 * routes only when the environment's FEATURES has `news` (D23); otherwise they answer 404.
 */
export const newsRoutes: FastifyPluginAsyncZod<{ service: NewsService }> = async (app, { service }) => {
  await app.register(resourceRoutes, {
    definition: {
      base: '/posts',
      tag: 'posts',
      noun: { one: 'post', many: 'posts' },
      item: postSchema,
      sorts: POST_SORT_PROPERTIES,
      defaultSort: 'createdAt',
      // Newest first, as the news page shows them.
      defaultDirection: 'desc',
      filterDescription: 'the title',
      create: postCreateSchema,
      update: postUpdateSchema,
      access: {
        list: 'authenticated',
        get: 'authenticated',
        create: ADMIN_ROLES,
        update: ADMIN_ROLES,
        remove: ADMIN_ROLES,
      },
      service,
    },
  });
};
