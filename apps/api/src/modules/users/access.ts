import { MESSAGES, type Role } from '@transferdesk/shared';
import type { Caller } from '../../lib/tenant-access.ts';

/**
 * Who may do what to a user account (D9, sharpened by D33): pure rules, no I/O, so that every user
 * route and the web's `canEdit`/`canSetPassword` flags come from one judgement.
 */

/** The D9 refusals, in words for the admin. */
export const D9_MESSAGES = {
  grantSuperadmin: 'Only a Superadmin can grant the Superadmin role',
  foreignTenant: 'You can only assign your own sports',
  editSuperadmin: 'Only a Superadmin can change a Superadmin',
  ownAccess: 'You can not change your own roles or deactivate yourself',
  noTenant: 'Choose at least one of your sports',
} as const;

/** The D33 refusals (D9 sharpened), in words for the admin. */
export const D33_MESSAGES = {
  foreignUser:
    'This user also belongs to a sport you do not administer; only a Superadmin or an admin of all their sports can change them',
  adminPassword:
    'Only a Superadmin can set the password of a TenantAdmin; they can reset their own through "Forgot password"',
  multiSportAdmin: 'Only a Superadmin can change who is a TenantAdmin of more than one sport',
} as const;

export const isSuperadmin = (caller: Caller) => caller.roles.includes('Superadmin');
export const isTenantAdmin = (caller: Caller) =>
  !isSuperadmin(caller) && caller.roles.includes('TenantAdmin');

/** A user as the D33 rules judge them. */
interface Subject {
  id: string;
  roles: Role[];
  tenantIds: readonly string[];
}

/** What a caller may do to one user; `refusal` says why not, in the admin's words. */
export interface UserAccess {
  /** Change the record: profile fields, e-mail, roles, sports, active flag, picture; delete it. */
  manage: boolean;
  /** Set the password through the admin path (never one's own: the profile has its own form). */
  setPassword: boolean;
  refusal: string;
}

/**
 * D33 (D9 sharpened), the one place every user route asks. `own` is the caller's sports (ignored
 * for a Superadmin). Roles are global and a user may belong to several sports, so a TenantAdmin
 * manages only users all of whose sports are theirs, never a Superadmin, and never sets a
 * TenantAdmin's password: otherwise an admin of one sport could take over an admin of all four.
 */
export function userAccess(caller: Caller, own: ReadonlySet<string>, subject: Subject): UserAccess {
  if (subject.id === caller.id) return { manage: true, setPassword: false, refusal: MESSAGES.forbidden };
  if (isSuperadmin(caller)) return { manage: true, setPassword: true, refusal: '' };
  if (!isTenantAdmin(caller)) return { manage: false, setPassword: false, refusal: MESSAGES.forbidden };
  if (subject.roles.includes('Superadmin')) {
    return { manage: false, setPassword: false, refusal: D9_MESSAGES.editSuperadmin };
  }
  const allTheirs = subject.tenantIds.length > 0 && subject.tenantIds.every((id) => own.has(id));
  if (!allTheirs) return { manage: false, setPassword: false, refusal: D33_MESSAGES.foreignUser };
  if (subject.roles.includes('TenantAdmin')) {
    return { manage: true, setPassword: false, refusal: D33_MESSAGES.adminPassword };
  }
  return { manage: true, setPassword: true, refusal: '' };
}

/** A TenantAdmin of more sports than one: only a Superadmin makes or unmakes one (D33). */
export const isMultiSportAdmin = (subject: { roles: readonly Role[]; tenantIds: readonly string[] }) =>
  subject.roles.includes('TenantAdmin') && new Set(subject.tenantIds).size > 1;

/** Whether two id or role lists hold the same members, whatever their order. */
export const sameSet = (a: readonly string[], b: readonly string[]) =>
  [...new Set(a)].sort().join() === [...new Set(b)].sort().join();
