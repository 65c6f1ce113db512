import { MAIL_TEST_FAILED, mailTesterResultSchema } from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { authenticate, signedInUser } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limits.ts';
import type { MailTesterService } from './service.ts';

/** D30: the mail tester, for any signed-in user (spec 2: no role beyond the login guard). */
export const mailTesterRoutes: FastifyPluginAsyncZod<{ service: MailTesterService }> = async (
  app,
  { service },
) => {
  app.get(
    '/mailtester',
    {
      onRequest: authenticate,
      // D43: each call mails the caller's address.
      preHandler: rateLimited(RATE_LIMITS.mailTests, 'user'),
      schema: {
        tags: ['mailtester'],
        security: [{ bearerAuth: [] }],
        summary: "Sends a test e-mail to the caller's own address",
        description:
          'D30: through the configured mailer (SMTP_URL, or an .eml file in DATA_DIR/mail). `{ data: true }` ' +
          "when it was sent; 502 with `{ data: false, errors: [the mailer's error] }` when the mail server " +
          'refused or could not be reached: the API works, the server behind it did not. At most ' +
          `${RATE_LIMITS.mailTests.points} calls per user an hour (D43): 429 with \`Retry-After\`.`,
        response: {
          200: mailTesterResultSchema.describe('Sent'),
          502: mailTesterResultSchema.describe('The mailer could not send the message'),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => {
      const outcome = await service.sendTest(signedInUser(request).id);
      if (outcome.sent) return { data: true };
      request.log.warn({ to: outcome.to, err: outcome.error }, 'Mail test failed');
      return reply.code(502).send({ data: false, error: MAIL_TEST_FAILED, errors: [outcome.error] });
    },
  );
};
