import { randomBytes } from 'node:crypto';
import type { Role } from '@transferdesk/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenants, userRoles, users, userTenants } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { userKeys } from '../lib/search-keys.ts';
import { TEST_PASSWORD } from './app.ts';

export interface TestUserOptions {
  email?: string;
  name?: string;
  surname?: string;
  roles?: Role[];
  /** Tenant names, e.g. 'Football'. */
  tenants?: string[];
  password?: string;
}

/** A new account (password TEST_PASSWORD unless told), so a test can change it freely. */
export async function createUser(db: Db, options: TestUserOptions = {}) {
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const name = options.name ?? 'Test';
  const surname = options.surname ?? 'User';
  const [user] = await db
    .insert(users)
    .values({
      email,
      name,
      surname,
      ...userKeys({ name, surname, email }),
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
    })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('The user was not written');
  const roles = options.roles ?? ['User'];
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  const names = options.tenants ?? [];
  if (names.length > 0) {
    const rows = await db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.name, names));
    await db.insert(userTenants).values(rows.map((row) => ({ userId: user.id, tenantId: row.id })));
  }
  return user;
}

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}
