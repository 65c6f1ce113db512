import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpServer } from '../test/mail.ts';
import { createMailer } from './mail.ts';
import { escapeHtml } from './mail-templates/html.ts';
import { passwordResetMail } from './mail-templates/password-reset.ts';

const message = {
  to: 'someone@example.test',
  subject: 'Hello',
  text: 'Open https://desk.example.test/resetpassword?id=1&token=abc to continue.',
  html: '<p>Open <a href="https://desk.example.test/resetpassword?id=1&amp;token=abc">this</a>.</p>',
};

function recordingLog() {
  const entries: Array<{ details: Record<string, unknown>; message: string }> = [];
  return {
    entries,
    info: (details: object, text: string) => entries.push({ details: { ...details }, message: text }),
  };
}

describe('createMailer without SMTP_URL (D13)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'transferdesk-mail-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message to DATA_DIR/mail as an .eml file and logs its links', async () => {
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Desk <desk@example.test>', dataDir, log });
    await mailer.send(message);
    await mailer.send(message);
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d.-]+Z-someone@example\.test(-\d+)?\.eml$/);
    const raw = decodeQuotedPrintable(await readFile(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8'));
    expect(raw).toMatch(/^From: Desk <desk@example\.test>/m);
    expect(raw).toMatch(/^To: someone@example\.test/m);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(log.entries[0]?.details).toMatchObject({
      to: 'someone@example.test',
      links: ['https://desk.example.test/resetpassword?id=1&token=abc'],
    });
  });
});

describe('createMailer with SMTP_URL', () => {
  it('hands the message to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      const log = recordingLog();
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'desk@example.test',
        dataDir: '/nonexistent',
        log,
      });
      await mailer.send(message);
      const received = await smtp.nextMail();
      expect(received.to).toEqual(['someone@example.test']);
      expect(received.raw).toMatch(/^Subject: Hello/m);
      // Secrets in links stay out of the log when the mail really goes out.
      expect(JSON.stringify(log.entries)).not.toContain('token=abc');
    } finally {
      await smtp.close();
    }
  });
});

describe('the password reset e-mail', () => {
  const link = 'https://desk.example.test/resetpassword?id=1&token=abc';

  it('carries the product name and the link in both parts', () => {
    const mail = passwordResetMail({ locale: 'en-gb', name: 'Ann', link, validForMinutes: 60 });
    expect(mail.subject).toBe('Reset your Transferdesk password');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('60 minutes');
    expect(mail.html).toContain('<html lang="en-gb">');
    expect(mail.html).toContain('href="https://desk.example.test/resetpassword?id=1&amp;token=abc"');
  });

  it('is Danish for da', () => {
    const mail = passwordResetMail({ locale: 'da', name: '', link, validForMinutes: 60 });
    expect(mail.subject).toBe('Nulstil din adgangskode til Transferdesk');
    expect(mail.text.startsWith('Hej\n')).toBe(true);
    expect(mail.html).toContain('<html lang="da">');
  });

  it('escapes what the user provided', () => {
    const mail = passwordResetMail({
      locale: 'en-gb',
      name: '<img src=x onerror="alert(1)">',
      link,
      validForMinutes: 60,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
