import type { TenantSummary } from '@transferdesk/shared';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants, userTenants } from '../../db/schema/index.ts';

export type HomeService = ReturnType<typeof createHomeService>;

/** The /home dashboard: counts per sport of the caller (later issues add more counts). */
export function createHomeService({ db }: { db: Db }) {
  return {
    async summary(userId: string): Promise<TenantSummary[]> {
      const own = db
        .select({ tenantId: userTenants.tenantId })
        .from(userTenants)
        .where(eq(userTenants.userId, userId));
      const members = db
        .select({ tenantId: userTenants.tenantId, users: count().as('users') })
        .from(userTenants)
        .groupBy(userTenants.tenantId)
        .as('members');
      const rows = await db
        .select({ tenantId: tenants.id, name: tenants.name, users: members.users })
        .from(tenants)
        .innerJoin(members, eq(members.tenantId, tenants.id))
        .where(inArray(tenants.id, own))
        .orderBy(asc(tenants.nameSort), asc(tenants.id));
      return rows.map((row) => ({ ...row, users: Number(row.users) }));
    },
  };
}
