import { MESSAGES, type TokenClaims } from '@transferdesk/shared';
import { and, asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, userRoles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, userIdOf } from '../../test/users.ts';

const UNKNOWN_ID = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';

let t: TestApp;
let superadminId: string;
let agentId: string;
beforeAll(async () => {
  t = await createTestApp();
  superadminId = await userIdOf(t.database.db, 'superadmin@demo.test');
  agentId = await userIdOf(t.database.db, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

const claimsOf = (token: string) => decodeJwt(token) as unknown as TokenClaims;
const me = (token: string) => t.inject({ url: '/core/api/auth/me', token });

function impersonate(token: string | undefined, id: string) {
  return t.inject({
    method: 'POST',
    url: '/core/api/auth/impersonate',
    payload: { id },
    ...(token ? { token } : {}),
  });
}

function stop(token: string | undefined) {
  return t.inject({ method: 'DELETE', url: '/core/api/auth/impersonate', ...(token ? { token } : {}) });
}

async function auditOf(sessionId: string) {
  const rows = await t.database.db.select().from(auditEvents).orderBy(asc(auditEvents.occurredAt));
  return rows.filter((row) => row.details.sessionId === sessionId);
}

describe('impersonation', () => {
  it('lets a Superadmin continue as a user, and come back, all audited', async () => {
    const own = await t.login('superadmin@demo.test', { rememberme: true });
    const started = await impersonate(own, agentId);
    expect(started.statusCode).toBe(200);
    const token = started.json<{ token: string }>().token;
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      sub: agentId,
      impersonator: superadminId,
      email: 'agent@demo.test',
      role: 'User',
    });
    expect(claims.sid).not.toBe(claimsOf(own).sid);

    // The app sees the agent; the Superadmin's own session has ended.
    const seen = await me(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: agentId, email: 'agent@demo.test', roles: ['User'] });
    expect((await me(own)).statusCode).toBe(401);

    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    expect(row).toMatchObject({ userId: agentId, impersonatorId: superadminId, rememberMe: true });

    // A refresh keeps the claim.
    const refreshed = await t.inject({ method: 'POST', url: '/core/api/auth/refresh', payload: { token } });
    expect(refreshed.statusCode).toBe(200);
    expect(claimsOf(refreshed.json().token)).toMatchObject({ sub: agentId, impersonator: superadminId });

    const stopped = await stop(token);
    expect(stopped.statusCode).toBe(200);
    const back = stopped.json<{ token: string }>().token;
    const backClaims = claimsOf(back);
    expect(backClaims.sub).toBe(superadminId);
    expect(backClaims.impersonator).toBeUndefined();
    expect(backClaims.role).toBe('Superadmin');
    expect(backClaims.sid).not.toBe(claims.sid);
    expect(backClaims.sid).not.toBe(claimsOf(own).sid);
    expect((await me(back)).json()).toMatchObject({ id: superadminId });
    expect((await me(token)).statusCode).toBe(401);

    const audit = await auditOf(claims.sid);
    expect(audit.map((event) => [event.action, event.actorId, event.subjectId])).toEqual([
      ['impersonation.start', superadminId, agentId],
      ['impersonation.stop', superadminId, agentId],
    ]);
    for (const event of audit) expect(Date.now() - event.occurredAt.getTime()).toBeLessThan(60_000);
  });

  it('never lengthens the Superadmin’s sign-in', async () => {
    const own = await t.login('superadmin@demo.test');
    const [ownRow] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(own).sid));
    const token = (await impersonate(own, agentId)).json().token;
    const back = (await stop(token)).json().token;
    for (const sid of [claimsOf(token).sid, claimsOf(back).sid]) {
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
      expect(row?.expiresAt.getTime()).toBe(ownRow?.expiresAt.getTime());
    }
  });

  it('answers 400 to stopping when not impersonating', async () => {
    const response = await stop(await t.login('superadmin@demo.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('You are not impersonating anyone.');
    expect((await stop(await t.login('agent@demo.test'))).statusCode).toBe(400);
  });

  it('refuses to impersonate a Superadmin or oneself', async () => {
    const superadmin = await t.login('superadmin@demo.test');
    const other = await createUser(t.database.db, { roles: ['Superadmin'] });
    for (const id of [other.id, superadminId]) {
      const response = await impersonate(superadmin, id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: MESSAGES.forbidden });
    }
    // Refused attempts leave the Superadmin signed in.
    expect((await me(superadmin)).statusCode).toBe(200);
  });

  it('refuses anyone but a Superadmin, including someone already impersonating', async () => {
    for (const email of ['agent@demo.test', 'admin@demo.test']) {
      const response = await impersonate(await t.login(email), superadminId);
      expect(response.statusCode).toBe(403);
    }
    const token = (await impersonate(await t.login('superadmin@demo.test'), agentId)).json().token;
    const target = await createUser(t.database.db);
    expect((await impersonate(token, target.id)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user, 403 for a deactivated one, 401 without a token', async () => {
    const superadmin = await t.login('superadmin@demo.test');
    expect((await impersonate(superadmin, UNKNOWN_ID)).statusCode).toBe(404);
    const inactive = await createUser(t.database.db);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    expect((await impersonate(superadmin, inactive.id)).statusCode).toBe(403);
    expect((await impersonate(undefined, agentId)).statusCode).toBe(401);
    expect((await stop(undefined)).statusCode).toBe(401);
  });

  it('answers 400 naming the id when it is not a UUID', async () => {
    const response = await impersonate(await t.login('superadmin@demo.test'), 'nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^id: /)]);
  });
});

describe('D34: an impersonation session ends with its Superadmin’s right', () => {
  const refresh = (token: string) =>
    t.inject({ method: 'POST', url: '/core/api/auth/refresh', payload: { token } });

  /** A Superadmin of their own, impersonating the demo agent; answers both ids and the token. */
  async function impersonatingSuperadmin() {
    const superadmin = await createUser(t.database.db, { roles: ['Superadmin'] });
    const started = await impersonate(await t.login(superadmin.email), agentId);
    expect(started.statusCode).toBe(200);
    const token = started.json<{ token: string }>().token;
    expect((await me(token)).statusCode).toBe(200);
    return { superadminId: superadmin.id, token };
  }

  async function expectEnded(token: string) {
    const seen = await me(token);
    expect(seen.statusCode).toBe(401);
    expect(seen.json()).toEqual({ error: MESSAGES.sessionExpired });
    const renewed = await refresh(token);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toEqual({ error: MESSAGES.sessionExpired });
  }

  it('refuses the impersonation token once the Superadmin is deactivated', async () => {
    const { superadminId: id, token } = await impersonatingSuperadmin();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    await expectEnded(token);
  });

  it('refuses the impersonation token once the Superadmin is no longer one', async () => {
    const { superadminId: id, token } = await impersonatingSuperadmin();
    await t.database.db
      .update(userRoles)
      .set({ role: 'TenantAdmin' })
      .where(and(eq(userRoles.userId, id), eq(userRoles.role, 'Superadmin')));
    await expectEnded(token);
  });
});
