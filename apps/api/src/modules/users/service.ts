import { randomBytes, randomUUID } from 'node:crypto';
import {
  MESSAGES,
  type Paginated,
  ROLES,
  type Role,
  sortKey,
  type UserCreate,
  type UserDetails,
  type UserSortProperty,
  type UserSummary,
  type UserUpdate,
} from '@transferdesk/shared';
import { and, asc, eq, gt, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { sessions, tenants, userRoles, users, userTenants } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import type { CsvImport } from '../../lib/csv-import-rules.ts';
import { DomainError } from '../../lib/errors.ts';
import { replaceStoredImage } from '../../lib/images.ts';
import { importInBatches } from '../../lib/import-batches.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  type Caller,
  escapeLike,
  listRows,
  type ResourceListQuery,
  type ResourceOption,
} from '../../lib/resource-list.ts';
import { userKeys } from '../../lib/search-keys.ts';
import type { Storage } from '../../lib/storage.ts';
import { createSignInLimiter } from '../auth/sign-in-limits.ts';
import {
  D9_MESSAGES,
  D33_MESSAGES,
  isMultiSportAdmin,
  isSuperadmin,
  isTenantAdmin,
  sameSet,
  userAccess,
} from './access.ts';
import { CSV_LIST_SEPARATOR, type UserCsvRow } from './schemas.ts';

export type { Caller } from '../../lib/resource-list.ts';
export { D9_MESSAGES, D33_MESSAGES } from './access.ts';

/** User search answers at most this many (contract). */
export const USER_SEARCH_LIMIT = 20;
const IMAGE_FOLDER = 'users';
export const EMAIL_IN_USE = 'This e-mail address is already in use';
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your e-mail address';
export const USER_OPTION_NAMES = ['roles', 'tenants'] as const;

/** Rows per query of an export. */
const EXPORT_BATCH = 1000;

/** The contract's display name: `name surname`, or the e-mail when both are empty. */
export function displayName(user: { name: string; surname: string; email: string }): string {
  return `${user.name} ${user.surname}`.trim() || user.email;
}

const rolesColumn = sql<
  Role[]
>`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

/** ROLES order, whatever order the database aggregated them in. */
const orderedRoles = (roles: Role[]): Role[] => ROLES.filter((role) => roles.includes(role));

/** Text a form may clear: an empty answer is stored as no answer. */
const blankToNull = (value: string | null | undefined) => (value ? value : null);

const userColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phoneNumber: users.phoneNumber,
  title: users.title,
  location: users.location,
  birthday: users.birthday,
  imagePath: users.imagePath,
  isActive: users.isActive,
  createdAt: users.createdAt,
  roles: rolesColumn,
};
interface UserRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string | null;
  title: string | null;
  location: string | null;
  birthday: string | null;
  imagePath: string | null;
  isActive: boolean;
  createdAt: Date;
  roles: Role[];
}

const SORTS: Record<UserSortProperty, SQL | AnyPgColumn> = {
  name: users.nameSort,
  surname: users.surnameSort,
  createdAt: users.createdAt,
};

export type UserService = ReturnType<typeof createUserService>;

export function createUserService({ db, storage }: { db: Db; storage: Storage }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const forbidden = (message: string = MESSAGES.forbidden) => new DomainError('forbidden', message);
  const limiter = createSignInLimiter(db);

  /** The sports a caller belongs to (a subquery, so callers' rows never travel). */
  const tenantsOfQuery = (userId: string, executor: Db | Tx = db) =>
    executor
      .select({ tenantId: userTenants.tenantId })
      .from(userTenants)
      .where(eq(userTenants.userId, userId));

  /** Inside a transaction pass `tx`: PGlite has one connection, which the transaction holds. */
  async function tenantIdsOf(userId: string, executor: Db | Tx = db): Promise<string[]> {
    return (await tenantsOfQuery(userId, executor)).map((row) => row.tenantId);
  }

  /** D9: the users a TenantAdmin sees are those sharing one of their sports. */
  const sharesTenantWith = (callerId: string) =>
    inArray(
      users.id,
      db
        .select({ userId: userTenants.userId })
        .from(userTenants)
        .where(inArray(userTenants.tenantId, tenantsOfQuery(callerId))),
    );

  /** What `caller` may see of the user table; undefined for everything (Superadmin). */
  function visibleTo(caller: Caller): SQL | undefined {
    if (isSuperadmin(caller)) return undefined;
    if (isTenantAdmin(caller)) return or(eq(users.id, caller.id), sharesTenantWith(caller.id));
    return eq(users.id, caller.id);
  }

  /** The caller's sports, as the D33 judgement needs them (empty for a Superadmin, who needs none). */
  async function ownTenants(caller: Caller, executor: Db | Tx = db): Promise<Set<string>> {
    return new Set(isSuperadmin(caller) ? [] : await tenantIdsOf(caller.id, executor));
  }

  /**
   * Rows as the caller may see them: with what they may do to each (so the web offers only what
   * the API allows), and, D33, only name, e-mail, roles and sports of users they cannot manage.
   */
  async function toDetails(caller: Caller, rows: UserRow[]): Promise<UserDetails[]> {
    const own = await ownTenants(caller);
    const memberships =
      rows.length === 0
        ? []
        : await db
            .select({ userId: userTenants.userId, id: tenants.id, name: tenants.name })
            .from(userTenants)
            .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
            .where(
              inArray(
                userTenants.userId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(tenants.nameSort), asc(tenants.id));
    return rows.map((row) => {
      const links = memberships.filter((link) => link.userId === row.id);
      const tenantIds = links.map((link) => link.id);
      const access = userAccess(caller, own, { id: row.id, roles: row.roles, tenantIds });
      const details = {
        ...row,
        displayName: displayName(row),
        roles: orderedRoles(row.roles),
        tenantIds,
        tenants: links.map(({ id, name }) => ({ id, name })),
        createdAt: row.createdAt.toISOString(),
        canEdit: access.manage,
        canSetPassword: access.setPassword,
      };
      return access.manage
        ? details
        : { ...details, phoneNumber: null, title: null, location: null, birthday: null };
    });
  }

  async function get(caller: Caller, id: string): Promise<UserDetails> {
    const rows = (await db.select(userColumns).from(users).where(eq(users.id, id))) as UserRow[];
    const [user] = await toDetails(caller, rows);
    if (!user) throw notFound();
    return user;
  }

  /**
   * The target as the D33 checks need it, with what the caller may do to it; 404 when absent or
   * invisible to the caller (a TenantAdmin sees users sharing one of their sports).
   */
  async function target(caller: Caller, id: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        roles: rolesColumn,
        isActive: users.isActive,
        imagePath: users.imagePath,
      })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw notFound();
    const self = row.id === caller.id;
    if (!self && !isSuperadmin(caller)) {
      // Users without an admin role keep the self-service answer: 403 for someone who exists.
      if (!isTenantAdmin(caller)) throw forbidden();
      const [visible] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), sharesTenantWith(caller.id)));
      if (!visible) throw notFound();
    }
    const tenantIds = await tenantIdsOf(id);
    const access = userAccess(caller, await ownTenants(caller), { id, roles: row.roles, tenantIds });
    return { ...row, self, tenantIds, access };
  }

  /** A target the caller may change (D33), or the refusal in words. */
  async function managedTarget(caller: Caller, id: string) {
    const current = await target(caller, id);
    if (!current.access.manage) throw forbidden(current.access.refusal);
    return current;
  }

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

  /** D33: only a Superadmin makes, unmakes or re-scopes a TenantAdmin of more sports than one. */
  function assertAdminSpread(
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

  /**
   * D34: sessions end with the right they rest on. The user's own sessions and every
   * impersonation session they started; revoked rows stay revoked, so reactivating a user does
   * not bring old sign-ins back.
   */
  async function endSessionsOf(tx: Tx, userId: string) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)),
      );
  }

  /** D9: roles a caller may hand out. */
  function assertGrantable(caller: Caller, roles: Role[]) {
    if (!isSuperadmin(caller) && roles.includes('Superadmin')) throw forbidden(D9_MESSAGES.grantSuperadmin);
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
    const own = new Set(await tenantIdsOf(caller.id, tx));
    if (unique.some((id) => !own.has(id))) throw forbidden(D9_MESSAGES.foreignTenant);
    return [...new Set([...current.filter((id) => !own.has(id)), ...unique])];
  }

  async function replaceLinks(
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

  /** Scope of a list or export: D9 visibility and the optional `tenantId` (which must be the caller's). */
  async function listScope(caller: Caller, tenantId: string | undefined): Promise<SQL | undefined> {
    if (tenantId && isTenantAdmin(caller) && !(await tenantIdsOf(caller.id)).includes(tenantId)) {
      throw forbidden();
    }
    const inTenant = tenantId
      ? inArray(
          users.id,
          db
            .select({ userId: userTenants.userId })
            .from(userTenants)
            .where(eq(userTenants.tenantId, tenantId)),
        )
      : undefined;
    return and(visibleTo(caller), inTenant);
  }

  /** The export's rows in name order, a batch per query (keyset pagination: stable, no OFFSET scans). */
  async function* exportBatches(
    caller: Caller,
    scope: SQL | undefined,
    /** The TenantAdmin's sports, the only ones their export names; null for a Superadmin. */
    own: Set<string> | null,
  ): AsyncGenerator<Record<string, string>> {
    // Keyset pagination: stable while rows are added, and no OFFSET scans.
    let after: { nameSort: string; surnameSort: string; id: string } | null = null;
    for (;;) {
      const page: (UserRow & { nameSort: string; surnameSort: string })[] = (await db
        .select({ ...userColumns, nameSort: users.nameSort, surnameSort: users.surnameSort })
        .from(users)
        .where(
          and(
            scope,
            after
              ? gt(
                  sql`(${users.nameSort}, ${users.surnameSort}, ${users.id})`,
                  sql`(${after.nameSort}, ${after.surnameSort}, ${after.id}::uuid)`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(users.nameSort), asc(users.surnameSort), asc(users.id))
        .limit(EXPORT_BATCH)) as (UserRow & { nameSort: string; surnameSort: string })[];
      const details = await toDetails(caller, page);
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
      after = { nameSort: last.nameSort, surnameSort: last.surnameSort, id: last.id };
    }
  }

  const conflicts = <T>(work: () => Promise<T>) =>
    work().catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError('conflict', EMAIL_IN_USE);
      throw error;
    });

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
          sorts: SORTS,
          // Name sorts by surname next, surname by name; the id makes the order total.
          tieBreakers: [users.nameSort, users.surnameSort, users.id],
          filterColumns: [users.searchKey],
          toDtos: (rows) => toDetails(caller, rows),
        },
        query as ResourceListQuery<UserSortProperty>,
        await listScope(caller, query.tenantId),
      );
    },

    /** Oneself always; others per D9/D33 (404 when outside the caller's sports). */
    async get(caller: Caller, id: string): Promise<UserDetails> {
      await target(caller, id);
      return get(caller, id);
    },

    async create(caller: Caller, input: UserCreate): Promise<UserDetails> {
      assertGrantable(caller, input.roles);
      if (isTenantAdmin(caller) && input.tenantIds.length === 0) {
        // A user outside every sport of the TenantAdmin would vanish from their list at once.
        throw new DomainError('invalid', 'Validation failed', [`tenantIds: ${D9_MESSAGES.noTenant}`]);
      }
      const passwordHash = await hashPassword(input.password);
      const name = input.name ?? '';
      const surname = input.surname ?? '';
      const id = await conflicts(() =>
        db.transaction(async (tx) => {
          const tenantIds = await resolveTenantIds(tx, caller, input.tenantIds, []);
          assertAdminSpread(caller, null, { roles: input.roles, tenantIds });
          const [created] = await tx
            .insert(users)
            .values({
              email: input.email,
              name,
              surname,
              ...userKeys({ name, surname, email: input.email }),
              phoneNumber: blankToNull(input.phoneNumber),
              title: blankToNull(input.title),
              location: blankToNull(input.location),
              birthday: input.birthday ?? null,
              passwordHash,
            })
            .returning({ id: users.id });
          if (!created) throw new Error('The user row was not written');
          await replaceLinks(tx, created.id, input.roles, tenantIds);
          return created.id;
        }),
      );
      return get(caller, id);
    },

    /**
     * The profile form and the admin form. Fields left out stay as they are; null or empty clears
     * them (name and surname become empty, being required columns). Roles, sports and isActive
     * follow D9; nobody changes their own roles or deactivates themselves.
     */
    async update(caller: Caller, id: string, input: UserUpdate): Promise<UserDetails> {
      const current = await managedTarget(caller, id);
      const changesRoles = input.roles !== undefined && !sameSet(input.roles, current.roles);
      const deactivates = input.isActive === false && current.isActive;
      const changesAccess =
        changesRoles || (input.isActive !== undefined && input.isActive !== current.isActive);
      if (current.self && changesAccess) throw forbidden(D9_MESSAGES.ownAccess);
      const isAdmin = isSuperadmin(caller) || isTenantAdmin(caller);
      const changesTenants = input.tenantIds !== undefined && !sameSet(input.tenantIds, current.tenantIds);
      if (!isAdmin && changesTenants) throw forbidden();
      if (input.roles) assertGrantable(caller, input.roles);
      const changesEmail =
        input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
      // Whoever holds a signed-in browser must not move the account to their own address.
      if (current.self && changesEmail) await assertCurrentPassword(caller, input.currentPassword);
      await conflicts(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select({ name: users.name, surname: users.surname, email: users.email })
            .from(users)
            .where(eq(users.id, id))
            .for('update');
          if (!row) throw notFound();
          const name = input.name === undefined ? row.name : (input.name ?? '');
          const surname = input.surname === undefined ? row.surname : (input.surname ?? '');
          const email = input.email ?? row.email;
          await tx
            .update(users)
            .set({
              email,
              name,
              surname,
              ...userKeys({ name, surname, email }),
              ...(input.phoneNumber !== undefined ? { phoneNumber: blankToNull(input.phoneNumber) } : {}),
              ...(input.title !== undefined ? { title: blankToNull(input.title) } : {}),
              ...(input.location !== undefined ? { location: blankToNull(input.location) } : {}),
              ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
              ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
            })
            .where(eq(users.id, id));
          const tenantIds = changesTenants
            ? await resolveTenantIds(tx, caller, input.tenantIds ?? [], current.tenantIds)
            : undefined;
          assertAdminSpread(caller, current, {
            roles: input.roles ?? current.roles,
            tenantIds: tenantIds ?? current.tenantIds,
          });
          await replaceLinks(tx, id, input.roles, tenantIds);
          if (changesRoles || deactivates) await endSessionsOf(tx, id);
        }),
      );
      return get(caller, id);
    },

    /** D33 as for editing; nobody deletes themselves. Sessions, roles and links go with the user. */
    async remove(caller: Caller, id: string): Promise<void> {
      const current = await managedTarget(caller, id);
      if (current.self) throw forbidden(D9_MESSAGES.ownAccess);
      await db.delete(users).where(eq(users.id, id));
      // The row is gone; a leftover picture would only cost disk space.
      if (current.imagePath) await storage.remove(current.imagePath).catch(() => undefined);
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
        : query.where(inArray(tenants.id, tenantsOfQuery(caller.id)));
      return scoped.orderBy(asc(tenants.nameSort), asc(tenants.id));
    },

    async replaceImage(caller: Caller, id: string, bytes: Uint8Array): Promise<UserDetails> {
      await managedTarget(caller, id);
      await replaceStoredImage({
        storage,
        folder: IMAGE_FOLDER,
        bytes,
        pointAt: (newPath) =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .select({ imagePath: users.imagePath })
              .from(users)
              .where(eq(users.id, id))
              .for('update');
            if (!row) throw notFound();
            await tx.update(users).set({ imagePath: newPath }).where(eq(users.id, id));
            return row.imagePath;
          }),
      });
      return get(caller, id);
    },

    /**
     * The CSV rows the caller may see, by name. Sports a TenantAdmin does not administer are left
     * out of the `tenants` cell, so that their export imports back under D9.
     */
    async exportRows(
      caller: Caller,
      query: Pick<ResourceListQuery, 'tenantId' | 'filter'>,
    ): Promise<AsyncIterable<Record<string, string>>> {
      const term = query.filter ? sortKey(query.filter) : '';
      const scope = and(
        await listScope(caller, query.tenantId),
        term ? like(users.searchKey, `%${escapeLike(term)}%`) : undefined,
      );
      const own = isSuperadmin(caller) ? null : new Set(await tenantIdsOf(caller.id));
      return exportBatches(caller, scope, own);
    },
    /**
     * New users from CSV rows the row schema accepted, batch by batch: each checked against the
     * database and D9 (every problem reported by row), all written in one transaction or none.
     * Imported users have no usable password; they set one through forgot-password (D13).
     */
    async importRows(caller: Caller, csv: CsvImport<UserCsvRow>): Promise<number> {
      const allTenants = await db.select({ id: tenants.id, name: tenants.name }).from(tenants);
      const tenantByKey = new Map(allTenants.map((tenant) => [sortKey(tenant.name), tenant.id]));
      const own = isSuperadmin(caller) ? null : new Set(await tenantIdsOf(caller.id));
      // Per address of the file: its first row, and whether it was in use before the import.
      const firstRowOf = new Map<string, number>();
      const taken = new Set<string>();

      return conflicts(() =>
        importInBatches(db, csv, { analyze: [users, userRoles, userTenants] }, async (tx, batch) => {
          // Only addresses new to the file: the earlier ones may be this import's own rows by now.
          const unseen = [
            ...new Set(
              batch.map(({ value }) => value.email.toLowerCase()).filter((email) => !firstRowOf.has(email)),
            ),
          ];
          if (unseen.length > 0) {
            const found = await tx
              .select({ email: sql<string>`lower(${users.email})` })
              .from(users)
              .where(inArray(sql`lower(${users.email})`, unseen));
            for (const row of found) taken.add(row.email);
          }
          const prepared = batch.map(({ rowNumber, value }) => {
            const fail = (field: string, message: string) => csv.rowError(rowNumber, field, message);
            const email = value.email.toLowerCase();
            if (taken.has(email)) fail('email', EMAIL_IN_USE);
            const earlier = firstRowOf.get(email);
            if (earlier !== undefined) fail('email', `The same e-mail address is in row ${earlier}`);
            else firstRowOf.set(email, rowNumber);
            if (!isSuperadmin(caller) && value.roles.includes('Superadmin')) {
              fail('roles', D9_MESSAGES.grantSuperadmin);
            }
            const tenantIds: string[] = [];
            for (const name of value.tenants) {
              const id = tenantByKey.get(sortKey(name));
              if (!id) fail('tenants', `No sport is named "${name}"`);
              else if (own && !own.has(id)) fail('tenants', `${D9_MESSAGES.foreignTenant} ("${name}")`);
              else if (!tenantIds.includes(id)) tenantIds.push(id);
            }
            if (own && value.tenants.length === 0) fail('tenants', D9_MESSAGES.noTenant);
            if (own && isMultiSportAdmin({ roles: value.roles, tenantIds })) {
              fail('roles', D33_MESSAGES.multiSportAdmin);
            }
            return { value, tenantIds };
          });
          if (csv.failed) return;
          // Ids made here, so that roles and sports need no answer from the insert.
          const links = prepared.map((row) => ({ ...row, id: randomUUID() }));
          await bulkInsert(
            tx,
            users,
            links.map(({ id, value }) => {
              const name = value.name ?? '';
              const surname = value.surname ?? '';
              return {
                id,
                email: value.email,
                name,
                surname,
                ...userKeys({ name, surname, email: value.email }),
                phoneNumber: value.phoneNumber,
                title: value.title,
                location: value.location,
                birthday: value.birthday ?? null,
                // Not an argon2 hash, so no password matches it (verifyPassword reads it as wrong).
                passwordHash: `!imported:${randomBytes(16).toString('hex')}`,
              };
            }),
          );
          await bulkInsert(
            tx,
            userRoles,
            links.flatMap(({ id, value }) => value.roles.map((role) => ({ userId: id, role }))),
          );
          await bulkInsert(
            tx,
            userTenants,
            links.flatMap(({ id, tenantIds }) => tenantIds.map((tenantId) => ({ userId: id, tenantId }))),
          );
        }),
      );
    },

    /**
     * D33: whether `caller` may set the password of `targetId` through the admin path. Superadmins:
     * anyone but themselves; TenantAdmins: plain users all of whose sports are theirs. 404 for a
     * user the caller cannot see, 403 with the reason otherwise.
     */
    async assertCanAdminister(caller: Caller, targetId: string): Promise<void> {
      const current = await target(caller, targetId);
      if (!current.access.setPassword) throw forbidden(current.access.refusal);
    },
  };
}
