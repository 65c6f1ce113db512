// Writes beside the user row: its roles and sports links, and the sessions that end with a right (D34).
import type { Role } from '@transferdesk/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions, userRoles, userTenants } from '../../db/schema/index.ts';

/**
 * D34: sessions end with the right they rest on. The user's own sessions and every
 * impersonation session they started; revoked rows stay revoked, so reactivating a user does
 * not bring old sign-ins back.
 */
export async function endSessionsOf(tx: Tx, userId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)),
    );
}

/** Replaces the roles and/or sports given; undefined leaves that kind of link as it is. */
export async function replaceLinks(
  tx: Tx,
  userId: string,
  roles: Role[] | undefined,
  tenantIds: string[] | undefined,
) {
  if (roles) {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values([...new Set(roles)].map((role) => ({ userId, role })));
  }
  if (tenantIds) {
    await tx.delete(userTenants).where(eq(userTenants.userId, userId));
    if (tenantIds.length > 0) {
      await tx.insert(userTenants).values(tenantIds.map((tenantId) => ({ userId, tenantId })));
    }
  }
}
