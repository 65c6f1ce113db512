// What the bench scripts share to run the built server and talk to it as the web app does: a free
// port, the server's environment, starting and stopping a Node process, waiting for /core/health,
// the XSRF cookie, JSON calls with the bearer token, and signing in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
/** The API bundle `npm run build` writes. */
export const serverScript = path.join(root, 'apps/api/dist/server.js');
export const ADMIN_EMAIL = 'admin@demo.test';
export const demoPassword = () => process.env.DEMO_PASSWORD || 'demo-password';

/** A TCP port nobody listens on at the moment (127.0.0.1). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const listener = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = listener.address();
        listener.close(() => resolve(port));
      });
  });

/**
 * The built server's environment for a bench: the caller's environment, the database
 * (DATABASE_URL only when given, so that an empty one means PGlite), NODE_ENV=production on
 * 127.0.0.1:port, SEED_DEMO and LOG_LEVEL=warn, plus `extra` (a value undefined removes a variable).
 */
export function serverEnv({ databaseUrl, dataDir, port, seedDemo = false, extra = {} }) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = {
    ...inherited,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

/**
 * Starts a Node script in the repository. Its output is kept (the last 200 chunks, shown when it
 * dies: `tail()`) so that the pipes never fill; `onExit(code, signal)` is called when it ends. `cwd`: another
 * checkout (bench/attack.mjs --root).
 */
export function startNode(script, env, { onExit, cwd = root } = {}) {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": options for the servers a bench starts
  // (Node refuses --cpu-prof in NODE_OPTIONS); bench/profile-summary.mjs reads the profiles.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (onExit) child.on('exit', onExit);
  return { child, output, tail: (characters = 4000) => output.join('').slice(-characters) };
}

/** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
export const stopProcess = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });

/** Polls `url` until it answers 2xx; resolves with the ms it took, rejects after `timeoutMs`. */
export async function waitUntilAnswering(url, timeoutMs = 180_000) {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The XSRF-TOKEN value in a response's Set-Cookie, if any. */
export const xsrfFrom = (response) =>
  /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

/** The XSRF-TOKEN cookie the API hands out with any answer (here: /core/health). */
export async function fetchXsrf(base) {
  const xsrf = xsrfFrom(await fetch(`${base}/core/health`));
  if (!xsrf) throw new Error('the API set no XSRF-TOKEN cookie');
  return xsrf;
}

/**
 * Calls as the web app makes them: the XSRF-TOKEN cookie, the bearer token (`client.token`, when
 * set), and for a body JSON with the X-XSRF-TOKEN header. `call` answers the status, content type,
 * headers, the body parsed as JSON (undefined when it is not) and the text.
 */
export function createClient(base, { xsrf, headers = {} }) {
  const client = {
    base,
    xsrf,
    token: undefined,
    async call(pathAndQuery, init = {}) {
      const response = await fetch(`${base}${pathAndQuery}`, {
        ...init,
        headers: {
          accept: 'application/json',
          cookie: `XSRF-TOKEN=${xsrf}`,
          ...headers,
          ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
          ...(init.body ? { 'content-type': 'application/json', 'x-xsrf-token': xsrf } : {}),
          ...init.headers,
        },
      });
      const text = await response.text();
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        headers: response.headers,
        body,
        text,
      };
    },
  };
  return client;
}

/**
 * POST /core/api/auth as `email`; on 200 with a token the client carries it. Answers the call's
 * answer either way, for the caller to judge.
 */
export async function signIn(client, email, password = demoPassword()) {
  const answer = await client.call('/core/api/auth', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  if (answer.status === 200 && typeof answer.body?.token === 'string') client.token = answer.body.token;
  return answer;
}

/** The commit the figures belong to, and whether apps/ or packages/ have uncommitted changes. */
export async function gitDescribe() {
  const run = (args) =>
    new Promise((resolve) => {
      const child = spawn('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.on('close', () => resolve(out.trim()));
      child.on('error', () => resolve(''));
    });
  const head = await run(['rev-parse', '--short', 'HEAD']);
  const dirty = await run(['status', '--porcelain', '--', 'apps', 'packages']);
  return head ? `${head}${dirty ? ' + uncommitted changes under apps/ or packages/' : ''}` : 'unknown';
}

/**
 * One bench run's child processes and temporary folder, stopped and removed together when the run
 * ends, fails or is interrupted (Ctrl-C). `stopping` tells a child's exit on purpose from a crash.
 */
export function createRun(scriptName) {
  const children = [];
  const folders = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopProcess));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  const fail = async (message) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${scriptName}: ${message}`);
    await stop();
    process.exit(1);
  };
  process.once('SIGINT', () => fail('interrupted'));
  return {
    fail,
    stop,
    get stopping() {
      return stopping;
    },
    /** Stopped with the run. */
    adopt(child) {
      children.push(child);
      return child;
    },
    /** A new temporary folder, removed with the run. */
    temporaryFolder(prefix) {
      const folder = mkdtempSync(path.join(tmpdir(), prefix));
      folders.push(folder);
      return folder;
    },
  };
}
