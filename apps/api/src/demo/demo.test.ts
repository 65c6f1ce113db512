import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/client.ts';
import {
  features,
  posts,
  tenantFeatures,
  tenants,
  userRoles,
  users,
  userTenants,
} from '../db/schema/index.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { listDemoAccounts, seedDemo } from './demo.ts';

const PASSWORD = 'seed-test-password';

describe('the demo seed (D5)', () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase();
    await migrate(test.database);
  });
  afterEach(async () => {
    await test.dispose();
  });

  async function counts() {
    const { db } = test.database;
    const countOf = async (
      table:
        | typeof tenants
        | typeof features
        | typeof users
        | typeof userRoles
        | typeof userTenants
        | typeof tenantFeatures,
    ) => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]?.n;
    return {
      tenants: await countOf(tenants),
      features: await countOf(features),
      tenantFeatures: await countOf(tenantFeatures),
      users: await countOf(users),
      userRoles: await countOf(userRoles),
      userTenants: await countOf(userTenants),
    };
  }

  it('creates the sports, features and accounts of D5', async () => {
    const result = await seedDemo(test.database.db, { password: PASSWORD });
    // Without a storage for crests, clubs and contacts are left out (demo-clubs.test.ts covers them).
    expect(result).toMatchObject({
      tenants: 4,
      features: 4,
      users: 4,
      transfers: 12,
      news: 3,
      clubs: 0,
      contacts: 0,
    });
    expect(result.teams).toBeGreaterThanOrEqual(4 * 30);
    // 4 sports with `sport`; 4 accounts with one role each; 0 + 4 + 2 + 1 memberships.
    expect(await counts()).toEqual({
      tenants: 4,
      features: 4,
      tenantFeatures: 4,
      users: 4,
      userRoles: 4,
      userTenants: 7,
    });
    const { db } = test.database;
    const sports = await db.select().from(tenants).orderBy(tenants.activeCampaignId);
    expect(sports.map((sport) => [sport.name, sport.activeCampaignId])).toEqual([
      ['Football', 1],
      ['Handball - Men', 2],
      ['Handball - Women', 3],
      ['Icehockey', 4],
    ]);
    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    expect(agent).toMatchObject({ name: 'Alex', surname: 'Agent', isActive: true });
    expect(agent?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(agent?.passwordHash ?? '', PASSWORD)).toBe(true);
    expect(listDemoAccounts().map((account) => account.email)).toEqual([
      'superadmin@demo.test',
      'admin@demo.test',
      'agent@demo.test',
      'hockey.admin@demo.test',
    ]);
  });

  it('writes news posts by the Superadmin and an admin, newest first, with clean HTML', async () => {
    await seedDemo(test.database.db, { password: PASSWORD });
    const { db } = test.database;
    const written = await db
      .select({ title: posts.title, content: posts.content, author: users.email })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .orderBy(sql`${posts.createdAt} desc`);
    expect(written.map((post) => [post.title, post.author])).toEqual([
      ['Winter window: requirements are in', 'superadmin@demo.test'],
      ['New CV template for Football', 'admin@demo.test'],
      ['Welcome to Transferdesk', 'superadmin@demo.test'],
    ]);
    // The editor's markup survives the sanitiser: bold, italics and a list show on the post's page.
    expect(written[0]?.content).toContain('<strong>1 January</strong>');
    expect(written[0]?.content).toContain('<ul><li>Check each player');
    for (const post of written) expect(post.content).toMatch(/^<p>[^<]/);
    // A restart with posts on record writes none, even after one was deleted.
    await db.delete(posts).where(eq(posts.title, 'Welcome to Transferdesk'));
    expect((await seedDemo(db, { password: PASSWORD })).news).toBe(0);
    expect(await db.select({ title: posts.title }).from(posts)).toHaveLength(2);
  });

  it('adds nothing and changes nothing when run again', async () => {
    await seedDemo(test.database.db, { password: PASSWORD });
    const { db } = test.database;
    // People edit the demo; a restart must keep their edits.
    await db.delete(tenantFeatures);
    await db.update(users).set({ name: 'Alexandra' }).where(eq(users.email, 'agent@demo.test'));
    const before = await counts();

    const again = await seedDemo(test.database.db, { password: 'another-password' });
    expect(again).toEqual({
      tenants: 0,
      features: 0,
      users: 0,
      teams: 0,
      transfers: 0,
      news: 0,
      clubs: 0,
      contacts: 0,
    });
    expect(await counts()).toEqual(before);
    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    expect(agent?.name).toBe('Alexandra');
    expect(await verifyPassword(agent?.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it('recreates only what is missing', async () => {
    await seedDemo(test.database.db, { password: PASSWORD });
    await test.database.db.delete(users).where(eq(users.email, 'hockey.admin@demo.test'));
    expect(await seedDemo(test.database.db, { password: PASSWORD })).toEqual({
      tenants: 0,
      features: 0,
      users: 1,
      teams: 0,
      transfers: 0,
      news: 0,
      clubs: 0,
      contacts: 0,
    });
    expect((await counts()).userTenants).toBe(7);
  });
});
