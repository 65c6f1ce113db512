import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next message to arrive (or one that arrived since the last call). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMail(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        if (Date.now() > deadline) throw new Error('No mail arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      const mail = received[taken];
      taken += 1;
      if (!mail) throw new Error('No mail arrived');
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable (soft line breaks and =XX) over a whole message, enough to read links. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The id and token of the first reset link in a raw message. */
export function resetLinkIn(raw: string): { link: string; id: string; token: string } {
  const match = /(https?:\/\/\S+?\/resetpassword\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+))/.exec(
    decodeQuotedPrintable(raw),
  );
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`No reset link in:\n${raw}`);
  return { link: match[1], id: match[2], token: match[3] };
}

/** The .eml files in `folder` once there are at least `count` of them. */
export async function waitForMailFiles(folder: string, count: number, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    if (names.length >= count) return names.sort().map((name) => path.join(folder, name));
    if (Date.now() > deadline)
      throw new Error(`Expected ${count} mail files in ${folder}, found ${names.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const readMail = (file: string) => readFile(file, 'utf8');
