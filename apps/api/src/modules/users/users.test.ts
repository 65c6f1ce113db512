import { MESSAGES, type UserSummary } from '@transferdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';
import { createUser } from '../../test/users.ts';
import { EMAIL_IN_USE, USER_SEARCH_LIMIT } from './service.ts';

const UNKNOWN_ID = '5b0e2b8c-8f9f-4b8e-9a52-1d1c2a3b4c5d';

let t: TestApp;
let superadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await t.login('superadmin@demo.test');
});
afterAll(async () => {
  await t.close();
});

const search = (term: string, token = superadmin) =>
  t.inject({ url: `/core/api/users/search/${encodeURIComponent(term)}`, token });

const get = (id: string, token: string) => t.inject({ url: `/core/api/users/${id}`, token });

const patch = (id: string, token: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'PATCH', url: `/core/api/users/${id}`, token, payload });

const upload = (id: string, token: string, value: Buffer = TINY_PNG) =>
  t.inject({
    method: 'POST',
    url: `/core/api/users/${id}/file`,
    token,
    ...multipartBody([{ name: 'file', value, filename: 'me.png', contentType: 'image/png' }]),
  });

/** A fresh account and its token, for tests that change the profile. */
async function signedInUser(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, options);
  return { ...user, token: await t.login(user.email) };
}

describe('GET /core/api/users/search/{term}', () => {
  it('finds name, surname and e-mail, ignoring case and accents', async () => {
    const user = await createUser(t.database.db, {
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
      await createUser(t.database.db, { name: 'Bulkington', email: `bulk-${index}@example.test` });
    }
    expect((await search('bulkington')).json()).toHaveLength(USER_SEARCH_LIMIT);
  });

  it('takes % and _ literally', async () => {
    expect((await search('%')).json()).toEqual([]);
    expect((await search('_')).json()).toEqual([]);
  });

  it('answers 403 to anyone but a Superadmin, 401 without a token', async () => {
    for (const email of ['admin@demo.test', 'agent@demo.test']) {
      const response = await search('demo', await t.login(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: MESSAGES.forbidden });
    }
    expect((await t.inject({ url: '/core/api/users/search/demo' })).statusCode).toBe(401);
  });
});

describe('GET /core/api/users/{id}', () => {
  it('answers the user themself', async () => {
    const user = await signedInUser({ name: 'Gina', surname: 'Get', tenants: ['Football', 'Icehockey'] });
    const response = await get(user.id, user.token);
    expect(response.statusCode).toBe(200);
    const tenantIds = (
      await t.database.db
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
    const other = await createUser(t.database.db);
    expect((await get(other.id, user.token)).statusCode).toBe(403);
    // A Superadmin administers everyone (issue 4, admin.test.ts covers D9).
    expect((await get(other.id, superadmin)).statusCode).toBe(200);
    const unknown = await get(UNKNOWN_ID, user.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.notFound });
    expect((await t.inject({ url: `/core/api/users/${user.id}` })).statusCode).toBe(401);
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
    const response = await patch(user.id, user.token, { email: 'AGENT@Demo.Test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: EMAIL_IN_USE });
    expect(EMAIL_IN_USE).toBe('This e-mail address is already in use');
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
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
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['email: Enter a valid e-mail address']);
  });

  it('answers 403 for another user and 404 for an unknown one', async () => {
    const user = await signedInUser();
    const other = await createUser(t.database.db);
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
    expect((await t.inject({ url: `/core/${imagePath}` })).statusCode).toBe(200);

    const replaced = (await upload(user.id, user.token)).json().imagePath;
    expect(replaced).not.toBe(imagePath);
    expect((await t.inject({ url: `/core/${imagePath}` })).statusCode).toBe(404);
  });

  it('refuses what is not an image with 415', async () => {
    const user = await signedInUser();
    const response = await upload(user.id, user.token, Buffer.from('not an image at all'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: MESSAGES.fileTypeNotAllowed });
  });

  it('answers 403 for another user and 404 for an unknown one', async () => {
    const user = await signedInUser();
    const other = await createUser(t.database.db);
    expect((await upload(other.id, user.token)).statusCode).toBe(403);
    expect((await upload(UNKNOWN_ID, user.token)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ imagePath: users.imagePath })
      .from(users)
      .where(eq(users.id, other.id));
    expect(row?.imagePath).toBeNull();
  });
});
