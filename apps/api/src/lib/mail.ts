import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { writeFileWhole } from './write-file-whole.ts';

/** A name and address; nodemailer encodes the name, so no header can be added through it. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** D43: where replies go (the agent the mail is sent for); From stays MAIL_FROM. */
  replyTo?: MailAddress;
  /** D43: a copy, when the agent asks for one. */
  cc?: MailAddress;
}

/** Sends e-mail; the rest of the API neither knows nor cares how (D13). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of a pino/Fastify logger the mailer uses. */
export interface MailLogger {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  /** Set: every message goes to this SMTP server (`smtp://`, `smtps://`, nodemailer URL options). */
  smtpUrl: string | undefined;
  from: string;
  /** Without SMTP, messages are written to `<dataDir>/mail`. */
  dataDir: string;
  log: MailLogger;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * D13: SMTP_URL sends for real. Without it each message becomes an .eml file in DATA_DIR/mail and
 * its links are logged, so that a fresh install without a mail server can still reset a password.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options) : createFileMailer(options);
}

function createSmtpMailer(smtpUrl: string, { from, log }: MailerOptions): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      // Neither the body nor its links: they hold secrets, and the recipient has them.
      log.info({ to: message.to, subject: message.subject }, 'Mail sent');
    },
  };
}

function createFileMailer({ from, dataDir, log }: MailerOptions): Mailer {
  const folder = path.join(dataDir, 'mail');
  // buffer: true hands back the whole RFC 822 message, which is exactly an .eml file.
  const transport = createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport did not buffer the message');
      await mkdir(folder, { recursive: true });
      const file = await writeNewFile(folder, fileName(message.to), info.message);
      log.info(
        { to: message.to, subject: message.subject, file, links: message.text.match(LINK) ?? [] },
        'No SMTP_URL set: mail written to a file instead of being sent',
      );
    },
  };
}

/** `<timestamp>-<to>.eml`, with anything but plain address characters replaced. */
function fileName(to: string): string {
  const timestamp = new Date().toISOString().replaceAll(':', '-');
  return `${timestamp}-${to.replace(/[^a-zA-Z0-9@._+-]/g, '_')}`;
}

/** Never overwrites: two messages to one address in the same millisecond get a numbered name. */
async function writeNewFile(folder: string, base: string, bytes: Buffer): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const file = path.join(folder, `${base}${attempt === 0 ? '' : `-${attempt}`}.eml`);
    try {
      await writeFileWhole(file, bytes, 0o600);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
    }
  }
}
