import {
  erasurePreviewSchema,
  erasureRequestSchema,
  erasureResultSchema,
  PERSONAL_DATA_MESSAGES,
  RESTRICTION_YEARS,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/attachment.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { WRITERS } from '../../lib/tenant-access.ts';
import { requestActor } from '../../plugins/audit-actor.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import type { PersonKind } from './person.ts';
import type { PersonalDataService } from './service.ts';

const common = { tags: ['personal data'], security: [{ bearerAuth: [] }] };
const id = z.uuid({ message: 'Not a valid id' });
/** D48: a person's data is for the TenantAdmins of his sport. */
const admins = requireRoles(...WRITERS);

const RESOURCES: { kind: PersonKind; base: string; param: 'playerId' | 'contactId' }[] = [
  { kind: 'player', base: '/players/:playerId', param: 'playerId' },
  { kind: 'contact', base: '/contacts/:contactId', param: 'contactId' },
];

const ACCESS =
  "For the TenantAdmins of the person's sport (a User is 403); another sport's person, or one of the other " +
  'kind, is 404. Deleted and erased people are answered.';

/**
 * D48: a person's data on request: everything held about a player or a club contact as one ZIP, what
 * erasing him would do, and his erasure. Each is recorded in his history (D47).
 */
export const personalDataRoutes: FastifyPluginAsyncZod<{ service: PersonalDataService }> = async (
  app,
  { service },
) => {
  for (const { kind, base, param } of RESOURCES) {
    const params = z.object({ [param]: id }) as z.ZodObject<Record<typeof param, typeof id>>;
    const idOf = (request: { params: Record<string, string> }) => request.params[param] as string;

    app.get(
      `${base}/personal-data`,
      {
        onRequest: admins,
        schema: {
          ...common,
          summary: `Everything we hold about a ${kind}, as a ZIP`,
          description:
            'An attachment `personal-data-<first>-<last>-<yyyy-MM-dd>.zip`, never cached: `person.json` (every field ' +
            'of the person and of his rows: positions, countries, leagues, teams, videos, contracts, agreements, ' +
            "documents, files' details, club), `sends.json` (every send of his CV with the club contact and date; " +
            'for a contact, what was sent to him and his answers), `clicks.json` (every click on his page, or by ' +
            `him) and \`files/\` (his picture and files). Recorded in his history as an export. ${ACCESS}`,
          params,
          response: {
            200: z.any().describe('The ZIP file (an attachment)'),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { filename, bytes } = await service.export(
          signedInUser(request),
          kind,
          idOf(request),
          requestActor(request) ?? { actorId: null, impersonatorId: null },
        );
        return reply
          .type('application/zip')
          .header('content-disposition', attachment(filename))
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );

    app.get(
      `${base}/erasure`,
      {
        onRequest: admins,
        schema: {
          ...common,
          summary: `What erasing a ${kind} would do`,
          description:
            'For the confirmation: the records that would be deleted by kind, the agreements kept restricted ' +
            `(until ${RESTRICTION_YEARS} years from today, with the reason) and the club contacts who received ` +
            `the CV and would be told. ${ACCESS}`,
          params,
          response: { 200: erasurePreviewSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.preview(signedInUser(request), kind, idOf(request)),
    );

    app.post(
      `${base}/erasure`,
      {
        onRequest: admins,
        schema: {
          ...common,
          summary: `Erase a ${kind}`,
          description:
            'In one transaction: the personal fields blanked, the person deleted (lists, matching and every ' +
            'public link leave him), his files, videos, contracts, documents and clicks deleted, his agreements ' +
            `kept restricted for ${RESTRICTION_YEARS} years, match versions and pitches naming him as erased, his ` +
            'history kept without values. Then the club contacts who received the CV are e-mailed, unless ' +
            '`notifyRecipients` is false, which needs a `reason` (400 otherwise). ' +
            `409 '${PERSONAL_DATA_MESSAGES.alreadyErased}' when he already is. ${ACCESS}`,
          params,
          body: erasureRequestSchema,
          response: { 200: erasureResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        service.erase(
          signedInUser(request),
          kind,
          idOf(request),
          request.body,
          requestActor(request) ?? { actorId: null, impersonatorId: null },
        ),
    );
  }
};
