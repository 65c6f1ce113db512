#!/usr/bin/env node
// `npm run restore -- --from FILE --data-dir DIR` (D49): puts a backup made by the app (POST
// /core/api/backups or the nightly job) back into an EMPTY data folder, with no server running on
// it; `DATA_DIR=DIR npm run serve` then starts on the data as it was. Plain Node, so it runs on a
// fresh machine after `npm ci`, without a build.
import { createReadStream, existsSync, openAsBlob } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { x as extract, Parser } from 'tar';
import { askLockHolder } from './lock-holder.mjs';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** A refusal told in words: nothing was written. */
export class RestoreError extends Error {
  name = 'RestoreError';
}

export const RESTORE_MESSAGES = {
  usage: 'Usage: npm run restore -- --from <backup .tar.gz> --data-dir <empty folder>',
  missingFile: (file) => `There is no backup file ${file}.`,
  notABackup: (file) =>
    `${file} is not a Transferdesk backup (it has no manifest.json first). Choose a file the Backups page ` +
    'or the nightly backup made (transferdesk-backup-<time>.tar.gz).',
  serverRunning: (dir, pid) =>
    `A Transferdesk server (process ${pid}) is using ${dir}. Stop it first, then restore into an empty folder.`,
  notEmpty: (dir) =>
    `${dir} is not empty. A backup is restored into an empty data folder only, so that nothing there is ` +
    'overwritten: give a new folder (it is created), then start the server on it with DATA_DIR.',
  newer: (backup, current) =>
    `This backup was made by Transferdesk ${backup.version} (database migration ${backup.migration}), which ` +
    `is newer than this copy (${current.version}, migration ${current.migration}). Update Transferdesk to ` +
    `${backup.version} or later, then run the restore again.`,
  countsDiffer: (table, expected, found) =>
    `The restored database has ${found} rows in ${table} where the backup's manifest says ${expected}: the ` +
    'backup is damaged. Nothing was kept; try another backup.',
};

/** This copy's version and newest migration, as a backup's manifest states them. */
export async function currentRelease() {
  const { version } = JSON.parse(await readFile(path.join(API_ROOT, 'package.json'), 'utf8'));
  const journal = JSON.parse(
    await readFile(path.join(API_ROOT, 'src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const migrations = journal.entries.map((entry) => entry.tag);
  return { version, migration: migrations.at(-1), migrations };
}

/** -1, 0 or 1 as version `a` is older than, the same as or newer than `b` (major.minor.patch). */
function compareVersions(a, b) {
  const parts = (version) => version.split(/[.+-]/).slice(0, 3).map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] || 0) - (right[index] || 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The archive's first entry, `manifest.json`, read without reading the rest. */
function readManifest(file) {
  return new Promise((resolve, reject) => {
    const input = createReadStream(file);
    const parser = new Parser();
    let settled = false;
    const finish = (error, manifest) => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (error) reject(error);
      else resolve(manifest);
    };
    parser.on('entry', (entry) => {
      if (entry.path !== 'manifest.json') return finish(new RestoreError(RESTORE_MESSAGES.notABackup(file)));
      const chunks = [];
      entry.on('data', (chunk) => chunks.push(chunk));
      entry.on('end', () => {
        try {
          finish(undefined, JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          finish(new RestoreError(RESTORE_MESSAGES.notABackup(file)));
        }
      });
    });
    // Not a gzipped tar at all, or one that ends before any entry.
    parser.on('error', () => finish(new RestoreError(RESTORE_MESSAGES.notABackup(file))));
    parser.on('end', () => finish(new RestoreError(RESTORE_MESSAGES.notABackup(file))));
    input.on('error', (error) => finish(error));
    input.pipe(parser);
  });
}

/** Refuses a manifest this copy cannot restore: not ours, or from a newer version or migration. */
function checkManifest(file, manifest, current) {
  if (manifest?.app !== 'transferdesk' || manifest.format !== 1) {
    throw new RestoreError(RESTORE_MESSAGES.notABackup(file));
  }
  const newerVersion = compareVersions(manifest.version, current.version) > 0;
  if (newerVersion || !current.migrations.includes(manifest.migration)) {
    throw new RestoreError(RESTORE_MESSAGES.newer(manifest, current));
  }
}

/**
 * Holds the lock while the restore runs, answering as a server does: a server started on the
 * folder meanwhile refuses. Answers the release (safe to call twice).
 */
function holdLock(dataDir) {
  const owner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  return new Promise((resolve) => {
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(JSON.stringify(owner));
    });
    // A file system without sockets: restore without the lock, as the server itself would run.
    server.once('error', () => resolve(async () => {}));
    server.listen(path.join(dataDir, 'db.lock'), () => {
      server.unref();
      let closed;
      resolve(() => {
        closed ??= new Promise((done) => server.close(() => done()));
        return closed;
      });
    });
  });
}

async function isEmptyFolder(dir) {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if (error.code === 'ENOENT') return true;
    throw error;
  }
}

/** Files and bytes under `dir` (the uploads put back). */
async function filesIn(dir) {
  const names = existsSync(dir) ? await readdir(dir, { recursive: true }) : [];
  let files = 0;
  let bytes = 0;
  for (const name of names) {
    const info = await stat(path.join(dir, name));
    if (!info.isFile()) continue;
    files += 1;
    bytes += info.size;
  }
  return { files, bytes };
}

/** Opens the restored database and compares its rows per table with the manifest's counts. */
async function loadDatabase(dump, dbDir, counts) {
  const blob = await openAsBlob(dump, { type: 'application/x-gzip' });
  const database = await PGlite.create(dbDir, { loadDataDir: blob, extensions: { pg_trgm } });
  try {
    for (const [table, expected] of Object.entries(counts)) {
      const { rows } = await database.query(
        `select count(*)::bigint as n from "${table.replaceAll('"', '""')}"`,
      );
      const found = Number(rows[0].n);
      if (found !== expected) throw new RestoreError(RESTORE_MESSAGES.countsDiffer(table, expected, found));
    }
  } finally {
    await database.close();
  }
}

/**
 * Restores `from` into `dataDir` (created when missing). Refuses, writing nothing, a folder that is
 * not empty or that a server holds, and a backup this copy is too old for. Answers what it put back.
 */
export async function restoreBackup({ from, dataDir }) {
  const file = path.resolve(from);
  const dir = path.resolve(dataDir);
  if (!existsSync(file) || !(await stat(file)).isFile())
    throw new RestoreError(RESTORE_MESSAGES.missingFile(file));
  const holder = await askLockHolder(path.join(dir, 'db.lock'));
  if (holder) throw new RestoreError(RESTORE_MESSAGES.serverRunning(dir, holder.pid));
  if (!(await isEmptyFolder(dir))) throw new RestoreError(RESTORE_MESSAGES.notEmpty(dir));
  const current = await currentRelease();
  const manifest = await readManifest(file);
  checkManifest(file, manifest, current);

  const created = !existsSync(dir);
  await mkdir(dir, { recursive: true });
  const release = await holdLock(dir);
  const dump = path.join(dir, 'database.tar.gz');
  try {
    // node-tar refuses paths outside `cwd` (`..`, absolute ones) on its own.
    await extract({
      file,
      cwd: dir,
      filter: (entryPath) => entryPath === 'database.tar.gz' || entryPath.startsWith('uploads/'),
    });
    if (manifest.database === 'pglite') {
      if (!existsSync(dump)) throw new RestoreError(RESTORE_MESSAGES.notABackup(file));
      await loadDatabase(dump, path.join(dir, 'db'), manifest.counts);
    }
    await rm(dump, { force: true });
    const uploads = await filesIn(path.join(dir, 'uploads'));
    return { manifest, ...uploads, dataDir: dir };
  } catch (error) {
    // Nothing half-restored stays: the folder was empty before.
    await release();
    if (created) await rm(dir, { recursive: true, force: true });
    else
      for (const name of await readdir(dir)) await rm(path.join(dir, name), { recursive: true, force: true });
    throw error;
  } finally {
    await release();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.from || !values['data-dir']) {
    console.log(RESTORE_MESSAGES.usage);
    process.exit(values.help ? 0 : 1);
  }
  // npm runs scripts from the repository's root; paths are meant from where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const result = await restoreBackup({
    from: path.resolve(base, values.from),
    dataDir: path.resolve(base, values['data-dir']),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
  const lines = [
    `Restored the backup of ${manifest.createdAt} (Transferdesk ${manifest.version}, migration ${manifest.migration}) into ${result.dataDir}:`,
    manifest.database === 'pglite'
      ? `  the embedded database, ${rows} rows in ${Object.keys(manifest.counts).length} tables, each table checked against the manifest;`
      : '  no database: it was PostgreSQL, whose own backups restore it (docs/operations.md);',
    `  ${result.files} uploaded files (${result.bytes} bytes) in ${path.join(result.dataDir, 'uploads')}.`,
    `Start the server on it: DATA_DIR=${result.dataDir} npm run serve` +
      (manifest.database === 'postgres' ? ' (with DATABASE_URL of the restored database)' : ''),
    'Unless JWT_SECRET is set, everyone signs in again: the generated secret (DATA_DIR/jwt-secret) is not in a backup.',
  ];
  console.log(lines.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof RestoreError ? error.message : error);
    process.exit(1);
  });
}
