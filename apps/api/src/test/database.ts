import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
  /**
   * The same data through a second connection pool, as a second API process has (PostgreSQL); the
   * embedded database allows one process, so there it is the same database. The caller closes it.
   */
  secondProcess(): Promise<Database>;
}

/**
 * A fresh, empty database: in-memory PGlite, or with TEST_DATABASE_URL a new schema on that
 * PostgreSQL server, so that test files running in parallel never see each other's rows. A
 * `databaseUrl` reaches that server another way (through a proxy a test can cut).
 */
export async function openTestDatabase(databaseUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (!databaseUrl) {
    const database = await openDatabase({ inMemory: true });
    return { database, dispose: () => database.close(), secondProcess: async () => database };
  }
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, schemaName });
  return {
    database,
    secondProcess: () => openDatabase({ databaseUrl, schemaName }),
    async dispose() {
      await database.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schemaName}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
