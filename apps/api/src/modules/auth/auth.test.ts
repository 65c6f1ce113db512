import { MESSAGES, parseTenantsClaim, type TokenClaims } from '@transferdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions, userRoles, users } from '../../db/schema/index.ts';
import { requireTenantMember } from '../../plugins/auth.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD } from '../../test/app.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { createTokenSigner, TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

const HOUR_MS = 60 * 60 * 1000;

const context = useTestContext({
  extend: (app) => {
    // A tenant-scoped route as later features will have them, to exercise the D10 guard.
    type TenantRequest = FastifyRequest<{ Params: { tenantId: string } }>;
    app.get<{ Params: { tenantId: string } }>(
      '/core/api/test/tenants/:tenantId/area',
      { preHandler: requireTenantMember((request: TenantRequest) => request.params.tenantId) },
      async () => ({ ok: true }),
    );
    app.get<{ Params: { tenantId: string } }>(
      '/core/api/test/tenants/:tenantId/admin-area',
      {
        preHandler: requireTenantMember((request: TenantRequest) => request.params.tenantId, ['TenantAdmin']),
      },
      async () => ({ ok: true }),
    );
  },
});
const { sport } = context;

function tenantIdsByName(...names: string[]): string[] {
  return names.map((name) => {
    const id = sport[name];
    if (!id) throw new Error(`No tenant ${name}`);
    return id;
  });
}

async function userId(email: string): Promise<string> {
  const [row] = await context.t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

function me(token: string) {
  return context.t.inject({ url: '/core/api/auth/me', token });
}

function refresh(token: string) {
  return context.t.inject({
    method: 'POST',
    url: `/core/api/auth/refresh?token=${encodeURIComponent(token)}`,
  });
}

/** The same claims signed by the API as if `seconds` ago, with the app's token lifetime. */
function signedAgo(claims: TokenClaims, seconds: number): Promise<string> {
  const { nbf: _nbf, exp: _exp, iss: _iss, aud: _aud, ...content } = claims;
  const pastSigner = createTokenSigner({
    secret: TEST_JWT_SECRET,
    ttlSeconds: context.t.config.accessTokenTtl,
    now: () => new Date(Date.now() - seconds * 1000),
  });
  return pastSigner.sign(content);
}

describe('POST /core/api/auth (sign in)', () => {
  it('answers a D3 token for a User of two sports', async () => {
    const token = await context.t.login('agent@demo.test');
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token) as unknown as TokenClaims;
    const [football, icehockey] = tenantIdsByName('Football', 'Icehockey');
    expect(claims).toMatchObject({
      sub: await userId('agent@demo.test'),
      name: 'Alex Agent',
      email: 'agent@demo.test',
      image: '',
      role: 'User',
      tenants: `["${football}","${icehockey}"]`,
      acs: 'true',
      iss: 'transferdesk',
      aud: 'transferdesk-web',
    });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.impersonator).toBeUndefined();
    expect(claims.exp - claims.nbf).toBe(900);
    expect(Math.abs(claims.nbf - Date.now() / 1000)).toBeLessThan(60);
  });

  it('lists every sport of an admin and none of the Superadmin', async () => {
    const admin = decodeJwt(await context.t.login('admin@demo.test')) as unknown as TokenClaims;
    expect(admin.role).toBe('TenantAdmin');
    expect(parseTenantsClaim(admin.tenants)).toHaveLength(4);
    const superadmin = decodeJwt(await context.t.login('superadmin@demo.test')) as unknown as TokenClaims;
    expect(superadmin.role).toBe('Superadmin');
    expect(superadmin.tenants).toBe('[]');
  });

  it('accepts the e-mail in any case', async () => {
    const token = await context.t.login('Agent@Demo.TEST');
    expect(decodeJwt(token).email).toBe('agent@demo.test');
  });

  it('keeps a session 12 hours, or 30 days with remember me', async () => {
    const sessionLength = async (token: string) => {
      const [row] = await context.t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(decodeJwt(token).sid)));
      if (!row) throw new Error('no session row');
      return row.expiresAt.getTime() - row.createdAt.getTime();
    };
    expect(await sessionLength(await context.t.login('agent@demo.test'))).toBe(12 * HOUR_MS);
    expect(await sessionLength(await context.t.login('agent@demo.test', { rememberme: true }))).toBe(
      30 * 24 * HOUR_MS,
    );
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrongPassword = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email: 'agent@demo.test', password: 'not-the-password', rememberme: false },
    });
    const unknownEmail = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email: 'nobody@demo.test', password: TEST_PASSWORD, rememberme: false },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: MESSAGES.invalidCredentials });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });
});

describe('GET /core/api/auth/me', () => {
  it('answers the signed-in user with their sports and features', async () => {
    const response = await me(await context.t.login('agent@demo.test'));
    expect(response.statusCode).toBe(200);
    const [football, icehockey] = tenantIdsByName('Football', 'Icehockey');
    expect(response.json()).toEqual({
      id: await userId('agent@demo.test'),
      name: 'Alex',
      surname: 'Agent',
      displayName: 'Alex Agent',
      email: 'agent@demo.test',
      imagePath: null,
      roles: ['User'],
      tenants: [
        { id: football, name: 'Football', imagePath: null, features: ['sport'] },
        { id: icehockey, name: 'Icehockey', imagePath: null, features: ['sport'] },
      ],
    });
  });

  it('answers 401 without a token', async () => {
    const response = await context.t.inject({ url: '/core/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MESSAGES.authRequired });
  });
});

describe('token checks', () => {
  async function forged(adjust: (jwt: SignJWT) => SignJWT, secret = TEST_JWT_SECRET): Promise<string> {
    const genuine = decodeJwt(await context.t.login('agent@demo.test'));
    const { iss: _iss, aud: _aud, nbf: _nbf, exp: _exp, sub, ...claims } = genuine;
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sub))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setNotBefore(now)
      .setExpirationTime(now + 600);
    return adjust(jwt).sign(new TextEncoder().encode(secret));
  }

  it('accepts a well-formed token (the forging helper itself is sound)', async () => {
    expect((await me(await forged((jwt) => jwt))).statusCode).toBe(200);
  });

  it.each([
    ['a wrong signature', () => forged((jwt) => jwt, 'another-secret-that-is-long-enough-too')],
    ['a wrong issuer', () => forged((jwt) => jwt.setIssuer('someone-else'))],
    ['a wrong audience', () => forged((jwt) => jwt.setAudience('another-app'))],
    ['a future nbf', () => forged((jwt) => jwt.setNotBefore(Math.floor(Date.now() / 1000) + 3600))],
    ['a past exp', () => forged((jwt) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 10))],
  ])('refuses a token with %s', async (_label, make) => {
    const response = await me(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MESSAGES.sessionExpired });
  });

  it('refuses a token the API signed with a clock now past its expiry', async () => {
    const genuine = decodeJwt(await context.t.login('agent@demo.test')) as unknown as TokenClaims;
    // Expired half a token lifetime ago.
    const expired = await signedAgo(genuine, 1.5 * context.t.config.accessTokenTtl);
    expect((await me(expired)).statusCode).toBe(401);
    // Refresh renews it, since the session behind it still lives and it expired recently (D34).
    const renewed = await refresh(expired);
    expect(renewed.statusCode).toBe(200);
    const claims = decodeJwt(renewed.json().token);
    expect(claims.sid).toBe(genuine.sid);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect((await me(renewed.json().token)).statusCode).toBe(200);
  });

  it('refuses garbage', async () => {
    expect((await me('not.a.token')).statusCode).toBe(401);
    expect(
      (await context.t.inject({ url: '/core/api/auth/me', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /core/api/auth/refresh', () => {
  it('answers a new token for the same session, from the query or the body', async () => {
    const token = await context.t.login('agent@demo.test');
    const viaQuery = await refresh(token);
    expect(viaQuery.statusCode).toBe(200);
    const viaBody = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth/refresh',
      payload: { token },
    });
    expect(viaBody.statusCode).toBe(200);
    for (const response of [viaQuery, viaBody]) {
      const claims = decodeJwt(response.json().token);
      expect(claims.sid).toBe(decodeJwt(token).sid);
      expect(claims.acs).toBe('true');
    }
  });

  it('answers 400 naming the token when there is none', async () => {
    const before = await context.t.database.db.select({ id: sessions.id }).from(sessions);
    const response = await context.t.inject({ method: 'POST', url: '/core/api/auth/refresh' });
    expectValidationError(response, 'token', 'A token is required');
    // No session was opened for the refused request.
    expect(await context.t.database.db.select({ id: sessions.id }).from(sessions)).toHaveLength(
      before.length,
    );
  });

  it('answers 401 for a token that is not genuine', async () => {
    expect((await refresh('not.a.token')).statusCode).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const token = await context.t.login('agent@demo.test');
    await context.t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(decodeJwt(token).sid)));
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('renews a token that expired less than one token lifetime ago (D34)', async () => {
    const genuine = decodeJwt(await context.t.login('agent@demo.test')) as unknown as TokenClaims;
    const ttl = context.t.config.accessTokenTtl;
    const response = await refresh(await signedAgo(genuine, 2 * ttl - 60));
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token).sid).toBe(genuine.sid);
  });

  it('refuses a token that expired longer ago than one token lifetime, though its session lives (D34)', async () => {
    const current = await context.t.login('agent@demo.test');
    const genuine = decodeJwt(current) as unknown as TokenClaims;
    const ttl = context.t.config.accessTokenTtl;
    for (const ago of [2 * ttl + 60, (2 * HOUR_MS) / 1000]) {
      const response = await refresh(await signedAgo(genuine, ago));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: MESSAGES.sessionExpired });
    }
    // The session itself is untouched: its current token still works and still refreshes.
    expect((await me(current)).statusCode).toBe(200);
    expect((await refresh(current)).statusCode).toBe(200);
  });

  it('never answers a token that outlives its session', async () => {
    const token = await context.t.login('agent@demo.test');
    const sessionEnd = new Date(Date.now() + 60_000);
    await context.t.database.db
      .update(sessions)
      .set({ expiresAt: sessionEnd })
      .where(eq(sessions.id, String(decodeJwt(token).sid)));
    const renewed = decodeJwt((await refresh(token)).json().token);
    expect(renewed.exp).toBe(Math.floor(sessionEnd.getTime() / 1000));
  });
});

describe('DELETE /core/api/auth (sign out)', () => {
  it('revokes the session: its token and its refresh stop working', async () => {
    const token = await context.t.login('agent@demo.test');
    expect((await me(token)).statusCode).toBe(200);
    const response = await context.t.inject({ method: 'DELETE', url: '/core/api/auth', token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const first = await context.t.login('agent@demo.test');
    const second = await context.t.login('agent@demo.test');
    await context.t.inject({ method: 'DELETE', url: '/core/api/auth', token: first });
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await context.t.inject({ method: 'DELETE', url: '/core/api/auth' })).statusCode).toBe(401);
  });
});

describe('ended sessions', () => {
  it('are removed at the user’s next sign-in once they ended more than a day ago', async () => {
    const id = await userId('hockey.admin@demo.test');
    const longAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const recently = new Date(Date.now() - 60 * 60 * 1000);
    const [expired, revoked, justEnded] = await context.t.database.db
      .insert(sessions)
      .values([
        { userId: id, rememberMe: false, createdAt: longAgo, lastUsedAt: longAgo, expiresAt: longAgo },
        {
          userId: id,
          rememberMe: true,
          createdAt: longAgo,
          lastUsedAt: longAgo,
          expiresAt: new Date(Date.now() + 1000 * 60 * 60),
          revokedAt: longAgo,
        },
        { userId: id, rememberMe: false, createdAt: recently, lastUsedAt: recently, expiresAt: recently },
      ])
      .returning({ id: sessions.id });
    await context.t.login('hockey.admin@demo.test');
    const left = await context.t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, id));
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(expired?.id);
    expect(ids).not.toContain(revoked?.id);
    expect(ids).toContain(justEnded?.id);
  });
});

describe('GET /core/api/auth/emptytoken', () => {
  it('answers an empty token', async () => {
    const response = await context.t.inject({ url: '/core/api/auth/emptytoken' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: '' });
  });
});

describe('a deactivated user', () => {
  it('cannot sign in, and their refresh answers acs "false" (D3)', async () => {
    const token = await context.t.login('hockey.admin@demo.test');
    await context.t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'hockey.admin@demo.test'));
    try {
      const login = await context.t.inject({
        method: 'POST',
        url: '/core/api/auth',
        payload: { email: 'hockey.admin@demo.test', password: TEST_PASSWORD, rememberme: false },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ error: MESSAGES.invalidCredentials });

      const renewed = await refresh(token);
      expect(renewed.statusCode).toBe(200);
      expect(decodeJwt(renewed.json().token).acs).toBe('false');
      // Access ends at once rather than when the current token expires.
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await context.t.database.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.email, 'hockey.admin@demo.test'));
    }
  });
});

describe('role changes', () => {
  it('count on the next request, not only at the next refresh', async () => {
    const token = await context.t.login('superadmin@demo.test');
    const id = await userId('superadmin@demo.test');
    expect((await context.t.inject({ url: '/core/api/tenants', token })).statusCode).toBe(200);
    await context.t.database.db.delete(userRoles).where(eq(userRoles.userId, id));
    try {
      expect((await context.t.inject({ url: '/core/api/tenants', token })).statusCode).toBe(403);
    } finally {
      await context.t.database.db.insert(userRoles).values({ userId: id, role: 'Superadmin' });
    }
  });
});

describe('tenant-scoped guard (D10)', () => {
  const area = (tenantId: string, token?: string, path = 'area') =>
    context.t.inject({ url: `/core/api/test/tenants/${tenantId}/${path}`, ...(token ? { token } : {}) });

  it('lets a member with an allowed role in', async () => {
    const [football] = tenantIdsByName('Football');
    const response = await area(football ?? '', await context.t.login('agent@demo.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('refuses a tenant the user does not belong to', async () => {
    const [handball] = tenantIdsByName('Handball - Men');
    const response = await area(handball ?? '', await context.t.login('agent@demo.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.forbidden });
  });

  it('refuses a Superadmin who is not a member', async () => {
    const [football] = tenantIdsByName('Football');
    expect((await area(football ?? '', await context.t.login('superadmin@demo.test'))).statusCode).toBe(403);
  });

  it('refuses a member whose role the route does not allow', async () => {
    const [icehockey] = tenantIdsByName('Icehockey');
    expect(
      (await area(icehockey ?? '', await context.t.login('agent@demo.test'), 'admin-area')).statusCode,
    ).toBe(403);
    expect(
      (await area(icehockey ?? '', await context.t.login('hockey.admin@demo.test'), 'admin-area')).statusCode,
    ).toBe(200);
  });

  it('reads membership from the database, not from the token', async () => {
    const token = await context.t.login('agent@demo.test');
    const [football] = tenantIdsByName('Football');
    const agent = await userId('agent@demo.test');
    await context.t.database.db.execute(
      sql`delete from user_tenants where user_id = ${agent} and tenant_id = ${football ?? ''}`,
    );
    try {
      expect((await area(football ?? '', token)).statusCode).toBe(403);
    } finally {
      await context.t.database.db.execute(
        sql`insert into user_tenants (user_id, tenant_id) values (${agent}, ${football ?? ''})`,
      );
    }
  });

  it('answers 401 without a token', async () => {
    const [football] = tenantIdsByName('Football');
    expect((await area(football ?? '')).statusCode).toBe(401);
  });
});
