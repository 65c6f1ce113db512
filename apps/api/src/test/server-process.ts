import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { TEST_JWT_SECRET, TEST_PASSWORD } from './app.ts';

/** apps/api: `node --import tsx src/server.ts` runs the server's own start-up, one process to kill. */
const API_ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for the test's failure messages. */
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

export interface SpawnOptions {
  /**
   * Folders (absolute) that are a full disk for the server: each becomes a tiny tmpfs filled to the
   * brim with `.filler`, in a mount namespace of the server's own (`unshare`, no root needed on the
   * host). When the server exits, the output ends with `FULL_FOLDER <folder>: <entries>` lines, as
   * only that namespace can see what was left in them.
   */
  fullFolders?: string[];
}

/** Lists a full folder's entries when the server has exited, from inside its namespace. */
const FULL_DISK_SCRIPT = `
trap : TERM INT
for folder in "$@"; do
  mkdir -p "$folder" && mount -t tmpfs -o size=64k tmpfs "$folder" || exit 3
  head -c 1048576 /dev/zero > "$folder/.filler" 2>/dev/null
done
"$SERVER_NODE" --import tsx src/server.ts
for folder in "$@"; do echo "FULL_FOLDER $folder: $(ls -A "$folder" | tr '\n' ' ')"; done
`;

/** Starts the real server process on a free port with the demo seeded; does not wait for it. */
export async function spawnServer(
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const [command, args] = options.fullFolders
    ? [
        'unshare',
        ['--user', '--map-root-user', '--mount', 'sh', '-c', FULL_DISK_SCRIPT, 'sh', ...options.fullFolders],
      ]
    : [process.execPath, ['--import', 'tsx', 'src/server.ts']];
  const child = spawn(command, args, {
    cwd: API_ROOT,
    // Its own process group, so that a stop reaches the server under the shell too.
    detached: Boolean(options.fullFolders),
    env: {
      SERVER_NODE: process.execPath,
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_PASSWORD: TEST_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Waits until `/core/health` answers 200, or fails with what the process printed. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/core/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in time:\n${server.output()}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  if (child.spawnargs[0] === 'unshare') process.kill(-child.pid, signal);
  else child.kill(signal);
  await server.exited;
}

/** A signed-in client of a real server: bearer token plus the XSRF cookie and header pair. */
export interface HttpClient {
  request(method: string, url: string, body?: unknown): Promise<Response>;
  /** The token and XSRF headers, for a request `request` cannot make (multipart). */
  headers(): Promise<Record<string, string>>;
}

export async function signInOver(baseUrl: string, email: string): Promise<HttpClient> {
  const health = await fetch(`${baseUrl}/core/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('The server set no XSRF-TOKEN cookie');
  const xsrfHeaders = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const headers = { ...xsrfHeaders, 'content-type': 'application/json' };
  const signIn = await fetch(`${baseUrl}/core/api/auth`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: TEST_PASSWORD, rememberme: false }),
  });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { token } = (await signIn.json()) as { token: string };
  return {
    headers: async () => ({ ...xsrfHeaders, authorization: `Bearer ${token}` }),
    request: (method, url, body) =>
      fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...headers, authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/**
 * A new, empty database on TEST_DATABASE_URL's server for a server process to migrate and seed as a
 * new installation would (such a process cannot be pointed at a test schema); dropped by `drop`.
 */
export async function createScratchDatabase(
  testDatabaseUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
