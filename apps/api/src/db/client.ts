import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import { withAuditActor } from './audit-actor.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import * as schema from './schema/index.ts';
import { createStatementNames, nameRepeatedStatements } from './statement-names.ts';

/** The same Drizzle API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Resolves when the database answers a trivial query, rejects with its error. It waits as long as
   * the database takes: the health check measures that and decides what is slow (modules/health).
   */
  ping(): Promise<void>;
  /** Safe to call more than once. */
  close(): Promise<void>;
  /**
   * Raw SQL for pg-boss (ADR 008), on the same connection(s) as the app: text without values may
   * hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The schema pg-boss keeps its queue in: `pgboss`, or the test's own schema. */
  jobSchema: string;
  /**
   * PGlite only (D49): a gzipped tar of the database's data folder, taken while the server runs;
   * `PGlite.create({ loadDataDir })` opens it again. It is taken between two transactions (nothing
   * else runs meanwhile, so no write is caught halfway), and `alongside` reads in that same moment
   * (the backup's row counts then describe exactly what the dump holds).
   */
  dumpDataDir?: <T>(
    alongside: (query: (text: string) => Promise<{ rows: unknown[] }>) => Promise<T>,
  ) => Promise<{ dump: Blob; alongside: T }>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`<dataDir>/db`). */
  dataDir?: string;
  /** PGlite in memory, for tests. */
  inMemory?: boolean;
  /** PostgreSQL only: create this schema and put every connection's search_path on it (tests). */
  schemaName?: string;
  /** PostgreSQL only: the most connections held at once (node-postgres' default, 10, when unset). */
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Beside this file under src/db (tsx, tests) and beside the bundle in dist/ (build.mjs copies it). */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schemaName, options.poolSize)
    : openPglite(options);
}

/** Each driver has its own migrator; they need the driver's own database object. */
const migrators = new WeakMap<Database, (migrationsFolder: string) => Promise<void>>();

export async function migrate(database: Database): Promise<void> {
  const run = migrators.get(database);
  if (!run) throw new Error('migrate() needs a database from openDatabase()');
  await run(MIGRATIONS_FOLDER);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let client: PGlite;
  let release = async () => {};
  // pg_trgm backs the lists' text filters (migration 0007); PGlite bundles it but loads it on request.
  const extensions = { pg_trgm };
  if (options.inMemory) {
    client = await PGlite.create({ extensions });
  } else {
    if (!options.dataDir) throw new Error('openDatabase needs a dataDir or inMemory for PGlite');
    const folder = path.join(options.dataDir, 'db');
    mkdirSync(folder, { recursive: true });
    const lock = await lockDataFolder(options.dataDir);
    try {
      client = await PGlite.create(folder, { extensions });
    } catch (error) {
      await lock.release();
      throw error;
    }
    release = () => lock.release();
  }
  const db = drizzlePglite({ client, schema });
  const database: Database = {
    db: withAuditActor(db),
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
      await release();
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    jobSchema: 'pgboss',
    // PGlite runs one statement at a time, and its transaction holds it for the whole transaction:
    // inside one of our own, no other query or transaction can run until the dump is done.
    dumpDataDir: (alongside) =>
      client.transaction(async (tx) => {
        const read = await alongside((text) => tx.query(text));
        // Writes what the write-ahead log holds into the tables' files: the dump opens without replaying it.
        await tx.exec('CHECKPOINT');
        return { dump: await client.dumpDataDir('gzip'), alongside: read };
      }),
  };
  migrators.set(database, (migrationsFolder) => migratePglite(db, { migrationsFolder }));
  return database;
}

async function openPostgres(
  databaseUrl: string,
  schemaName: string | undefined,
  poolSize: number | undefined,
): Promise<Database> {
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Not a safe schema name: ${schemaName}`);
  }
  if (schemaName) {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schemaName}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // Without a timeout a vanished server makes requests (and the health check) hang.
    connectionTimeoutMillis: 5000,
    ...(poolSize ? { max: poolSize } : {}),
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const statementNames = createStatementNames();
  pool.on('connect', (client) => nameRepeatedStatements(client, statementNames));
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  const database: Database = {
    db: withAuditActor(db),
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    executeSql: (text, values) => pool.query(text, values),
    // A test's schema is dropped with everything in it, pg-boss's tables included.
    jobSchema: schemaName ?? 'pgboss',
  };
  // Migration bookkeeping lives in the test schema too, so each schema migrates on its own.
  migrators.set(database, (migrationsFolder) =>
    migrateNodePg(db, { migrationsFolder, ...(schemaName ? { migrationsSchema: schemaName } : {}) }),
  );
  return database;
}
