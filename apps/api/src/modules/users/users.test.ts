import { MESSAGES, type UserSummary } from '@transferdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants, users } from '../../db/schema/index.ts';
import { TEST_PASSWORD, uniqueClientAddress } from '../../test/app.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';
import { createUser } from '../../test/users.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits.ts';
import { EMAIL_CHANGE_NEEDS_PASSWORD, EMAIL_IN_USE, USER_SEARCH_LIMIT } from './service.ts';

const UNKNOWN_ID = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';

const context = useTestContext();
const { tokens } = context;

const search = (term: string, token = tokens.superadmin) =>
  context.t.inject({ url: `/core/api/users/search/${encodeURIComponent(term)}`, token });

const get = (id: string, token: string) => context.t.inject({ url: `/core/api/users/${id}`, token });

const patch = (id: string, token: string, payload: Record<string, unknown>) =>
  context.t.inject({ method: 'PATCH', url: `/core/api/users/${id}`, token, payload });

const upload = (id: string, token: string, value: Buffer = TINY_PNG) =>
  context.t.inject({
    method: 'POST',
    url: `/core/api/users/${id}/file`,
    token,
    ...multipartBody([{ name: 'file', value, filename: 'me.png', contentType: 'image/png' }]),
  });

/** A fresh account and its token, for tests that change the profile. */
async function signedInUser(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(context.t.database.db, options);
  return { ...user, token: await context.t.login(user.email) };
}

describe('GET /core/api/users/search/{term}', () => {
  it('finds name, surname and e-mail, ignoring case and accents', async () => {
    const user = await createUser(context.t.database.db, {
      name: 'Søren',
      surname: 'Müller-Æbelø',
      email: 'soren.searchable@example.test',
    });
    for (const term of [
      'søren',
      'SOREN',
      'muller',
      'MÜLLER',
      'aebelo',
      'Æbelø',
      'searchable@example',
      'n müll',
    ]) {
      const response = await search(term);
      expect(response.statusCode).toBe(200);
      expect(response.json<UserSummary[]>().map((found) => found.id)).toContain(user.id);
    }
    const [found] = (await search('Müller')).json<UserSummary[]>();
    expect(found).toEqual({
      id: user.id,
      name: 'Søren',
      surname: 'Müller-Æbelø',
      displayName: 'Søren Müller-Æbelø',
      email: 'soren.searchable@example.test',
      imagePath: null,
      roles: ['User'],
    });
  });

  it('answers everyone who matches, Superadmins and the caller included, with their roles', async () => {
    const response = await search('demo.test');
    const found = response.json<UserSummary[]>();
    expect(found.map((user) => user.email).sort()).toEqual([
      'admin@demo.test',
      'agent@demo.test',
      'hockey.admin@demo.test',
      'superadmin@demo.test',
    ]);
    expect(found.find((user) => user.email === 'superadmin@demo.test')?.roles).toEqual(['Superadmin']);
  });

  it(`answers at most ${USER_SEARCH_LIMIT}`, async () => {
    for (let index = 0; index < USER_SEARCH_LIMIT + 3; index += 1) {
      await createUser(context.t.database.db, { name: 'Bulkington', email: `bulk-${index}@example.test` });
    }
    expect((await search('bulkington')).json()).toHaveLength(USER_SEARCH_LIMIT);
  });

  it('takes % and _ literally', async () => {
    expect((await search('%')).json()).toEqual([]);
    expect((await search('_')).json()).toEqual([]);
  });

  it('answers 403 to anyone but a Superadmin, 401 without a token', async () => {
    for (const email of ['admin@demo.test', 'agent@demo.test']) {
      const response = await search('demo', await context.t.login(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: MESSAGES.forbidden });
    }
    expect((await context.t.inject({ url: '/core/api/users/search/demo' })).statusCode).toBe(401);
  });
});

describe('GET /core/api/users/{id}', () => {
  it('answers the user themself', async () => {
    const user = await signedInUser({ name: 'Gina', surname: 'Get', tenants: ['Football', 'Icehockey'] });
    const response = await get(user.id, user.token);
    expect(response.statusCode).toBe(200);
    const tenantIds = (
      await context.t.database.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(inArray(tenants.name, ['Football', 'Icehockey']))
    ).map((row) => row.id);
    const body = response.json();
    expect(body).toEqual({
      id: user.id,
      name: 'Gina',
      surname: 'Get',
      displayName: 'Gina Get',
      email: user.email,
      phoneNumber: null,
      title: null,
      location: null,
      birthday: null,
      imagePath: null,
      roles: ['User'],
      // Their own record: theirs to edit, but never through the admin password path.
      canEdit: true,
      canSetPassword: false,
      tenantIds: expect.arrayContaining(tenantIds),
      tenants: [
        { id: expect.any(String), name: 'Football' },
        { id: expect.any(String), name: 'Icehockey' },
      ],
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(body.tenantIds).toHaveLength(2);
  });

  it('answers 403 for another user, 404 for an unknown one, 401 without a token', async () => {
    const user = await signedInUser();
    const other = await createUser(context.t.database.db);
    expect((await get(other.id, user.token)).statusCode).toBe(403);
    // A Superadmin administers everyone (issue 4, admin.test.ts covers D9).
    expect((await get(other.id, tokens.superadmin)).statusCode).toBe(200);
    const unknown = await get(UNKNOWN_ID, user.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.notFound });
    expect((await context.t.inject({ url: `/core/api/users/${user.id}` })).statusCode).toBe(401);
  });
});

describe('PATCH /core/api/users/{id}', () => {
  it('changes the profile and answers the user', async () => {
    const user = await signedInUser();
    const email = `New.${user.email}`;
    const response = await patch(user.id, user.token, {
      name: ' Petra ',
      surname: 'Patched',
      email,
      phoneNumber: '+45 12 34 56 78',
      title: 'Agent',
      location: 'Aarhus',
      birthday: '1990-02-28',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Petra',
      surname: 'Patched',
      displayName: 'Petra Patched',
      email,
      phoneNumber: '+45 12 34 56 78',
      title: 'Agent',
      location: 'Aarhus',
      birthday: '1990-02-28',
    });
    expect((await get(user.id, user.token)).json()).toMatchObject({ name: 'Petra', birthday: '1990-02-28' });
    // Search follows the change.
    expect((await search('petra patched')).json<UserSummary[]>().map((found) => found.id)).toEqual([user.id]);
  });

  it('leaves out fields as they are and clears those sent as null or empty', async () => {
    const user = await signedInUser({ name: 'Keep', surname: 'Me' });
    await patch(user.id, user.token, { email: user.email, phoneNumber: '123', birthday: '2000-01-01' });
    const response = await patch(user.id, user.token, {
      email: user.email,
      phoneNumber: null,
      title: '',
      birthday: null,
    });
    expect(response.json()).toMatchObject({
      name: 'Keep',
      surname: 'Me',
      phoneNumber: null,
      title: null,
      birthday: null,
    });
  });

  it('answers 409 for an e-mail of another user, whatever its case', async () => {
    const user = await signedInUser();
    const response = await patch(user.id, user.token, {
      email: 'AGENT@Demo.Test',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: EMAIL_IN_USE });
    expect(EMAIL_IN_USE).toBe('This e-mail address is already in use');
    const [row] = await context.t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('changes their own e-mail only with the current password, and keeps the old one otherwise', async () => {
    const user = await signedInUser();
    const wanted = `moved-${user.email}`;
    const missing = await patch(user.id, user.token, { email: wanted, title: 'Scout' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Validation failed',
      errors: [`currentPassword: ${EMAIL_CHANGE_NEEDS_PASSWORD}`],
    });
    const wrong = await patch(user.id, user.token, { email: wanted, currentPassword: 'not-my-password' });
    expectValidationError(wrong, 'currentPassword', MESSAGES.wrongCurrentPassword);
    // The refusal leaves the session signed in, still showing the old address.
    expect((await get(user.id, user.token)).json()).toMatchObject({ email: user.email });
    // Nothing of a refused change is written, the title included.
    const [row] = await context.t.database.db
      .select({ email: users.email, title: users.title })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ email: user.email, title: null });

    const moved = await patch(user.id, user.token, { email: wanted, currentPassword: TEST_PASSWORD });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe(wanted);
  });

  it('counts wrong passwords given for an e-mail change toward the sign-in limits (D14)', async () => {
    const user = await signedInUser();
    const address = uniqueClientAddress();
    const attempt = (currentPassword: string) =>
      context.t.inject({
        method: 'PATCH',
        url: `/core/api/users/${user.id}`,
        token: user.token,
        payload: { email: `moved-${user.email}`, currentPassword },
        remoteAddress: address,
      });
    for (let failure = 0; failure < SIGN_IN_LIMITS.accountFailures; failure += 1) {
      expect((await attempt('guess-number-one')).statusCode).toBe(400);
    }
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // The same lock holds for signing in from that address.
    const signIn = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email: user.email, password: TEST_PASSWORD, rememberme: false },
      remoteAddress: address,
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('accepts the user’s own e-mail in another case', async () => {
    const user = await signedInUser();
    const response = await patch(user.id, user.token, { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email.toUpperCase());
  });

  it.each([
    ['1990-31-01', 'birthday: Use the format yyyy-MM-dd'],
    ['1990-2-1', 'birthday: Use the format yyyy-MM-dd'],
    ['2023-02-30', 'birthday: Not a valid date'],
  ])('answers 400 naming the birthday for %s', async (birthday, error) => {
    const user = await signedInUser();
    const response = await patch(user.id, user.token, { email: user.email, birthday });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^birthday: /)]);
    if (birthday !== '1990-31-01') expect(response.json().errors).toEqual([error]);
  });

  it('answers 400 naming the e-mail when it is missing or malformed', async () => {
    const user = await signedInUser();
    const response = await patch(user.id, user.token, { email: 'nope' });
    expectValidationError(response, 'email', 'Enter a valid e-mail address');
    expect((await get(user.id, user.token)).json()).toMatchObject({ email: user.email });
  });

  it('answers 403 for another user and 404 for an unknown one', async () => {
    const user = await signedInUser();
    const other = await createUser(context.t.database.db);
    expect((await patch(other.id, user.token, { email: 'x@example.test' })).statusCode).toBe(403);
    expect((await patch(UNKNOWN_ID, user.token, { email: 'x@example.test' })).statusCode).toBe(404);
  });
});

describe('POST /core/api/users/{id}/file', () => {
  it('stores the picture and answers the user with its path', async () => {
    const user = await signedInUser();
    const response = await upload(user.id, user.token);
    expect(response.statusCode).toBe(200);
    const imagePath: string = response.json().imagePath;
    expect(imagePath).toMatch(/^resources\/users\/[0-9a-f-]{36}\.png$/);
    expect((await context.t.inject({ url: `/core/${imagePath}` })).statusCode).toBe(200);

    const replaced = (await upload(user.id, user.token)).json().imagePath;
    expect(replaced).not.toBe(imagePath);
    expect((await context.t.inject({ url: `/core/${imagePath}` })).statusCode).toBe(404);
  });

  it('refuses what is not an image with 415', async () => {
    const user = await signedInUser();
    const response = await upload(user.id, user.token, Buffer.from('not an image at all'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: MESSAGES.fileTypeNotAllowed });
  });

  it('answers 403 for another user and 404 for an unknown one', async () => {
    const user = await signedInUser();
    const other = await createUser(context.t.database.db);
    expect((await upload(other.id, user.token)).statusCode).toBe(403);
    expect((await upload(UNKNOWN_ID, user.token)).statusCode).toBe(404);
    const [row] = await context.t.database.db
      .select({ imagePath: users.imagePath })
      .from(users)
      .where(eq(users.id, other.id));
    expect(row?.imagePath).toBeNull();
  });
});
