import {
  AGREEMENT_UPLOAD_DAYS,
  type Agreement,
  agreementInputSchema,
  agreementListQuerySchema,
  agreementRulesSchema,
  agreementSchema,
  fullName,
  repContractSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvExportStream } from '../../lib/csv.ts';
import { errorResponses, paginatedSchema } from '../../lib/http-schemas.ts';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import type { AgreementService } from './service.ts';

const common = { tags: ['agreements'], security: [{ bearerAuth: [] }] };
const id = z.uuid({ message: 'Not a valid id' });
const playerParams = z.object({ playerId: id });
const agreementParams = z.object({ playerId: id, id });
const tenantParams = z.object({ tenantId: id });
/** D45: the sport's TenantAdmins and Users keep agreements. */
const readers = requireRoles(...READERS);
/** Deleting an agreement, the export and the rule pack are the TenantAdmins'. */
const writers = requireRoles(...WRITERS);
const exportQuerySchema = agreementListQuerySchema.omit({ page: true, take: true });

const RULES =
  "The sport's rule pack decides: where it is enforced (Football unless changed), an agreement longer " +
  'than 2 years, one that renews by itself, one that overlaps another of the player and a minor without ' +
  "the guardian's consent are refused (400 naming the field); elsewhere they are saved with `warnings`.";

const CSV_COLUMNS = [
  'player',
  'dateOfBirth',
  'startDate',
  'endDate',
  'status',
  'daysLeft',
  'exclusive',
  'autoRenewal',
  'feeTerms',
  'feePercent',
  'dualRepresentation',
  'agent',
  'signedFile',
  'federationUploadedOn',
  'uploadDueOn',
  'minorAtStart',
  'guardianConsentFile',
  'legalAdviceNoticeGiven',
  'playerConfirmed',
  'warnings',
  'createdAt',
  'updatedAt',
] as const;

function csvRow(agreement: Agreement): Record<(typeof CSV_COLUMNS)[number], string> {
  return {
    player: fullName(agreement.player),
    dateOfBirth: agreement.player.dateOfBirth ?? '',
    startDate: agreement.startDate,
    endDate: agreement.endDate,
    status: agreement.status,
    daysLeft: String(agreement.daysLeft),
    exclusive: String(agreement.exclusive),
    autoRenewal: String(agreement.autoRenewal),
    feeTerms: agreement.feeTerms,
    feePercent: agreement.feePercent === null ? '' : String(agreement.feePercent),
    dualRepresentation: String(agreement.dualRepresentation),
    agent: agreement.agent?.name ?? '',
    signedFile: agreement.signedFile?.name ?? '',
    federationUploadedOn: agreement.federationUploadedOn ?? '',
    uploadDueOn: agreement.uploadDueOn,
    minorAtStart: String(agreement.minorAtStart),
    guardianConsentFile: agreement.guardianConsentFile?.name ?? '',
    legalAdviceNoticeGiven: String(agreement.legalAdviceNoticeGiven),
    playerConfirmed: String(agreement.playerConfirmed),
    warnings: agreement.warnings.join(' | '),
    createdAt: agreement.createdAt,
    updatedAt: agreement.updatedAt,
  };
}

async function* csvRows(rows: AsyncIterable<Agreement>) {
  for await (const agreement of rows) yield csvRow(agreement);
}

/**
 * D45: representation agreements (player ↔ agency) under the sport's rule pack, the sport's list of
 * them and its CSV, the rule pack, and the RepContract rows of the player form (D25).
 */
export const agreementRoutes: FastifyPluginAsyncZod<{ service: AgreementService }> = async (
  app,
  { service },
) => {
  app.get(
    '/players/:playerId/agreements',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "A player's agreements",
        description:
          "Newest start first; status, days left and warnings are computed for the server's today.",
        params: playerParams,
        response: { 200: z.array(agreementSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.ofPlayer(signedInUser(request), request.params.playerId),
  );

  app.post(
    '/players/:playerId/agreements',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: 'Make an agreement with a player',
        description:
          `${RULES} \`agentUserId\` is an active user of the sport; the files are this player's ` +
          `(\`POST /players/{playerId}/files\` first). The upload to the federation is due ${AGREEMENT_UPLOAD_DAYS} days after the start.`,
        params: playerParams,
        body: agreementInputSchema,
        response: { 201: agreementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(signedInUser(request), request.params.playerId, request.body)),
  );

  app.put(
    '/players/:playerId/agreements/:id',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "Change a player's agreement",
        description: `Every field is replaced. ${RULES} The agreement is not compared with itself.`,
        params: agreementParams,
        body: agreementInputSchema,
        response: { 200: agreementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.update(signedInUser(request), request.params.playerId, request.params.id, request.body),
  );

  app.delete(
    '/players/:playerId/agreements/:id',
    {
      onRequest: writers,
      schema: {
        ...common,
        summary: "Delete a player's agreement",
        description:
          'For TenantAdmins. Its files are removed by the file-cleanup job once nothing names them.',
        params: agreementParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(signedInUser(request), request.params.playerId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/agreement-rules/:tenantId',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "A sport's rule pack",
        description:
          'Until a TenantAdmin sets it, Football enforces the rules in force and other sports warn; the ' +
          'suspended rules (fee cap, dual representation) warn only when switched on. 403 for another sport.',
        params: tenantParams,
        response: { 200: agreementRulesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.rules(signedInUser(request), request.params.tenantId),
  );

  app.put(
    '/agreement-rules/:tenantId',
    {
      onRequest: writers,
      schema: {
        ...common,
        summary: "Set a sport's rule pack",
        description: "For the sport's TenantAdmins. Saved agreements are not changed; their warnings follow.",
        params: tenantParams,
        body: agreementRulesSchema,
        response: { 200: agreementRulesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.setRules(signedInUser(request), request.params.tenantId, request.body),
  );

  app.get(
    '/agreements',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "A sport's agreements",
        description:
          'Pages of the agreements of players not deleted, soonest end first by default. Ended ones only with ' +
          '`includeEnded=true`; `endingWithin` keeps those not ended whose end is within that many days; ' +
          '`missingUpload=true` those not uploaded to the federation; `search` matches the player.',
        querystring: agreementListQuerySchema,
        response: { 200: paginatedSchema(agreementSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(signedInUser(request), request.query),
  );

  app.get(
    '/agreements/export',
    {
      onRequest: writers,
      schema: {
        ...common,
        summary: 'Export agreements as CSV',
        description: `For TenantAdmins. UTF-8 with a byte order mark, columns ${CSV_COLUMNS.join(', ')}; the list's rows under the same filters.`,
        produces: ['text/csv'],
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('The CSV file (an attachment)'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await service.exportRows(signedInUser(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="agreements.csv"')
        .header('cache-control', 'no-store')
        .send(csvExportStream(CSV_COLUMNS, csvRows(rows)));
    },
  );

  app.get(
    '/agreements/rep-contracts',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "A sport's RepContract rows (D25)",
        description: "The player form's RepContract rows of players not deleted, by end date (undated last).",
        querystring: z.object({ tenantId: id }),
        response: { 200: z.array(repContractSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.repContracts(signedInUser(request), request.query.tenantId),
  );
};
