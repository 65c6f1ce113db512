import { rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Issue 17: PGlite is one process's database. Two servers on one DATA_DIR would both write its
 * files and corrupt them, so the first listens on a Unix socket `<dataDir>/db.lock` for as long as
 * it runs, and any other that finds someone answering there refuses to start, in words.
 *
 * A socket, not a file with a process id: the kernel closes it with its process however that
 * process ends, so a lock left by a killed server is found dead at once (nothing answers) and taken
 * over, even when a container restarts the server with the same process id or another host name.
 */
export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
}

export interface DataFolderLock {
  release(): Promise<void>;
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** How long a holder may take to say who it is before it counts as gone. */
const ANSWER_TIMEOUT_MS = 2000;

export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const file = path.join(dataDir, 'db.lock');
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const server = await listen(file, owner);
      return {
        release: () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
          }),
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE') {
        // A file system without sockets (some network mounts) or a path too long for one: the
        // server still runs, but nothing keeps a second one off this folder.
        console.warn(
          `Could not lock ${file} (${code ?? String(error)}): do not start a second server on it.`,
        );
        return { release: async () => {} };
      }
      const holder = await askHolder(file);
      if (holder) {
        throw new DataFolderLockedError(
          `The data folder ${dataDir} is in use by another Transferdesk server (process ${holder.pid} on ` +
            `${holder.hostname}, started ${holder.startedAt}). The embedded database allows one server ` +
            'at a time: stop that one, or give this one another DATA_DIR (or a DATABASE_URL).',
        );
      }
      // Nobody answers: the socket file of a server that was killed. It protects nothing.
      rmSync(file, { force: true });
    }
  }
  throw new DataFolderLockedError(`Could not lock the data folder ${dataDir}: another server took it first.`);
}

/** Listens on the socket, telling whoever connects who holds it; never keeps the process alive. */
function listen(file: string, owner: LockOwner): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(JSON.stringify(owner));
    });
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

/** The running holder's description, or undefined when nobody answers on the socket. */
export function askHolder(file: string): Promise<LockOwner | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(file);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(text) as LockOwner);
      } catch {
        // Something answered that is not a Transferdesk server: still, someone holds the socket.
        resolve({ pid: 0, hostname: 'unknown', startedAt: 'at an unknown time' });
      }
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}
