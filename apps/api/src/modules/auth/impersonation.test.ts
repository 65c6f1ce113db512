import { MESSAGES, type TokenClaims } from '@transferdesk/shared';
import { and, asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, userRoles, users } from '../../db/schema/index.ts';
import { expectRefusal, useTestContext } from '../../test/context.ts';
import { createUser, userIdOf } from '../../test/users.ts';

const UNKNOWN_ID = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';

const context = useTestContext();
let superadminId: string;
let agentId: string;
beforeAll(async () => {
  superadminId = await userIdOf(context.t.database.db, 'superadmin@demo.test');
  agentId = await userIdOf(context.t.database.db, 'agent@demo.test');
});

const claimsOf = (token: string) => decodeJwt(token) as unknown as TokenClaims;
const me = (token: string) => context.t.inject({ url: '/core/api/auth/me', token });

function impersonate(token: string | undefined, id: string) {
  return context.t.inject({
    method: 'POST',
    url: '/core/api/auth/impersonate',
    payload: { id },
    ...(token ? { token } : {}),
  });
}

function stop(token: string | undefined) {
  return context.t.inject({
    method: 'DELETE',
    url: '/core/api/auth/impersonate',
    ...(token ? { token } : {}),
  });
}

async function auditOf(sessionId: string) {
  const rows = await context.t.database.db.select().from(auditEvents).orderBy(asc(auditEvents.occurredAt));
  return rows.filter((row) => row.details.sessionId === sessionId);
}

describe('impersonation', () => {
  it('lets a Superadmin continue as a user, and come back, all audited', async () => {
    const own = await context.t.login('superadmin@demo.test', { rememberme: true });
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

    const [row] = await context.t.database.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    expect(row).toMatchObject({ userId: agentId, impersonatorId: superadminId, rememberMe: true });

    // A refresh keeps the claim.
    const refreshed = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth/refresh',
      payload: { token },
    });
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
    const own = await context.t.login('superadmin@demo.test');
    const [ownRow] = await context.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(own).sid));
    const token = (await impersonate(own, agentId)).json().token;
    const back = (await stop(token)).json().token;
    for (const sid of [claimsOf(token).sid, claimsOf(back).sid]) {
      const [row] = await context.t.database.db.select().from(sessions).where(eq(sessions.id, sid));
      expect(row?.expiresAt.getTime()).toBe(ownRow?.expiresAt.getTime());
    }
  });

  it('answers 400 to stopping when not impersonating', async () => {
    const own = await context.t.login('superadmin@demo.test');
    const response = await stop(own);
    expectRefusal(response, 400, 'You are not impersonating anyone.');
    // The Superadmin's own session goes on as before.
    expect((await me(own)).json()).toMatchObject({ id: superadminId });
    expect((await stop(await context.t.login('agent@demo.test'))).statusCode).toBe(400);
  });

  it('refuses to impersonate a Superadmin or oneself', async () => {
    const superadmin = await context.t.login('superadmin@demo.test');
    const other = await createUser(context.t.database.db, { roles: ['Superadmin'] });
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
      const response = await impersonate(await context.t.login(email), superadminId);
      expect(response.statusCode).toBe(403);
    }
    const token = (await impersonate(await context.t.login('superadmin@demo.test'), agentId)).json().token;
    const target = await createUser(context.t.database.db);
    expect((await impersonate(token, target.id)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user, 403 for a deactivated one, 401 without a token', async () => {
    const superadmin = await context.t.login('superadmin@demo.test');
    expect((await impersonate(superadmin, UNKNOWN_ID)).statusCode).toBe(404);
    const inactive = await createUser(context.t.database.db);
    await context.t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    expect((await impersonate(superadmin, inactive.id)).statusCode).toBe(403);
    expect((await impersonate(undefined, agentId)).statusCode).toBe(401);
    expect((await stop(undefined)).statusCode).toBe(401);
  });

  it('answers 400 naming the id when it is not a UUID', async () => {
    const response = await impersonate(await context.t.login('superadmin@demo.test'), 'nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^id: /)]);
  });
});

describe('D34: an impersonation session ends with its Superadmin’s right', () => {
  const refresh = (token: string) =>
    context.t.inject({ method: 'POST', url: '/core/api/auth/refresh', payload: { token } });

  /** A Superadmin of their own, impersonating the demo agent; answers both ids and the token. */
  async function impersonatingSuperadmin() {
    const superadmin = await createUser(context.t.database.db, { roles: ['Superadmin'] });
    const started = await impersonate(await context.t.login(superadmin.email), agentId);
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
    await context.t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    await expectEnded(token);
  });

  it('refuses the impersonation token once the Superadmin is no longer one', async () => {
    const { superadminId: id, token } = await impersonatingSuperadmin();
    await context.t.database.db
      .update(userRoles)
      .set({ role: 'TenantAdmin' })
      .where(and(eq(userRoles.userId, id), eq(userRoles.role, 'Superadmin')));
    await expectEnded(token);
  });
});
