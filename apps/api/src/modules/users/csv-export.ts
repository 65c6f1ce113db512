// The users CSV export: the rows a caller may see, by name, a batch per query.
import { sortKey } from '@transferdesk/shared';
import { and, asc, gt, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { escapeLike, type ResourceListQuery } from '../../lib/resource-list.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { isSuperadmin } from './access.ts';
import { CSV_LIST_SEPARATOR } from './schemas.ts';
import type { UserScope } from './scope.ts';
import type { UserTargets } from './targets.ts';
import { type UserRow, userColumns } from './user-rows.ts';

/** Rows per query of an export. */
const EXPORT_BATCH = 1000;

type SortedRow = UserRow & { nameSort: string; surnameSort: string };

export function createUserCsvExport(db: Db, scope: UserScope, targets: UserTargets) {
  /** One page of the export after `after` (keyset pagination: stable, no OFFSET scans). */
  async function pageAfter(scopeSql: SQL | undefined, after: SortedRow | null): Promise<SortedRow[]> {
    return (await db
      .select({ ...userColumns, nameSort: users.nameSort, surnameSort: users.surnameSort })
      .from(users)
      .where(
        and(
          scopeSql,
          after
            ? gt(
                sql`(${users.nameSort}, ${users.surnameSort}, ${users.id})`,
                sql`(${after.nameSort}, ${after.surnameSort}, ${after.id}::uuid)`,
              )
            : undefined,
        ),
      )
      .orderBy(asc(users.nameSort), asc(users.surnameSort), asc(users.id))
      .limit(EXPORT_BATCH)) as SortedRow[];
  }

  /** The export's rows in name order, a batch per query (keyset pagination: stable, no OFFSET scans). */
  async function* exportBatches(
    caller: Caller,
    scopeSql: SQL | undefined,
    /** The TenantAdmin's sports, the only ones their export names; null for a Superadmin. */
    own: Set<string> | null,
  ): AsyncGenerator<Record<string, string>> {
    // Keyset pagination: stable while rows are added, and no OFFSET scans.
    let after: SortedRow | null = null;
    for (;;) {
      const page = await pageAfter(scopeSql, after);
      const details = await targets.toDetails(caller, page);
      for (const user of details) {
        yield {
          email: user.email,
          name: user.name,
          surname: user.surname,
          phoneNumber: user.phoneNumber ?? '',
          title: user.title ?? '',
          location: user.location ?? '',
          birthday: user.birthday ?? '',
          roles: user.roles.join(CSV_LIST_SEPARATOR),
          tenants: user.tenants
            .filter((tenant) => !own || own.has(tenant.id))
            .map((tenant) => tenant.name)
            .join(CSV_LIST_SEPARATOR),
        };
      }
      const last = page.at(-1);
      if (!last || page.length < EXPORT_BATCH) return;
      after = last;
    }
  }

  return {
    /**
     * The CSV rows the caller may see, by name. Sports a TenantAdmin does not administer are left
     * out of the `tenants` cell, so that their export imports back under D9.
     */
    async exportRows(
      caller: Caller,
      query: Pick<ResourceListQuery, 'tenantId' | 'filter'>,
    ): Promise<AsyncIterable<Record<string, string>>> {
      const term = query.filter ? sortKey(query.filter) : '';
      const scopeSql = and(
        await scope.listScope(caller, query.tenantId),
        term ? like(users.searchKey, `%${escapeLike(term)}%`) : undefined,
      );
      const own = isSuperadmin(caller) ? null : new Set(await scope.tenantIdsOf(caller.id));
      return exportBatches(caller, scopeSql, own);
    },
  };
}
