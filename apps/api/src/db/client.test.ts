import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { MIGRATIONS_FOLDER, migrate } from './client.ts';

describe('migrations', () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase();
  });
  afterEach(async () => {
    await test.dispose();
  });

  async function tableNames(): Promise<string[]> {
    const result = await test.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    // Both drivers answer raw SQL with `rows`; the driver-neutral Db type cannot say so.
    return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
  }

  it('create every table on a fresh database, and a second run changes nothing', async () => {
    expect(await tableNames()).toEqual([]);
    await migrate(test.database);
    const tables = await tableNames();
    expect(tables).toEqual(
      expect.arrayContaining([
        'features',
        'sessions',
        'tenant_features',
        'tenants',
        'user_roles',
        'user_tenants',
        'users',
      ]),
    );
    await migrate(test.database);
    expect(await tableNames()).toEqual(tables);
  });

  it('refuse two names that differ only in case or accents, and two e-mails that differ in case', async () => {
    await migrate(test.database);
    const { db } = test.database;
    await db.execute(sql`insert into tenants (name, name_sort) values ('Ålborg', 'alborg')`);
    await expect(
      db.execute(sql`insert into tenants (name, name_sort) values ('alborg', 'alborg')`),
    ).rejects.toThrow();
    await db.execute(sql`insert into users (email, password_hash) values ('Ann@Club.dk', 'x')`);
    await expect(
      db.execute(sql`insert into users (email, password_hash) values ('ann@club.dk', 'x')`),
    ).rejects.toThrow();
  });
});

describe('migration files', () => {
  it('name tables without a schema, so they follow the search_path', async () => {
    const files = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(await readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8')).not.toContain('"public".');
    }
  });
});
