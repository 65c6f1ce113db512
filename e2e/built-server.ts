import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BuiltServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/core/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 100 s:\n${output()}`);
}

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh DATA_DIR, so the
 * tests see exactly what `npm start` serves: embedded PGlite (whatever DATABASE_URL the calling
 * shell has), migrations and the demo seed. The port is never 9876 (D12), so the app's real
 * reload behaviour runs. `env` overrides settings, e.g. a short ACCESS_TOKEN_TTL.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-e2e-'));
  // A port chosen beforehand when another party must know the address first (an OpenID provider).
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  let log = '';
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  // A worker torn down mid-start (a hook's timeout) must not leave its server running.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      process.off('exit', killOnExit);
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
