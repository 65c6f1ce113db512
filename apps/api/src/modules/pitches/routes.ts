import {
  callTodaySchema,
  fullName,
  PITCH_ANSWER_LABELS,
  type Pitch,
  pitchAnswerBodySchema,
  pitchBoardSchema,
  pitchCreateSchema,
  pitchDetailSchema,
  pitchFilterSchema,
  pitchListQuerySchema,
  pitchMoveSchema,
  pitchSchema,
  publicPitchSchema,
} from '@transferdesk/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvExportStream } from '../../lib/csv.ts';
import { errorResponses, guardedReads, paginatedSchema } from '../../lib/http-schemas.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { READERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limits.ts';
import type { PitchService } from './service.ts';

const common = { tags: ['pitches'], security: [{ bearerAuth: [] }] };
const publicTags = { tags: ['public pages'] };
const idParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
/** D44, issue 29: the sport's TenantAdmins and Users see and move its pitches. */
const guard = requireRoles(...READERS);
const memberRead = guardedReads(guard, common);

const CSV_COLUMNS = [
  'player',
  'contact',
  'contactEmail',
  'club',
  'transfer',
  'positions',
  'stage',
  'stageChangedAt',
  'daysInStage',
  'answer',
  'answerMessage',
  'answeredAt',
  'opens',
  'lastOpenedAt',
  'agent',
  'createdAt',
  'updatedAt',
] as const;

function csvRow(pitch: Pitch): Record<string, string> {
  return {
    player: fullName(pitch.player),
    contact: fullName(pitch.contact),
    contactEmail: pitch.contact.email,
    club: pitch.club?.name ?? '',
    transfer: pitch.requirement?.transfer.name ?? '',
    positions: pitch.requirement?.positions.join(', ') ?? '',
    stage: pitch.stage,
    stageChangedAt: pitch.stageChangedAt,
    daysInStage: String(pitch.daysInStage),
    answer: pitch.answer ? PITCH_ANSWER_LABELS[pitch.answer] : '',
    answerMessage: pitch.answerMessage,
    answeredAt: pitch.answeredAt ?? '',
    opens: String(pitch.opens),
    lastOpenedAt: pitch.lastOpenedAt ?? '',
    agent: pitch.agent?.name ?? '',
    createdAt: pitch.createdAt,
    updatedAt: pitch.updatedAt,
  };
}

/** D29: the public routes' answers, errors included, stay out of search engines. */
async function noindex(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('X-Robots-Tag', 'noindex');
}

async function* csvRows(rows: AsyncIterable<Pitch>) {
  for await (const pitch of rows) yield csvRow(pitch);
}

/**
 * Issue 29 (D44): pitches, the pipeline of players sent to club contacts, and the club's answer from
 * the public CV page (no sign-in, limited per address). docs/api-pitches-contract.md.
 */
export const pitchRoutes: FastifyPluginAsyncZod<{ service: PitchService }> = async (app, { service }) => {
  app.get(
    '/pitches/board',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'The pipeline board',
        description:
          'Every stage with its count under the filters and its 25 most recently moved pitches. `stage` is ignored.',
        querystring: pitchFilterSchema,
        response: { 200: pitchBoardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.board(signedInUser(request), request.query),
  );

  app.get(
    '/pitches',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "A sport's pitches",
        description: 'Pages of pitches under the filters; newest change first by default.',
        querystring: pitchListQuerySchema,
        response: { 200: paginatedSchema(pitchSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(signedInUser(request), request.query),
  );

  app.get(
    '/pitches/export',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Export pitches as CSV',
        description: `UTF-8 with a byte order mark, columns ${CSV_COLUMNS.join(', ')}; the list's rows under the same filters.`,
        produces: ['text/csv'],
        querystring: pitchFilterSchema,
        response: { 200: z.any().describe('The CSV file (an attachment)'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await service.exportRows(signedInUser(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pitches.csv"')
        .header('cache-control', 'no-store')
        .send(csvExportStream(CSV_COLUMNS, csvRows(rows)));
    },
  );

  app.get(
    '/pitches/today',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Who to call today',
        description:
          "The agent's open pitches (the caller's, or `agentId`'s) ranked by a fresh answer, recent opens of the CV, " +
          'days without a move and the match marks; each row with the reasons for its place. At most 20.',
        querystring: z.object({
          tenantId: z.uuid({ message: 'Not a valid id' }),
          agentId: z.uuid({ message: 'Not a valid id' }).optional(),
        }),
        response: { 200: z.array(callTodaySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      service.today(
        signedInUser(request),
        request.query.tenantId,
        request.query.agentId ?? signedInUser(request).id,
      ),
  );

  app.get(
    '/pitches/agents',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "The sport's agents",
        description: "The sport's active TenantAdmins and Users by name, for the pipeline's agent filter.",
        querystring: z.object({ tenantId: z.uuid({ message: 'Not a valid id' }) }),
        response: {
          200: z.array(z.object({ id: z.uuid(), name: z.string() })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => service.agents(signedInUser(request), request.query.tenantId),
  );

  app.get(
    '/pitches/:id',
    memberRead({ summary: 'A pitch and its history' }, idParams, pitchDetailSchema),
    async (request) => service.get(signedInUser(request), request.params.id),
  );

  app.patch(
    '/pitches/:id',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Move a pitch',
        description:
          'The agent moves the pitch to any stage, with an optional note; the move is kept in its history.',
        params: idParams,
        body: pitchMoveSchema,
        response: { 200: pitchDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.move(signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/pitches',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Copy a CV link for a club contact',
        description:
          "Makes (or updates) the pitch of the player to the contact and answers it; its `cvLink` is the contact's link.",
        body: pitchCreateSchema,
        response: { 201: pitchSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createFromLink(signedInUser(request), request.body)),
  );

  app.get(
    '/unauthorised/pitch/:contactId/:playerId',
    {
      schema: {
        ...publicTags,
        summary: "The club's answer on a contact's CV link (no sign-in)",
        description: 'The latest answer of the pitch this link belongs to; 404 when the link has no pitch.',
        params: z.object({ contactId: z.string(), playerId: z.string() }),
        response: { 200: publicPitchSchema, ...errorResponses(404, 429) },
      },
      preHandler: rateLimited(RATE_LIMITS.publicPages, 'address'),
      onSend: noindex,
    },
    async (request) => service.publicPitch(request.params.contactId, request.params.playerId),
  );
  app.post(
    '/unauthorised/pitch_answer',
    {
      schema: {
        ...publicTags,
        summary: 'The club answers a pitch from the CV page (no sign-in)',
        description:
          '`ClientId` is the club contact the link was made for, `PlayerID` the player; `answer` is `interested`, ' +
          '`notNow` or `notInterested`, with an optional `message`. The pitch moves to `feedback` (unless the agent ' +
          'moved it further), every answer is kept with the address it came from, and the agent is told by e-mail. ' +
          `404 when the link has no pitch. At most ${RATE_LIMITS.pitchAnswers.points} answers per address an hour: 429.`,
        body: pitchAnswerBodySchema,
        response: { 200: publicPitchSchema, ...errorResponses(400, 403, 404, 429) },
      },
      onSend: noindex,
    },
    async (request) => service.answer(request.ip, request.body),
  );
};
