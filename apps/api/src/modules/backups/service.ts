import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MESSAGES, BACKUPS_KEPT, type Backup, backupName } from '@transferdesk/shared';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { type ArchiveEntry, writeArchive } from './archive.ts';
import { COUNT_ROWS_SQL, createManifest, rowCounts } from './manifest.ts';
import type { BackupMeta, BackupStore } from './store.ts';

export interface BackupServiceOptions {
  database: Database;
  store: BackupStore;
  /** The uploaded files, read afresh for each backup. */
  uploads: () => AsyncIterable<ArchiveEntry>;
  /** How many backups are kept (BACKUPS_KEPT). */
  keep?: number;
  now?: () => Date;
}

/** A backup just made, and what it holds in numbers (the job's summary). */
export interface MadeBackup {
  backup: Backup;
  rows: number;
}

/**
 * D49: backups made while the server runs. The archive holds `manifest.json` first (what the
 * restore checks), then the embedded database as PGlite's own dump (`database.tar.gz`; none on
 * PostgreSQL, whose own backups apply), then the uploads under `uploads/`. One backup at a time per
 * process; after each, only the newest `keep` stay.
 */
export function createBackupService({
  database,
  store,
  uploads,
  keep = BACKUPS_KEPT,
  now = () => new Date(),
}: BackupServiceOptions) {
  let running: Promise<MadeBackup> | undefined;

  async function make(trigger: BackupMeta['trigger']): Promise<MadeBackup> {
    const createdAt = now();
    const name = backupName(createdAt);
    await store.prepare();
    const { counts, dump } = await snapshot(database);
    const manifest = await createManifest({ createdAt, trigger, database: database.kind, counts });
    let files = 0;
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield jsonEntry('manifest.json', manifest);
      if (dump) yield { path: 'database.tar.gz', size: dump.size, body: blobChunks(dump) };
      for await (const entry of uploads()) {
        files += 1;
        yield entry;
      }
    }
    // A hidden name in the same folder: never listed, served or pruned, and renamed whole.
    const partial = path.join(store.workDir, `.${name}.partial`);
    await writeArchive(partial, entries());
    const { size } = await stat(partial);
    const meta: BackupMeta = {
      createdAt: manifest.createdAt,
      trigger,
      database: database.kind,
      files,
      manifest: { version: manifest.version, migration: manifest.migration, counts },
    };
    await store.keep(name, partial, meta);
    await prune();
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { backup: { name, size, ...meta }, rows };
  }

  /** Removes every archive older than the `keep`-th newest whole backup (cut-off ones among them). */
  async function prune(): Promise<void> {
    const whole = (await store.list()).map((backup) => backup.name).sort();
    const oldestKept = whole[whole.length - keep];
    if (!oldestKept) return;
    for (const name of await store.names()) {
      if (name < oldestKept) await store.remove(name);
    }
  }

  return {
    /** Makes a backup now; a 409 while this process is making one already (the nightly job, say). */
    async create(trigger: BackupMeta['trigger']): Promise<MadeBackup> {
      if (running) throw new DomainError('conflict', BACKUP_MESSAGES.running);
      running = make(trigger);
      try {
        return await running;
      } finally {
        running = undefined;
      }
    },

    /** Resolves once no backup is being made (shutting down waits, so the database closes after it). */
    async settle(): Promise<void> {
      await running?.catch(() => undefined);
    },

    /** The whole backups, newest first. */
    async list(): Promise<Backup[]> {
      const backups = await store.list();
      return backups
        .sort((a, b) => (a.name < b.name ? 1 : -1))
        .map(({ name, size, meta }) => ({ ...meta, name, size }));
    },

    /** A backup's bytes for a download; 404 when there is none of that name. */
    async open(name: string) {
      const found = await store.open(name);
      if (!found) throw new DomainError('notFound', BACKUP_MESSAGES.notFound);
      return found;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;

/**
 * The rows per table and, on PGlite, the dump of its data folder, both of one moment: PGlite
 * counts inside the dump's own transaction; PostgreSQL counts in one statement (one snapshot).
 */
async function snapshot(database: Database): Promise<{ counts: Record<string, number>; dump?: Blob }> {
  if (database.dumpDataDir) {
    const { dump, alongside } = await database.dumpDataDir(
      async (query) => (await query(COUNT_ROWS_SQL)).rows,
    );
    return { counts: rowCounts(alongside), dump };
  }
  return { counts: rowCounts((await database.executeSql(COUNT_ROWS_SQL)).rows) };
}

function jsonEntry(entryPath: string, value: unknown): ArchiveEntry {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return { path: entryPath, size: bytes.length, body: [bytes] };
}

/** A Blob's bytes a chunk at a time (the dump is in memory already; this makes no second copy). */
async function* blobChunks(blob: Blob): AsyncGenerator<Uint8Array> {
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}
