import { randomBytes } from 'node:crypto';
import { MESSAGES, type UserDetails } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { TEST_PASSWORD, uniqueClientAddress } from '../../test/app.ts';
import { useTestContext } from '../../test/context.ts';
import { multipartBody, TINY_PNG } from '../../test/multipart.ts';
import { createUser, userIdOf } from '../../test/users.ts';
import { D9_MESSAGES, D33_MESSAGES } from './service.ts';

/**
 * D33: roles are global and a user may belong to several sports, so a TenantAdmin of one sport
 * must not take over a user who also belongs to a sport they do not run (issue 8's high finding).
 */

const context = useTestContext();
const { tokens, sport } = context;

const tenantId = (name: string) => {
  const id = sport[name];
  if (!id) throw new Error(`No tenant ${name}`);
  return id;
};
const email = () => `d33-${randomBytes(5).toString('hex')}@example.test`;
const get = (id: string, token: string) => context.t.inject({ url: `/core/api/users/${id}`, token });
const patch = (id: string, token: string, payload: Record<string, unknown>) =>
  context.t.inject({ method: 'PATCH', url: `/core/api/users/${id}`, token, payload });
const remove = (id: string, token: string) =>
  context.t.inject({ method: 'DELETE', url: `/core/api/users/${id}`, token });
const setPassword = (userId: string, token: string, newPassword = 'taken-over-1234') =>
  context.t.inject({
    method: 'POST',
    url: '/core/api/auth/passwordAsAdmin',
    token,
    payload: { userId, newPassword },
  });
const uploadPicture = (id: string, token: string) =>
  context.t.inject({
    method: 'POST',
    url: `/core/api/users/${id}/file`,
    token,
    ...multipartBody([{ name: 'file', value: TINY_PNG, filename: 'me.png', contentType: 'image/png' }]),
  });
const signIn = (address: string, password: string) =>
  context.t.inject({
    method: 'POST',
    url: '/core/api/auth',
    payload: { email: address, password, rememberme: false },
    remoteAddress: uniqueClientAddress(),
  });
const importCsv = (csv: string, token: string) =>
  context.t.inject({
    method: 'POST',
    url: '/core/api/users/csv',
    token,
    ...multipartBody([{ name: 'file', value: csv, filename: 'users.csv', contentType: 'text/csv' }]),
  });

async function rowOf(id: string) {
  const [row] = await context.t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('a TenantAdmin and a user who also belongs to a sport they do not run', () => {
  it('sees their name, e-mail, roles and sports, but not their personal details', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey', 'Football'] });
    await context.t.database.db
      .update(users)
      .set({ phoneNumber: '+45 11 22 33 44', title: 'Scout', location: 'Aarhus', birthday: '1990-01-02' })
      .where(eq(users.id, user.id));
    const seen = await get(user.id, tokens.hockeyAdmin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<UserDetails>()).toMatchObject({
      email: user.email,
      roles: ['User'],
      phoneNumber: null,
      title: null,
      location: null,
      birthday: null,
      canEdit: false,
      canSetPassword: false,
    });
    expect(
      seen
        .json<UserDetails>()
        .tenants.map((tenant) => tenant.name)
        .sort(),
    ).toEqual(['Football', 'Icehockey']);
    const listed = await context.t.inject({
      url: `/core/api/users?filter=${user.email}&page=1`,
      token: tokens.hockeyAdmin,
    });
    expect(listed.json<{ data: UserDetails[] }>().data).toEqual([seen.json()]);
    // A Superadmin sees everything, and may do everything.
    expect((await get(user.id, tokens.superadmin)).json()).toMatchObject({
      title: 'Scout',
      canEdit: true,
      canSetPassword: true,
    });
  });

  it.each([
    ['profile fields', { title: 'Renamed' }],
    ['e-mail', { email: 'stolen@example.test' }],
    ['active flag', { isActive: false }],
    ['roles', { roles: ['TenantAdmin', 'User'] }],
    ['sports', { tenantIds: [] }],
  ])('refuses to change their %s, and writes nothing', async (_what, payload) => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey', 'Football'] });
    const before = await rowOf(user.id);
    const response = await patch(user.id, tokens.hockeyAdmin, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: D33_MESSAGES.foreignUser });
    expect(await rowOf(user.id)).toEqual(before);
    expect((await get(user.id, tokens.superadmin)).json<UserDetails>().tenantIds).toHaveLength(2);
  });

  it('refuses to delete them, replace their picture or set their password', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey', 'Football'] });
    for (const response of [
      await remove(user.id, tokens.hockeyAdmin),
      await uploadPicture(user.id, tokens.hockeyAdmin),
      await setPassword(user.id, tokens.hockeyAdmin),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: D33_MESSAGES.foreignUser });
    }
    expect((await signIn(user.email, 'taken-over-1234')).statusCode).toBe(401);
    expect((await rowOf(user.id))?.imagePath).toBeNull();
  });

  it('cannot take over the TenantAdmin of all four sports, the attack issue 8 found', async () => {
    const admin = await userIdOf(context.t.database.db, 'admin@demo.test');
    expect((await setPassword(admin, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await signIn('admin@demo.test', 'taken-over-1234')).statusCode).toBe(401);
    expect((await patch(admin, tokens.hockeyAdmin, { roles: ['User'] })).statusCode).toBe(403);
    expect((await patch(admin, tokens.hockeyAdmin, { isActive: false })).statusCode).toBe(403);
    expect((await remove(admin, tokens.hockeyAdmin)).statusCode).toBe(403);
    expect((await get(admin, tokens.hockeyAdmin)).json()).toMatchObject({
      canEdit: false,
      canSetPassword: false,
    });
    // The demo agent (Football and Icehockey) cannot be promoted into writing Football clubs.
    const agent = await userIdOf(context.t.database.db, 'agent@demo.test');
    const promoted = await patch(agent, tokens.hockeyAdmin, { roles: ['TenantAdmin', 'User'] });
    expect(promoted.statusCode).toBe(403);
    expect((await get(agent, tokens.superadmin)).json<UserDetails>().roles).toEqual(['User']);
  });
});

describe('a TenantAdmin and users all of whose sports are theirs', () => {
  it('manages a plain user: edits, sets the password, deactivates and deletes', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Icehockey'] });
    expect((await patch(user.id, tokens.hockeyAdmin, { title: 'Scout' })).statusCode).toBe(200);
    expect((await setPassword(user.id, tokens.hockeyAdmin)).statusCode).toBe(204);
    expect((await signIn(user.email, 'taken-over-1234')).statusCode).toBe(200);
    expect((await uploadPicture(user.id, tokens.hockeyAdmin)).statusCode).toBe(200);
    expect((await patch(user.id, tokens.hockeyAdmin, { isActive: false })).statusCode).toBe(200);
    expect((await remove(user.id, tokens.hockeyAdmin)).statusCode).toBe(204);
  });

  it('edits another TenantAdmin of their sport but never sets their password', async () => {
    const colleague = await createUser(context.t.database.db, {
      roles: ['TenantAdmin', 'User'],
      tenants: ['Icehockey'],
    });
    expect((await get(colleague.id, tokens.hockeyAdmin)).json()).toMatchObject({
      canEdit: true,
      canSetPassword: false,
    });
    expect((await patch(colleague.id, tokens.hockeyAdmin, { title: 'Head scout' })).statusCode).toBe(200);
    const response = await setPassword(colleague.id, tokens.hockeyAdmin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: D33_MESSAGES.adminPassword });
    expect((await signIn(colleague.email, TEST_PASSWORD)).statusCode).toBe(200);
    // A Superadmin may.
    expect((await setPassword(colleague.id, tokens.superadmin)).statusCode).toBe(204);
  });

  it('never touches a Superadmin, even one of their sport', async () => {
    const boss = await createUser(context.t.database.db, { roles: ['Superadmin'], tenants: ['Icehockey'] });
    const response = await setPassword(boss.id, tokens.hockeyAdmin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: D9_MESSAGES.editSuperadmin });
    expect((await uploadPicture(boss.id, tokens.hockeyAdmin)).statusCode).toBe(403);
  });

  it('answers 404 for a user of no sport of theirs, password path included', async () => {
    const stranger = await createUser(context.t.database.db, { tenants: ['Football'] });
    const response = await setPassword(stranger.id, tokens.hockeyAdmin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.notFound });
  });
});

describe('TenantAdmins of several sports are a Superadmin’s to make (D33)', () => {
  it('refuses to promote a user of two sports, even by an admin of both', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Football', 'Icehockey'] });
    expect((await get(user.id, tokens.admin)).json()).toMatchObject({ canEdit: true });
    const response = await patch(user.id, tokens.admin, { roles: ['TenantAdmin', 'User'] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: D33_MESSAGES.multiSportAdmin });
    expect((await patch(user.id, tokens.superadmin, { roles: ['TenantAdmin', 'User'] })).statusCode).toBe(
      200,
    );
  });

  it('promotes a user of one sport, but does not widen that TenantAdmin to a second sport', async () => {
    const user = await createUser(context.t.database.db, { tenants: ['Football'] });
    expect((await patch(user.id, tokens.admin, { roles: ['TenantAdmin', 'User'] })).statusCode).toBe(200);
    const widened = await patch(user.id, tokens.admin, {
      tenantIds: [tenantId('Football'), tenantId('Icehockey')],
    });
    expect(widened.statusCode).toBe(403);
    expect(widened.json()).toEqual({ error: D33_MESSAGES.multiSportAdmin });
    expect((await get(user.id, tokens.superadmin)).json<UserDetails>().tenantIds).toEqual([
      tenantId('Football'),
    ]);
  });

  it('refuses to demote or narrow a TenantAdmin of several sports', async () => {
    const user = await createUser(context.t.database.db, {
      roles: ['TenantAdmin', 'User'],
      tenants: ['Football', 'Icehockey'],
    });
    expect((await patch(user.id, tokens.admin, { roles: ['User'] })).statusCode).toBe(403);
    expect((await patch(user.id, tokens.admin, { tenantIds: [tenantId('Football')] })).statusCode).toBe(403);
    // Their name is still the admin's to correct.
    expect((await patch(user.id, tokens.admin, { name: 'Corrected' })).statusCode).toBe(200);
  });

  it('refuses to create or import one', async () => {
    const created = await context.t.inject({
      method: 'POST',
      url: '/core/api/users',
      token: tokens.admin,
      payload: {
        email: email(),
        password: 'long-enough-1',
        roles: ['TenantAdmin', 'User'],
        tenantIds: [tenantId('Football'), tenantId('Icehockey')],
      },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ error: D33_MESSAGES.multiSportAdmin });

    const address = email();
    const imported = await importCsv(
      `email,roles,tenants\r\n${address},TenantAdmin|User,Football|Icehockey\r\n`,
      tokens.admin,
    );
    expect(imported.statusCode).toBe(400);
    expect(imported.json().errors).toEqual([
      { description: `Row 2, roles: ${D33_MESSAGES.multiSportAdmin}` },
    ]);
    const [written] = await context.t.database.db.select().from(users).where(eq(users.email, address));
    expect(written).toBeUndefined();
  });
});
