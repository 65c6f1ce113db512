#!/usr/bin/env node
// Drives the built API with autocannon on a bench database (issue 10) next to a bare Fastify
// "hello" in the same run. Run `node bench/api.mjs --help` for the options.
import { randomBytes } from 'node:crypto';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  firstDifference,
  judge,
  loadText,
  measureScenario,
  printHeader,
  printRow,
  printTargets,
  summaryLine,
} from './lib/api-report.mjs';
import { discover, scenariosOf } from './lib/api-scenarios.mjs';
import {
  ADMIN_EMAIL,
  createClient,
  createRun,
  fetchXsrf,
  freePort,
  gitDescribe,
  root,
  serverEnv,
  serverScript,
  startNode as startScript,
  waitUntilAnswering as waitForAnswer,
} from './lib/server.mjs';
import { format } from './lib/stats.mjs';

const HELP = `Usage: node bench/api.mjs [options]

Starts the built server (apps/api/dist/server.js; run \`npm run build\` first) on a free port against
a database filled by bench/generate.mjs (NODE_ENV=production, SEED_DEMO=false, LOG_LEVEL=warn),
and a bare Fastify "hello" (bench/hello-server.mjs) as a second process. Signs in as
admin@demo.test (DEMO_PASSWORD, default demo-password), picks the sport with the most contacts and
drives each scenario with autocannon, after checking that it answers 200 with plausible JSON:

  hello              bare Fastify GET / (the ceiling every ratio is taken against)
  health             GET /core/health
  me                 GET /core/api/auth/me
  contacts-page-1    GET /core/api/contacts?tenantId&page=1&take=10&sort=firstName&direction=asc
  contacts-deep      the same at --deep-page (or the list's lastPage if smaller)
  filter-rare        the same with &filter= a rare term (an e-mail's local part, from the deep page)
  filter-common      the same with &filter= a common term (--common-term)
  contact            GET /core/api/contacts/{id}
  clubs-page-1       GET /core/api/clubs?tenantId&page=1&take=10&sort=name&direction=asc
  players-page-1     GET /core/api/players?tenantId&page=1&take=10&sort=firstName&direction=asc
  requirements-page-1  POST /core/api/requirements/filter {tenantId, take 10, no filters, createdAt
                     desc, page 1}, as the web's requirements page sends it

Issue 28, the lists against a reference: on PostgreSQL, bench/reference-server.mjs (node:http + pg,
no framework; the SQL the API sends, recorded with bench/capture-sql.mjs) runs as a third process on
the same database and JWT secret. Each list scenario (contacts page 1, deep, filter rare/common,
clubs, players, requirements page 1) is first checked to answer the same JSON from both, then
measured against the API and right after against the reference ("  reference" row: same
connections, warm-up and duration). The table after the run gives per list the API's req/s as a
share of the reference's (target ≥ 50%) and the API's p97.5 over the reference's (target ≤ 2×).

Per scenario: req/s, latency p50/p95/p97.5/p99 in ms (every response's latency recorded through
autocannon's 'response' event, percentiles by nearest rank), errors, timeouts, non-2xx, mean
response size, req/s as a share of the bare Fastify's, and (Linux) the CPU of the process under
test in cores ("srv CPU", 100% = one core busy) and of the whole machine ("all CPU", 100% = every
core busy; it includes autocannon, PostgreSQL and anything else running: a quiet machine is needed). Requests carry what a browser sends:
the bearer token, the XSRF-TOKEN cookie and Accept-Encoding.

Database (environment), as for the server:
  DATABASE_URL=postgres://...   PostgreSQL (DATA_DIR, if set, is the server's; else a temporary one)
  DATA_DIR=/some/folder         PGlite in DATA_DIR/db

Options:
  --connections N        concurrent connections (default 50)
  --duration S           seconds measured per scenario (default 10)
  --warmup S             seconds of unmeasured load before each scenario (default 2)
  --deep-page N          the deep page (default 40000)
  --common-term T        a frequent filter term (default "sen")
  --rare-term T          the rare filter term (default: derived from the data)
  --sport ID             the sport to drive (default: the one with the most contacts)
  --only a,b             run only these scenarios (names above; hello always runs)
  --accept-encoding V    the Accept-Encoding header (default "gzip, deflate, br"; "" sends none)
  --out FILE             also write every figure as JSON
  --check-only           sign in, check every scenario with one request, and stop (no load)
  --no-reference         no reference server (PGlite needs this: the reference speaks PostgreSQL)
  -h, --help             this text

Example:
  npm run build
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/api.mjs
  (data: bench/generate.mjs, bench/matching.mjs --fill-only for players, bench/fill-requirements.mjs)`;

const { values: options } = parseArgs({
  allowNegative: true,
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'deep-page': { type: 'string', default: '40000' },
    'common-term': { type: 'string', default: 'sen' },
    'rare-term': { type: 'string' },
    sport: { type: 'string' },
    only: { type: 'string' },
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    out: { type: 'string' },
    'check-only': { type: 'boolean', default: false },
    reference: { type: 'boolean', default: true },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}

const run = createRun('api.mjs');
const { fail } = run;

const positive = (text, name) => {
  const value = Number(text);
  if (!(Number.isFinite(value) && value > 0)) {
    console.error(`api.mjs: --${name} must be a positive number, not ${text}`);
    process.exit(1);
  }
  return value;
};
const connections = Math.round(positive(options.connections, 'connections'));
const duration = positive(options.duration, 'duration');
const warmup = Number(options.warmup);
const deepPageWanted = Math.round(positive(options['deep-page'], 'deep-page'));
const only = options.only ? new Set(options.only.split(',').map((name) => name.trim())) : undefined;

const databaseUrl = process.env.DATABASE_URL || undefined;
if (!databaseUrl && !process.env.DATA_DIR) {
  console.error(
    'api.mjs: set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), as for bench/generate.mjs; see --help',
  );
  process.exit(1);
}
if (!existsSync(serverScript)) {
  console.error(`api.mjs: ${path.relative(root, serverScript)} is missing; run \`npm run build\` first`);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR
  ? path.resolve(process.env.DATA_DIR)
  : run.temporaryFolder('transferdesk-bench-api-');

/** Starts a Node script; its output is kept (and shown if it dies) so that the pipes never fill. */
function startNode(script, env, label) {
  const started = startScript(script, env, {
    onExit: (code, signal) => {
      if (!run.stopping) fail(`${label} exited (${signal ?? code}) during the run:\n${started.tail()}`);
    },
  });
  run.adopt(started.child);
  return started;
}

const waitUntilAnswering = (url, label, started) =>
  waitForAnswer(url).catch((error) => fail(`${label}: ${error.message}:\n${started.tail()}`));

// --- Servers -----------------------------------------------------------------------------------
const apiPort = await freePort();
const helloPort = await freePort();
const { DATABASE_URL: _unused, ...inherited } = process.env;
// One secret for the API and the reference server, so that the reference verifies the same tokens.
const jwtSecret = process.env.JWT_SECRET || randomBytes(32).toString('hex');
const api = startNode(
  serverScript,
  serverEnv({ databaseUrl, dataDir, port: apiPort, extra: { JWT_SECRET: jwtSecret } }),
  'the API server',
);
const hello = startNode(
  path.join(root, 'bench/hello-server.mjs'),
  { ...inherited, PORT: String(helloPort) },
  'the hello server',
);
const apiBase = `http://127.0.0.1:${apiPort}`;
const helloBase = `http://127.0.0.1:${helloPort}`;
const apiStart = await waitUntilAnswering(`${apiBase}/core/health`, 'The API server', api);
await waitUntilAnswering(`${helloBase}/`, 'The hello server', hello);

// --- Signing in --------------------------------------------------------------------------------
const email = ADMIN_EMAIL;
const password = process.env.DEMO_PASSWORD || 'demo-password';
const xsrf = await fetchXsrf(apiBase).catch((error) => fail(error.message));
const cookie = `XSRF-TOKEN=${xsrf}`;
const encoding = options['accept-encoding'] ? { 'accept-encoding': options['accept-encoding'] } : {};
const client = createClient(apiBase, { xsrf, headers: encoding });
const call = (pathAndQuery, init) => client.call(pathAndQuery, init);

async function postToken(pathAndQuery, payload, what) {
  const answer = await call(pathAndQuery, { method: 'POST', body: JSON.stringify(payload) });
  if (answer.status !== 200 || typeof answer.body?.token !== 'string') {
    await fail(`${what} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  }
  return answer.body.token;
}
client.token = await postToken('/core/api/auth', { email, password }, `signing in as ${email}`);
/** Tokens live ACCESS_TOKEN_TTL (15 minutes by default): a fresh one before each scenario. */
const refreshToken = async () => {
  client.token = await postToken('/core/api/auth/refresh', { token: client.token }, 'refreshing the token');
};

// --- The sport, the terms and the scenarios (bench/lib/api-scenarios.mjs) ------------------------
const found = await discover({
  call,
  fail,
  sportId: options.sport,
  deepPageWanted,
  rareTerm: options['rare-term'],
  commonTerm: options['common-term'],
});
const { sport, total, lastPage, deepPage, terms } = found;
const scenarios = scenariosOf({ helloBase, email, found }).filter(
  (scenario) => scenario.name === 'hello' || !only || only.has(scenario.name),
);
if (only) {
  const unknown = [...only].filter((name) => !scenarios.some((scenario) => scenario.name === name));
  if (unknown.length > 0) await fail(`unknown scenario(s) in --only: ${unknown.join(', ')}`);
}
const withReference = options.reference;
const reference = withReference ? await startReference() : undefined;

/** Starts bench/reference-server.mjs on the API's database (PostgreSQL only). */
async function startReference() {
  if (!databaseUrl) await fail('--reference needs PostgreSQL (DATABASE_URL); --no-reference for PGlite');
  const port = await freePort();
  const started = startNode(
    path.join(root, 'bench/reference-server.mjs'),
    { ...inherited, DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET: jwtSecret },
    'the reference server',
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/health`, 'The reference server', started);
  return {
    started,
    base,
    client: Object.assign(createClient(base, { xsrf, headers: encoding }), { token: client.token }),
  };
}

const initOf = (scenario) => (scenario.method ? { method: scenario.method, body: scenario.body } : undefined);
for (const scenario of scenarios) {
  const answer = scenario.url ? await fetchJson(scenario.url) : await call(scenario.path, initOf(scenario));
  if (answer.status !== 200 || !answer.type.includes('json') || !scenario.check(answer.body)) {
    await fail(
      `${scenario.label} is not a 200 with the expected JSON (status ${answer.status}, ${answer.type}):\n` +
        answer.text.slice(0, 800),
    );
  }
  if (reference && scenario.reference) {
    // The reference must answer what the API answers, or the comparison means nothing.
    reference.client.token = client.token;
    const twin = await reference.client.call(scenario.path, initOf(scenario));
    const difference = firstDifference(answer.body, twin.body);
    if (twin.status !== 200 || difference) {
      await fail(
        `the reference's ${scenario.label} differs from the API's (status ${twin.status}): ${difference ?? twin.text.slice(0, 500)}`,
      );
    }
  }
}
async function fetchJson(url) {
  const response = await fetch(url);
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: JSON.parse(text),
    text,
  };
}

const commit = await gitDescribe();
const kind = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite ${dataDir}/db`;
console.log(`api.mjs at ${commit}; ${kind}; Node ${process.version}; ${cpus().length} CPUs`);
console.log(
  `Server bundle built ${statSync(serverScript).mtime.toISOString()}; started in ${format(apiStart)} ms; ` +
    `signed in as ${email}; load average before the run ${loadText()}`,
);
console.log(
  `Sport: ${sport.name} ${sport.id}: ${format(total)} contacts (lastPage ${format(lastPage)}), ` +
    `${format(found.players)} players, ${format(found.clubs)} clubs, ${format(found.requirements)} requirements`,
);
console.log(
  `Deep page: ${format(deepPage)}${deepPage < deepPageWanted ? ` (the list's lastPage; ${format(deepPageWanted)} asked)` : ''}`,
);
console.log(
  `Filter terms: rare "${terms.rare}" (total ${format(terms.rareTotal)}), common "${terms.common}" ` +
    `(total ${format(terms.commonTotal)}${terms.commonIsEstimate ? ', estimated' : ''})`,
);
console.log(
  `${connections} connections, ${warmup} s warm-up + ${duration} s per scenario, Accept-Encoding: ` +
    `${options['accept-encoding'] || '(none)'}; reference server: ${reference ? 'yes (each list twice: API, then reference)' : 'no'}\n`,
);

if (options['check-only']) {
  await run.stop();
  console.log(
    `SUMMARY api.mjs ${kind}: ${scenarios.length} scenarios answer 200 with the expected JSON` +
      `${reference ? ', the reference the same' : ''} (--check-only)`,
  );
  process.exit(0);
}

// --- Measuring (bench/lib/api-report.mjs) -------------------------------------------------------
const measure = (scenario, base, serverPid) =>
  measureScenario({ scenario, base, serverPid, connections, duration, warmup, headers: headersOf(scenario) });
const headersOf = (scenario) =>
  scenario.url
    ? {}
    : {
        accept: 'application/json',
        cookie,
        authorization: `Bearer ${client.token}`,
        ...encoding,
        ...(scenario.method ? { 'content-type': 'application/json', 'x-xsrf-token': xsrf } : {}),
      };
printHeader();
const results = [];
let helloRate;
for (const scenario of scenarios) {
  if (!scenario.url) await refreshToken();
  const figures = await measure(scenario, apiBase, (scenario.url ? hello : api).child.pid);
  if (scenario.name === 'hello') helloRate = figures.reqPerSec;
  figures.ratioToHello = figures.reqPerSec / helloRate;
  results.push(figures);
  printRow(scenario.label, figures);
  if (reference && scenario.reference) {
    const twin = await measure(scenario, reference.base, reference.started.child.pid);
    twin.ratioToHello = twin.reqPerSec / helloRate;
    figures.reference = twin;
    figures.vsReference = judge(figures, twin);
    printRow(`  reference`, twin);
  }
}
console.log(`\nLoad average after the run ${loadText()}`);
await run.stop();

const bad = results.filter((figures) =>
  [figures, figures.reference].some((one) => one && one.errors + one.timeouts + one.non2xx > 0),
);
if (reference) printTargets(results);
if (options.out) {
  const setting = { connections, duration, warmup, acceptEncoding: options['accept-encoding'] };
  const data = {
    commit,
    database: kind,
    sport: { ...sport, contacts: total, lastPage },
    found: {
      players: found.players,
      clubs: found.clubs,
      requirements: found.requirements,
    },
    deepPage,
    terms,
  };
  writeFileSync(
    options.out,
    `${JSON.stringify({ ...data, ...setting, node: process.version, cpus: cpus().length, loadAfter: loadavg(), results }, null, 2)}\n`,
  );
}
console.log(`\n${summaryLine({ kind, total, sport, connections, duration, results, bad })}`);
if (bad.length > 0) process.exitCode = 1;
