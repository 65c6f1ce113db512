// The users CSV import: new users from checked rows, batch by batch, all in one transaction or none.
import { randomBytes, randomUUID } from 'node:crypto';
import { sortKey } from '@transferdesk/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { tenants, userRoles, users, userTenants } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import type { CsvImport, ImportRow } from '../../lib/csv-import-rules.ts';
import { importInBatches } from '../../lib/import-batches.ts';
import { userKeys } from '../../lib/search-keys.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { D9_MESSAGES, D33_MESSAGES, isMultiSportAdmin, isSuperadmin } from './access.ts';
import { conflicts, EMAIL_IN_USE } from './errors.ts';
import type { UserCsvRow } from './schemas.ts';
import type { UserScope } from './scope.ts';

/** What every row of one import is checked against, and what the rows before it left behind. */
interface ImportState {
  caller: Caller;
  csv: CsvImport<UserCsvRow>;
  tenantByKey: Map<string, string>;
  /** The TenantAdmin's sports; null for a Superadmin. */
  own: Set<string> | null;
  /** Per address of the file: its first row. */
  firstRowOf: Map<string, number>;
  /** The addresses in use before the import. */
  taken: Set<string>;
}

interface PreparedRow {
  value: UserCsvRow;
  tenantIds: string[];
}

/** Marks the batch's addresses that were in use before the import. */
async function findTaken(tx: Tx, state: ImportState, batch: ImportRow<UserCsvRow>[]) {
  // Only addresses new to the file: the earlier ones may be this import's own rows by now.
  const unseen = [
    ...new Set(
      batch.map(({ value }) => value.email.toLowerCase()).filter((email) => !state.firstRowOf.has(email)),
    ),
  ];
  if (unseen.length > 0) {
    const found = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, unseen));
    for (const row of found) state.taken.add(row.email);
  }
}

/** One row checked against the database and D9/D33, every problem reported on the row. */
function prepareRow(state: ImportState, { rowNumber, value }: ImportRow<UserCsvRow>): PreparedRow {
  const { caller, csv, tenantByKey, own, firstRowOf, taken } = state;
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
}

/** Writes the checked rows: users, then their roles and sports. */
async function insertRows(tx: Tx, prepared: PreparedRow[]) {
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
}

export function createUserCsvImport(db: Db, scope: UserScope) {
  return {
    /**
     * New users from CSV rows the row schema accepted, batch by batch: each checked against the
     * database and D9 (every problem reported by row), all written in one transaction or none.
     * Imported users have no usable password; they set one through forgot-password (D13).
     */
    async importRows(caller: Caller, csv: CsvImport<UserCsvRow>): Promise<number> {
      const allTenants = await db.select({ id: tenants.id, name: tenants.name }).from(tenants);
      const state: ImportState = {
        caller,
        csv,
        tenantByKey: new Map(allTenants.map((tenant) => [sortKey(tenant.name), tenant.id])),
        own: isSuperadmin(caller) ? null : new Set(await scope.tenantIdsOf(caller.id)),
        firstRowOf: new Map<string, number>(),
        taken: new Set<string>(),
      };
      return conflicts(() =>
        importInBatches(db, csv, { analyze: [users, userRoles, userTenants] }, async (tx, batch) => {
          await findTaken(tx, state, batch);
          const prepared = batch.map((row) => prepareRow(state, row));
          if (csv.failed) return;
          await insertRows(tx, prepared);
        }),
      );
    },
  };
}
