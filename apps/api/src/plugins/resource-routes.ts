import { type Role, sortDirectionSchema } from '@transferdesk/shared';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvExportStream } from '../lib/csv.ts';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../lib/csv-import-rules.ts';
import { errorResponses, paginatedSchema } from '../lib/http-schemas.ts';
import { RATE_LIMITS } from '../lib/rate-limits.ts';
import {
  LIST_RULE,
  type ResourceListQuery,
  type ResourceService,
  takeQuerySchema,
  withListTake,
} from '../lib/resource-list.ts';
import { authenticate, requireRoles, signedInUser } from './auth.ts';
import { openCsvImport } from './csv-import.ts';
import { rateLimited } from './rate-limits.ts';
import { readUploadedFile, streamUploadedFile, UPLOAD_FIELD } from './uploads.ts';

/** Who may call an endpoint: any signed-in user, or one of these roles (services refine it). */
export type Access = 'authenticated' | readonly Role[];

type Operation =
  | 'list'
  | 'get'
  | 'search'
  | 'create'
  | 'update'
  | 'remove'
  | 'options'
  | 'image'
  | 'export'
  | 'import';

export interface ResourceDefinition<Dto, Create, Update, CsvRow, ListDto = Dto> {
  /** `/users`: the routes sit at `{prefix}{base}`. */
  base: string;
  tag: string;
  /** "user" and "users", for the OpenAPI summaries. */
  noun: { one: string; many: string };
  item: z.ZodType<Dto>;
  /** A list row and a search hit, when lighter than `item` (players); `item` otherwise. */
  listItem?: z.ZodType<ListDto>;
  sorts: readonly [string, ...string[]];
  defaultSort: string;
  defaultDirection?: 'asc' | 'desc';
  /** Describes the text filter for OpenAPI, e.g. "name, surname and e-mail". */
  filterDescription?: string;
  /** The resource's own list parameters (e.g. contacts' `clubId`), validated and passed to `list`. */
  listFilters?: z.ZodObject;
  create?: z.ZodType<Create>;
  update?: z.ZodType<Update>;
  /**
   * `GET {base}/search/{tenantId}/{term}`: the selectors' search within one sport (spec 1 section 7),
   * with its OpenAPI summary and description (what it matches, the order, the limit).
   */
  search?: { summary: string; description: string };
  /** Names for `GET {base}/options/{name}`. */
  optionNames?: readonly [string, ...string[]];
  csv?: {
    /** Export order; import accepts these headers in any order (missing columns read as empty). */
    columns: readonly string[];
    /** One data row, each column as text; path[0] of an issue names the column. */
    row: z.ZodType<CsvRow>;
    filename: string;
  };
  access: Partial<Record<Operation, Access>>;
  service: ResourceService<Dto, Create, Update, CsvRow, ListDto>;
}

const idParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
const searchParams = z.object({
  tenantId: z.uuid({ message: 'Not a valid id' }),
  term: z.string().trim().min(1, { message: 'A search term is required' }),
});
const bearer = [{ bearerAuth: [] }];
const optionSchema = z.object({ id: z.string(), name: z.string() });
const importResultSchema = z.object({ imported: z.number().int() });

/** `true`/`false`/`1`/`0` as query text. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false' })
  .transform((value) => value === 'true' || value === '1');

function guard(access: Access | undefined): onRequestHookHandler {
  if (access === undefined) throw new Error('Each registered operation needs its access rule');
  return access === 'authenticated' ? authenticate : requireRoles(...access);
}

/**
 * The generic resource endpoints of spec 1 section 7, once for every resource: each resource
 * registers this plugin with its definition, and only the operations its service offers exist.
 */
export const resourceRoutes: FastifyPluginAsyncZod<{
  // biome-ignore lint/suspicious/noExplicitAny: the definition's types are checked where it is written.
  definition: ResourceDefinition<any, any, any, any, any>;
}> = async (app, { definition }) => {
  const { base, service, access, noun } = definition;
  const common = { tags: [definition.tag], security: bearer };
  const item = definition.item;
  const listItem = definition.listItem ?? item;
  const caller = (request: FastifyRequest) => signedInUser(request);

  const baseListQuery = z.object({
    page: z.coerce.number().int().min(1).optional(),
    take: takeQuerySchema,
    sort: z.enum(definition.sorts).default(definition.defaultSort),
    direction: sortDirectionSchema.default(definition.defaultDirection ?? 'asc'),
    tenantId: z.uuid({ message: 'Not a valid id' }).optional(),
    filter: z.string().trim().optional(),
    filterDeleted: queryFlag.optional(),
  });
  const listQuery = (
    definition.listFilters ? baseListQuery.extend(definition.listFilters.shape) : baseListQuery
  ).transform(withListTake);
  const listDescription =
    `Sorted by ${definition.sorts.join(', ')} (text ignoring case and accents; default ` +
    `${definition.defaultSort} ${definition.defaultDirection ?? 'asc'}). ${LIST_RULE}`;
  const list = async (request: FastifyRequest<{ Querystring: z.output<typeof listQuery> }>) =>
    service.list(caller(request), request.query as ResourceListQuery);
  const listSchema = (summary: string, description: string, hide = false) => ({
    ...common,
    summary,
    description,
    querystring: listQuery,
    response: { 200: paginatedSchema(listItem), ...errorResponses(400, 401, 403) },
    ...(hide ? { hide: true } : {}),
  });

  app.get(
    base,
    { onRequest: guard(access.list), schema: listSchema(`List ${noun.many}`, listDescription) },
    list,
  );
  const filterDescription = `${listDescription} \`filter\` searches ${definition.filterDescription ?? 'the text'}, ignoring case and accents.`;
  // The spec writes `{base}/filter/?...`; both spellings answer, the one without the slash is documented.
  app.get(
    `${base}/filter`,
    { onRequest: guard(access.list), schema: listSchema(`Search ${noun.many}`, filterDescription) },
    list,
  );
  app.get(
    `${base}/filter/`,
    { onRequest: guard(access.list), schema: listSchema(`Search ${noun.many}`, filterDescription, true) },
    list,
  );

  if (service.search && definition.search) {
    const search = service.search.bind(service);
    app.get(
      `${base}/search/:tenantId/:term`,
      {
        onRequest: guard(access.search),
        schema: {
          ...common,
          summary: definition.search.summary,
          description: `${definition.search.description} 403 for a sport the caller does not belong to.`,
          params: searchParams,
          response: { 200: z.array(listItem), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => search(caller(request), request.params.tenantId, request.params.term),
    );
  }

  if (service.exportRows && definition.csv) {
    const { columns, filename } = definition.csv;
    const exportRows = service.exportRows.bind(service);
    app.get(
      `${base}/csv`,
      {
        onRequest: guard(access.export),
        schema: {
          ...common,
          summary: `Export ${noun.many} as CSV`,
          description:
            `UTF-8 with a byte order mark, comma-separated, columns ${columns.join(', ')}; every ${noun.one} the caller ` +
            'may list, narrowed by `tenantId` and `filter` as the list is. Imports back unchanged.',
          produces: ['text/csv'],
          querystring: baseListQuery.pick({ tenantId: true, filter: true }),
          response: { 200: z.any().describe('The CSV file (an attachment)'), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(csvExportStream(columns, await exportRows(caller(request), request.query))),
    );
  }

  if (service.importRows && definition.csv) {
    const { columns, row } = definition.csv;
    const importRows = service.importRows.bind(service);
    app.post(
      `${base}/csv`,
      {
        onRequest: guard(access.import),
        // Issue 25: each import is a long transaction; the file is not read once the limit is used.
        preHandler: rateLimited(RATE_LIMITS.csvImports, 'user'),
        schema: {
          ...common,
          summary: `Import ${noun.many} from CSV`,
          description:
            `multipart/form-data with one field \`${UPLOAD_FIELD}\`: UTF-8 (a byte order mark is fine), \`,\` or \`;\` ` +
            `separated, a header row naming the columns (${columns.join(', ')}), at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows and ` +
            `${MAX_IMPORT_BYTES / 1024 / 1024} MB. Tenant-scoped resources import into the sport named by \`?tenantId\`. The file is read, checked and ` +
            'written in batches as it arrives, in one transaction; any bad row answers 400 with ' +
            '`errors: [{ description: "Row 3, email: ..." }]` (at most 100) and nothing is written. At most ' +
            `${RATE_LIMITS.csvImports.points} imports per user an hour: 429 with \`Retry-After\`.`,
          consumes: ['multipart/form-data'],
          querystring: baseListQuery.pick({ tenantId: true }),
          response: { 200: importResultSchema, ...errorResponses(400, 401, 403, 413, 429) },
        },
      },
      async (request) => {
        const file = await streamUploadedFile(request, {
          bytes: MAX_IMPORT_BYTES,
          message: IMPORT_TOO_LARGE,
        });
        const csv = await openCsvImport(file, columns, row);
        try {
          if (csv.empty) return { imported: await csv.finish() };
          const imported = await importRows(caller(request), csv, { tenantId: request.query.tenantId });
          if (!csv.finished)
            throw new Error(`${noun.many}: importRows returned before reading the whole file`);
          return { imported };
        } finally {
          if (!csv.finished) csv.close();
        }
      },
    );
  }

  if (service.options && definition.optionNames) {
    const options = service.options.bind(service);
    app.get(
      `${base}/options/:name`,
      {
        onRequest: guard(access.options),
        schema: {
          ...common,
          summary: `Named option lists for the ${noun.one} form`,
          description: `Names: ${definition.optionNames.join(', ')}. Only what the caller may choose.`,
          params: z.object({ name: z.enum(definition.optionNames) }),
          response: { 200: z.array(optionSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => options(caller(request), request.params.name),
    );
  }

  app.get(
    `${base}/:id`,
    {
      onRequest: guard(access.get),
      schema: {
        ...common,
        summary: `One ${noun.one}`,
        params: idParams,
        response: { 200: item, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(caller(request), request.params.id),
  );

  if (service.create && definition.create) {
    const create = service.create.bind(service);
    app.post(
      base,
      {
        onRequest: guard(access.create),
        schema: {
          ...common,
          summary: `Create a ${noun.one}`,
          body: definition.create,
          response: { 201: item, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => reply.code(201).send(await create(caller(request), request.body)),
    );
  }

  if (service.update && definition.update) {
    const update = service.update.bind(service);
    app.patch(
      `${base}/:id`,
      {
        onRequest: guard(access.update),
        schema: {
          ...common,
          summary: `Change a ${noun.one}`,
          description: 'Changes only the fields sent.',
          params: idParams,
          body: definition.update,
          response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => update(caller(request), request.params.id, request.body),
    );
  }

  if (service.remove) {
    const remove = service.remove.bind(service);
    app.delete(
      `${base}/:id`,
      {
        onRequest: guard(access.remove),
        schema: {
          ...common,
          summary: `Delete a ${noun.one}`,
          params: idParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await remove(caller(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  }

  if (service.replaceImage) {
    const replaceImage = service.replaceImage.bind(service);
    app.post(
      `${base}/:id/file`,
      {
        onRequest: guard(access.image),
        schema: {
          ...common,
          summary: `Replace a ${noun.one}'s picture`,
          description: `multipart/form-data with one field \`${UPLOAD_FIELD}\`: a PNG, JPEG, WebP or GIF (judged by its content) of at most 5 MB.`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: item, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => replaceImage(caller(request), request.params.id, await readUploadedFile(request)),
    );
  }
};
