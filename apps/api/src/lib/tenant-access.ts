import { MESSAGES, type Role, SPORT_ADMIN_ROLES, SPORT_READER_ROLES } from '@transferdesk/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { userTenants } from '../db/schema/index.ts';
import { DomainError } from './errors.ts';

/** Who is asking, as services need it (the routes pass the signed-in user). */
export interface Caller {
  id: string;
  roles: Role[];
  /**
   * The tenants the caller belongs to, as read with their session at the start of the request;
   * without it, tenant access reads the memberships itself.
   */
  memberTenantIds?: readonly string[];
  /** The client address (D14: a password typed to prove who one is counts toward sign-in limits). */
  ip?: string;
}

/**
 * D10 for the sports data: a tenant's rows are open to a caller who belongs to that tenant AND holds
 * one of the roles the area allows (roles are global, membership is per tenant). Being Superadmin
 * alone opens nothing. Reads of the sports catalogue allow TenantAdmin and User (agents pick clubs,
 * contacts and lookups in their own forms); writes allow TenantAdmin only.
 */
export const READERS: readonly Role[] = SPORT_READER_ROLES;
export const WRITERS: readonly Role[] = SPORT_ADMIN_ROLES;

/**
 * D10 for a sport's catalogue (clubs, contacts, teams): its members read and search; its
 * TenantAdmins write, and a sport's whole list leaves the app (CSV export) only through them.
 */
export const SPORT_CATALOGUE_ACCESS = {
  list: READERS,
  get: READERS,
  search: READERS,
  create: WRITERS,
  update: WRITERS,
  remove: WRITERS,
  image: WRITERS,
  export: WRITERS,
  import: WRITERS,
} as const;

/** The tenants whose rows the caller may touch with one of `roles`; [] when the role is missing. */
export async function accessibleTenantIds(db: Db, caller: Caller, roles: readonly Role[]): Promise<string[]> {
  if (!caller.roles.some((role) => roles.includes(role))) return [];
  if (caller.memberTenantIds) return [...caller.memberTenantIds];
  const rows = await db
    .select({ tenantId: userTenants.tenantId })
    .from(userTenants)
    .where(eq(userTenants.userId, caller.id));
  return rows.map((row) => row.tenantId);
}

/**
 * The tenants a list reads: `?tenantId` narrows to that tenant (403 when the caller may not open it,
 * so that a wrong sport in the address says so); without it, every tenant the caller may open.
 */
export async function listTenantIds(
  db: Db,
  caller: Caller,
  tenantId: string | undefined,
  roles: readonly Role[] = READERS,
): Promise<string[]> {
  const allowed = await accessibleTenantIds(db, caller, roles);
  if (tenantId === undefined) return allowed;
  if (!allowed.includes(tenantId)) throw new DomainError('forbidden', MESSAGES.forbidden);
  return [tenantId];
}

/** `column` in `tenantIds`; no tenant at all matches nothing (inArray with [] is invalid on some drivers). */
export function tenantScope(column: AnyPgColumn, tenantIds: readonly string[]): SQL {
  if (tenantIds.length === 1) return eq(column, tenantIds[0] as string);
  return tenantIds.length > 0
    ? inArray(column, [...tenantIds])
    : eq(column, '00000000-0000-0000-0000-000000000000');
}

/** The list scope of a tenant-scoped table (listTenantIds as a condition on `column`). */
export async function tenantListScope(
  db: Db,
  caller: Caller,
  column: AnyPgColumn,
  tenantId: string | undefined,
  roles: readonly Role[] = READERS,
): Promise<SQL> {
  return tenantScope(column, await listTenantIds(db, caller, tenantId, roles));
}

/**
 * For a write into `tenantId` named in a body (create, import): 403 unless the caller may write
 * there. Reads and writes of an existing row by id use `assertRowAccess` instead (404).
 */
export async function assertTenantAccess(
  db: Db,
  caller: Caller,
  tenantId: string,
  roles: readonly Role[] = WRITERS,
): Promise<void> {
  const allowed = await accessibleTenantIds(db, caller, roles);
  if (!allowed.includes(tenantId)) throw new DomainError('forbidden', MESSAGES.forbidden);
}

/** A tenant-scoped CSV import without `?tenantId` is refused with this, naming `tenantId`. */
export const IMPORT_NO_SPORT = 'Choose the sport to import into';

/**
 * The sport a tenant-scoped CSV import writes into, its `?tenantId`: 400 naming `tenantId` without
 * one, 403 unless the caller may write there.
 */
export async function importTenantId(
  db: Db,
  caller: Caller,
  target: { tenantId?: string | undefined },
): Promise<string> {
  const { tenantId } = target;
  if (!tenantId) throw new DomainError('invalid', 'Validation failed', [`tenantId: ${IMPORT_NO_SPORT}`]);
  await assertTenantAccess(db, caller, tenantId);
  return tenantId;
}

/**
 * For a row addressed by id: a row in a tenant the caller cannot open is answered exactly like a
 * row that does not exist (404), so ids of other sports reveal nothing. With `roles` = WRITERS a
 * User who may read the row gets 403 instead: they can see it, just not change it.
 */
export async function assertRowAccess(
  db: Db,
  caller: Caller,
  rowTenantId: string | undefined,
  roles: readonly Role[] = READERS,
): Promise<void> {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  if (rowTenantId === undefined) throw notFound();
  const readable = await accessibleTenantIds(db, caller, READERS);
  if (!readable.includes(rowTenantId)) throw notFound();
  if (roles !== READERS) {
    const writable = await accessibleTenantIds(db, caller, roles);
    if (!writable.includes(rowTenantId)) throw new DomainError('forbidden', MESSAGES.forbidden);
  }
}

/** `and` that keeps the type non-undefined when the scope is always present. */
export const scoped = (scope: SQL, ...more: (SQL | undefined)[]): SQL => and(scope, ...more) as SQL;
