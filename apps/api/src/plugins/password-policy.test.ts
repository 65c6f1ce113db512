import { MAX_PASSWORD_LENGTH, MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { TEST_PASSWORD } from '../test/app.ts';
import { useTestContext } from '../test/context.ts';
import { createUser } from '../test/users.ts';

const UNKNOWN_ID = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';
const TOO_COMMON = MESSAGES.passwordTooCommon;
const TOO_SHORT = 'The password must be at least 8 characters long';
const TOO_LONG = `The password must be at most ${MAX_PASSWORD_LENGTH} characters long`;

const context = useTestContext();
const { tokens } = context;

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  context.t.inject({ method: 'POST', url: `/core/api${url}`, payload, ...(token ? { token } : {}) });

/** Each route that sets a password, with a payload that is valid apart from the password. */
const ROUTES = [
  {
    name: 'create user',
    field: 'password',
    send: (password: string) =>
      post(
        '/users',
        { email: `new-${Math.random().toString(36).slice(2)}@example.test`, password },
        tokens.superadmin,
      ),
  },
  {
    name: 'reset',
    field: 'password',
    send: (password: string) => post('/auth/reset', { id: UNKNOWN_ID, token: 'from-the-mail', password }),
  },
  {
    name: 'own change',
    field: 'newPassword',
    send: async (password: string) => {
      const user = await createUser(context.t.database.db);
      const token = await context.t.login(user.email);
      return post('/auth/password', { currentPassword: TEST_PASSWORD, newPassword: password }, token);
    },
  },
  {
    name: 'admin change',
    field: 'newPassword',
    send: async (password: string) => {
      const user = await createUser(context.t.database.db);
      return post('/auth/passwordAsAdmin', { userId: user.id, newPassword: password }, tokens.superadmin);
    },
  },
] as const;

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords, matched without regard to case', () => {
    for (const common of ['password', 'Password1', '12345678', 'QWERTYUIOP', 'baseball', '99999999']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
  });

  it('leaves out the demo and test passwords', () => {
    for (const fine of [
      'demo-password',
      TEST_PASSWORD,
      'a-brand-new-password',
      'correct horse battery staple',
    ]) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });
});

describe('password rules on every route that sets a password', () => {
  for (const route of ROUTES) {
    it(`${route.name}: refuses a common password with 400 naming ${route.field}`, async () => {
      const response = await route.send('Password123');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Validation failed',
        errors: [`${route.field}: ${TOO_COMMON}`],
      });
    });

    it(`${route.name}: refuses fewer than 8 and more than ${MAX_PASSWORD_LENGTH} characters`, async () => {
      for (const [password, message] of [
        ['short12', TOO_SHORT],
        ['x'.repeat(MAX_PASSWORD_LENGTH + 1), TOO_LONG],
        // Near the request limit: refused by its length, never handed to argon2.
        ['y'.repeat(500_000), TOO_LONG],
      ] as const) {
        const response = await route.send(password);
        expect(response.statusCode, `${password.length} characters`).toBe(400);
        expect(response.json().errors).toEqual([`${route.field}: ${message}`]);
      }
    });
  }

  it('accepts an uncommon password of exactly 8 or 256 characters', async () => {
    const own = ROUTES[2];
    for (const password of ['zq7-Lm2x', `${'k9'.repeat(MAX_PASSWORD_LENGTH / 2 - 1)}!?`]) {
      expect(password.length === 8 || password.length === MAX_PASSWORD_LENGTH).toBe(true);
      expect((await own.send(password)).statusCode).toBe(200);
    }
    const created = await ROUTES[0].send('zq7-Lm2x-created');
    expect(created.statusCode).toBe(201);
  });

  it('changes nothing when it refuses', async () => {
    const user = await createUser(context.t.database.db);
    const refused = await post(
      '/auth/passwordAsAdmin',
      { userId: user.id, newPassword: 'iloveyou1' },
      tokens.superadmin,
    );
    expect(refused.statusCode).toBe(400);
    await expect(context.t.login(user.email)).resolves.toEqual(expect.any(String));
    await expect(context.t.login(user.email, { password: 'iloveyou1' })).rejects.toThrow(/401/);
  });

  it('still refuses an anonymous admin change with 401, before looking at the password', async () => {
    const response = await post('/auth/passwordAsAdmin', { userId: UNKNOWN_ID, newPassword: 'password123' });
    expect(response.statusCode).toBe(401);
  });
});
