import path from 'node:path';
import { MESSAGES } from '@transferdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.ts';
import { expectRefusal, expectValidationError } from '../../test/context.ts';
import {
  decodeQuotedPrintable,
  readMail,
  resetLinkIn,
  startSmtpServer,
  type TestSmtpServer,
  waitForMailFiles,
} from '../../test/mail.ts';
import { createUser } from '../../test/users.ts';
import { RESET_MAILS_PER_HOUR } from './password-reset.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';

const NEW_PASSWORD = 'a-brand-new-password';

function forgot(t: TestApp, email: string) {
  return t.inject({ method: 'POST', url: '/core/api/auth/forgot', payload: { email } });
}

function reset(t: TestApp, payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/core/api/auth/reset', payload });
}

function signIn(t: TestApp, email: string, password: string) {
  return t.inject({ method: 'POST', url: '/core/api/auth', payload: { email, password, rememberme: false } });
}

/** Resolves once the work forgot left for after its answer is done. */
const settled = (t: TestApp) => t.app.authentication.service.settle();

describe('through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://desk.example.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a link that sets a new password once, ending every session', async () => {
    const user = await createUser(t.database.db, { name: 'Rita', surname: 'Reset' });
    const before = await t.login(user.email);

    const response = await forgot(t, user.email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: MESSAGES.forgotPasswordSuccess });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([user.email]);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toMatch(/^From: Transferdesk <no-reply@localhost>/m);
    expect(text).toMatch(/^Subject: Reset your Transferdesk password/m);
    expect(text).toContain('text/plain');
    expect(text).toContain('text/html');
    expect(text).toContain('Hello Rita,');
    const { link, id, token } = resetLinkIn(mail.raw);
    expect(link.startsWith('https://desk.example.test/resetpassword?id=')).toBe(true);
    expect(id).toBe(user.id);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const done = await reset(t, { id, token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordChanged });

    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await t.inject({ url: '/core/api/auth/me', token: before })).statusCode).toBe(401);

    const again = await reset(t, { id, token, password: 'yet-another-password' });
    expectRefusal(again, 400, MESSAGES.resetLinkInvalid);
    // The used link changed nothing: the password set through it is still the one that signs in.
    expect((await signIn(t, user.email, 'yet-another-password')).statusCode).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('writes in Danish to a user whose language is Danish', async () => {
    const user = await createUser(t.database.db, { name: 'Søren' });
    await t.database.db.update(users).set({ locale: 'da' }).where(eq(users.id, user.id));
    await forgot(t, user.email);
    const text = decodeQuotedPrintable((await smtp.nextMail()).raw);
    expect(text).toMatch(/^Subject: Nulstil din adgangskode til Transferdesk/m);
    expect(text).toContain('Hej Søren');
    expect(text).toContain('udløber om 60 minutter');
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  const mailDir = () => path.join(t.config.dataDir, 'mail');
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Asks for a link and answers it, read from the .eml file the request wrote. */
  async function requestLink(email: string) {
    const existing = await waitForMailFiles(mailDir(), 0);
    expect((await forgot(t, email)).statusCode).toBe(202);
    const files = await waitForMailFiles(mailDir(), existing.length + 1);
    const file = files.find((name) => !existing.includes(name)) ?? '';
    expect(file).toContain(email);
    return { file, ...resetLinkIn(await readMail(file)) };
  }

  it('answers an unknown address exactly as a known one, and writes no mail', async () => {
    const unknown = await forgot(t, 'nobody-at-all@demo.test');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: MESSAGES.forgotPasswordSuccess });
    const user = await createUser(t.database.db);
    const known = await forgot(t, user.email);
    expect(known.body).toBe(unknown.body);
    const files = await waitForMailFiles(mailDir(), 1);
    expect(files).toHaveLength(1);
    expect(path.basename(files[0] ?? '')).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    expect(path.basename(files[0] ?? '')).toContain(user.email);
  });

  it('writes no mail for a deactivated account', async () => {
    const user = await createUser(t.database.db);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const before = (await waitForMailFiles(mailDir(), 0)).length;
    expect((await forgot(t, user.email)).statusCode).toBe(202);
    await settled(t);
    expect(await waitForMailFiles(mailDir(), 0)).toHaveLength(before);
  });

  it('writes the message with a text and an HTML part, linking to PUBLIC_URL', async () => {
    const user = await createUser(t.database.db);
    const { file, link } = await requestLink(user.email);
    expect(link.startsWith(`${t.config.publicUrl}/resetpassword?id=${user.id}&token=`)).toBe(true);
    const raw = decodeQuotedPrintable(await readMail(file));
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('stores only a hash of the secret, valid for an hour', async () => {
    const user = await createUser(t.database.db);
    const { token } = await requestLink(user.email);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.database.db);
    const { id, token } = await requestLink(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(t, { id, token, password: NEW_PASSWORD });
    expectRefusal(response, 400, MESSAGES.resetLinkExpired);
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a forged token, and a genuine token with another user id', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const { token } = await requestLink(user.email);
    // A middle character always changes the decoded bytes; the last ones may carry only padding bits.
    const middle = Math.floor(token.length / 2);
    const changed = token[middle] === 'A' ? 'B' : 'A';
    const forgedToken = `${token.slice(0, middle)}${changed}${token.slice(middle + 1)}`;
    const forged = await reset(t, { id: user.id, token: forgedToken, password: NEW_PASSWORD });
    expectRefusal(forged, 400, MESSAGES.resetLinkInvalid);
    const swapped = await reset(t, { id: other.id, token, password: NEW_PASSWORD });
    expectRefusal(swapped, 400, MESSAGES.resetLinkInvalid);
    // Neither account's password moved, and the genuine link was not used up by the attempts.
    expect((await signIn(t, other.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(t, { id: user.id, token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('makes earlier links stop working when a new one is sent', async () => {
    const user = await createUser(t.database.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const old = await reset(t, { id: first.id, token: first.token, password: NEW_PASSWORD });
    expectRefusal(old, 400, MESSAGES.resetLinkInvalid);
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(t, { id: second.id, token: second.token, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it(`sends one account at most ${RESET_MAILS_PER_HOUR} reset e-mails an hour, answering every request alike`, async () => {
    const user = await createUser(t.database.db);
    const links = [];
    for (let sent = 0; sent < RESET_MAILS_PER_HOUR; sent += 1) links.push(await requestLink(user.email));
    const before = (await waitForMailFiles(mailDir(), 0)).length;
    const refused = await forgot(t, user.email);
    expect(refused.statusCode).toBe(202);
    expect(refused.json()).toEqual({ message: MESSAGES.forgotPasswordSuccess });
    await settled(t);
    expect(await waitForMailFiles(mailDir(), 0)).toHaveLength(before);
    // The last link sent still works: the limit takes nothing away from the owner of the account.
    const last = links.at(-1);
    expect((await reset(t, { id: last?.id, token: last?.token, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 naming the password when it is too short, and keeps the link usable', async () => {
    const user = await createUser(t.database.db);
    const { id, token } = await requestLink(user.email);
    const short = await reset(t, { id, token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.stringMatching(/^password: /)]);
    expect((await reset(t, { id, token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 400 for a link without a proper id or token', async () => {
    const response = await reset(t, { id: 'not-a-uuid', token: '', password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'id: The reset link is not valid',
      'token: The reset link is not valid',
    ]);
  });

  it('lifts a D14 lock', async () => {
    const user = await createUser(t.database.db);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFailures; attempt += 1) {
      await signIn(t, user.email, 'wrong-password');
    }
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    const { id, token } = await requestLink(user.email);
    expect((await reset(t, { id, token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming the e-mail for a malformed address', async () => {
    const before = (await waitForMailFiles(mailDir(), 0)).length;
    const response = await forgot(t, 'not-an-address');
    expectValidationError(response, 'email', 'Enter a valid e-mail address');
    await settled(t);
    expect(await waitForMailFiles(mailDir(), 0)).toHaveLength(before);
  });
});

describe('forgot answers before the work behind it', () => {
  const sent: MailMessage[] = [];
  const mailer = {
    send: vi.fn(async (message: MailMessage) => {
      sent.push(message);
    }),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailer });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The answer as a client sees it, but for the Date header, which follows the clock. */
  function seenByClient(response: LightMyRequestResponse) {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, headers, body: response.rawPayload.toString('hex') };
  }

  it('answers a known address before even looking it up, then mails its link', async () => {
    const user = await createUser(t.database.db);
    sent.length = 0;
    // Holds the users table (and, on PGlite, the whole database) until the answer is in. An answer
    // that waited for the lookup would never come, and the test would time out.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const hold = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${users} in access exclusive mode`);
      held();
      await released;
    });
    onTestFinished(async () => {
      release();
      await hold;
    });
    await holding;

    const answer = await forgot(t, user.email);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: MESSAGES.forgotPasswordSuccess });
    expect(sent).toEqual([]);

    release();
    await hold;
    await settled(t);
    expect(sent.map((message) => message.to)).toEqual([user.email]);
    expect(sent[0]?.text).toContain(`/resetpassword?id=${user.id}&token=`);
  });

  it('answers a known address byte for byte like an unknown one, even when its work fails', async () => {
    const user = await createUser(t.database.db);
    sent.length = 0;
    const unknown = await forgot(t, 'nobody-at-all@demo.test');
    const known = await forgot(t, user.email);
    await settled(t);
    expect(sent.map((message) => message.to)).toEqual([user.email]);
    expect(seenByClient(known)).toEqual(seenByClient(unknown));

    const logged = vi.spyOn(t.app.log, 'error');
    vi.spyOn(t.database.db, 'transaction').mockRejectedValueOnce(new Error('The database went away'));
    const failed = await forgot(t, user.email);
    await settled(t);
    expect(seenByClient(failed)).toEqual(seenByClient(unknown));
    expect(sent).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'The database went away' }) }),
      expect.any(String),
    );
  });

  it('logs a reset e-mail that could not be sent, and settles all the same', async () => {
    const user = await createUser(t.database.db);
    const logged = vi.spyOn(t.app.log, 'error');
    mailer.send.mockRejectedValueOnce(new Error('The mail server went away'));
    const answer = await forgot(t, user.email);
    expect(answer.statusCode).toBe(202);
    await settled(t);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'The mail server went away' }) }),
      expect.any(String),
    );
  });
});
