import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { signXsrfToken } from '../../plugins/xsrf.ts';
import { TEST_PASSWORD, uniqueClientAddress } from '../../test/app.ts';
import { useTestContext } from '../../test/context.ts';
import { createUser } from '../../test/users.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';

const context = useTestContext();

function signIn(email: string, password: string, remoteAddress = uniqueClientAddress()) {
  return context.t.inject({
    method: 'POST',
    url: '/core/api/auth',
    payload: { email, password, rememberme: false },
    remoteAddress,
  });
}

async function failTimes(email: string, times: number, remoteAddress: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await signIn(email, 'a-wrong-password', remoteAddress);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MESSAGES.invalidCredentials });
  }
}

function expectLocked(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: MESSAGES.accountLocked });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(SIGN_IN_LIMITS.accountWindowMs / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountWindowMs / 1000);
}

/** Moves the failures for `email` from `address` out of the window, as if 15 minutes had passed. */
async function ageFailures(email: string, address: string) {
  await context.t.database.db
    .update(loginAttempts)
    .set({ occurredAt: new Date(Date.now() - SIGN_IN_LIMITS.accountWindowMs - 1000) })
    .where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.ip, address)));
}

describe('D14: per account and client address', () => {
  it('refuses an e-mail from an address after 5 failures there, even with the right password', async () => {
    const address = uniqueClientAddress();
    const { email } = await createUser(context.t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures, address);
    expectLocked(await signIn(email, TEST_PASSWORD, address));
    // Any case of the address names the same account.
    expectLocked(await signIn(email.toUpperCase(), TEST_PASSWORD, address));
  });

  it('answers an unknown e-mail the same 429 after 5 failures, so a lock reveals no account', async () => {
    const address = uniqueClientAddress();
    const known = (await createUser(context.t.database.db)).email;
    const unknown = 'nobody-here@demo.test';
    await failTimes(known, SIGN_IN_LIMITS.accountFailures, address);
    await failTimes(unknown, SIGN_IN_LIMITS.accountFailures, address);
    const forKnown = await signIn(known, 'a-wrong-password', address);
    const forUnknown = await signIn(unknown, 'a-wrong-password', address);
    expectLocked(forUnknown);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    // Seconds left: the two answers may straddle a second boundary on a slow machine.
    const retryAfter = (response: typeof forKnown) => Number(response.headers['retry-after']);
    expect(retryAfter(forUnknown)).toBeGreaterThan(0);
    expect(Math.abs(retryAfter(forUnknown) - retryAfter(forKnown))).toBeLessThanOrEqual(1);
  });

  it('does not refuse the owner from another address when someone fails from elsewhere', async () => {
    const { email } = await createUser(context.t.database.db);
    for (const attacker of [uniqueClientAddress(), uniqueClientAddress()]) {
      await failTimes(email, SIGN_IN_LIMITS.accountFailures, attacker);
      expectLocked(await signIn(email, TEST_PASSWORD, attacker));
    }
    expect((await signIn(email, TEST_PASSWORD, uniqueClientAddress())).statusCode).toBe(200);
  });

  it('keeps the lock across a restart, and lets the right password in once it has passed', async () => {
    const address = uniqueClientAddress();
    const { email } = await createUser(context.t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures, address);
    // A second app on the same database, as after a restart.
    const restarted = await buildApp({
      config: context.t.config,
      database: context.t.database,
      logger: false,
    });
    try {
      const xsrf = signXsrfToken(context.t.config.jwtSecret);
      const response = await restarted.inject({
        method: 'POST',
        url: '/core/api/auth',
        payload: { email, password: TEST_PASSWORD, rememberme: false },
        headers: { [XSRF_HEADER]: xsrf },
        cookies: { [XSRF_COOKIE]: xsrf },
        remoteAddress: address,
      });
      expectLocked(response);
    } finally {
      await restarted.close();
    }
    await ageFailures(email, address);
    expect((await signIn(email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('starts a fresh count once a lock has ended', async () => {
    const address = uniqueClientAddress();
    const { email } = await createUser(context.t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures, address);
    expectLocked(await signIn(email, TEST_PASSWORD, address));
    await ageFailures(email, address);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1, address);
    expect((await signIn(email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('forgets the failures from every address after a successful sign-in', async () => {
    const address = uniqueClientAddress();
    const { email } = await createUser(context.t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1, address);
    expect((await signIn(email, TEST_PASSWORD, uniqueClientAddress())).statusCode).toBe(200);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1, address);
    expect((await signIn(email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('counts only failures within the window', async () => {
    const address = uniqueClientAddress();
    const { email } = await createUser(context.t.database.db);
    await failTimes(email, SIGN_IN_LIMITS.accountFailures - 1, address);
    await ageFailures(email, address);
    await failTimes(email, 1, address);
    expect((await signIn(email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('D14: per address', () => {
  it('refuses the 21st attempt from one address within 15 minutes with Retry-After', async () => {
    const address = '203.0.113.7';
    const { email } = await createUser(context.t.database.db);
    // Unknown e-mails: they count for the address, each below its own lock.
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
    await context.t.database.db
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

  it('counts attempts an e-mail lock refuses towards the address allowance', async () => {
    const address = uniqueClientAddress();
    const unknown = 'locked-out@demo.test';
    await failTimes(unknown, SIGN_IN_LIMITS.accountFailures, address);
    for (
      let attempt = SIGN_IN_LIMITS.accountFailures;
      attempt < SIGN_IN_LIMITS.addressAttempts;
      attempt += 1
    ) {
      expect((await signIn(unknown, 'whatever', address)).statusCode).toBe(429);
    }
    const refused = await signIn('agent@demo.test', TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyAttempts });
  });
});
