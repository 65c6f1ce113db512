#!/usr/bin/env node
// Drives the built API with autocannon on a bench database (issue 10) next to a bare Fastify
// "hello" in the same run. Run `node bench/api.mjs --help` for the options.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
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
import { cpuShare, cpuTicks, format, ms, percentile } from './lib/stats.mjs';

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

Per scenario: req/s, latency p50/p95/p99 in ms (every response's latency recorded through
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
  -h, --help             this text

Example:
  npm run build
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/api.mjs`;

const { values: options } = parseArgs({
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
const api = startNode(serverScript, serverEnv({ databaseUrl, dataDir, port: apiPort }), 'the API server');
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
const email = 'admin@demo.test';
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

// --- The sport and the terms -------------------------------------------------------------------
const me = await call('/core/api/auth/me');
if (me.status !== 200 || !Array.isArray(me.body?.tenants))
  await fail(`/auth/me answered ${me.status}: ${me.text}`);
const contactsQuery = (tenantId, page, extra = '') =>
  `/core/api/contacts?tenantId=${tenantId}&page=${page}&take=10&sort=firstName&direction=asc${extra}`;
let sport;
if (options.sport) {
  sport = me.body.tenants.find((tenant) => tenant.id === options.sport);
  if (!sport) await fail(`${email} is not a member of the sport ${options.sport}`);
} else {
  let most = -1;
  for (const tenant of me.body.tenants) {
    const answer = await call(contactsQuery(tenant.id, 1).replace('take=10', 'take=1'));
    if (answer.status !== 200) await fail(`listing the contacts of ${tenant.name} answered ${answer.status}`);
    if (answer.body.total > most) {
      most = answer.body.total;
      sport = tenant;
    }
  }
}
const firstPage = await call(contactsQuery(sport.id, 1));
if (firstPage.status !== 200 || !(firstPage.body?.data?.length > 0)) {
  await fail(`contacts page 1 answered ${firstPage.status}: ${firstPage.text.slice(0, 500)}`);
}
const { total, lastPage } = firstPage.body;
const deepPage = Math.min(deepPageWanted, lastPage);
const deep = await call(contactsQuery(sport.id, deepPage));
if (deep.status !== 200 || !(deep.body?.data?.length > 0)) {
  await fail(`contacts page ${deepPage} answered ${deep.status}: ${deep.text.slice(0, 500)}`);
}
const sample = deep.body.data.find((contact) => /\d@/.test(contact.email)) ?? deep.body.data[0];
const rareTerm = options['rare-term'] ?? sample.email.split('@')[0];
const commonTerm = options['common-term'];
const filterQuery = (term) => contactsQuery(sport.id, 1, `&filter=${encodeURIComponent(term)}`);
const rare = await call(filterQuery(rareTerm));
const common = await call(filterQuery(commonTerm));

// --- Scenarios ---------------------------------------------------------------------------------
const isPage = (body) =>
  Array.isArray(body?.data) &&
  body.data.length > 0 &&
  Number.isInteger(body.total) &&
  Number.isInteger(body.lastPage) &&
  typeof body.data[0].id === 'string';
const scenarios = [
  {
    name: 'hello',
    label: 'bare Fastify hello',
    url: `${helloBase}/`,
    check: (body) => body?.hello === 'world',
  },
  { name: 'health', label: '/core/health', path: '/core/health', check: (body) => body?.status === 'ok' },
  {
    name: 'me',
    label: '/core/api/auth/me',
    path: '/core/api/auth/me',
    check: (body) => body?.email === email && body.tenants.length > 0,
  },
  { name: 'contacts-page-1', label: 'contacts page 1', path: contactsQuery(sport.id, 1), check: isPage },
  {
    name: 'contacts-deep',
    label: `contacts page ${format(deepPage)}`,
    path: contactsQuery(sport.id, deepPage),
    check: (body) => isPage(body) && body.currentPage === deepPage,
  },
  {
    name: 'filter-rare',
    label: `filter "${rareTerm}"`,
    path: filterQuery(rareTerm),
    check: (body) => isPage(body) && body.data.some((contact) => contact.email.includes(rareTerm)),
  },
  {
    name: 'filter-common',
    label: `filter "${commonTerm}"`,
    path: filterQuery(commonTerm),
    check: (body) => isPage(body) && body.data.length === 10,
  },
  {
    name: 'contact',
    label: 'one contact by id',
    path: `/core/api/contacts/${sample.id}`,
    check: (body) => body?.id === sample.id,
  },
  {
    name: 'clubs-page-1',
    label: 'clubs page 1',
    path: `/core/api/clubs?tenantId=${sport.id}&page=1&take=10&sort=name&direction=asc`,
    check: isPage,
  },
].filter((scenario) => scenario.name === 'hello' || !only || only.has(scenario.name));
if (only) {
  const unknown = [...only].filter((name) => !scenarios.some((scenario) => scenario.name === name));
  if (unknown.length > 0) await fail(`unknown scenario(s) in --only: ${unknown.join(', ')}`);
}

for (const scenario of scenarios) {
  const answer = scenario.url ? await fetchJson(scenario.url) : await call(scenario.path);
  if (answer.status !== 200 || !answer.type.includes('json') || !scenario.check(answer.body)) {
    await fail(
      `${scenario.label} is not a 200 with the expected JSON (status ${answer.status}, ${answer.type}):\n` +
        answer.text.slice(0, 800),
    );
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
    `signed in as ${email}; load average before the run ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
);
console.log(`Sport: ${sport.name} ${sport.id}, ${format(total)} contacts, lastPage ${format(lastPage)}`);
console.log(
  `Deep page: ${format(deepPage)}${deepPage < deepPageWanted ? ` (the list's lastPage; ${format(deepPageWanted)} asked)` : ''}`,
);
console.log(
  `Filter terms: rare "${rareTerm}" (total ${format(rare.body?.total ?? 0)}), common "${commonTerm}" ` +
    `(total ${format(common.body?.total ?? 0)}${common.body?.totalIsEstimate ? ', estimated' : ''})`,
);
console.log(
  `${connections} connections, ${warmup} s warm-up + ${duration} s per scenario, Accept-Encoding: ` +
    `${options['accept-encoding'] || '(none)'}\n`,
);

if (options['check-only']) {
  await run.stop();
  console.log(
    `SUMMARY api.mjs ${kind}: ${scenarios.length} scenarios answer 200 with the expected JSON (--check-only)`,
  );
  process.exit(0);
}

// --- Measuring ---------------------------------------------------------------------------------
async function load(scenario, seconds, record) {
  const headers = scenario.url
    ? {}
    : { accept: 'application/json', cookie, authorization: `Bearer ${client.token}`, ...encoding };
  const instance = autocannon({
    url: scenario.url ?? `${apiBase}${scenario.path}`,
    connections,
    duration: seconds,
    headers,
  });
  const latencies = [];
  if (record) {
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  }
  const result = await instance;
  return { result, latencies };
}

const percent = (share) => (share === undefined ? 'n/a' : `${format(share * 100)}%`);
const header = `${'scenario'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)} ${'non2xx'.padStart(6)} ${'KB/resp'.padStart(7)} ${'vs hello'.padStart(8)} ${'srv CPU'.padStart(7)} ${'all CPU'.padStart(7)}`;
console.log(`${header}\n${'-'.repeat(header.length)}`);
const results = [];
let helloRate;
for (const scenario of scenarios) {
  if (!scenario.url) await refreshToken();
  if (warmup > 0) await load(scenario, warmup, false);
  const serverPid = (scenario.url ? hello : api).child.pid;
  const cpuBefore = cpuTicks(serverPid);
  const { result, latencies } = await load(scenario, duration, true);
  const cpu = cpuShare(cpuBefore, cpuTicks(serverPid));
  const sorted = Float64Array.from(latencies).sort();
  const responses = sorted.length;
  const rate = responses / result.duration;
  if (scenario.name === 'hello') helloRate = rate;
  const figures = {
    name: scenario.name,
    label: scenario.label,
    path: scenario.path ?? scenario.url,
    reqPerSec: rate,
    responses,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
    serverCpu: cpu?.server,
    machineCpu: cpu?.machine,
    ratioToHello: rate / helloRate,
    autocannon: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  };
  results.push(figures);
  console.log(
    `${scenario.label.slice(0, 34).padEnd(34)} ${format(rate).padStart(8)} ${ms(figures.p50).padStart(7)} ${ms(figures.p95).padStart(7)} ` +
      `${ms(figures.p99).padStart(7)} ${String(figures.errors).padStart(6)} ${String(figures.timeouts).padStart(8)} ` +
      `${String(figures.non2xx).padStart(6)} ${format(figures.bytesPerResponse / 1024, 1).padStart(7)} ` +
      `${`${format(figures.ratioToHello * 100, 1)}%`.padStart(8)} ${percent(figures.serverCpu).padStart(7)} ` +
      `${percent(figures.machineCpu).padStart(7)}`,
  );
}

await run.stop();

const bad = results.filter((figures) => figures.errors + figures.timeouts + figures.non2xx > 0);
if (options.out) {
  writeFileSync(
    options.out,
    `${JSON.stringify(
      {
        commit,
        database: kind,
        sport: { ...sport, contacts: total, lastPage },
        deepPage,
        terms: {
          rare: rareTerm,
          rareTotal: rare.body?.total,
          common: commonTerm,
          commonTotal: common.body?.total,
        },
        connections,
        duration,
        warmup,
        acceptEncoding: options['accept-encoding'],
        node: process.version,
        cpus: cpus().length,
        results,
      },
      null,
      2,
    )}\n`,
  );
}
const short = results
  .map((figures) =>
    figures.name === 'hello'
      ? `hello ${format(figures.reqPerSec)}/s`
      : `${figures.name} ${format(figures.reqPerSec)}/s p95 ${ms(figures.p95)} ms (${format(figures.ratioToHello * 100, 1)}%)`,
  )
  .join('; ');
console.log(
  `\nSUMMARY api.mjs ${kind}, ${format(total)} contacts in ${sport.name}, ${connections} conn × ${duration} s: ${short}; ` +
    (bad.length > 0 ? `FAILURES in ${bad.map((figures) => figures.name).join(', ')}` : 'no errors'),
);
if (bad.length > 0) process.exitCode = 1;
