import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAttempts, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, uniqueClientAddress } from '../../test/app.ts';
import { createUser } from '../../test/users.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function signIn(email: string, password: string, remoteAddress = uniqueClientAddress()) {
  return t.inject({
    method: 'POST',
    url: '/core/api/auth',
    payload: { email, password, rememberme: false },
    remoteAddress,
  });
}

async function failTimes(email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await signIn(email, 'a-wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MESSAGES.invalidCredentials });
  }
}

describe('D14: per account', () => {
  it('locks an account after 5 failures, refusing even the right password with 429', async () => {
    const { email } = await createUser(t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures);
    const locked = await signIn(email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: MESSAGES.accountLocked });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LIMITS.lockMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.lockMs / 1000);
    // Any case of the address names the same account.
    expect((await signIn(email.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('keeps the lock across a restart, and lets the right password in once it has passed', async () => {
    const { email, id } = await createUser(t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures);
    // A second app on the same database, as after a restart.
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const response = await restarted.inject({
        method: 'POST',
        url: '/core/api/auth',
        payload: { email, password: TEST_PASSWORD, rememberme: false },
        headers: { [XSRF_HEADER]: 'x' },
        cookies: { [XSRF_COOKIE]: 'x' },
        remoteAddress: uniqueClientAddress(),
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: MESSAGES.accountLocked });
    } finally {
      await restarted.close();
    }
    await t.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, id));
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('starts a fresh count once a lock has ended', async () => {
    const { email, id } = await createUser(t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures);
    await t.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, id));
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const { email } = await createUser(t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures within the window', async () => {
    const { email, id } = await createUser(t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1);
    await t.database.db
      .update(loginAttempts)
      .set({ occurredAt: new Date(Date.now() - SIGN_IN_LIMITS.accountWindowMs - 1000) })
      .where(eq(loginAttempts.userId, id));
    await failTimes(email, 1);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks no account for unknown e-mails', async () => {
    await failTimes('nobody-here@demo.test', SIGN_IN_LIMITS.accountFailures + 1);
    const rows = await t.database.db
      .select({ userId: loginAttempts.userId })
      .from(loginAttempts)
      .where(eq(loginAttempts.outcome, 'failure'));
    expect(rows.some((row) => row.userId === null)).toBe(true);
  });
});

describe('D14: per address', () => {
  it('refuses the 21st attempt from one address within 15 minutes with Retry-After', async () => {
    const address = '203.0.113.7';
    const { email } = await createUser(t.database.db);
    // Unknown e-mails: they count for the address, and lock no account.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.addressAttempts; attempt += 1) {
      expect((await signIn(`unknown-${attempt}@demo.test`, 'whatever', address)).statusCode).toBe(401);
    }
    const refused = await signIn(email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyAttempts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.addressWindowMs / 1000);

    // Other addresses are not affected, nor is the account.
    expect((await signIn(email, TEST_PASSWORD, '203.0.113.8')).statusCode).toBe(200);

    // Once the oldest attempts fall out of the window, the address may try again.
    await t.database.db
      .update(loginAttempts)
      .set({ occurredAt: new Date(Date.now() - SIGN_IN_LIMITS.addressWindowMs - 1000) })
      .where(eq(loginAttempts.ip, address));
    expect((await signIn(email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, so an office behind one address is never refused', async () => {
    const address = '203.0.113.9';
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.addressAttempts + 5; attempt += 1) {
      expect((await signIn('agent@demo.test', TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    // Failures still count on top of them.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.addressAttempts; attempt += 1) {
      expect((await signIn(`unknown-${attempt}@demo.test`, 'whatever', address)).statusCode).toBe(401);
    }
    expect((await signIn('agent@demo.test', TEST_PASSWORD, address)).statusCode).toBe(429);
  });
});
