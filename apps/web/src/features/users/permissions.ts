import type { Role } from '@transferdesk/shared';
import type { Session } from '../../lib/session/session.ts';

/** D9: a Superadmin edits anyone; a TenantAdmin everyone but Superadmins. */
export function canEditUser(session: Session, roles: readonly Role[]): boolean {
  if (session.isSuperadmin) return true;
  return session.isTenantAdmin && !roles.includes('Superadmin');
}

/**
 * Spec 5, admin password change: a Superadmin for any other user, a TenantAdmin for non-Superadmins;
 * never one's own account this way (the profile has its own form), never a user not yet saved.
 */
export function canSetPassword(session: Session, user: { id: string; roles: readonly Role[] } | undefined) {
  if (!user || user.id === session.claims?.sub) return false;
  return canEditUser(session, user.roles);
}

/** The roles the admin may grant: all for a Superadmin, all but Superadmin for a TenantAdmin. */
export function grantableRoles(session: Session, all: readonly Role[]): Role[] {
  return all.filter((role) => session.isSuperadmin || role !== 'Superadmin');
}
