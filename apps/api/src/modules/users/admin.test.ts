import { randomBytes } from 'node:crypto';
import { MESSAGES, type Paginated, sortKey, type UserDetails } from '@transferdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { tenants, users } from '../../db/schema/index.ts';
import { IMPORT_FAILED } from '../../lib/csv-import-rules.ts';
import { TEST_PASSWORD, uniqueClientAddress } from '../../test/app.ts';
import { expectValidationError, useTestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createUser, userIdOf } from '../../test/users.ts';
import { D9_MESSAGES, EMAIL_IN_USE } from './service.ts';

const context = useTestContext();
const { tokens, sport } = context;

const tenantId = (name: string) => {
  const id = sport[name];
  if (!id) throw new Error(`No tenant ${name}`);
  return id;
};

/** A sport of its own, so that counts and orders in a test are exactly its own users. */
async function freshTenant(): Promise<{ id: string; name: string }> {
  const name = `Sport ${randomBytes(4).toString('hex')}`;
  const [row] = await context.t.database.db
    .insert(tenants)
    .values({ name, nameSort: sortKey(name) })
    .returning({ id: tenants.id });
  if (!row) throw new Error('No tenant');
  sport[name] = row.id;
  return { id: row.id, name };
}

const list = (query: string, token = tokens.superadmin) =>
  context.t.inject({ url: `/core/api/users?${query}`, token });
const page = async (query: string, token = tokens.superadmin) => {
  const response = await list(query, token);
  expect(response.statusCode).toBe(200);
  return response.json<Paginated<UserDetails>>();
};
const get = (id: string, token: string) => context.t.inject({ url: `/core/api/users/${id}`, token });
const patch = (id: string, token: string, payload: Record<string, unknown>) =>
  context.t.inject({ method: 'PATCH', url: `/core/api/users/${id}`, token, payload });
const create = (token: string, payload: Record<string, unknown>) =>
  context.t.inject({ method: 'POST', url: '/core/api/users', token, payload });
const remove = (id: string, token: string) =>
  context.t.inject({ method: 'DELETE', url: `/core/api/users/${id}`, token });
const exportCsv = (query = '', token = tokens.superadmin) =>
  context.t.inject({ url: `/core/api/users/csv?${query}`, token });
const importCsv = (csv: string | Buffer, token = tokens.superadmin) =>
  context.t.inject({
    method: 'POST',
    url: '/core/api/users/csv',
    token,
    ...multipartBody([{ name: 'file', value: csv, filename: 'users.csv', contentType: 'text/csv' }]),
  });
const email = () => `u-${randomBytes(5).toString('hex')}@example.test`;

describe('GET /core/api/users (lists)', () => {
  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [51, 6],
  ])('pages %i users into %i pages of 10', async (count, lastPage) => {
    const tenant = await freshTenant();
    for (let index = 0; index < count; index += 1) {
      await createUser(context.t.database.db, {
        name: `P${String(index).padStart(2, '0')}`,
        tenants: [tenant.name],
      });
    }
    const first = await page(`page=1&tenantId=${tenant.id}`);
    expect(first).toMatchObject({ currentPage: 1, lastPage, perPage: 10, total: count });
    expect(first.data).toHaveLength(Math.min(count, 10));
    const last = await page(`page=${lastPage}&tenantId=${tenant.id}`);
    expect(last.data).toHaveLength(count === 0 ? 0 : count - (lastPage - 1) * 10);
    // Without a page: everything, for selectors.
    const all = await page(`tenantId=${tenant.id}&filterDeleted=true`);
    expect(all).toMatchObject({ currentPage: 1, lastPage: 1, total: count });
    expect(all.data).toHaveLength(count);
  });

  it('caps take at 100 and refuses unknown sorts', async () => {
    expect((await list('page=1&take=101')).statusCode).toBe(400);
    expect((await list('page=1&sort=password')).statusCode).toBe(400);
    expect((await page('page=1&take=100')).perPage).toBe(100);
  });

  it('sorts names ignoring case and accents, by name, surname or date', async () => {
    const tenant = await freshTenant();
    for (const [name, surname] of [
      ['Zebra', 'aa'],
      ['Ålborg', 'Ø'],
      ['aarhus', 'zz'],
    ]) {
      await createUser(context.t.database.db, { name, surname, tenants: [tenant.name] });
    }
    const names = async (query: string) =>
      (await page(`page=1&tenantId=${tenant.id}&${query}`)).data.map((user) => user.name);
    expect(await names('')).toEqual(['aarhus', 'Ålborg', 'Zebra']);
    expect(await names('sort=name&direction=desc')).toEqual(['Zebra', 'Ålborg', 'aarhus']);
    expect(await names('sort=surname')).toEqual(['Zebra', 'Ålborg', 'aarhus']);
    expect(await names('sort=createdAt&direction=desc')).toEqual(['aarhus', 'Ålborg', 'Zebra']);
  });

  it('filters on name, surname and e-mail, ignoring case and accents', async () => {
    const tenant = await freshTenant();
    await createUser(context.t.database.db, {
      name: 'Søren',
      surname: 'Kierkegaard',
      tenants: [tenant.name],
    });
    await createUser(context.t.database.db, {
      name: 'Karen',
      surname: 'Blixen',
      email: 'karen.b@dinesen.test',
      tenants: [tenant.name],
    });
    const found = async (term: string) =>
      (await page(`page=1&tenantId=${tenant.id}&filter=${encodeURIComponent(term)}`)).data.map(
        (user) => user.surname,
      );
    expect(await found('SOREN')).toEqual(['Kierkegaard']);
    expect(await found('KIERKEGÄARD')).toEqual(['Kierkegaard']);
    expect(await found('dinesen')).toEqual(['Blixen']);
    expect(await found('%')).toEqual([]);
    const viaFilterPath = await context.t.inject({
      url: `/core/api/users/filter/?page=1&tenantId=${tenant.id}&filter=blix`,
      token: tokens.superadmin,
    });
    expect(viaFilterPath.json<Paginated<UserDetails>>().data.map((user) => user.surname)).toEqual(['Blixen']);
  });

  it('D9: a TenantAdmin lists only users sharing one of their sports', async () => {
    const data = (await page('take=100', tokens.hockeyAdmin)).data;
    const emails = data.map((user) => user.email);
    expect(emails).toContain('agent@demo.test');
    expect(emails).toContain('admin@demo.test');
    expect(emails).not.toContain('superadmin@demo.test');
    for (const user of data) expect(user.tenantIds).toContain(tenantId('Icehockey'));
    expect((await list(`page=1&tenantId=${tenantId('Football')}`, tokens.hockeyAdmin)).statusCode).toBe(403);
  });

  it('answers 403 to a plain user and 401 without a token', async () => {
    expect((await list('page=1', tokens.agent)).statusCode).toBe(403);
    expect((await context.t.inject({ url: '/core/api/users?page=1' })).statusCode).toBe(401);
  });
});

describe('D9 for TenantAdmins', () => {
  it('reads and edits users all of whose sports are theirs, and assigns only their own sports', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    const read = await get(user.id, tokens.hockeyAdmin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ canEdit: true, canSetPassword: true });
    const changed = await patch(user.id, tokens.hockeyAdmin, {
      title: 'Scout',
      tenantIds: [tenantId('Icehockey')],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<UserDetails>().tenantIds).toEqual([tenantId('Icehockey')]);
    expect(changed.json<UserDetails>().title).toBe('Scout');

    const foreign = await patch(user.id, tokens.hockeyAdmin, {
      tenantIds: [tenantId('Icehockey'), tenantId('Handball - Men')],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: D9_MESSAGES.foreignTenant });
  });

  it('answers 404 for a user of another sport', async () => {
    const other = await createUser(context.t.database.db, { tenants: ['Football'] });
    const response = await get(other.id, tokens.hockeyAdmin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.notFound });
    expect((await patch(other.id, tokens.hockeyAdmin, { title: 'x' })).statusCode).toBe(404);
    expect((await remove(other.id, tokens.hockeyAdmin)).statusCode).toBe(404);
  });

  it('never edits or deletes a Superadmin, even one of their sport', async () => {
    const boss = await createUser(context.t.database.db, { roles: ['Superadmin'], tenants: ['Icehockey'] });
    expect((await get(boss.id, tokens.hockeyAdmin)).statusCode).toBe(200);
    const response = await patch(boss.id, tokens.hockeyAdmin, { title: 'Demoted' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: D9_MESSAGES.editSuperadmin });
    expect((await remove(boss.id, tokens.hockeyAdmin)).statusCode).toBe(403);
  });

  it('never grants Superadmin, on create or on edit', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    const grant = await patch(user.id, tokens.hockeyAdmin, { roles: ['User', 'Superadmin'] });
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toEqual({ error: D9_MESSAGES.grantSuperadmin });
    const created = await create(tokens.hockeyAdmin, {
      email: email(),
      password: 'long-enough',
      roles: ['Superadmin'],
      tenantIds: [tenantId('Icehockey')],
    });
    expect(created.statusCode).toBe(403);
  });

  it('creates users in their own sports only, and offers only what they may grant', async () => {
    const address = email();
    const foreign = await create(tokens.hockeyAdmin, {
      email: address,
      password: 'long-enough',
      tenantIds: [tenantId('Football')],
    });
    expect(foreign.statusCode).toBe(403);
    const none = await create(tokens.hockeyAdmin, { email: address, password: 'long-enough' });
    expectValidationError(none, 'tenantIds', D9_MESSAGES.noTenant);
    expect(await context.t.database.db.select().from(users).where(eq(users.email, address))).toEqual([]);
    const ok = await create(tokens.hockeyAdmin, {
      email: address,
      password: 'long-enough',
      name: 'New',
      roles: ['User'],
      tenantIds: [tenantId('Icehockey')],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      email: address,
      roles: ['User'],
      tenants: [{ name: 'Icehockey' }],
      isActive: true,
    });

    const roles = await context.t.inject({ url: '/core/api/users/options/roles', token: tokens.hockeyAdmin });
    expect(roles.json()).toEqual([
      { id: 'TenantAdmin', name: 'TenantAdmin' },
      { id: 'User', name: 'User' },
    ]);
    const sports = await context.t.inject({
      url: '/core/api/users/options/tenants',
      token: tokens.hockeyAdmin,
    });
    expect(sports.json()).toEqual([{ id: tenantId('Icehockey'), name: 'Icehockey' }]);
    const all = await context.t.inject({ url: '/core/api/users/options/roles', token: tokens.superadmin });
    expect(all.json()).toHaveLength(3);
  });

  it('nobody changes their own roles, deactivates or deletes themselves', async () => {
    const id = await userIdOf(context.t.database.db, 'hockey.admin@demo.test');
    expect((await patch(id, tokens.hockeyAdmin, { roles: ['User'] })).statusCode).toBe(403);
    expect((await patch(id, tokens.hockeyAdmin, { isActive: false })).statusCode).toBe(403);
    expect((await remove(id, tokens.hockeyAdmin)).statusCode).toBe(403);
    // Sending the unchanged values back (as the form does) is fine.
    expect((await patch(id, tokens.hockeyAdmin, { roles: ['TenantAdmin'], isActive: true })).statusCode).toBe(
      200,
    );
  });
});

describe('Superadmin user administration', () => {
  it('creates, changes and deletes any user; e-mails are unique whatever their case', async () => {
    const address = email();
    const created = await create(tokens.superadmin, {
      email: address,
      password: 'long-enough',
      name: 'Ida',
      surname: 'Ny',
      roles: ['TenantAdmin', 'Superadmin'],
      tenantIds: [tenantId('Football')],
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<UserDetails>();
    expect(user).toMatchObject({ displayName: 'Ida Ny', roles: ['Superadmin', 'TenantAdmin'] });
    expect((await context.t.login(address, { password: 'long-enough' })).length).toBeGreaterThan(0);

    const duplicate = await create(tokens.superadmin, {
      email: address.toUpperCase(),
      password: 'long-enough',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: EMAIL_IN_USE });
    const shortAddress = email();
    const short = await create(tokens.superadmin, { email: shortAddress, password: 'short' });
    expectValidationError(short, 'password', 'The password must be at least 8 characters long');
    expect(await context.t.database.db.select().from(users).where(eq(users.email, shortAddress))).toEqual([]);

    expect(
      (await patch(user.id, tokens.superadmin, { roles: ['User'], tenantIds: [] })).json(),
    ).toMatchObject({
      roles: ['User'],
      tenantIds: [],
    });
    expect((await remove(user.id, tokens.superadmin)).statusCode).toBe(204);
    expect((await get(user.id, tokens.superadmin)).statusCode).toBe(404);
  });

  it('deactivating ends every session for good; reactivating lets the user sign in afresh (D34)', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    const token = await context.t.login(user.email);
    const refresh = () =>
      context.t.inject({ method: 'POST', url: `/core/api/auth/refresh?token=${encodeURIComponent(token)}` });
    const signIn = () =>
      context.t.inject({
        method: 'POST',
        url: '/core/api/auth',
        payload: { email: user.email, password: TEST_PASSWORD, rememberme: false },
        remoteAddress: uniqueClientAddress(),
      });

    const off = await patch(user.id, tokens.hockeyAdmin, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    // The session is over: the browser's next refresh signs it out (401), as does any request.
    expect((await refresh()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(401);
    expect((await get(user.id, token)).statusCode).toBe(401);

    expect((await patch(user.id, tokens.hockeyAdmin, { isActive: true })).json().isActive).toBe(true);
    // D34: the old sign-in stays over; a new one works.
    expect((await refresh()).statusCode).toBe(401);
    expect((await get(user.id, token)).statusCode).toBe(401);
    const again = await signIn();
    expect(again.statusCode).toBe(200);
    expect(decodeJwt(again.json().token).acs).toBe('true');
  });

  it('a role change ends the user’s sessions, so no token carries the old role (D34)', async () => {
    const user = await createUser(context.t.database.db, {
      roles: ['TenantAdmin', 'User'],
      tenants: ['Icehockey'],
    });
    const token = await context.t.login(user.email);
    expect((await patch(user.id, tokens.superadmin, { roles: ['User'] })).statusCode).toBe(200);
    expect((await get(user.id, token)).statusCode).toBe(401);
    const refreshed = await context.t.inject({
      method: 'POST',
      url: `/core/api/auth/refresh?token=${encodeURIComponent(token)}`,
    });
    expect(refreshed.statusCode).toBe(401);
    // Other edits leave sessions alone.
    const kept = await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    const keptToken = await context.t.login(kept.email);
    expect((await patch(kept.id, tokens.superadmin, { title: 'Scout' })).statusCode).toBe(200);
    expect((await get(kept.id, keptToken)).statusCode).toBe(200);
  });

  it('demoting or deactivating a Superadmin ends the impersonations they started (D34)', async () => {
    for (const change of [{ roles: ['User'] }, { isActive: false }]) {
      const boss = await createUser(context.t.database.db, { roles: ['Superadmin'] });
      const bossToken = await context.t.login(boss.email);
      const started = await context.t.inject({
        method: 'POST',
        url: '/core/api/auth/impersonate',
        token: bossToken,
        payload: { id: await userIdOf(context.t.database.db, 'agent@demo.test') },
      });
      expect(started.statusCode).toBe(200);
      const impersonation = started.json<{ token: string }>().token;
      expect((await context.t.inject({ url: '/core/api/auth/me', token: impersonation })).statusCode).toBe(
        200,
      );

      expect((await patch(boss.id, tokens.superadmin, change)).statusCode).toBe(200);
      expect((await context.t.inject({ url: '/core/api/auth/me', token: impersonation })).statusCode).toBe(
        401,
      );
      const refreshed = await context.t.inject({
        method: 'POST',
        url: `/core/api/auth/refresh?token=${encodeURIComponent(impersonation)}`,
      });
      expect(refreshed.statusCode).toBe(401);
    }
  });
});

describe('CSV export and import', () => {
  it('exports UTF-8 with a BOM as an attachment, and imports it back unchanged', async () => {
    const tenant = await freshTenant();
    const people = [
      { name: 'Åse', surname: 'Ødegård', title: 'Scout, senior', location: 'Aarhus\nDenmark' },
      { name: 'Bo "The Boss"', surname: 'Bæk', title: ' padded ', location: 'Semi;colon' },
      { name: '', surname: '', title: '', location: '' },
    ];
    for (const person of people) {
      const address = email();
      const response = await create(tokens.superadmin, {
        email: address,
        password: 'long-enough',
        ...person,
        phoneNumber: '+45 12 34 56 78',
        birthday: '1990-02-28',
        roles: ['TenantAdmin', 'User'],
        tenantIds: [tenant.id, tenantId('Football')],
      });
      expect(response.statusCode).toBe(201);
    }
    const exported = await exportCsv(`tenantId=${tenant.id}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const bytes = exported.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFemail,name,surname,phoneNumber,title,location,birthday,roles,tenants',
    );
    expect(text).toContain(`TenantAdmin|User,Football|${tenant.name}`);

    const before = await page(`tenantId=${tenant.id}`);
    await context.t.database.db.delete(users).where(
      inArray(
        users.id,
        before.data.map((user) => user.id),
      ),
    );
    const imported = await importCsv(bytes);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ imported: 3 });

    const after = await page(`tenantId=${tenant.id}`);
    const comparable = (user: UserDetails) => {
      const { id: _id, createdAt: _createdAt, ...rest } = user;
      return rest;
    };
    expect(after.data.map(comparable)).toEqual(before.data.map(comparable));
    expect((await exportCsv(`tenantId=${tenant.id}`)).rawPayload.equals(bytes)).toBe(true);
  });

  it('reads `;` separators, quoted commas and line breaks, and gives imported users no password', async () => {
    const tenant = await freshTenant();
    const address = email();
    const csv = `\uFEFFemail;name;title;tenants;roles\r\n${address};"Smith, Jo";"Line one\nline two";${tenant.name.toUpperCase()};\r\n`;
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    const [user] = (await page(`tenantId=${tenant.id}`)).data;
    expect(user).toMatchObject({
      email: address,
      name: 'Smith, Jo',
      surname: '',
      title: 'Line one\nline two',
      birthday: null,
      roles: ['User'],
      tenants: [{ id: tenant.id, name: tenant.name }],
    });
    const signIn = await context.t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email: address, password: TEST_PASSWORD, rememberme: false },
      remoteAddress: uniqueClientAddress(),
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('writes nothing when any row is bad, and names every bad row as a spreadsheet numbers it', async () => {
    const tenant = await freshTenant();
    const csv = [
      'email,name,birthday,roles,tenants',
      `${email()},Good,,User,${tenant.name}`,
      `not-an-email,Bad,,User,${tenant.name}`,
      `${email()},"Multi`,
      `line",1990-02-30,Boss,${tenant.name}`,
      `agent@demo.test,Taken,,User,Nowhere`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: IMPORT_FAILED,
      errors: [
        { description: 'Row 3, email: Enter a valid e-mail address' },
        { description: 'Row 4, birthday: Not a valid date' },
        { description: 'Row 4, roles: Use Superadmin, TenantAdmin, User, separated by |' },
      ],
    });
    expect((await page(`tenantId=${tenant.id}`)).total).toBe(0);

    // Rows valid on their own may still clash with the database: reported the same way.
    const clash = await importCsv(`email,tenants\n${email()},${tenant.name}\nAGENT@demo.test,Nowhere\n`);
    expect(clash.json().errors).toEqual([
      { description: `Row 3, email: ${EMAIL_IN_USE}` },
      { description: 'Row 3, tenants: No sport is named "Nowhere"' },
    ]);
    expect((await page(`tenantId=${tenant.id}`)).total).toBe(0);
    const unknownColumn = await importCsv('email,password\nx@example.test,secret\n');
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().errors[0].description).toMatch(/^Row 1: unknown column "password"/);
  });

  it('D9: a TenantAdmin imports only into their sports and never grants Superadmin', async () => {
    const address = email();
    const response = await importCsv(
      `email,roles,tenants\n${address},Superadmin,Icehockey\n${email()},User,Football\n${email()},User,\n`,
      tokens.hockeyAdmin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { description: `Row 2, roles: ${D9_MESSAGES.grantSuperadmin}` },
      { description: `Row 3, tenants: ${D9_MESSAGES.foreignTenant} ("Football")` },
      { description: `Row 4, tenants: ${D9_MESSAGES.noTenant}` },
    ]);
    const ok = await importCsv(
      `email,roles,tenants\n${address},TenantAdmin|User,Icehockey\n`,
      tokens.hockeyAdmin,
    );
    expect(ok.json()).toEqual({ imported: 1 });
    const [row] = await context.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, address));
    expect(row).toBeDefined();
    // Their export leaves out sports they do not administer, so it imports back under D9.
    const text = (await exportCsv('', tokens.hockeyAdmin)).body;
    expect(text).toContain('agent@demo.test,Alex,Agent,,,,,User,Icehockey\r\n');
    expect(text).not.toContain('superadmin@demo.test');
    // Refused before the file starts, so the answer is a real 403 rather than a broken download.
    const foreign = await exportCsv(`tenantId=${tenantId('Football')}`, tokens.hockeyAdmin);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: MESSAGES.forbidden });
  });

  it('answers 403 to a plain user', async () => {
    expect((await exportCsv('', tokens.agent)).statusCode).toBe(403);
    expect((await importCsv('email\n', tokens.agent)).statusCode).toBe(403);
  });
});
