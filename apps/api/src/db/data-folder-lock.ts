import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Issue 17: PGlite is one process's database. Two servers on one DATA_DIR would both write its
 * files and corrupt them, so the first takes `<dataDir>/db.lock` and any other refuses to start
 * with a message that says what to do. A lock whose process is gone (killed, crashed) is stale and
 * taken over; one from another machine (a shared folder) is never taken over.
 */
export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataFolderLock {
  release(): void;
}

export function lockDataFolder(dataDir: string): DataFolderLock {
  const file = path.join(dataDir, 'db.lock');
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let descriptor: number;
    try {
      descriptor = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readOwner(file);
      if (holder && isAlive(holder)) {
        throw new DataFolderLockedError(
          `The data folder ${dataDir} is in use by another Transferdesk server (process ${holder.pid} on ` +
            `${holder.hostname}, started ${holder.startedAt}). The embedded database allows one server ` +
            'at a time: stop that one, or give this one another DATA_DIR (or a DATABASE_URL).',
        );
      }
      // The holder is gone without releasing (SIGKILL, power loss): its lock protects nothing.
      rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(descriptor, JSON.stringify(owner));
    } finally {
      closeSync(descriptor);
    }
    return {
      release() {
        const holder = readOwner(file);
        if (holder?.pid === owner.pid && holder.hostname === owner.hostname) rmSync(file, { force: true });
      },
    };
  }
  throw new DataFolderLockedError(`Could not lock the data folder ${dataDir}: another server took it first.`);
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.hostname !== 'string') return undefined;
    return {
      pid: parsed.pid,
      hostname: parsed.hostname,
      startedAt: String(parsed.startedAt ?? 'at an unknown time'),
    };
  } catch {
    // Unreadable or half-written (the holder died while writing it): nobody can be proven to hold it.
    return undefined;
  }
}

function isAlive(holder: LockOwner): boolean {
  // A process on another machine cannot be checked from here: assume it runs.
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; only ESRCH says it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
