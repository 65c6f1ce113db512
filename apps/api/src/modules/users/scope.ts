// Whom a caller sees among the users (D9): the sports they belong to and the list/export scope.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users, userTenants } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { isSuperadmin, isTenantAdmin } from './access.ts';
import { forbidden } from './errors.ts';

export type UserScope = ReturnType<typeof createUserScope>;

export function createUserScope(db: Db) {
  /** The sports a caller belongs to (a subquery, so callers' rows never travel). */
  const tenantsOfQuery = (userId: string, executor: Db | Tx = db) =>
    executor
      .select({ tenantId: userTenants.tenantId })
      .from(userTenants)
      .where(eq(userTenants.userId, userId));

  /** Inside a transaction pass `tx`: PGlite has one connection, which the transaction holds. */
  async function tenantIdsOf(userId: string, executor: Db | Tx = db): Promise<string[]> {
    return (await tenantsOfQuery(userId, executor)).map((row) => row.tenantId);
  }

  /** D9: the users a TenantAdmin sees are those sharing one of their sports. */
  const sharesTenantWith = (callerId: string) =>
    inArray(
      users.id,
      db
        .select({ userId: userTenants.userId })
        .from(userTenants)
        .where(inArray(userTenants.tenantId, tenantsOfQuery(callerId))),
    );

  /** What `caller` may see of the user table; undefined for everything (Superadmin). */
  function visibleTo(caller: Caller): SQL | undefined {
    if (isSuperadmin(caller)) return undefined;
    if (isTenantAdmin(caller)) return or(eq(users.id, caller.id), sharesTenantWith(caller.id));
    return eq(users.id, caller.id);
  }

  /** The caller's sports, as the D33 judgement needs them (empty for a Superadmin, who needs none). */
  async function ownTenants(caller: Caller, executor: Db | Tx = db): Promise<Set<string>> {
    return new Set(isSuperadmin(caller) ? [] : await tenantIdsOf(caller.id, executor));
  }

  /** Scope of a list or export: D9 visibility and the optional `tenantId` (which must be the caller's). */
  async function listScope(caller: Caller, tenantId: string | undefined): Promise<SQL | undefined> {
    if (tenantId && isTenantAdmin(caller) && !(await tenantIdsOf(caller.id)).includes(tenantId)) {
      throw forbidden();
    }
    const inTenant = tenantId
      ? inArray(
          users.id,
          db
            .select({ userId: userTenants.userId })
            .from(userTenants)
            .where(eq(userTenants.tenantId, tenantId)),
        )
      : undefined;
    return and(visibleTo(caller), inTenant);
  }

  return { tenantsOfQuery, tenantIdsOf, sharesTenantWith, ownTenants, listScope, visibleTo };
}
