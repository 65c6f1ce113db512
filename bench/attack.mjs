#!/usr/bin/env node
// Issue 25, "Measured, not hoped": replays the attack run's findings 1-5 and 8 against the built
// server, each on a fresh server, while a signed-in user lists contacts, and prints per scenario the
// event loop's lag (from inside the server), health, and the list's median against its baseline.
// Run `node bench/attack.mjs --help` for the options. The parts are in bench/lib/attack/: the run's
// bookkeeping (run.mjs), its servers (servers.mjs), the prepared database and its copies
// (prepare.mjs), the observer process (observer.mjs), the attacker's calls (calls.mjs), the
// scenarios (scenarios.mjs, template-scenarios.mjs) and the figures in words (report.mjs).
import { spawnSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ADMIN_EMAIL, expect, signedIn, USER_EMAIL } from './lib/attack/calls.mjs';
import { startObserver } from './lib/attack/observer.mjs';
import { createDatabases } from './lib/attack/prepare.mjs';
import { met, printReport, summaryLine } from './lib/attack/report.mjs';
import { createAttackRun } from './lib/attack/run.mjs';
import { SCENARIOS } from './lib/attack/scenarios.mjs';
import { loopReport, startServerTwice, stopServer } from './lib/attack/servers.mjs';
import { format } from './lib/stats.mjs';

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
const VICTIM_EMAIL = 'hockey.admin@demo.test';

const only = options.only
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = Object.keys(SCENARIOS).filter(
  (name) => !only || only.some((wanted) => name === wanted || name.startsWith(wanted)),
);
if (chosen.length === 0) usage(`--only matches no scenario (${Object.keys(SCENARIOS).join(', ')})`);

// --- The run: its heading, and the database every scenario copies ----------------------------------
const run = createAttackRun({ rootDir, serverScript });
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

const databases = createDatabases(run, { onPostgres, postgresUrl: options.postgres });
await databases.prepare(players);

// --- Running the scenarios ---------------------------------------------------------------------------
const results = [];
const shared = {};
for (const [index, name] of chosen.entries()) {
  const scenario = SCENARIOS[name];
  const { dataDir, databaseUrl } = await databases.copy(index);
  const result = { scenario: name, finding: scenario.finding };
  results.push(result);
  process.stdout.write(`${name} (finding ${scenario.finding}): `);
  let server;
  const abort = new AbortController();
  setMaxListeners(0, abort.signal);
  try {
    server = await startServerTwice(run, name, dataDir, databaseUrl);
    const ctx = { base: server.base, shared, seconds, requestTimeoutMs };
    ctx.admin = await signedIn(server.base, ADMIN_EMAIL);
    ctx.user = await signedIn(server.base, USER_EMAIL);
    const victim = await signedIn(server.base, VICTIM_EMAIL);
    const ice = victim.tenants.Icehockey;
    const listPath = `/core/api/contacts?tenantId=${ice.id}&take=10`;
    const listed = await expect(victim, 200, `${listPath}&page=1`, {}, 'the victim listing contacts');
    result.listed = `${VICTIM_EMAIL} lists Icehockey contacts (${listed.total} of them)`;
    await scenario.prepare(ctx);
    for (let warm = 0; warm < 20; warm += 1) await victim.call(`${listPath}&page=${1 + (warm % 3)}`);

    const observer = () =>
      startObserver(run, { base: server.base, token: victim.token, listPath, timeoutMs: requestTimeoutMs });

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
    if (server) await stopServer(run, server);
    await databases.drop(index, dataDir);
  }
  console.log(result.error ? `FAILED: ${result.error}` : `${summaryLine(result)}`);
}

// --- Figures ---------------------------------------------------------------------------------------
printReport(results);
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
await run.cleanUp();
