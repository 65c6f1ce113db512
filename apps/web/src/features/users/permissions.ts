import type { Role } from '@transferdesk/shared';
import type { Session } from '../../lib/session/session.ts';

/*
 * Whom an admin may edit or give a password (D33) is decided by the API, which answers it with
 * each user as `canEdit` and `canSetPassword`; only what the form offers before a user exists
 * is decided here.
 */

/** The roles the admin may grant: all for a Superadmin, all but Superadmin for a TenantAdmin. */
export function grantableRoles(session: Session, all: readonly Role[]): Role[] {
  return all.filter((role) => session.isSuperadmin || role !== 'Superadmin');
}
