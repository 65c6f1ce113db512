import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAIL_TEST_SUBJECT, PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  decodeQuotedPrintable,
  startSmtpServer,
  type TestSmtpServer,
  waitForMailFiles,
} from '../../test/mail.ts';

const URL = '/core/api/mailtester';

describe('GET /core/api/mailtester (D30)', () => {
  let t: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  it('refuses an anonymous caller', async () => {
    t = await createTestApp();
    const response = await t.inject({ url: URL });
    expect(response.statusCode).toBe(401);
  });

  it("sends the test message to the signed-in user's own address over SMTP", async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://desk.example.test' } });
    const token = await t.login('agent@demo.test');
    const response = await t.inject({ url: URL, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: true });
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['agent@demo.test']);
    const raw = decodeQuotedPrintable(mail.raw);
    expect(raw).toContain(`Subject: ${MAIL_TEST_SUBJECT}`);
    expect(raw).toContain('https://desk.example.test');
    expect(raw).toMatch(/at \d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('writes the message to DATA_DIR/mail when no SMTP server is set', async () => {
    t = await createTestApp();
    const token = await t.login('admin@demo.test');
    const response = await t.inject({ url: URL, token });
    expect(response.json()).toEqual({ data: true });
    const [file] = await waitForMailFiles(path.join(t.config.dataDir, 'mail'), 1);
    const raw = await readFile(file ?? '', 'utf8');
    expect(raw).toContain('To: admin@demo.test');
    expect(raw).toContain(`Subject: ${MAIL_TEST_SUBJECT}`);
  });

  it("answers 502 with the mailer's error when the SMTP server cannot be reached", async () => {
    // A port that was just free: nothing listens there any more.
    const closed = await startSmtpServer();
    await closed.close();
    t = await createTestApp({ env: { SMTP_URL: closed.url } });
    const token = await t.login('agent@demo.test');
    const response = await t.inject({ url: URL, token });
    expect(response.statusCode).toBe(502);
    const body = response.json();
    expect(body.data).toBe(false);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatch(/ECONNREFUSED/);
  });

  it(`sends at most ${RATE_LIMITS.mailTests.points} test mails per user an hour, then 429 with Retry-After (D43)`, async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const [token, other] = await Promise.all([t.login('agent@demo.test'), t.login('admin@demo.test')]);
    for (let call = 0; call < RATE_LIMITS.mailTests.points; call += 1) {
      expect((await t.inject({ url: URL, token })).statusCode).toBe(200);
    }
    const refused = await t.inject({ url: URL, token });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: PUBLIC_PAGE_MESSAGES.tooManyClicks });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.mailTests.windowMs / 1000);
    expect(smtp.received).toHaveLength(RATE_LIMITS.mailTests.points);
    // Another user still may.
    expect((await t.inject({ url: URL, token: other })).statusCode).toBe(200);
  });
});
