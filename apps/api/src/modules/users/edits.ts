// Changing users: create, update (profile, roles, sports, activation), delete, picture, admin password check.
import type { UserCreate, UserDetails, UserUpdate } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { replaceRowImage } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { userKeys } from '../../lib/search-keys.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { D9_MESSAGES, isSuperadmin, isTenantAdmin, sameSet } from './access.ts';
import { endSessionsOf, replaceLinks } from './account-links.ts';
import { assertAdminSpread, assertGrantable, createEditChecks, type EditChecks } from './edit-checks.ts';
import { conflicts, forbidden, notFound } from './errors.ts';
import type { UserScope } from './scope.ts';
import type { UserTargets } from './targets.ts';
import { blankToNull } from './user-rows.ts';

const IMAGE_FOLDER = 'users';

/** What the edits need: the database, picture storage, the target checks and the edit checks. */
interface EditDeps {
  db: Db;
  storage: Storage;
  targets: UserTargets;
  checks: EditChecks;
}

async function createUser(
  { db, targets, checks }: EditDeps,
  caller: Caller,
  input: UserCreate,
): Promise<UserDetails> {
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
      const tenantIds = await checks.resolveTenantIds(tx, caller, input.tenantIds, []);
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
  return targets.loadDetails(caller, id);
}

/**
 * The profile form and the admin form. Fields left out stay as they are; null or empty clears
 * them (name and surname become empty, being required columns). Roles, sports and isActive
 * follow D9; nobody changes their own roles or deactivates themselves.
 */
async function updateUser(
  { db, targets, checks }: EditDeps,
  caller: Caller,
  id: string,
  input: UserUpdate,
): Promise<UserDetails> {
  const current = await targets.managedTarget(caller, id);
  const changesRoles = input.roles !== undefined && !sameSet(input.roles, current.roles);
  const deactivates = input.isActive === false && current.isActive;
  const changesAccess = changesRoles || (input.isActive !== undefined && input.isActive !== current.isActive);
  if (current.self && changesAccess) throw forbidden(D9_MESSAGES.ownAccess);
  const isAdmin = isSuperadmin(caller) || isTenantAdmin(caller);
  const changesTenants = input.tenantIds !== undefined && !sameSet(input.tenantIds, current.tenantIds);
  if (!isAdmin && changesTenants) throw forbidden();
  if (input.roles) assertGrantable(caller, input.roles);
  const changesEmail = input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
  // Whoever holds a signed-in browser must not move the account to their own address.
  if (current.self && changesEmail) await checks.assertCurrentPassword(caller, input.currentPassword);
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
        ? await checks.resolveTenantIds(tx, caller, input.tenantIds ?? [], current.tenantIds)
        : undefined;
      assertAdminSpread(caller, current, {
        roles: input.roles ?? current.roles,
        tenantIds: tenantIds ?? current.tenantIds,
      });
      await replaceLinks(tx, id, input.roles, tenantIds);
      if (changesRoles || deactivates) await endSessionsOf(tx, id);
    }),
  );
  return targets.loadDetails(caller, id);
}

/** D33 as for editing; nobody deletes themselves. Sessions, roles and links go with the user. */
async function removeUser({ db, storage, targets }: EditDeps, caller: Caller, id: string): Promise<void> {
  const current = await targets.managedTarget(caller, id);
  if (current.self) throw forbidden(D9_MESSAGES.ownAccess);
  await db.delete(users).where(eq(users.id, id));
  // The row is gone; a leftover picture would only cost disk space.
  if (current.imagePath) await storage.remove(current.imagePath).catch(() => undefined);
}

async function replaceUserImage(
  { db, storage, targets }: EditDeps,
  caller: Caller,
  id: string,
  bytes: Uint8Array,
): Promise<UserDetails> {
  await targets.managedTarget(caller, id);
  await replaceRowImage({
    db,
    storage,
    folder: IMAGE_FOLDER,
    bytes,
    table: users,
    row: eq(users.id, id),
    path: users.imagePath,
    set: (newPath) => ({ imagePath: newPath }),
    notFound,
  });
  return targets.loadDetails(caller, id);
}

export function createUserEdits(
  { db, storage }: { db: Db; storage: Storage },
  scope: UserScope,
  targets: UserTargets,
) {
  const deps: EditDeps = { db, storage, targets, checks: createEditChecks(db, scope) };
  return {
    create: (caller: Caller, input: UserCreate) => createUser(deps, caller, input),
    update: (caller: Caller, id: string, input: UserUpdate) => updateUser(deps, caller, id, input),
    remove: (caller: Caller, id: string) => removeUser(deps, caller, id),
    replaceImage: (caller: Caller, id: string, bytes: Uint8Array) =>
      replaceUserImage(deps, caller, id, bytes),

    /**
     * D33: whether `caller` may set the password of `targetId` through the admin path. Superadmins:
     * anyone but themselves; TenantAdmins: plain users all of whose sports are theirs. 404 for a
     * user the caller cannot see, 403 with the reason otherwise.
     */
    async assertCanAdminister(caller: Caller, targetId: string): Promise<void> {
      const current = await targets.target(caller, targetId);
      if (!current.access.setPassword) throw forbidden(current.access.refusal);
    },
  };
}
