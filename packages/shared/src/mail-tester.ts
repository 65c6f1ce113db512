import { z } from 'zod';

/**
 * D30: `GET /api/mailtester` sends a test message to the signed-in user's own address. `data` says
 * whether the mailer took it; on failure `errors` holds the mailer's own words.
 */
export const mailTesterResultSchema = z.object({
  data: z.boolean(),
  /** Present when sending failed (then with a status of 502). */
  error: z.string().optional(),
  errors: z.array(z.string()).optional(),
});
export type MailTesterResult = z.infer<typeof mailTesterResultSchema>;

/** The test message's subject (D30). */
export const MAIL_TEST_SUBJECT = 'Transferdesk mail test';
/** The `error` of a failed send; `errors` holds the mailer's text. */
export const MAIL_TEST_FAILED = 'The test e-mail could not be sent';
