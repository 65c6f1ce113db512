import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Db, migrate } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import type { DemoSport } from '../demo/demo-sports-data.ts';
import { createDiskStorage, type Storage } from '../lib/storage.ts';
import type { TestContext } from './context.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { multipartBody } from './multipart.ts';

/** The demo's four sports, in the order it seeds them. */
export const DEMO_SPORTS = [
  'Football',
  'Handball - Men',
  'Handball - Women',
  'Icehockey',
] as const satisfies readonly DemoSport[];

/** The rows of a raw `db.execute(sql`…`)` answer. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A demo player of the sport that is not deleted, by id: the `offset`-th of those shown in the app
 * (or, with `includeInApp: false`, of those hidden from it).
 */
export async function demoPlayerOf(
  db: Db,
  tenantId: string,
  { includeInApp = true, offset = 0 }: { includeInApp?: boolean; offset?: number } = {},
) {
  const [row] = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        eq(contacts.isPlayer, true),
        eq(contacts.includeInApp, includeInApp),
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(asc(contacts.id))
    .offset(offset)
    .limit(1);
  if (!row) throw new Error('No such demo player');
  return row;
}

/**
 * A catalogue's CSV export and import (`clubs`, `contacts`, `players`) as a signed-in caller uses
 * them, the demo's TenantAdmin of all four sports unless another token is given.
 */
export function catalogueCsv(context: TestContext, catalogue: string) {
  return {
    exportCsv: (tenantId: string, filter: string, token = context.tokens.admin) =>
      context.get(`/${catalogue}/csv?tenantId=${tenantId}&filter=${encodeURIComponent(filter)}`, token),
    importCsv: (tenantId: string, csv: string, token = context.tokens.admin) =>
      context.t.inject({
        method: 'POST',
        url: `/core/api/${catalogue}/csv?tenantId=${tenantId}`,
        token,
        ...multipartBody([
          { name: 'file', value: csv, filename: `${catalogue}.csv`, contentType: 'text/csv' },
        ]),
      }),
  };
}

/** A migrated, empty test database with an uploads folder of its own: for tests of the demo seed itself. */
export interface SeedTestDatabase extends TestDatabase {
  /** The folder `storage` writes to (removed by `dispose`). */
  uploads: string;
  storage: Storage;
}

export async function openSeedTestDatabase(folderPrefix: string): Promise<SeedTestDatabase> {
  const test = await openTestDatabase();
  await migrate(test.database);
  const uploads = await mkdtemp(path.join(tmpdir(), folderPrefix));
  return {
    database: test.database,
    uploads,
    storage: createDiskStorage(uploads),
    secondProcess: test.secondProcess,
    async dispose() {
      await test.dispose();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}
