import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, migrate, openDatabase } from './db/client.ts';
import { DataFolderLockedError } from './db/data-folder-lock.ts';
import { seedCountries } from './db/seed/reference.ts';
import { listDemoAccounts, seedDemo } from './demo/demo.ts';
import { createStorage } from './lib/create-storage.ts';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  let database: Database | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
    await migrate(database);
    // Countries are shared facts every install needs, demo or not (ADR 004).
    await seedCountries(database.db);
    const seeded = config.seedDemo
      ? await seedDemo(database.db, {
          password: config.demoPassword,
          // The storage buildApp keeps uploads in (STORAGE): the demo clubs' crests are uploads too.
          storage: await createStorage(config),
        })
      : null;

    const app = await buildApp({ config, database, jobs: { start: config.runJobs } });
    const opened = database;
    // The database closes last, after Fastify has stopped accepting and finished open requests,
    // so the embedded database is never left half-written.
    app.addHook('onClose', async () => opened.close());
    closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'Shutting down after an unexpected error');
      else app.log.info(`${signal} received, shutting down`);
      await app.close();
    });

    await app.listen({ port: config.port, host: config.host });
    const lines = [`Transferdesk is listening on ${config.publicUrl} (${database.kind})`];
    if (seeded) {
      lines.push(
        Object.values(seeded).some((count) => (count ?? 0) > 0)
          ? `Demo data created: ${seeded.tenants} sports, ${seeded.features} features, ${seeded.users} accounts, ` +
              `${seeded.teams} teams, ${seeded.transfers} transfer windows, ${seeded.clubs} clubs, ${seeded.contacts} contacts, ${seeded.players ?? 0} players, ` +
              `${seeded.requirements ?? 0} requirements, ${seeded.agreements ?? 0} agreements.`
          : 'Demo data already present; nothing added.',
        `Demo accounts (password: ${config.demoPassword}):`,
        ...listDemoAccounts().map((account) => `  ${account.email.padEnd(24)} ${account.description}`),
      );
    }
    console.log(lines.join('\n'));
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  // Mistakes of set-up are told in words; anything else keeps its stack for whoever debugs it.
  const told = error instanceof ConfigError || error instanceof DataFolderLockedError;
  console.error(told ? error.message : error);
  process.exit(1);
});
