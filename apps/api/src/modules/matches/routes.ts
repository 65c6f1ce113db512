import {
  matchCreateSchema,
  matchDateSchema,
  matchExplanationSchema,
  matchSchema,
  matchSendSchema,
  matchUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, guardedReads } from '../../lib/http-schemas.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { READERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limits.ts';
import type { MatchService } from './service.ts';

const common = { tags: ['matches'], security: [{ bearerAuth: [] }] };
const idParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
const guard = requireRoles(...READERS);
/** Issue 25, finding 5: matching reads the whole sport and stores a version each time. */
const matchRunLimit = rateLimited(RATE_LIMITS.matchRuns, 'user');
/** D43: e-mails to club contacts; Copy Link sends none and is not counted. */
const matchSendLimit = rateLimited(RATE_LIMITS.matchSends, 'user');

/** A read for the sport's members: 400 for a bad id, 403 or 404 for what they may not open. */
const memberRead = guardedReads(guard, common);

/**
 * Matching (D18, D19, D27, D28), spec 2 section 7's match calls. The sport's TenantAdmins and Users;
 * a version of another sport is refused, 403 (D10; issue 26, item 8), a requirement of one 404.
 */
export const matchRoutes: FastifyPluginAsyncZod<{ service: MatchService }> = async (app, { service }) => {
  app.post(
    '/matches',
    {
      onRequest: guard,
      preHandler: matchRunLimit,
      schema: {
        ...common,
        summary: 'Match a requirement',
        description:
          'D18, D27: computes the ranked candidates now and stores them as a new version (D28), with each mark ' +
          'and its reasons and how many players each hard constraint left out. A no-need requirement (D26) gives ' +
          'a version without candidates. Keeps the 100 best candidates; `candidateCount` counts them all (D39). ' +
          'When nothing it is computed from changed since the newest version, answers that version (200). ' +
          `At most ${RATE_LIMITS.matchRuns.points} calls per user in ${RATE_LIMITS.matchRuns.windowMs / 60_000} minutes: 429 with \`Retry-After\`.`,
        body: matchCreateSchema,
        response: {
          201: z.object({ id: z.uuid() }).describe('A new version'),
          200: z.object({ id: z.uuid() }).describe('Nothing changed since the newest version: that version'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { id, reused, timings } = await service.create(signedInUser(request), request.body.requirementId);
      // Where the time went, for bench/matching.mjs and the browser's network panel.
      reply.header(
        'server-timing',
        `narrow;dur=${timings.narrow}, engine;dur=${timings.engine}, store;dur=${timings.store}`,
      );
      return reply.code(reused ? 200 : 201).send({ id });
    },
  );

  app.put(
    '/matches',
    {
      onRequest: guard,
      preHandler: async (request) => {
        if (request.body.isForEmail) await matchSendLimit(request);
      },
      schema: {
        ...common,
        summary: 'Send chosen candidates',
        description:
          "D19: `isForEmail: true` e-mails the requirement's club contact one message with each chosen player and " +
          'the CV link made for that contact; `false` only marks them as shared (links use `cv`). Rows already sent ' +
          'send nothing new. No contacts: 400 "Please add contacts to your match". A deleted club contact gets no ' +
          'e-mail (D43). The e-mail comes from `MAIL_FROM` with `Reply-To` the sending agent, is signed with the ' +
          "agent's name and `COMPANY_NAME`, and with `copyToSender: true` also goes (Cc) to the agent (D43). " +
          `At most ${RATE_LIMITS.matchSends.points} e-mail sends per user an hour: 429 with \`Retry-After\`.`,
        body: matchSendSchema,
        response: { 200: matchSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => service.send(signedInUser(request), request.body),
  );

  app.get(
    '/matches/:id',
    memberRead({ summary: 'One match version' }, idParams, matchSchema),
    async (request) => service.get(signedInUser(request), request.params.id),
  );

  app.get(
    '/matches/:id/dates',
    memberRead(
      { summary: 'The versions of the same requirement', description: 'Newest first.' },
      idParams,
      z.array(matchDateSchema),
    ),
    async (request) => service.dates(signedInUser(request), request.params.id),
  );

  app.get(
    '/matches/:id/newMatch/distinct',
    memberRead({ summary: 'The newest version of the same requirement' }, idParams, matchSchema),
    async (request) => service.newest(signedInUser(request), request.params.id),
  );

  app.patch(
    '/matches/:id',
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "Change a version's notes",
        params: idParams,
        body: matchUpdateSchema,
        response: { 200: matchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.update(signedInUser(request), request.params.id, request.body.notes),
  );

  app.get(
    '/matches/:id/explain/:playerId',
    memberRead(
      {
        summary: 'Why not this player?',
        description:
          "The hard constraints a player of the version's sport breaks against its requirement now, each with a " +
          'sentence; or his marks when he breaks none.',
      },
      idParams.extend({ playerId: z.uuid({ message: 'Not a valid id' }) }),
      matchExplanationSchema,
    ),
    async (request) => service.explain(signedInUser(request), request.params.id, request.params.playerId),
  );

  app.get(
    '/requirements/:id/latestMatch',
    memberRead(
      {
        summary: "A requirement's newest match version",
        description: '"Show results": 404 when the requirement was never matched.',
      },
      idParams,
      z.object({ id: z.uuid() }),
    ),
    async (request) => service.latestOf(signedInUser(request), request.params.id),
  );
};
