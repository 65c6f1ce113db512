import {
  PLAYER_FILE_TYPES,
  playerDocumentInputSchema,
  playerDocumentSchema,
  storedFileSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/attachment.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { readNamedUploadedFile, UPLOAD_FIELD } from '../../plugins/uploads.ts';
import type { PlayerDocumentService } from './service.ts';

const common = { tags: ['player documents'], security: [{ bearerAuth: [] }] };
const id = z.uuid({ message: 'Not a valid id' });
const playerParams = z.object({ playerId: id });
const fileParams = z.object({ playerId: id, fileId: id });
const documentParams = z.object({ playerId: id, id });
/** Issue 30: the sport's TenantAdmins and Users keep a player's files and documents. */
const readers = requireRoles(...READERS);
/** Deleting a document is the TenantAdmins'. */
const writers = requireRoles(...WRITERS);
const FILE_TYPES = Object.values(PLAYER_FILE_TYPES).join(', ');

/**
 * Issue 30: a player's files (kept privately, read only through this API) and his documents:
 * passport, work permit, medical report and others, with their expiry. Another sport's player, a
 * deleted one and a contact who is no player are 404.
 */
export const playerDocumentRoutes: FastifyPluginAsyncZod<{ service: PlayerDocumentService }> = async (
  app,
  { service },
) => {
  app.post(
    '/players/:playerId/files',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "Upload a player's file",
        description:
          `multipart/form-data with one field \`${UPLOAD_FIELD}\`: ${FILE_TYPES} (judged by its content; 415 ` +
          'otherwise) of at most 5 MB. Agreements and documents then name it by its id. A file nothing names ' +
          'a day after its upload is removed.',
        consumes: ['multipart/form-data'],
        params: playerParams,
        response: { 201: storedFileSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const file = await readNamedUploadedFile(request);
      const stored = await service.uploadFile(signedInUser(request), request.params.playerId, file);
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/players/:playerId/files/:fileId',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "Download a player's file",
        description:
          'The bytes with their type, as an attachment under the name they were uploaded with; never cached. ' +
          '404 for a file of another player.',
        params: fileParams,
        response: {
          200: z.any().describe('The file (an attachment)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await service.file(
        signedInUser(request),
        request.params.playerId,
        request.params.fileId,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/players/:playerId/documents',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "A player's documents",
        description:
          'Passports, work permits, medical reports, then the others; each kind by expiry (soonest first). ' +
          "`daysLeft` counts from the server's today.",
        params: playerParams,
        response: { 200: z.array(playerDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.list(signedInUser(request), request.params.playerId),
  );

  app.post(
    '/players/:playerId/documents',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: 'Add a document to a player',
        description:
          "`issuingCountryId` is one of the countries, `fileId` one of this player's files (uploaded first).",
        params: playerParams,
        body: playerDocumentInputSchema,
        response: { 201: playerDocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(signedInUser(request), request.params.playerId, request.body)),
  );

  app.put(
    '/players/:playerId/documents/:id',
    {
      onRequest: readers,
      schema: {
        ...common,
        summary: "Change a player's document",
        description: 'Every field is replaced, as for a new document.',
        params: documentParams,
        body: playerDocumentInputSchema,
        response: { 200: playerDocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.update(signedInUser(request), request.params.playerId, request.params.id, request.body),
  );

  app.delete(
    '/players/:playerId/documents/:id',
    {
      onRequest: writers,
      schema: {
        ...common,
        summary: "Delete a player's document",
        description: 'For TenantAdmins. Its file is removed by the file-cleanup job once nothing names it.',
        params: documentParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(signedInUser(request), request.params.playerId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
