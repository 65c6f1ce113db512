// Reading users: the impersonation search, the admin list, one user, and the user form's options.
import {
  type Paginated,
  ROLES,
  sortKey,
  type UserDetails,
  type UserSortProperty,
  type UserSummary,
} from '@transferdesk/shared';
import { asc, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import {
  escapeLike,
  listRows,
  type ResourceListQuery,
  type ResourceOption,
} from '../../lib/resource-list.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { isSuperadmin } from './access.ts';
import type { UserScope } from './scope.ts';
import type { UserTargets } from './targets.ts';
import {
  displayName,
  orderedRoles,
  rolesColumn,
  USER_SORTS,
  type UserRow,
  userColumns,
} from './user-rows.ts';

/** User search answers at most this many (contract). */
export const USER_SEARCH_LIMIT = 20;
export const USER_OPTION_NAMES = ['roles', 'tenants'] as const;

export function createUserReads(db: Db, scope: UserScope, targets: UserTargets) {
  return {
    displayName,

    /** Name, surname or e-mail containing `term`, ignoring case and accents; everyone, unfiltered. */
    async searchAll(term: string): Promise<UserSummary[]> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          surname: users.surname,
          email: users.email,
          imagePath: users.imagePath,
          roles: rolesColumn,
        })
        .from(users)
        .where(like(users.searchKey, `%${escapeLike(sortKey(term))}%`))
        .orderBy(asc(users.searchKey), asc(users.id))
        .limit(USER_SEARCH_LIMIT);
      return rows.map((row) => ({ ...row, displayName: displayName(row), roles: orderedRoles(row.roles) }));
    },

    /** D9: a Superadmin lists everyone, a TenantAdmin the users sharing one of their sports. */
    async list(caller: Caller, query: ResourceListQuery): Promise<Paginated<UserDetails>> {
      return listRows<UserSortProperty, UserRow, UserDetails>(
        {
          db,
          table: users,
          columns: userColumns,
          sorts: USER_SORTS,
          // Name sorts by surname next, surname by name; the id makes the order total.
          tieBreakers: [users.nameSort, users.surnameSort, users.id],
          filterColumns: [users.searchKey],
          toDtos: (rows) => targets.toDetails(caller, rows),
        },
        query as ResourceListQuery<UserSortProperty>,
        await scope.listScope(caller, query.tenantId),
      );
    },

    /** Oneself always; others per D9/D33 (404 when outside the caller's sports). */
    async get(caller: Caller, id: string): Promise<UserDetails> {
      await targets.target(caller, id);
      return targets.loadDetails(caller, id);
    },

    /** What the user form offers the caller: grantable roles, assignable sports (D9). */
    async options(caller: Caller, name: string): Promise<ResourceOption[]> {
      if (name === 'roles') {
        return ROLES.filter((role) => isSuperadmin(caller) || role !== 'Superadmin').map((role) => ({
          id: role,
          name: role,
        }));
      }
      const query = db.select({ id: tenants.id, name: tenants.name }).from(tenants);
      const scoped = isSuperadmin(caller)
        ? query
        : query.where(inArray(tenants.id, scope.tenantsOfQuery(caller.id)));
      return scoped.orderBy(asc(tenants.nameSort), asc(tenants.id));
    },
  };
}
