// One user as a caller may see it (D33 redaction) and the target checks every read and edit starts with.
import type { UserDetails } from '@transferdesk/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants, users, userTenants } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { isSuperadmin, isTenantAdmin, userAccess } from './access.ts';
import { forbidden, notFound } from './errors.ts';
import type { UserScope } from './scope.ts';
import { displayName, orderedRoles, rolesColumn, type UserRow, userColumns } from './user-rows.ts';

export type UserTargets = ReturnType<typeof createUserTargets>;

/**
 * Rows as the caller may see them: with what they may do to each (so the web offers only what
 * the API allows), and, D33, only name, e-mail, roles and sports of users they cannot manage.
 */
async function detailsOf(db: Db, scope: UserScope, caller: Caller, rows: UserRow[]): Promise<UserDetails[]> {
  const own = await scope.ownTenants(caller);
  const memberships =
    rows.length === 0
      ? []
      : await db
          .select({ userId: userTenants.userId, id: tenants.id, name: tenants.name })
          .from(userTenants)
          .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
          .where(
            inArray(
              userTenants.userId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(tenants.nameSort), asc(tenants.id));
  return rows.map((row) => {
    const links = memberships.filter((link) => link.userId === row.id);
    const tenantIds = links.map((link) => link.id);
    const access = userAccess(caller, own, { id: row.id, roles: row.roles, tenantIds });
    const details = {
      ...row,
      displayName: displayName(row),
      roles: orderedRoles(row.roles),
      tenantIds,
      tenants: links.map(({ id, name }) => ({ id, name })),
      createdAt: row.createdAt.toISOString(),
      canEdit: access.manage,
      canSetPassword: access.setPassword,
    };
    return access.manage
      ? details
      : { ...details, phoneNumber: null, title: null, location: null, birthday: null };
  });
}

export function createUserTargets(db: Db, scope: UserScope) {
  const { ownTenants, sharesTenantWith, tenantIdsOf } = scope;
  const toDetails = (caller: Caller, rows: UserRow[]) => detailsOf(db, scope, caller, rows);

  /** The user's details as `caller` may see them, with no visibility check of its own. */
  async function loadDetails(caller: Caller, id: string): Promise<UserDetails> {
    const rows = (await db.select(userColumns).from(users).where(eq(users.id, id))) as UserRow[];
    const [user] = await toDetails(caller, rows);
    if (!user) throw notFound();
    return user;
  }

  /**
   * The target as the D33 checks need it, with what the caller may do to it; 404 when absent or
   * invisible to the caller (a TenantAdmin sees users sharing one of their sports).
   */
  async function target(caller: Caller, id: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        roles: rolesColumn,
        isActive: users.isActive,
        imagePath: users.imagePath,
      })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw notFound();
    const self = row.id === caller.id;
    if (!self && !isSuperadmin(caller)) {
      // Users without an admin role keep the self-service answer: 403 for someone who exists.
      if (!isTenantAdmin(caller)) throw forbidden();
      const [visible] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), sharesTenantWith(caller.id)));
      if (!visible) throw notFound();
    }
    const tenantIds = await tenantIdsOf(id);
    const access = userAccess(caller, await ownTenants(caller), { id, roles: row.roles, tenantIds });
    return { ...row, self, tenantIds, access };
  }

  /** A target the caller may change (D33), or the refusal in words. */
  async function managedTarget(caller: Caller, id: string) {
    const current = await target(caller, id);
    if (!current.access.manage) throw forbidden(current.access.refusal);
    return current;
  }

  return { toDetails, loadDetails, target, managedTarget };
}
