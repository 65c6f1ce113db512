import { hostname } from 'node:os';
import { MAIL_TEST_SUBJECT, PRODUCT_NAME } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { escapeHtml, htmlLayout } from '../../lib/mail-templates/html.ts';

export type MailTesterService = ReturnType<typeof createMailTesterService>;

/** What became of a test message: sent, or the mailer's reason for not sending it. */
export type MailTestOutcome = { sent: true; to: string } | { sent: false; to: string; error: string };

/** D30: a short message to the caller's own address through the app's one mailer (D13). */
export function createMailTesterService({
  db,
  mailer,
  publicUrl,
  now = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}) {
  return {
    async sendTest(userId: string): Promise<MailTestOutcome> {
      const [user] = await db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw new DomainError('notFound', 'User not found');
      const sentAt = now().toISOString();
      const server = `${PRODUCT_NAME} at ${publicUrl} (host ${hostname()})`;
      const lines = [
        user.name ? `Hello ${user.name},` : 'Hello,',
        `This is a test message sent by ${server} at ${sentAt}.`,
        'If you can read it, the e-mail settings work.',
      ];
      try {
        await mailer.send({
          to: user.email,
          subject: MAIL_TEST_SUBJECT,
          text: `${lines.join('\n\n')}\n`,
          html: htmlLayout({
            lang: 'en-gb',
            title: MAIL_TEST_SUBJECT,
            body: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
          }),
        });
        return { sent: true, to: user.email };
      } catch (error) {
        return { sent: false, to: user.email, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
