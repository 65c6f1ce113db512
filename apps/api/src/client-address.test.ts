import { MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from './db/schema/index.ts';
import { SIGN_IN_LIMITS } from './modules/auth/sign-in-limits.ts';
import { createTestApp, type TestApp, uniqueClientAddress } from './test/app.ts';

/**
 * D41: behind TRUST_PROXY=1 the address that counts is the one the proxy saw, the right-most entry
 * of X-Forwarded-For; whatever a client writes there itself is to the left of it and ignored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

const PROXY = '10.0.0.1';

/** A failed sign-in through the proxy from `client`, which claims to be `claimed` itself. */
const failFrom = (client: string, claimed: string, attempt: number) =>
  t.inject({
    method: 'POST',
    url: '/core/api/auth',
    payload: { email: `nobody-${attempt}@demo.test`, password: 'a-wrong-password', rememberme: false },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${claimed}, ${client}` },
  });

describe('the client address behind one trusted proxy (D41)', () => {
  it('counts sign-ins by the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
    const client = uniqueClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await failFrom(client, `1.2.3.${attempt + 1}`, attempt);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual({ error: MESSAGES.tooManyAttempts });
    }
    expect(statuses.slice(0, SIGN_IN_LIMITS.addressAttempts)).toEqual(
      Array(SIGN_IN_LIMITS.addressAttempts).fill(401),
    );
    expect(statuses.slice(SIGN_IN_LIMITS.addressAttempts)).toEqual(
      Array(25 - SIGN_IN_LIMITS.addressAttempts).fill(429),
    );
    const recorded = await t.database.db
      .selectDistinct({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, client));
    expect(recorded).toEqual([{ ip: client }]);
  });
});

describe('the client address behind proxies named by address (D41)', () => {
  let named: TestApp;
  beforeAll(async () => {
    named = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => {
    await named.close();
  });

  /** The address a failed sign-in was counted under. */
  async function countedAs(remoteAddress: string, forwardedFor: string): Promise<string | undefined> {
    const email = `nobody-${uniqueClientAddress()}@demo.test`;
    const response = await named.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email, password: 'a-wrong-password', rememberme: false },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(response.statusCode).toBe(401);
    const [row] = await named.database.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, email));
    return row?.ip;
  }

  it('takes the right-most address that is not one of the proxies', async () => {
    const client = uniqueClientAddress();
    expect(await countedAs(PROXY, `1.2.3.4, ${client}`)).toBe(client);
    // Two proxies of the list in a row: both are skipped.
    expect(await countedAs(PROXY, `1.2.3.4, ${client}, 10.0.0.2`)).toBe(client);
  });

  it('ignores X-Forwarded-For from a client that reaches the API past the proxies', async () => {
    const client = uniqueClientAddress();
    expect(await countedAs(client, '1.2.3.4')).toBe(client);
  });
});
