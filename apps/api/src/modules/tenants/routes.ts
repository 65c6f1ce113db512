import {
  featureSchema,
  listQuerySchema,
  TENANT_SORT_PROPERTIES,
  tenantCreateSchema,
  tenantSchema,
  tenantUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, paginatedSchema } from '../../lib/http-schemas.ts';
import { LIST_RULE, takeQuerySchema, withListTake } from '../../lib/resource-list.ts';
import { requireRoles } from '../../plugins/auth.ts';
import { readUploadedFile, UPLOAD_FIELD } from '../../plugins/uploads.ts';
import type { TenantService } from './service.ts';

const listQuery = listQuerySchema
  .pick({ page: true, direction: true })
  .extend({ take: takeQuerySchema, sort: z.enum(TENANT_SORT_PROPERTIES).default('name') })
  .transform(withListTake);
const idParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
const bearer = [{ bearerAuth: [] }];

/** Spec 6: sports (tenants) and their features are administered by Superadmins only. */
export const tenantRoutes: FastifyPluginAsyncZod<{ service: TenantService }> = async (app, { service }) => {
  const superadminOnly = requireRoles('Superadmin');
  const common = { tags: ['tenants'], security: bearer };

  app.get(
    '/tenants',
    {
      onRequest: superadminOnly,
      schema: {
        ...common,
        summary: 'List sports',
        description: `Sorted by name (ignoring case and accents), countOfUsers or createdAt. ${LIST_RULE}`,
        querystring: listQuery,
        response: { 200: paginatedSchema(tenantSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/tenants/count',
    {
      onRequest: superadminOnly,
      schema: {
        ...common,
        summary: 'Number of sports',
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ count: await service.count() }),
  );

  app.get(
    '/tenants/:id',
    {
      onRequest: superadminOnly,
      schema: {
        ...common,
        summary: 'One sport',
        params: idParams,
        response: { 200: tenantSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/tenants',
    {
      onRequest: superadminOnly,
      schema: {
        ...common,
        summary: 'Create a sport',
        body: tenantCreateSchema,
        response: { 201: tenantSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.patch(
    '/tenants/:id',
    {
      onRequest: superadminOnly,
      schema: {
        ...common,
        summary: 'Change a sport',
        description: 'Changes only the fields sent; `featureIds` replaces the whole set.',
        params: idParams,
        body: tenantUpdateSchema,
        response: { 200: tenantSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.post(
    '/tenants/:id/file',
    {
      onRequest: superadminOnly,
      schema: {
        ...common,
        summary: "Replace a sport's image",
        description: `multipart/form-data with one field \`${UPLOAD_FIELD}\`: a PNG, JPEG, WebP or GIF (judged by its content) of at most 5 MB.`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: tenantSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => service.replaceImage(request.params.id, await readUploadedFile(request)),
  );

  app.get(
    '/features',
    {
      onRequest: superadminOnly,
      schema: {
        tags: ['features'],
        security: bearer,
        summary: 'Every feature a sport can have',
        response: { 200: z.array(featureSchema), ...errorResponses(401, 403) },
      },
    },
    async () => service.listFeatures(),
  );
};
