import { SPORT_READER_ROLES } from '@transferdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userRoles, users, userTenants } from '../../db/schema/index.ts';

/** Whether the user is, now, an active TenantAdmin or User of the sport: one of the agency's people. */
export async function isAgencyMember(db: Db | Tx, userId: string, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)))
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, users.id), inArray(userRoles.role, [...SPORT_READER_ROLES])),
    )
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  return row !== undefined;
}
