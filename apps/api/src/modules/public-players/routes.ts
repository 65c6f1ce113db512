import {
  clickRecordSchema,
  newClickSchema,
  publicPlayerSchema,
  whoClickedEntrySchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, guardedReads } from '../../lib/http-schemas.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { READERS } from '../../lib/tenant-access.ts';
import { requireRoles, signedInUser, tokenHolderId } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limits.ts';
import type { PublicPlayerService } from './service.ts';

const publicTags = { tags: ['public pages'] };
const memberTags = { tags: ['public pages'], security: [{ bearerAuth: [] }] };
const uuid = z.uuid({ message: 'Not a valid id' });
/** D16: the click lists say who looked at whom, so only the sport's TenantAdmins and Users read them. */
const guard = requireRoles(...READERS);

/** A click list for the sport's members: 400 for a bad id, 404 for another sport's. */
const memberRead = guardedReads(guard, memberTags);

/**
 * Issue 14, spec 2 section 7's `unauthorised` calls. D16: only the public player and `new_click`
 * (and the CV PDF, elsewhere) need no sign-in; the click lists need a member of the sport despite
 * their path, and another sport's ids are 404 (D10). Every answer here carries `X-Robots-Tag:
 * noindex` (D29).
 */
export const publicPlayerRoutes: FastifyPluginAsyncZod<{ service: PublicPlayerService }> = async (
  app,
  { service },
) => {
  // This plugin's routes only (encapsulated): errors included, as the hook runs for every answer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Robots-Tag', 'noindex');
  });

  app.get(
    '/unauthorised/player/:id',
    {
      schema: {
        ...publicTags,
        summary: 'A public player page (no sign-in)',
        description:
          'D29: the fields of spec 2\'s "Public player view" and nothing else. A deleted player, one with ' +
          '`includeInApp` off, an unknown id and a malformed one are all 404.',
        // Any text: a malformed id is just another page that does not exist (404, not 400).
        params: z.object({ id: z.string() }),
        response: { 200: publicPlayerSchema, ...errorResponses(404, 429) },
      },
      preHandler: rateLimited(RATE_LIMITS.publicPages, 'address'),
    },
    async (request) => service.player(request.params.id),
  );

  app.post(
    '/unauthorised/new_click',
    {
      schema: {
        ...publicTags,
        summary: 'Record that a club contact opened a player page (no sign-in)',
        description:
          'D15: `ClientId` is the club contact the link was made for, `PlayerID` the player. Answers 204 ' +
          'with no body. 404 (nothing recorded) unless the contact is a non-deleted contact who is not a ' +
          'player, of the same sport as a player with a public page. The same address, contact and ' +
          'player within 30 seconds count once (still 204); more than 30 calls from one address in ' +
          '10 minutes: 429 with `Retry-After`. Like every non-GET call it needs the XSRF cookie and ' +
          '`X-XSRF-TOKEN` header: the public page has the cookie from its own GET of the player, ' +
          'which the API answers with one when the browser has none (plugins/xsrf.ts), exactly as ' +
          "the sign-in page gets it. With the bearer token of a member of the player's sport, the view is the " +
          "agency's own: nothing is recorded and the pitch does not open (still 204). The first recorded view of " +
          "a contact's link moves that pitch from `sent` to `opened` (D44).",
        body: newClickSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await service.click(request.ip, request.body, await tokenHolderId(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/unauthorised/WhoClickedFull/:tenantId/:playerId',
    memberRead(
      {
        summary: 'The contacts who clicked a player, with counts',
        description:
          'Spec 2 "Who-clicked entry": `name` is the contact\'s full name, `club` their club (or empty), ' +
          '`clicks` how many times. Most clicks first, then by name.',
      },
      z.object({ tenantId: uuid, playerId: uuid }),
      z.array(whoClickedEntrySchema),
    ),
    async (request) =>
      service.whoClickedFull(signedInUser(request), request.params.tenantId, request.params.playerId),
  );

  app.get(
    '/unauthorised/OnWhomClickedFull/:tenantId/:contactId',
    memberRead(
      {
        summary: 'The players a contact clicked, with counts',
        description:
          "`id` and `name` are the player's, `club` the player's club (or empty). Most clicks first, then by name.",
      },
      z.object({ tenantId: uuid, contactId: uuid }),
      z.array(whoClickedEntrySchema),
    ),
    async (request) =>
      service.onWhomClickedFull(signedInUser(request), request.params.tenantId, request.params.contactId),
  );

  app.get(
    '/unauthorised/clicks/:tenantId/:id',
    memberRead(
      { summary: 'The click records of a player or a contact', description: 'Newest first, at most 500.' },
      z.object({ tenantId: uuid, id: uuid }),
      z.array(clickRecordSchema),
    ),
    async (request) => service.clicks(signedInUser(request), request.params.tenantId, request.params.id),
  );

  app.get(
    '/unauthorised/WhoClicked/:id',
    memberRead(
      {
        summary: "A player's click records",
        description: "The player's sport is the one checked. Newest first, at most 500.",
      },
      z.object({ id: uuid }),
      z.array(clickRecordSchema),
    ),
    async (request) => service.whoClicked(signedInUser(request), request.params.id),
  );

  app.get(
    '/unauthorised/OnWhomClicked/:id',
    memberRead(
      {
        summary: "A contact's click records",
        description: "The contact's sport is the one checked. Newest first, at most 500.",
      },
      z.object({ id: uuid }),
      z.array(clickRecordSchema),
    ),
    async (request) => service.onWhomClicked(signedInUser(request), request.params.id),
  );
};
