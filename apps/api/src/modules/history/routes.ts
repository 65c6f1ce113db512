import {
  AUDIT_MESSAGES,
  auditQuerySchema,
  HISTORY_RECORD_KINDS,
  type HistoryRecordKind,
  historyPageSchema,
  historyQuerySchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { csvExportStream } from '../../lib/csv.ts';
import { DomainError, VALIDATION_FAILED } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { createHistoryAccess } from './access.ts';
import { AUDIT_CSV_COLUMNS, auditCsvRows } from './csv.ts';
import { readHistory } from './read.ts';

const common = { tags: ['history'], security: [{ bearerAuth: [] }] };
const id = z.uuid({ message: 'Not a valid id' });
/** D10: a sport's records are its members'; a user's history follows who sees that user (D9). */
const readers = requireRoles(...READERS);
const signedIn = requireRoles('Superadmin', ...READERS);
/** D47: a sport's TenantAdmins read its audit; Superadmins read everything. */
const auditors = requireRoles('Superadmin', ...WRITERS);

/** The id parameter each record's history path names. */
const PARAM_OF: Record<HistoryRecordKind, string> = {
  players: 'playerId',
  contacts: 'contactId',
  clubs: 'clubId',
  requirements: 'requirementId',
  users: 'userId',
};

const CSV_LIMIT = 50_000;

export const historyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const access = createHistoryAccess(db);

  for (const kind of HISTORY_RECORD_KINDS) {
    const param = PARAM_OF[kind];
    app.get(
      `/${kind}/:${param}/history`,
      {
        onRequest: kind === 'users' ? signedIn : readers,
        schema: {
          ...common,
          summary: `The history of one of the ${kind} (D47)`,
          description:
            'Every change to the record and its lists, newest first: who (and the impersonating Superadmin), when, and each field old → new. For whoever may open the record.',
          params: z.object({ [param]: id }),
          querystring: historyQuerySchema,
          response: { 200: historyPageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const recordId = (request.params as Record<string, string>)[param] as string;
        const where = await access.recordHistory(signedInUser(request), kind, recordId);
        return readHistory(db, where, request.query);
      },
    );
  }

  app.get(
    '/audit',
    {
      onRequest: auditors,
      schema: {
        ...common,
        summary: "A sport's audit trail (D47)",
        description:
          "The changes of a sport (`tenantId`) for its TenantAdmins; a Superadmin may leave the sport out to read every change. Filters: who (`actorId`), what (`kind`), the record (`recordId`), and when (`from`, `to`, days of the server's zone).",
        querystring: auditQuerySchema,
        response: { 200: historyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const where = await access.auditScope(signedInUser(request), checkedDates(request.query));
      return readHistory(db, where, request.query);
    },
  );

  app.get(
    '/audit/export',
    {
      onRequest: auditors,
      schema: {
        ...common,
        summary: 'Export the audit trail as CSV',
        description: `UTF-8 with a byte order mark, one line per changed field, columns ${AUDIT_CSV_COLUMNS.join(', ')}; the audit page's filters. At most ${CSV_LIMIT} changes.`,
        produces: ['text/csv'],
        querystring: auditQuerySchema.omit({ page: true, take: true }),
        response: { 200: z.any().describe('The CSV file (an attachment)'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const where = await access.auditScope(signedInUser(request), checkedDates(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .header('cache-control', 'no-store')
        .send(csvExportStream(AUDIT_CSV_COLUMNS, auditCsvRows(db, where, CSV_LIMIT)));
    },
  );
};

function checkedDates<Q extends { from?: string | undefined; to?: string | undefined }>(query: Q): Q {
  if (query.from && query.to && query.from > query.to) {
    throw new DomainError('invalid', VALIDATION_FAILED, [`from: ${AUDIT_MESSAGES.fromAfterTo}`]);
  }
  return query;
}
