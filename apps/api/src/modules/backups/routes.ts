import {
  BACKUP_MESSAGES,
  BACKUP_NAME_PATTERN,
  type BackupList,
  backupListSchema,
  backupSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/attachment.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { requireRoles } from '../../plugins/auth.ts';
import type { BackupService } from './service.ts';

const common = { tags: ['backups'], security: [{ bearerAuth: [] }] };
const superadmins = requireRoles('Superadmin');

/** D49: the Superadmin's backups: make one now, list them, download one. */
export const backupRoutes: FastifyPluginAsyncZod<{ service: BackupService }> = async (app, { service }) => {
  app.post(
    '/backups',
    {
      onRequest: superadmins,
      schema: {
        ...common,
        summary: 'Makes a backup now',
        description:
          'Writes one archive while the server runs: `manifest.json` (version, migration, rows per table), the ' +
          "embedded database as PGlite's own dump (`database.tar.gz`; on PostgreSQL none: its own backups " +
          'apply) and the uploads (`uploads/`). Answers when it is stored; the newest 7 are kept. 409 while ' +
          'a backup is being made.',
        response: { 201: backupSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (_request, reply) => reply.code(201).send((await service.create('manual')).backup),
  );

  app.get(
    '/backups',
    {
      onRequest: superadmins,
      schema: {
        ...common,
        summary: 'The backups kept, newest first',
        response: { 200: backupListSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<BackupList> => ({ data: await service.list() }),
  );

  app.get(
    '/backups/:name',
    {
      onRequest: superadmins,
      schema: {
        ...common,
        summary: 'Downloads a backup',
        description:
          'The archive (`application/gzip`) as an attachment, never cached. `name` is a name from the list ' +
          '(`transferdesk-backup-<time>.tar.gz`); anything else is a 400.',
        params: z.object({
          name: z.string().regex(BACKUP_NAME_PATTERN, { message: BACKUP_MESSAGES.badName }),
        }),
        response: {
          200: z.any().describe('The archive (an attachment)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { size, body } = await service.open(request.params.name);
      return reply
        .type('application/gzip')
        .header('content-length', size)
        .header('content-disposition', attachment(request.params.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
