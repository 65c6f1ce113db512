// The D9/D33 checks a user edit passes before it writes: grantable roles, sports, admin spread, password.
import { MESSAGES, type Role } from '@transferdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { createSignInLimiter } from '../auth/sign-in-limits.ts';
import { D9_MESSAGES, D33_MESSAGES, isMultiSportAdmin, isSuperadmin, sameSet } from './access.ts';
import { EMAIL_CHANGE_NEEDS_PASSWORD, forbidden, notFound } from './errors.ts';
import type { UserScope } from './scope.ts';

/** D9: roles a caller may hand out. */
export function assertGrantable(caller: Caller, roles: Role[]) {
  if (!isSuperadmin(caller) && roles.includes('Superadmin')) throw forbidden(D9_MESSAGES.grantSuperadmin);
}

/** D33: only a Superadmin makes, unmakes or re-scopes a TenantAdmin of more sports than one. */
export function assertAdminSpread(
  caller: Caller,
  before: { roles: readonly Role[]; tenantIds: readonly string[] } | null,
  after: { roles: readonly Role[]; tenantIds: readonly string[] },
) {
  if (isSuperadmin(caller)) return;
  const changed =
    !before || !sameSet(before.roles, after.roles) || !sameSet(before.tenantIds, after.tenantIds);
  if (changed && (isMultiSportAdmin(after) || (before && isMultiSportAdmin(before)))) {
    throw forbidden(D33_MESSAGES.multiSportAdmin);
  }
}

export type EditChecks = ReturnType<typeof createEditChecks>;

export function createEditChecks(db: Db, scope: UserScope) {
  const limiter = createSignInLimiter(db);

  /**
   * Own e-mail changes need the password (issue 8): a borrowed signed-in browser is not enough. A
   * wrong one counts toward the D14 sign-in limits, so this is no password-guessing oracle.
   */
  async function assertCurrentPassword(caller: Caller, password: string | undefined) {
    if (!password) {
      throw new DomainError('invalid', 'Validation failed', [
        `currentPassword: ${EMAIL_CHANGE_NEEDS_PASSWORD}`,
      ]);
    }
    const [row] = await db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, caller.id));
    if (!row) throw notFound();
    const attempt = { email: row.email, userId: caller.id, passwordHash: row.passwordHash };
    if (!(await limiter.verifyOwnPassword(caller.ip ?? '', attempt, password))) {
      throw new DomainError('invalid', MESSAGES.wrongCurrentPassword, [
        `currentPassword: ${MESSAGES.wrongCurrentPassword}`,
      ]);
    }
  }

  /**
   * The sports the user ends up with. D9: a TenantAdmin assigns only their own sports; the
   * target's other sports, which the TenantAdmin cannot see in the form, stay as they are.
   */
  async function resolveTenantIds(
    tx: Db | Tx,
    caller: Caller,
    requested: string[],
    current: string[],
  ): Promise<string[]> {
    const unique = [...new Set(requested)];
    if (isSuperadmin(caller)) {
      if (unique.length > 0) {
        const found = await tx.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, unique));
        const known = new Set(found.map((row) => row.id));
        const unknown = unique.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw new DomainError(
            'invalid',
            'Validation failed',
            unknown.map((id) => `tenantIds: No sport has the id ${id}`),
          );
        }
      }
      return unique;
    }
    const own = new Set(await scope.tenantIdsOf(caller.id, tx));
    if (unique.some((id) => !own.has(id))) throw forbidden(D9_MESSAGES.foreignTenant);
    return [...new Set([...current.filter((id) => !own.has(id)), ...unique])];
  }

  return { assertCurrentPassword, resolveTenantIds };
}
