import { MESSAGES } from '@transferdesk/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, users } from '../../db/schema/index.ts';
import { uniqueClientAddress } from '../../test/app.ts';
import { expectRefusal, useTestContext } from '../../test/context.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';

const PUBLIC_URL = 'http://localhost:39876';
const REDIRECT_URI = `${PUBLIC_URL}/office365auth`;

let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: REDIRECT_URI,
    accounts: {
      // The provider may spell the address otherwise than the account does.
      agent: { email: 'Agent@Demo.test', emailVerified: true },
      stranger: { email: 'nobody@agency.example', emailVerified: true },
      unverified: { email: 'agent@demo.test', emailVerified: false },
      resting: { email: 'resting.agent@demo.test', emailVerified: true },
    },
  });
});
afterAll(async () => {
  await provider?.close();
});

// Built once the provider is up: the app reads its issuer at start.
const context = useTestContext(() => ({
  env: {
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  },
}));

beforeAll(async () => {
  // A deactivated account: known to the provider, refused here.
  await context.t.database.db
    .update(users)
    .set({ isActive: false })
    .where(eq(users.email, 'hockey.admin@demo.test'));
  await context.t.database.db
    .update(users)
    .set({ email: 'resting.agent@demo.test' })
    .where(eq(users.email, 'hockey.admin@demo.test'));
});

interface Started {
  settings: { clientId: string; scope: string; url: string };
  cookie: string;
  response: LightMyRequestResponse;
}

async function start(): Promise<Started> {
  const response = await context.t.inject({ method: 'GET', url: '/core/api/auth/office' });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === 'td_sso');
  if (!cookie) throw new Error('No single sign-on cookie');
  return { settings: response.json(), cookie: cookie.value, response };
}

function finish(callback: URL, cookie: string | undefined, remoteAddress = uniqueClientAddress()) {
  const payload = {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    ...(callback.searchParams.get('iss') ? { iss: callback.searchParams.get('iss') } : {}),
  };
  return context.t.inject({
    method: 'POST',
    url: '/core/api/auth/office',
    payload,
    remoteAddress,
    ...(cookie ? { cookies: { td_sso: cookie } } : {}),
  });
}

describe('single sign-on (D31)', () => {
  it('hands out the link with a fresh state, nonce and PKCE challenge, kept in an HttpOnly cookie', async () => {
    const first = await start();
    const second = await start();
    expect(first.settings).toMatchObject({ clientId: provider.clientId, scope: 'openid profile email' });
    const url = new URL(first.settings.url);
    expect(`${url.origin}`).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).not.toBe(new URL(second.settings.url).searchParams.get('state'));
    const cookie = first.response.cookies.find((entry) => entry.name === 'td_sso');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/core/api/auth/office' });
    expect(first.response.headers['cache-control']).toBe('no-store');
  });

  it('signs in the active user whose verified e-mail the provider confirms, recorded like a password sign-in', async () => {
    const { settings, cookie } = await start();
    const callback = await provider.signInThrough(settings.url, 'agent');
    const address = uniqueClientAddress();
    const response = await finish(callback, cookie, address);
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json<{ token: string }>();
    const claims = decodeJwt(token);
    expect(claims.email).toBe('agent@demo.test');
    // The cookie is spent.
    expect(response.cookies.find((entry) => entry.name === 'td_sso')?.value).toBe('');

    const me = await context.t.inject({ method: 'GET', url: '/core/api/auth/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ email: string }>().email).toBe('agent@demo.test');
    const refreshed = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth/refresh',
      payload: { token },
    });
    expect(refreshed.statusCode).toBe(200);
    const attempts = await context.t.database.db
      .select({ outcome: loginAttempts.outcome })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, address), eq(loginAttempts.email, 'agent@demo.test')));
    expect(attempts.map((row) => row.outcome)).toEqual(['success']);
    const signedOut = await context.t.inject({ method: 'DELETE', url: '/core/api/auth', token });
    expect(signedOut.statusCode).toBe(204);
    expect((await context.t.inject({ method: 'GET', url: '/core/api/auth/me', token })).statusCode).toBe(401);
  });

  it('refuses a code that is used a second time', async () => {
    const { settings, cookie } = await start();
    const callback = await provider.signInThrough(settings.url, 'agent');
    expect((await finish(callback, cookie)).statusCode).toBe(200);
    const replay = await finish(callback, cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: MESSAGES.singleSignOnRefused });
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const mine = await start();
    const theirs = await start();
    const callback = await provider.signInThrough(theirs.settings.url, 'agent');
    const response = await finish(callback, mine.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: MESSAGES.singleSignOnRefused });
  });

  it('asks to start again when the attempt cookie is missing or forged', async () => {
    const { settings, cookie } = await start();
    const callback = await provider.signInThrough(settings.url, 'agent');
    const missing = await finish(callback, undefined);
    expectRefusal(missing, 400, MESSAGES.singleSignOnExpired);
    const forged = await finish(callback, 'eyJhbGciOiJIUzI1NiJ9.eyJzdGF0ZSI6IngifQ.c2lnbmF0dXJl');
    expect(forged.statusCode).toBe(400);
    // Neither used up the sign-in: the browser that started it still finishes it.
    expect((await finish(callback, cookie)).statusCode).toBe(200);
  });

  it('refuses an e-mail no account has, and a deactivated account, and counts them as failed sign-ins', async () => {
    for (const [login, email] of [
      ['stranger', 'nobody@agency.example'],
      ['resting', 'resting.agent@demo.test'],
    ] as const) {
      const { settings, cookie } = await start();
      const callback = await provider.signInThrough(settings.url, login);
      const address = uniqueClientAddress();
      const response = await finish(callback, cookie, address);
      expect(response.statusCode, login).toBe(401);
      expect(response.json()).toMatchObject({ error: MESSAGES.singleSignOnNoAccount });
      const attempts = await context.t.database.db
        .select({ outcome: loginAttempts.outcome })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, address), eq(loginAttempts.email, email)));
      expect(attempts.map((row) => row.outcome)).toEqual(['failure']);
    }
    // Nobody was created by trying.
    const created = await context.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nobody@agency.example'));
    expect(created).toEqual([]);
  });

  it('refuses an e-mail the provider has not verified, even one an account has', async () => {
    const { settings, cookie } = await start();
    const callback = await provider.signInThrough(settings.url, 'unverified');
    const response = await finish(callback, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: MESSAGES.singleSignOnUnverified });
  });

  it('answers 429 from an address over the sign-in limits, as a password sign-in would', async () => {
    const address = uniqueClientAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const wrong = await context.t.inject({
        method: 'POST',
        url: '/core/api/auth',
        payload: { email: 'agent@demo.test', password: 'wrong password' },
        remoteAddress: address,
      });
      if (wrong.statusCode === 429) break;
    }
    const { settings, cookie } = await start();
    const callback = await provider.signInThrough(settings.url, 'agent');
    const response = await finish(callback, cookie, address);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeTruthy();
  });
});
