#!/usr/bin/env node
// Issue 25, "Measured, not hoped": replays the attack run's findings 1-5 and 8 against the built
// server, each on a fresh server, while a signed-in user lists contacts, and prints per scenario the
// event loop's lag (from inside the server), health, and the list's median against its baseline.
// Run `node bench/attack.mjs --help` for the options.
import { spawn, spawnSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { heavyXmlDocx, linkedImagesDocx, manyEntriesDocx, zipBombDocx } from './lib/docx-craft.mjs';
import { createClient, fetchXsrf, freePort, serverEnv, signIn } from './lib/server.mjs';
import { format, ms, summarize } from './lib/stats.mjs';

const HELP = `Usage: node bench/attack.mjs [options]

Issue 25's attack bench (not part of npm test). Replays findings 1-5 and 8 of the attack run against
the built API (apps/api/dist/server.js of --root: run \`npm run build\` there first). Each scenario
gets a fresh server (NODE_ENV=production, SEED_DEMO=true, LOG_LEVEL=warn, TRUST_PROXY=127.0.0.1, no
SMTP_URL) on a copy of one prepared database, so that a server one scenario froze cannot spoil the
next. A scenario is:

  1. warm-up, then a baseline of --baseline seconds with no attack;
  2. the attack (below), from --seconds of looping plus whatever its one-off uploads and imports take
     (each call capped at --request-timeout seconds; calls still open when the attack ends are
     aborted and counted as "cut");
  3. both times, an observer process of its own (so that this script's work cannot delay it) runs:
       list    hockey.admin@demo.test (TenantAdmin of Icehockey, signed in) lists Icehockey contacts,
               GET /core/api/contacts?tenantId&take=10&page=1..3, one call every 100 ms
       probe   GET /core/api/config (no database) every 20 ms: the "loop lag proxy" from outside
       health  GET /core/health (pings the database) every 100 ms, with its statuses (503s counted)
     Latencies are corrected for coordinated omission: a call that took L ms on an I ms schedule also
     counts L-I, L-2I, ... (the calls that would have been made meanwhile), so a frozen server weighs
     by the time it was frozen, not by the few calls that waited on it;
  4. the event loop's delay from inside the server: bench/lib/loop-delay.mjs is preloaded with
     NODE_OPTIONS=--import (no change to the app) and reports perf_hooks.monitorEventLoopDelay on
     SIGWINCH: p99, max and the total lag ("stalled") beyond its 10 ms timer, for the baseline and for
     the attack (the attack's window ends when the server answers the signal; a server still frozen
     --drain seconds after the attack has no figure and is killed).

Scenarios (--only takes names or prefixes, comma-separated):
  cv-layout        finding 1: agent@demo.test (a User) sets a Football player's three rich-text fields
                   (description, statistics, playerReferences; 20,000 characters allowed) to 3,900
                   lines each ("a<br>" 3,900 times: the CV drops empty lines), then anonymous GET /core/api/unauthorised/getpdf/{tenantId}/{playerId}
                   (no template: the built-in layout) loops from 2 connections
  template-xml     finding 2: admin@demo.test (TenantAdmin) uploads a Football template
                   (POST /core/api/PlayerCV/{id}/file) holding 45 MiB of XML in a 160 KB .docx (the
                   upload is timed), then anonymous getpdf loops from 2 connections
  template-bomb    finding 2: a 1 MB .docx whose document.xml declares 4 KB and inflates to 1 GiB,
                   uploaded once
  template-entries finding 2: a .docx of 40,003 entries (4 MB), uploaded, then getpdf from 2 connections
  template-ssrf    finding 3: a template with 200 images linked (external relationships) to a
                   listener this script runs; the upload, 2 previews (GET /core/api/PlayerCV/{id})
                   and getpdf from 2 connections; the listener's hits are counted per step (target 0)
  getpdf-flood     finding 4: anonymous getpdf of a Football player (built-in layout) from 30 connections
  getpdf-flood-template  the same for an Icehockey player (the demo's Word template, LibreOffice)
  matching-loop    finding 5: agent@demo.test creates a broad Football requirement and loops
                   PATCH /core/api/requirements/{id} (a new description, so that nothing is reused)
                   and POST /core/api/matches; a 201 is a version stored
  import           finding 8: admin@demo.test imports a 250,000-row contacts CSV into Football
                   (POST /core/api/contacts/csv, over the row limit), then a 30,000-row one
                   (each capped at 3 x --request-timeout)

All anonymous calls come from one client address (X-Forwarded-For 198.18.66.6, which the server
trusts from 127.0.0.1); the list, probe and health calls from another (198.18.0.10).

The prepared database: the demo seed and --players extra Football players (bench/matching.mjs
--fill-only of --root, plain SQL), for matching at scale; the same copy serves every scenario.

Printed: a table with, per scenario, the attack's calls and statuses, the loop's p99 and max (ms),
the probe's and health's p99 (ms), the list's median at baseline and under attack and their ratio,
and the listener's hits. Target (issue 25): event-loop p99 under 100 ms and the list within 3x of
its baseline in every scenario, on both databases, and no listener hit.

Options:
  --root DIR              the checkout whose built server runs (default: this script's repository)
  --database pglite|postgres
                          PGlite in a temporary DATA_DIR (default), or PostgreSQL: a fresh database
                          per scenario on --postgres (created from a prepared one, all dropped after)
  --postgres URL          the PostgreSQL server, as a user who may create databases
                          (default postgres://postgres@127.0.0.1:5432)
  --seconds N             seconds of looping attack per scenario (default 20)
  --baseline N            seconds of baseline per scenario (default 6)
  --only a,b              only these scenarios (names or prefixes)
  --players N             extra Football players in the prepared database (default 30000; 0: none)
  --request-timeout N     a client gives up on one call after N seconds (default 60)
  --drain N               seconds to wait for a frozen server's loop report (default 30)
  --out FILE              also write every figure as JSON
  -h, --help              this text

Examples:
  npm run build
  node bench/attack.mjs --database pglite
  node bench/attack.mjs --database postgres --only cv-layout,getpdf --seconds 15
  node bench/attack.mjs --root /work/before-25 --database pglite   # another checkout's build`;

// --- The observer (a child process; see --help, step 3) --------------------------------------------
if (process.argv[2] === '--observe') {
  await observe(JSON.parse(process.argv[3]));
  process.exit(0);
}

/**
 * Runs the list, probe and health loops until stdin ends, then writes their figures as JSON. Each
 * loop is closed (one call at a time) on a fixed schedule, its latencies corrected for coordinated
 * omission; a call still open at the end counts with the time it had waited, as "cut".
 */
async function observe({ base, token, listPath, headers, timeoutMs }) {
  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  process.stdin.on('end', () => stop.abort());
  process.stdin.resume();
  const sleep = (delay) =>
    delay <= 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            stop.signal.removeEventListener('abort', wake);
            resolve();
          }, delay);
          stop.signal.addEventListener('abort', wake, { once: true });
        });
  async function loop(intervalMs, urlOf, extraHeaders = {}) {
    const latencies = [];
    const statuses = {};
    let calls = 0;
    while (!stop.signal.aborted) {
      const started = performance.now();
      let status;
      try {
        const response = await fetch(`${base}${urlOf(calls)}`, {
          headers: { ...headers, ...extraHeaders },
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]),
        });
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = stop.signal.aborted ? 'cut' : error.name === 'TimeoutError' ? 'timeout' : 'error';
      }
      const latency = performance.now() - started;
      calls += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(latency);
      for (let missed = latency - intervalMs; missed > 0; missed -= intervalMs) latencies.push(missed);
      await sleep(started + intervalMs - performance.now());
    }
    return { calls, statuses, ...summarize(latencies) };
  }
  const [list, probe, health] = await Promise.all([
    loop(100, (n) => `${listPath}&page=${1 + (n % 3)}`, { authorization: `Bearer ${token}` }),
    loop(20, () => '/core/api/config'),
    loop(100, () => '/core/health'),
  ]);
  process.stdout.write(JSON.stringify({ list, probe, health }));
}

// --- Options ----------------------------------------------------------------------------------------
const { values: options } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    database: { type: 'string', default: 'pglite' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    seconds: { type: 'string', default: '20' },
    baseline: { type: 'string', default: '6' },
    only: { type: 'string' },
    players: { type: 'string', default: '30000' },
    'request-timeout': { type: 'string', default: '60' },
    drain: { type: 'string', default: '30' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const usage = (message) => {
  console.error(`attack.mjs: ${message}`);
  process.exit(1);
};
const number = (name, least) => {
  const value = Number(options[name]);
  if (!(Number.isFinite(value) && value >= least)) usage(`--${name} must be a number ≥ ${least}`);
  return value;
};
const rootDir = path.resolve(options.root);
const serverScript = path.join(rootDir, 'apps/api/dist/server.js');
if (!existsSync(serverScript)) usage(`${serverScript} is missing; run \`npm run build\` in ${rootDir}`);
if (!['pglite', 'postgres'].includes(options.database)) usage('--database is pglite or postgres');
const onPostgres = options.database === 'postgres';
const seconds = number('seconds', 1);
const baselineSeconds = number('baseline', 1);
const players = Math.round(number('players', 0));
const requestTimeoutMs = number('request-timeout', 1) * 1000;
const drainMs = number('drain', 1) * 1000;
const PRELOAD = path.join(import.meta.dirname, 'lib/loop-delay.mjs');
const ATTACKER = { 'x-forwarded-for': '198.18.66.6' };
const OBSERVER = { 'x-forwarded-for': '198.18.0.10' };
const VICTIM_EMAIL = 'hockey.admin@demo.test';
const ADMIN_EMAIL = 'admin@demo.test';
const USER_EMAIL = 'agent@demo.test';

// --- Run bookkeeping: processes, folders and databases removed however the run ends ---------------
const runId = `attack-${process.pid}-${Date.now().toString(36)}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-attack-'));
const children = new Set();
const databases = [];
let adminPg;
let stopping = false;

/** Processes the servers of this run started (LibreOffice, ...): they carry BENCH_ATTACK_RUN. */
function markedPids() {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const environ = `\0${readFileSync(`/proc/${name}/environ`, 'latin1')}`;
      if (environ.includes(`\0BENCH_ATTACK_RUN=${runId}\0`)) found.push(Number(name));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}
function killMarked() {
  for (const pid of markedPids()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function cleanUp() {
  stopping = true;
  await Promise.all([...children].map((child) => stopChild(child, 5_000)));
  killMarked();
  if (adminPg) {
    for (const name of databases.splice(0)) {
      await adminPg.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    }
    await adminPg.end().catch(() => {});
  }
  rmSync(workDir, { recursive: true, force: true });
}
async function fail(message) {
  if (stopping) return;
  console.error(`\nattack.mjs: ${message}`);
  await cleanUp();
  process.exit(1);
}
process.once('SIGINT', () => fail('interrupted'));
process.on('uncaughtException', (error) => fail(error.stack ?? String(error)));
process.on('unhandledRejection', (error) => fail(error?.stack ?? String(error)));

/** SIGTERM, SIGKILL after `graceMs`; resolves when the process has exited. */
const stopChild = (child, graceMs) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });

const sleep = (delay) => new Promise((resolve) => setTimeout(resolve, Math.max(0, delay)));
const seconds1 = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
const tally = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || 'none';

// --- Servers ------------------------------------------------------------------------------------------
/**
 * The built server of --root on `dataDir` (and `databaseUrl`), with the loop preload. Answers
 * { child, base, loopFile, tail(), exited } once /core/health answers.
 */
async function startServer(label, dataDir, databaseUrl) {
  const port = await freePort();
  const loopFile = path.join(workDir, `loop-${label}.json`);
  const env = serverEnv({
    databaseUrl,
    dataDir,
    port,
    seedDemo: true,
    extra: {
      SMTP_URL: undefined,
      TRUST_PROXY: '127.0.0.1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PRELOAD}`.trim(),
      BENCH_LOOP_DELAY_FILE: loopFile,
      BENCH_ATTACK_RUN: runId,
    },
  });
  const child = spawn(process.execPath, [serverScript], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const server = {
    child,
    base: `http://127.0.0.1:${port}`,
    loopFile,
    exited: undefined,
    tail: (characters = 3000) => output.join('').slice(-characters),
  };
  child.on('exit', (code, signal) => {
    children.delete(child);
    server.exited = signal ?? `code ${code}`;
  });
  const started = performance.now();
  for (;;) {
    if (server.exited) throw new Error(`the server exited (${server.exited}):\n${server.tail()}`);
    try {
      if ((await fetch(`${server.base}/core/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not yet
    }
    if (performance.now() - started > 240_000)
      throw new Error(`the server did not answer in 240 s:\n${server.tail()}`);
    await sleep(100);
  }
  server.startedInMs = performance.now() - started;
  return server;
}

/** startServer, tried once more when the first start fails (a start-up killed from outside, once seen). */
async function startServerTwice(label, dataDir, databaseUrl) {
  try {
    return await startServer(label, dataDir, databaseUrl);
  } catch (error) {
    console.log(
      `\n  (${label}: the server did not start, trying once more: ${error.message.split('\n')[0]})`,
    );
    return startServer(`${label}-again`, dataDir, databaseUrl);
  }
}

async function stopServer(server) {
  await stopChild(server.child, 5_000);
  killMarked();
}

const readLoop = (server) => {
  try {
    return JSON.parse(readFileSync(server.loopFile, 'utf8'));
  } catch {
    return undefined;
  }
};
/**
 * The preload's report of the window since the last one (and a new window), or undefined when the
 * server does not answer within `waitMs` (frozen) or has no preload (then no signal is sent). Not
 * SIGUSR2: the server's close-with-grace shuts down on it; SIGWINCH is ignored by a process without
 * a handler.
 */
async function loopReport(server, waitMs) {
  const before = readLoop(server);
  if (!before || server.exited) return undefined;
  server.child.kill('SIGWINCH');
  const started = performance.now();
  while (performance.now() - started < waitMs && !server.exited) {
    const now = readLoop(server);
    if (now && now.seq > before.seq) return now;
    await sleep(50);
  }
  return undefined;
}

// --- Calls ---------------------------------------------------------------------------------------------
/** A signed-in client (lib/server.mjs) and its tenants by name. */
async function signedIn(base, email) {
  const client = createClient(base, { xsrf: await fetchXsrf(base) });
  const answer = await signIn(client, email);
  if (answer.status !== 200)
    throw new Error(`signing in as ${email} answered ${answer.status}: ${answer.text}`);
  const me = await client.call('/core/api/auth/me');
  client.tenants = Object.fromEntries((me.body?.tenants ?? []).map((tenant) => [tenant.name, tenant]));
  return client;
}
async function expect(client, status, pathAndQuery, init, what) {
  const answer = await client.call(pathAndQuery, init);
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 600)}`);
  return answer.body;
}

/**
 * One call with a time limit and the run's abort signal: { status, ms, text? }. `status` is the
 * HTTP status, or timeout / cut (aborted when the attack ended) / error.
 */
async function timedCall(url, init, { signal, timeoutMs = requestTimeoutMs, keepText = false } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)].filter(Boolean)),
    });
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: String(response.status),
      ms: performance.now() - started,
      text: keepText || response.status >= 400 ? body.subarray(0, 400).toString('utf8') : undefined,
      headers: response.headers,
    };
  } catch (error) {
    const status = signal?.aborted ? 'cut' : error.name === 'TimeoutError' ? 'timeout' : 'error';
    return { status, ms: performance.now() - started, text: error.cause?.message ?? error.message };
  }
}

/** The headers of a signed-in call with a body other than JSON (a form): token, XSRF cookie and header. */
const formHeaders = (client) => ({
  authorization: `Bearer ${client.token}`,
  cookie: `XSRF-TOKEN=${client.xsrf}`,
  'x-xsrf-token': client.xsrf,
});
const fileForm = (bytes, filename, type) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  return form;
};
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The run's abort signal, also aborted at `untilMs` (performance.now()): what is open then is cut. */
function deadline(untilMs, signal) {
  const local = new AbortController();
  setMaxListeners(0, local.signal);
  const timer = setTimeout(() => local.abort(), Math.max(0, untilMs - performance.now()));
  signal.addEventListener('abort', () => local.abort(), { once: true });
  local.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return local.signal;
}

/**
 * `connections` loops of `make()` → [url, init] until `untilMs` (performance.now()), when the calls
 * still open are cut: calls, statuses, latencies and the X-CV-Source of the PDFs.
 */
async function hammer(connections, untilMs, make, outer) {
  const signal = deadline(untilMs, outer);
  const statuses = {};
  const sources = {};
  const latencies = [];
  let sample;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!signal.aborted) {
        const [url, init] = make();
        const answer = await timedCall(url, init, { signal });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        latencies.push(answer.ms);
        const source = answer.headers?.get('x-cv-source');
        if (source) sources[source] = (sources[source] ?? 0) + 1;
        if (!['200', '201', 'cut'].includes(answer.status) && !sample)
          sample = `${answer.status}: ${answer.text?.replace(/\s+/g, ' ').slice(0, 200)}`;
      }
    }),
  );
  const figures = summarize(latencies);
  return { calls: latencies.length, statuses, sources, p50: figures.p50, max: figures.max, sample };
}
const hammered = (name, result) =>
  `${name} ${result.calls} (${tally(result.statuses)}; p50 ${ms(result.p50)} ms, max ${ms(result.max)} ms` +
  `${Object.keys(result.sources).length ? `; X-CV-Source ${tally(result.sources)}` : ''})` +
  (result.sample ? ` [first other answer ${result.sample}]` : '');

// --- Scenarios -------------------------------------------------------------------------------------
/** A visible player of the sport: its public page answers. */
async function visiblePlayer(ctx, sportName) {
  const sport = ctx.admin.tenants[sportName];
  if (!sport) throw new Error(`${ADMIN_EMAIL} is not a member of ${sportName}`);
  const { data } = await expect(
    ctx.admin,
    200,
    `/core/api/players?tenantId=${sport.id}&take=30`,
    {},
    'listing players',
  );
  for (const player of data) {
    const answer = await fetch(`${ctx.base}/core/api/unauthorised/player/${player.id}`, {
      headers: ATTACKER,
    });
    await answer.arrayBuffer();
    if (answer.ok)
      return { sport, player, pdf: `${ctx.base}/core/api/unauthorised/getpdf/${sport.id}/${player.id}` };
  }
  throw new Error(`${sportName} has no visible player among its first 30`);
}
const anonymousPdf = (url) => () => [url, { headers: { accept: 'application/pdf', ...ATTACKER } }];

async function createTemplate(ctx, sportName) {
  const sport = ctx.admin.tenants[sportName];
  const existing = await ctx.admin.call(`/core/api/PlayerCV/pdftemplate/${sport.id}`);
  if (existing.status === 200) return existing.body;
  return expect(
    ctx.admin,
    201,
    '/core/api/PlayerCV',
    { method: 'POST', body: JSON.stringify({ tenantId: sport.id, name: 'attack.mjs' }) },
    'creating a PDF template',
  );
}
async function upload(ctx, template, bytes, signal) {
  const answer = await timedCall(
    `${ctx.base}/core/api/PlayerCV/${template.id}/file`,
    { method: 'POST', headers: formHeaders(ctx.admin), body: fileForm(bytes, 'template.docx', DOCX) },
    { signal, keepText: true },
  );
  return answer;
}
const uploaded = (what, answer) =>
  `${what} ${answer.status} in ${seconds1(answer.ms)}${
    answer.status === '200' ? '' : ` (${(answer.text ?? '').replace(/\s+/g, ' ').slice(0, 160)})`
  }`;

/** The listener a template's links point at: counts every request it receives. */
async function startListener() {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const listener = { hits: 0 };
  listener.server = createServer((_request, response) => {
    listener.hits += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise((resolve) => listener.server.listen(0, '127.0.0.1', resolve));
  listener.port = listener.server.address().port;
  return listener;
}

const SCENARIOS = {
  'cv-layout': {
    finding: 1,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      // A line of text per <br>: the CV drops empty lines, so each break follows a letter (19,500
      // characters, under the fields' 20,000).
      const breaks = 'a<br>'.repeat(3900);
      await expect(
        ctx.user,
        200,
        `/core/api/players/${ctx.target.player.id}`,
        {
          method: 'PATCH',
          body: JSON.stringify({ description: breaks, statistics: breaks, playerReferences: breaks }),
        },
        `${USER_EMAIL} setting the rich-text fields`,
      );
    },
    async attack(ctx, signal) {
      const result = await hammer(
        2,
        performance.now() + seconds * 1000,
        anonymousPdf(ctx.target.pdf),
        signal,
      );
      return { calls: hammered('getpdf×2', result), statuses: result.statuses };
    },
  },
  'template-xml': {
    finding: 2,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.file = heavyXmlDocx(45);
    },
    async attack(ctx, signal) {
      const put = await upload(ctx, ctx.template, ctx.file.bytes, signal);
      const result = await hammer(
        2,
        performance.now() + seconds * 1000,
        anonymousPdf(ctx.target.pdf),
        signal,
      );
      return {
        calls:
          `${uploaded(`upload (${format(ctx.file.bytes.length / 1024)} KB, ${format(ctx.file.xmlBytes / 1048576, 1)} MiB XML)`, put)}; ` +
          hammered('getpdf×2', result),
        statuses: { [`upload ${put.status}`]: 1, ...result.statuses },
      };
    },
  },
  'template-bomb': {
    finding: 2,
    async prepare(ctx) {
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.file = ctx.shared.bomb ??= await zipBombDocx({ gibibytes: 1, declaredSize: 4096 });
    },
    async attack(ctx, signal) {
      const started = performance.now();
      const put = await upload(ctx, ctx.template, ctx.file.bytes, signal);
      // The window is at least --seconds, so that what the upload leaves behind is seen too.
      await sleep(started + seconds * 1000 - performance.now());
      return {
        calls: uploaded(
          `upload (${format(ctx.file.bytes.length / 1024)} KB declaring ${format(ctx.file.declaredSize / 1024)} KB, inflating to ${format(ctx.file.inflatedBytes / 1073741824, 2)} GiB)`,
          put,
        ),
        statuses: { [`upload ${put.status}`]: 1 },
      };
    },
  },
  'template-entries': {
    finding: 2,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.file = ctx.shared.entries ??= manyEntriesDocx(40_000);
    },
    async attack(ctx, signal) {
      const put = await upload(ctx, ctx.template, ctx.file, signal);
      const result = await hammer(
        2,
        performance.now() + seconds * 1000,
        anonymousPdf(ctx.target.pdf),
        signal,
      );
      return {
        calls: `${uploaded(`upload (40,003 entries, ${format(ctx.file.length / 1024)} KB)`, put)}; ${hammered('getpdf×2', result)}`,
        statuses: { [`upload ${put.status}`]: 1, ...result.statuses },
      };
    },
  },
  'template-ssrf': {
    finding: 3,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.listener = await startListener();
      ctx.file = linkedImagesDocx(200, (index) => `http://127.0.0.1:${ctx.listener.port}/ssrf/${index}.png`);
    },
    async attack(ctx, signal) {
      const hits = {};
      const put = await upload(ctx, ctx.template, ctx.file, signal);
      hits.upload = ctx.listener.hits;
      const previews = {};
      for (let index = 0; index < 2; index += 1) {
        const answer = await timedCall(
          `${ctx.base}/core/api/PlayerCV/${ctx.template.id}`,
          { headers: { authorization: `Bearer ${ctx.admin.token}` } },
          { signal },
        );
        const key = `${answer.status}${answer.headers?.get('x-cv-source') ? ` ${answer.headers.get('x-cv-source')}` : ''}`;
        previews[key] = (previews[key] ?? 0) + 1;
      }
      hits.preview = ctx.listener.hits - hits.upload;
      const result = await hammer(
        2,
        performance.now() + seconds * 1000,
        anonymousPdf(ctx.target.pdf),
        signal,
      );
      await sleep(1000); // late fetches of the last conversion
      hits.getpdf = ctx.listener.hits - hits.upload - hits.preview;
      ctx.listener.server.close();
      return {
        calls: `${uploaded('upload (200 linked images)', put)}; previews ${tally(previews)}; ${hammered('getpdf×2', result)}`,
        statuses: { [`upload ${put.status}`]: 1, ...result.statuses },
        listenerHits: ctx.listener.hits,
        hitsBy: `upload ${hits.upload}, 2 previews ${hits.preview}, ${result.calls} getpdf ${hits.getpdf}`,
      };
    },
  },
  'getpdf-flood': {
    finding: 4,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
    },
    async attack(ctx, signal) {
      const result = await hammer(
        30,
        performance.now() + seconds * 1000,
        anonymousPdf(ctx.target.pdf),
        signal,
      );
      return { calls: hammered('getpdf×30 (built-in)', result), statuses: result.statuses };
    },
  },
  'getpdf-flood-template': {
    finding: 4,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Icehockey');
    },
    async attack(ctx, signal) {
      const result = await hammer(
        30,
        performance.now() + seconds * 1000,
        anonymousPdf(ctx.target.pdf),
        signal,
      );
      return {
        calls: hammered('getpdf×30 (Icehockey: its Word template)', result),
        statuses: result.statuses,
      };
    },
  },
  'matching-loop': {
    finding: 5,
    async prepare(ctx) {
      const sport = ctx.user.tenants.Football;
      const lookups = async (resource) =>
        (
          await expect(
            ctx.user,
            200,
            `/core/api/${resource}?tenantId=${sport.id}&take=100`,
            {},
            `listing ${resource}`,
          )
        ).data;
      const [positions, levels, statuses, valutas, transfers] = await Promise.all(
        ['positions', 'playerlevels', 'contractStatuses', 'valutas', 'transfers'].map(lookups),
      );
      const existing = await expect(
        ctx.user,
        200,
        '/core/api/requirements/filter',
        {
          method: 'POST',
          body: JSON.stringify({ tenantId: sport.id, take: 50, sort: 'createdAt', direction: 'desc' }),
        },
        'listing requirements',
      );
      const pair = existing.data.find((row) => !row.isNoNeed && !row.club?.deleted && !row.contact?.deleted);
      if (!pair) throw new Error('Football has no requirement to take a club and contact from');
      const today = new Date().toISOString().slice(0, 10);
      const window = transfers.find((row) => row.toDate >= today) ?? transfers.at(-1);
      const requirement = await expect(
        ctx.user,
        201,
        '/core/api/requirements',
        {
          method: 'POST',
          body: JSON.stringify({
            tenantId: sport.id,
            clubId: pair.clubId,
            contactId: pair.contactId,
            transferId: window.id,
            positionRequirementIds: positions
              .filter((row) => row.name !== 'No need')
              .slice(0, 20)
              .map((row) => row.id),
            playerLevelRequirementIds: levels.map((row) => row.id),
            contractStatusRequirementIds: statuses.map((row) => row.id),
            maxNetto: 1_000_000,
            maxTransferSum: 20_000_000,
            valutaId: (valutas.find((row) => row.name === 'EUR') ?? valutas[0]).id,
            description: '<p>bench/attack.mjs</p>',
          }),
        },
        'creating a broad requirement',
      );
      ctx.requirement = requirement;
      const count = await expect(
        ctx.user,
        200,
        `/core/api/players?tenantId=${sport.id}&take=1`,
        {},
        'counting players',
      );
      ctx.note = `Football has ${format(count.total)} players`;
    },
    async attack(ctx, outer) {
      const signal = deadline(performance.now() + seconds * 1000, outer);
      const statuses = {};
      const edits = {};
      const latencies = [];
      let sample;
      let index = 0;
      const headers = {
        'content-type': 'application/json',
        'x-xsrf-token': ctx.user.xsrf,
        cookie: `XSRF-TOKEN=${ctx.user.xsrf}`,
        authorization: `Bearer ${ctx.user.token}`,
      };
      while (!signal.aborted) {
        index += 1;
        const edit = await timedCall(
          `${ctx.base}/core/api/requirements/${ctx.requirement.id}`,
          { method: 'PATCH', headers, body: JSON.stringify({ description: `<p>attack ${index}</p>` }) },
          { signal },
        );
        edits[edit.status] = (edits[edit.status] ?? 0) + 1;
        const answer = await timedCall(
          `${ctx.base}/core/api/matches`,
          { method: 'POST', headers, body: JSON.stringify({ requirementId: ctx.requirement.id }) },
          { signal },
        );
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        latencies.push(answer.ms);
        if (!['200', '201', 'cut'].includes(answer.status) && !sample)
          sample = `${answer.status}: ${answer.text?.slice(0, 200)}`;
      }
      const figures = summarize(latencies);
      return {
        calls:
          `POST /matches ${latencies.length} (${tally(statuses)}; p50 ${ms(figures.p50)} ms), versions stored: ${statuses['201'] ?? 0}; ` +
          `PATCH requirement ${tally(edits)}; ${ctx.note}${sample ? ` [first other answer ${sample}]` : ''}`,
        statuses,
      };
    },
  },
  import: {
    finding: 8,
    async prepare(ctx) {
      const csvOf = (rows, tag) => {
        const lines = Array.from(
          { length: rows },
          (_, i) => `Attack${i},Person ${tag}${i},Scout,${tag}${i}@import.attack.test`,
        );
        return `firstName,lastName,jobTitle,email\n${lines.join('\n')}\n`;
      };
      ctx.files = [
        { rows: 250_000, csv: csvOf(250_000, 'a') },
        { rows: 30_000, csv: csvOf(30_000, 'b') },
      ];
    },
    async attack(ctx, signal) {
      const started = performance.now();
      const parts = [];
      const statuses = {};
      for (const file of ctx.files) {
        const answer = await timedCall(
          `${ctx.base}/core/api/contacts/csv?tenantId=${ctx.admin.tenants.Football.id}`,
          {
            method: 'POST',
            headers: formHeaders(ctx.admin),
            body: fileForm(file.csv, 'contacts.csv', 'text/csv'),
          },
          { signal, timeoutMs: 3 * requestTimeoutMs, keepText: true },
        );
        statuses[`${format(file.rows)} rows ${answer.status}`] = 1;
        parts.push(
          `${format(file.rows)} rows (${format(file.csv.length / 1048576, 1)} MB) ${answer.status} in ${seconds1(answer.ms)}` +
            ` (${(answer.text ?? '').replace(/\s+/g, ' ').slice(0, 120)})`,
        );
      }
      await sleep(started + seconds * 1000 - performance.now());
      return { calls: `import ${parts.join('; ')}`, statuses };
    },
  },
};

const only = options.only
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = Object.keys(SCENARIOS).filter(
  (name) => !only || only.some((wanted) => name === wanted || name.startsWith(wanted)),
);
if (chosen.length === 0) usage(`--only matches no scenario (${Object.keys(SCENARIOS).join(', ')})`);

// --- Preparing the database every scenario copies ---------------------------------------------------
const gitOf = (args) => spawnSync('git', ['-C', rootDir, ...args], { encoding: 'utf8' }).stdout?.trim() ?? '';
const head = gitOf(['log', '-1', '--format=%h %s']) || 'unknown';
const dirty = gitOf(['status', '--porcelain', '--', 'apps', 'packages'])
  ? ' + uncommitted changes under apps/ or packages/'
  : '';
const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' });
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const started = new Date();
console.log(
  `attack.mjs: ${rootDir} at ${head}${dirty}\n` +
    `${onPostgres ? 'PostgreSQL' : 'PGlite'}; Node ${process.version}; ${cpus().length} CPUs; load average ${load()}; ` +
    `${soffice.status === 0 ? soffice.stdout.trim().split('\n')[0] : 'LibreOffice NOT installed (templates fall back to the built-in layout)'}\n` +
    `${seconds} s of attack, ${baselineSeconds} s of baseline per scenario; calls capped at ${requestTimeoutMs / 1000} s; ${started.toISOString()}`,
);

const baseDir = path.join(workDir, 'base');
let pg;
const dbName = (suffix) => `attack_${process.pid}_${suffix}`;
const urlOf = (name) => `${options.postgres.replace(/\/+$/, '')}/${name}`;
try {
  if (onPostgres) {
    pg = (await import('pg')).default;
    adminPg = new pg.Client({ connectionString: urlOf('postgres') });
    await adminPg.connect();
    databases.push(dbName('base'));
    await adminPg.query(`create database "${dbName('base')}"`);
  }
  const baseUrl = onPostgres ? urlOf(dbName('base')) : undefined;
  mkdirSync(baseDir, { recursive: true });
  const fillScript = path.join(rootDir, 'bench/matching.mjs');
  let prepared = 'the demo seed';
  if (players > 0 && existsSync(fillScript)) {
    const began = performance.now();
    const fill = spawnSync(process.execPath, [fillScript, '--fill-only', '--players', String(players)], {
      cwd: rootDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: baseDir,
        ...(baseUrl ? { DATABASE_URL: baseUrl } : { DATABASE_URL: '' }),
      },
    });
    if (fill.status !== 0)
      throw new Error(`bench/matching.mjs --fill-only failed:\n${fill.stdout}\n${fill.stderr}`);
    prepared = `the demo seed and ${format(players)} Football players (bench/matching.mjs --fill-only, ${seconds1(performance.now() - began)})`;
  } else if (players > 0) {
    prepared = `the demo seed only (${fillScript} is missing)`;
  }
  const first = await startServerTwice('prepare', baseDir, baseUrl);
  const preloaded = readLoop(first) !== undefined;
  console.log(
    `Prepared: ${prepared}; first start of the server ${seconds1(first.startedInMs)}; loop preload ${preloaded ? 'active' : 'NOT active (no loop figures)'}\n`,
  );
  await stopChild(first.child, 15_000);
  killMarked();
} catch (error) {
  await fail(`preparing: ${error.message}`);
}

// --- Figures -------------------------------------------------------------------------------------------
function ratioOf(result) {
  return result.attack?.list && result.baseline?.list
    ? result.attack.list.p50 / result.baseline.list.p50
    : Number.NaN;
}
function met(result) {
  const loop = result.attackLoop?.p99Ms;
  return (
    loop !== undefined &&
    loop < 100 &&
    ratioOf(result) < 3 &&
    (result.listenerHits === undefined || result.listenerHits === 0)
  );
}
const loopCell = (loop, result) => (loop ? ms(loop.p99Ms) : result?.attack ? 'frozen' : '–');
/**
 * The loop's longest delay; without a report (frozen), a lower bound: the server answered neither
 * the probe that waited longest nor the report signal in the --drain seconds after the attack.
 */
const loopMaxCell = (result) =>
  result.attackLoop
    ? ms(result.attackLoop.maxMs)
    : result.attack
      ? `≥ ${ms(result.attack.probe.max + result.drainSeconds * 1000)}`
      : '–';
function summaryLine(result) {
  return (
    `loop p99 ${loopCell(result.attackLoop, result)}, max ${loopMaxCell(result)} (ms); ` +
    `list ${ms(result.baseline?.list.p50 ?? Number.NaN)} → ${ms(result.attack?.list.p50 ?? Number.NaN)} ms (×${format(ratioOf(result), 1)}); ` +
    `${result.calls}`
  );
}

// --- Running the scenarios ---------------------------------------------------------------------------
const results = [];
const shared = {};
for (const [index, name] of chosen.entries()) {
  const scenario = SCENARIOS[name];
  const dataDir = path.join(workDir, `s${index}`);
  cpSync(baseDir, dataDir, { recursive: true, filter: (source) => !lstatSync(source).isSocket() });
  let databaseUrl;
  if (onPostgres) {
    const clone = dbName(`s${index}`);
    databases.push(clone);
    await adminPg.query(`create database "${clone}" template "${dbName('base')}"`);
    databaseUrl = urlOf(clone);
  }
  const result = { scenario: name, finding: scenario.finding };
  results.push(result);
  process.stdout.write(`${name} (finding ${scenario.finding}): `);
  let server;
  const abort = new AbortController();
  setMaxListeners(0, abort.signal);
  try {
    server = await startServerTwice(name, dataDir, databaseUrl);
    const ctx = { base: server.base, shared };
    ctx.admin = await signedIn(server.base, ADMIN_EMAIL);
    ctx.user = await signedIn(server.base, USER_EMAIL);
    const victim = await signedIn(server.base, VICTIM_EMAIL);
    const ice = victim.tenants.Icehockey;
    const listPath = `/core/api/contacts?tenantId=${ice.id}&take=10`;
    const listed = await expect(victim, 200, `${listPath}&page=1`, {}, 'the victim listing contacts');
    result.listed = `${VICTIM_EMAIL} lists Icehockey contacts (${listed.total} of them)`;
    await scenario.prepare(ctx);
    for (let warm = 0; warm < 20; warm += 1) await victim.call(`${listPath}&page=${1 + (warm % 3)}`);

    const observer = () => {
      const child = spawn(
        process.execPath,
        [
          import.meta.filename,
          '--observe',
          JSON.stringify({
            base: server.base,
            token: victim.token,
            listPath,
            headers: OBSERVER,
            timeoutMs: requestTimeoutMs,
          }),
        ],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      );
      children.add(child);
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      const closed = new Promise((resolve) => child.on('close', resolve));
      return async () => {
        child.stdin.end();
        await closed;
        children.delete(child);
        return JSON.parse(out);
      };
    };

    await loopReport(server, 5_000); // a new window
    let stopObserving = observer();
    await sleep(baselineSeconds * 1000);
    result.baseline = await stopObserving();
    result.baselineLoop = await loopReport(server, 5_000);

    stopObserving = observer();
    const attackStarted = performance.now();
    // However the attack goes, it ends: its loops, plus its one-off calls, plus a margin.
    const hardStop = setTimeout(
      () => abort.abort(),
      (seconds + (3 * 3 * requestTimeoutMs) / 1000 + 30) * 1000,
    );
    const outcome = await scenario.attack(ctx, abort.signal);
    clearTimeout(hardStop);
    abort.abort(); // cut what is still open
    result.attack = await stopObserving();
    result.attackSeconds = (performance.now() - attackStarted) / 1000;
    Object.assign(result, outcome);
    const drainStarted = performance.now();
    result.attackLoop = await loopReport(server, drainMs);
    result.drainSeconds = (performance.now() - drainStarted) / 1000;
    if (server.exited)
      result.note = `the server exited during the attack (${server.exited}): ${server.tail(600).replace(/\s+/g, ' ')}`;
    else if (!result.attackLoop)
      result.note = `the server did not answer its loop report within ${drainMs / 1000} s of the attack's end: frozen; killed`;
  } catch (error) {
    result.error = error.message.slice(0, 2000);
  } finally {
    abort.abort();
    if (server) await stopServer(server);
    if (onPostgres) {
      const clone = dbName(`s${index}`);
      await adminPg.query(`drop database if exists "${clone}" with (force)`).catch(() => {});
      databases.splice(databases.indexOf(clone), 1);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(result.error ? `FAILED: ${result.error}` : `${summaryLine(result)}`);
}

// --- Figures: the table ---------------------------------------------------------------------------
const nonOk = (statuses) =>
  Object.entries(statuses ?? {})
    .filter(([status]) => status !== '200')
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
const rows = results.map((result) => {
  if (result.error) return [result.scenario, 'FAILED', '', '', '', '', '', '', '', '', '', 'error'];
  const attack = result.attack;
  return [
    result.scenario,
    tally(result.statuses ?? {}),
    loopCell(result.attackLoop, result),
    loopMaxCell(result),
    result.attackLoop ? format(result.attackLoop.stalledMs / 1000, 1) : '–',
    ms(attack.probe.p99),
    `${ms(attack.health.p99)}${nonOk(attack.health.statuses) ? ` (${nonOk(attack.health.statuses)})` : ''}`,
    ms(result.baseline.list.p50),
    ms(attack.list.p50),
    `×${format(ratioOf(result), 1)}`,
    result.listenerHits === undefined ? '' : format(result.listenerHits),
    met(result) ? 'met' : 'MISSED',
  ];
});
const header = [
  'scenario',
  'attack calls by status',
  'loop p99',
  'loop max',
  'stalled s',
  'probe p99',
  'health p99',
  'list base',
  'list attack',
  'ratio',
  'listener',
  'target',
];
const table = [header, ...rows];
const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
const line = (row) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
console.log(
  "\nPer scenario, ms unless said. loop: the event loop's delay inside the server (beyond its 10 ms timer) " +
    'during the attack; "frozen": no report within --drain s, and its max is then a lower bound (no answer to ' +
    'the longest-waiting probe nor to the report signal); stalled: the delays summed, in s. probe: GET ' +
    '/core/api/config every 20 ms. list: median of the signed-in list at baseline and under attack. ' +
    'Latencies corrected for coordinated omission.\n',
);
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

console.log('\nDetails:');
for (const result of results) {
  console.log(`- ${result.scenario} (finding ${result.finding}):`);
  if (result.error) {
    console.log(`    error: ${result.error}`);
    continue;
  }
  console.log(`    attack (${format(result.attackSeconds, 1)} s): ${result.calls}`);
  if (result.hitsBy) console.log(`    listener hits: ${result.hitsBy}`);
  const phase = (label, observed, loop) =>
    `    ${label}: loop ${loop ? `p50 ${ms(loop.p50Ms)} p99 ${ms(loop.p99Ms)} max ${ms(loop.maxMs)} stalled ${format(loop.stalledMs / 1000, 1)} s over ${format((loop.toMs - loop.fromMs) / 1000, 1)} s` : 'no report'}; ` +
    `probe p50 ${ms(observed.probe.p50)} p99 ${ms(observed.probe.p99)} max ${ms(observed.probe.max)} (${observed.probe.calls} calls); ` +
    `health p99 ${ms(observed.health.p99)} max ${ms(observed.health.max)} (${tally(observed.health.statuses)}); ` +
    `list p50 ${ms(observed.list.p50)} p95 ${ms(observed.list.p95)} max ${ms(observed.list.max)} (${tally(observed.list.statuses)})`;
  console.log(phase('baseline', result.baseline, result.baselineLoop));
  console.log(phase('attack  ', result.attack, result.attackLoop));
  if (result.note) console.log(`    note: ${result.note}`);
  if (result.attackLoop && result.attackLoop.p99Ms < 100 && result.attackLoop.maxMs >= 100) {
    console.log(
      `    note: p99 under 100 ms, yet the loop was held ${ms(result.attackLoop.maxMs)} ms at once: ` +
        'monitorEventLoopDelay takes one sample per block, so a few long blocks hardly move its p99 ' +
        '(the probe p99 and "stalled" weigh them by their time)',
    );
  }
}
const metCount = results.filter((result) => !result.error && met(result)).length;
console.log(
  `\nSUMMARY attack.mjs ${onPostgres ? 'PostgreSQL' : 'PGlite'} ${head.split(' ')[0]}${dirty ? '+' : ''}: target (loop p99 < 100 ms, list within 3x, no listener hit) ` +
    `met in ${metCount} of ${results.length} scenarios; ${results[0]?.listed ?? ''}; load average ${load()}; ` +
    `${format((Date.now() - started.getTime()) / 60000, 1)} min`,
);
if (options.out) {
  writeFileSync(
    options.out,
    `${JSON.stringify({ root: rootDir, head, database: options.database, seconds, baselineSeconds, players, results }, null, 2)}\n`,
  );
}
await cleanUp();
