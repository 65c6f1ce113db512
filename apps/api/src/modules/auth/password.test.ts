import { MESSAGES } from '@transferdesk/shared';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueClientAddress } from '../../test/app.ts';
import { useTestContext } from '../../test/context.ts';
import { createUser, userIdOf } from '../../test/users.ts';
import { D9_MESSAGES, D33_MESSAGES } from '../users/service.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';

const NEW_PASSWORD = 'a-brand-new-password';
const UNKNOWN_ID = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';

const context = useTestContext();
const { tokens } = context;

const me = (token: string) => context.t.inject({ url: '/core/api/auth/me', token });

function signIn(email: string, password: string, remoteAddress?: string) {
  return context.t.inject({
    method: 'POST',
    url: '/core/api/auth',
    payload: { email, password, rememberme: false },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function changeOwn(token: string | undefined, payload: Record<string, unknown>, remoteAddress?: string) {
  return context.t.inject({
    method: 'POST',
    url: '/core/api/auth/password',
    payload,
    ...(token ? { token } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const WRONG_CURRENT = { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD };
const RIGHT_CURRENT = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };

function changeAsAdmin(token: string, userId: string, newPassword = NEW_PASSWORD) {
  return context.t.inject({
    method: 'POST',
    url: '/core/api/auth/passwordAsAdmin',
    token,
    payload: { userId, newPassword },
  });
}

describe('POST /core/api/auth/password (own password, D21)', () => {
  it('sets the password, answers a token for this session and ends the others (D3)', async () => {
    const user = await createUser(context.t.database.db);
    const current = await context.t.login(user.email);
    const other = await context.t.login(user.email);

    const response = await changeOwn(current, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(decodeJwt(token).sid).toBe(decodeJwt(current).sid);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming currentPassword when it is wrong, and changes nothing', async () => {
    const user = await createUser(context.t.database.db);
    const token = await context.t.login(user.email);
    const other = await context.t.login(user.email);
    const response = await changeOwn(token, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MESSAGES.wrongCurrentPassword,
      errors: [`currentPassword: ${MESSAGES.wrongCurrentPassword}`],
    });
    expect((await me(other)).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming newPassword when it is too short', async () => {
    const user = await createUser(context.t.database.db);
    const response = await changeOwn(await context.t.login(user.email), {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^newPassword: /)]);
  });

  it('answers 401 without a token', async () => {
    const response = await changeOwn(undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /core/api/auth/password under the D14 sign-in limits', () => {
  it('answers 429 with Retry-After after 5 wrong current passwords, even for the right one', async () => {
    const address = uniqueClientAddress();
    const user = await createUser(context.t.database.db);
    const token = await context.t.login(user.email);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFailures; attempt += 1) {
      expect((await changeOwn(token, WRONG_CURRENT, address)).statusCode).toBe(400);
    }
    const refused = await changeOwn(token, RIGHT_CURRENT, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.accountLocked });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Signing in from there is refused alike; the password did not change.
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await signIn(user.email, TEST_PASSWORD, uniqueClientAddress())).statusCode).toBe(200);
  });

  it('counts a wrong current password towards the lock of failed sign-ins', async () => {
    const address = uniqueClientAddress();
    const user = await createUser(context.t.database.db);
    const token = await context.t.login(user.email);
    for (let attempt = 1; attempt < SIGN_IN_LIMITS.accountFailures; attempt += 1) {
      expect((await signIn(user.email, 'a-wrong-password', address)).statusCode).toBe(401);
    }
    expect((await changeOwn(token, WRONG_CURRENT, address)).statusCode).toBe(400);
    const refused = await signIn(user.email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.accountLocked });
  });

  it('answers 429 from an address that has used its allowance of attempts', async () => {
    const address = uniqueClientAddress();
    const user = await createUser(context.t.database.db);
    const token = await context.t.login(user.email);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.addressAttempts; attempt += 1) {
      expect((await signIn(`unknown-${attempt}@demo.test`, 'whatever', address)).statusCode).toBe(401);
    }
    const refused = await changeOwn(token, RIGHT_CURRENT, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // From elsewhere the change goes through.
    expect((await changeOwn(token, RIGHT_CURRENT, uniqueClientAddress())).statusCode).toBe(200);
  });

  it('forgets earlier failures once the password has changed', async () => {
    const address = uniqueClientAddress();
    const user = await createUser(context.t.database.db);
    const token = await context.t.login(user.email);
    for (let attempt = 1; attempt < SIGN_IN_LIMITS.accountFailures; attempt += 1) {
      expect((await changeOwn(token, WRONG_CURRENT, address)).statusCode).toBe(400);
    }
    expect((await changeOwn(token, RIGHT_CURRENT, address)).statusCode).toBe(200);
    expect((await signIn(user.email, 'a-wrong-password', address)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('POST /core/api/auth/passwordAsAdmin (D21, D9)', () => {
  it('lets a Superadmin set anyone else’s password, ending their sessions', async () => {
    const user = await createUser(context.t.database.db, { roles: ['TenantAdmin'], tenants: ['Football'] });
    const theirs = await context.t.login(user.email);
    const response = await changeAsAdmin(tokens.superadmin, user.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(theirs)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a Superadmin change another Superadmin', async () => {
    const other = await createUser(context.t.database.db, { roles: ['Superadmin'] });
    expect((await changeAsAdmin(tokens.superadmin, other.id)).statusCode).toBe(204);
  });

  it('lets a TenantAdmin change a user all of whose sports are theirs (D33)', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    expect((await changeAsAdmin(tokens.hockeyAdmin, user.id)).statusCode).toBe(204);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a Superadmin, their own account', 'superadmin', 'self', 403, MESSAGES.forbidden],
    ['a TenantAdmin, their own account', 'hockeyAdmin', 'self', 403, MESSAGES.forbidden],
    [
      'a TenantAdmin, a Superadmin of no sport of theirs',
      'hockeyAdmin',
      'superadmin',
      404,
      MESSAGES.notFound,
    ],
    [
      'a TenantAdmin, a Superadmin who shares their sport',
      'hockeyAdmin',
      'memberSuperadmin',
      403,
      D9_MESSAGES.editSuperadmin,
    ],
    [
      'a TenantAdmin, a user who also belongs to another sport',
      'hockeyAdmin',
      'twoSports',
      403,
      D33_MESSAGES.foreignUser,
    ],
    [
      'a TenantAdmin, another TenantAdmin of their sport',
      'hockeyAdmin',
      'colleague',
      403,
      D33_MESSAGES.adminPassword,
    ],
    ['a TenantAdmin, a user outside their sports', 'hockeyAdmin', 'outsider', 404, MESSAGES.notFound],
    ['a TenantAdmin, a user of no sport', 'hockeyAdmin', 'homeless', 404, MESSAGES.notFound],
  ])('refuses %s', async (_label, callerKey, targetKey, status, error) => {
    const caller = callerKey === 'superadmin' ? tokens.superadmin : tokens.hockeyAdmin;
    const targets: Record<string, () => Promise<string>> = {
      self: () =>
        userIdOf(
          context.t.database.db,
          callerKey === 'superadmin' ? 'superadmin@demo.test' : 'hockey.admin@demo.test',
        ),
      superadmin: () => userIdOf(context.t.database.db, 'superadmin@demo.test'),
      memberSuperadmin: async () =>
        (await createUser(context.t.database.db, { roles: ['Superadmin'], tenants: ['Icehockey'] })).id,
      twoSports: async () =>
        (await createUser(context.t.database.db, { tenants: ['Icehockey', 'Football'] })).id,
      colleague: async () =>
        (await createUser(context.t.database.db, { roles: ['TenantAdmin', 'User'], tenants: ['Icehockey'] }))
          .id,
      outsider: async () => (await createUser(context.t.database.db, { tenants: ['Football'] })).id,
      homeless: async () => (await createUser(context.t.database.db, { tenants: [] })).id,
    };
    const target = await targets[targetKey]?.();
    const response = await changeAsAdmin(caller, target ?? '');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
  });

  it('answers 403 to a User', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    const response = await changeAsAdmin(tokens.agent, user.id);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await changeAsAdmin(tokens.superadmin, UNKNOWN_ID);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.notFound });
  });

  it('answers 400 naming newPassword when it is too short', async () => {
    const user = await createUser(context.t.database.db);
    const response = await changeAsAdmin(tokens.superadmin, user.id, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^newPassword: /)]);
  });
});
