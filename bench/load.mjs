#!/usr/bin/env node
// Issue 17 (Load): virtual users doing what an agency does, all at once, against the built server
// (or one already running), with every answer checked. Run `node bench/load.mjs --help` for the options.
import { statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createClient,
  createRun,
  demoPassword,
  fetchXsrf,
  freePort,
  gitDescribe,
  serverEnv,
  serverScript,
  signIn,
  startNode,
  waitUntilAnswering,
  xsrfFrom,
} from './lib/server.mjs';
import { cpuShare, cpuTicks, format, ms, summarize } from './lib/stats.mjs';

const HELP = `Usage: node bench/load.mjs [options]

Issue 17's load test. --users virtual users (VUs) work one sport (--sport, default the demo's
Football) for --duration seconds, each as fast as the server answers (plus --think), in a loop of
what an agency does, every call made as the web app makes it (bearer token, XSRF cookie and header):

  sign-in           POST /core/api/auth (at the VU's start and every --signin-every loops), then
  me                GET  /core/api/auth/me
  refresh           POST /core/api/auth/refresh?token= (token in the body too), every loop
  contacts-list     GET  /core/api/contacts?tenantId&page&take=10&sort&direction[&filter]
  clubs-list        GET  /core/api/clubs?...          (sorts, directions, pages 1-3 or the last,
  players-list      GET  /core/api/players?...         and for 30% a filter term, drawn at random)
  requirements-list POST /core/api/requirements/filter (sort, direction, page; some by window or position)
  player-open       GET  /core/api/players/{id}       (one of the page the VU listed)
  contact-open      GET  /core/api/contacts/{id}      (one of the page the VU listed) and
  contact-edit      PATCH /core/api/contacts/{id}     { jobTitle } (a new value each time), for
                    a TenantAdmin of the sport; a User may not edit contacts (D10) and instead does
  player-edit       PATCH /core/api/players/{id}      { agent2 } (the player it opened)
  requirement-create POST /core/api/requirements      a club and its contact (of the demo's
                    requirements), an open or coming transfer window, 1-2 positions, 2 levels,
                    3 contract statuses, a budget (net salary and transfer fee in EUR)
  match             POST /core/api/matches { requirementId }   (the matching step)
  match-open        GET  /core/api/matches/{id}
  match-send        PUT  /core/api/matches { id, contactIds: the best 1-2, isForEmail }  (D19)
  public-page       GET  /{cvLink}  the public CV page (the SPA's HTML), no token, no cookie
  public-player     GET  /core/api/unauthorised/player/{id}, no token (hands out the XSRF cookie)
  public-click      POST /core/api/unauthorised/new_click { ClientId, PlayerID } (link to a contact)
  public-pdf        GET  /core/api/unauthorised/getpdf/{tenantId}/{playerId}, no token

A match without candidates sends nothing; the public steps then open a link sent earlier (by any
VU, or the one sent while preparing). Each public visit comes from its own client address
(X-Forwarded-For 198.18.x.y, the benchmarking range; only a header, no traffic goes there), as club
contacts do, so that the per-address click limit (30 in 10 minutes, D15) sees many clients; the
server the bench starts trusts the header from 127.0.0.1 (TRUST_PROXY). VUs alternate over
--accounts; a successful sign-in does not count toward the D14 sign-in limits (failed ones do), so
no limit is switched off. VUs start spread over --ramp-up seconds.

Every answer other than the step's expected status (200, 201 for creating a requirement or a
match, 204 for the click), every network error and every timeout (--timeout) counts as an error,
listed by step and status with the first answer's body. Printed per step: count, p50, p95, p99,
max (ms, nearest rank, from sending to the last byte of the body) and errors; the total req/s
(responses over the time from the first VU's start to the last answer); the matching step's p95
against the target (< 250 ms) and the median of its Server-Timing parts; the CPU of the API
process (when started here) and of the whole machine (which includes this script and PostgreSQL).
Exit status 1 when there were errors.

Target:
  (default)             starts the built server (apps/api/dist/server.js: run \`npm run build\` first)
                        on a free port, NODE_ENV=production, LOG_LEVEL=warn, SEED_DEMO=true (the demo
                        seed only adds what is missing; --no-seed for SEED_DEMO=false), SMTP_URL unset
                        (sent matches are written to DATA_DIR/mail), TRUST_PROXY=127.0.0.1, against
    DATABASE_URL=postgres://...   PostgreSQL (DATA_DIR, if set, is the server's; else a temporary one)
    DATA_DIR=/some/folder         PGlite in DATA_DIR/db
    (neither)                     PGlite in a new temporary DATA_DIR, removed afterwards
  --url URL             drive a server already running there instead (its data must hold the sport
                        and the accounts); --send defaults to link there, so no mail goes out and no
                        click is made (a link copied without a contact records none); with
                        --send email and no TRUST_PROXY trusting this machine, the click limit
                        answers 429 after 30 clicks

Options:
  --users N             virtual users (default 50)
  --duration S          seconds of load (default 60)
  --ramp-up S           seconds over which the VUs start (default 5, part of --duration)
  --think MS            pause after each step (default 0: as fast as the server answers)
  --signin-every N      sign in again every N loops (default 10)
  --accounts a,b        accounts the VUs sign in as, in turn (default admin@demo.test,agent@demo.test;
                        password DEMO_PASSWORD, default demo-password)
  --sport NAME          the sport worked (default Football)
  --send email|link     match-send by e-mail (isForEmail true) or as a copied link (default email;
                        link with --url)
  --timeout S           a call taking longer is an error (default 30)
  --no-seed             start the server with SEED_DEMO=false (the data is there already)
  --out FILE            also write every figure as JSON
  --no-matching         leave out match, match-open and match-send (the public steps open the link
                        sent while preparing): the other steps' p95 without matching, to set
                        beside a run with it (issue 28: at most 1.5x)
  --check-only          prepare, run one loop of one VU, print its steps and stop
  -h, --help            this text

Examples:
  npm run build
  node bench/load.mjs                                        # PGlite, fresh demo
  createdb -h 127.0.0.1 -U postgres loaddemo
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/loaddemo node bench/load.mjs --out load.json
  node bench/load.mjs --url http://127.0.0.1:3000 --users 10 --duration 30`;

const { values: options } = parseArgs({
  allowNegative: true,
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    'ramp-up': { type: 'string', default: '5' },
    think: { type: 'string', default: '0' },
    'signin-every': { type: 'string', default: '10' },
    accounts: { type: 'string', default: 'admin@demo.test,agent@demo.test' },
    sport: { type: 'string', default: 'Football' },
    send: { type: 'string' },
    timeout: { type: 'string', default: '30' },
    url: { type: 'string' },
    seed: { type: 'boolean', default: true },
    matching: { type: 'boolean', default: true },
    out: { type: 'string' },
    'check-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const matchingSteps = options.matching;

const usage = (message) => {
  console.error(`load.mjs: ${message}`);
  process.exit(1);
};
const number = (name, least) => {
  const value = Number(options[name]);
  if (!(Number.isFinite(value) && value >= least))
    usage(`--${name} must be a number ≥ ${least}, not ${options[name]}`);
  return value;
};
const users = Math.round(number('users', 1));
const duration = number('duration', 1);
const rampUp = Math.min(number('ramp-up', 0), duration);
const think = number('think', 0);
const signInEvery = Math.round(number('signin-every', 1));
const timeoutMs = number('timeout', 1) * 1000;
const accounts = options.accounts
  .split(',')
  .map((email) => email.trim())
  .filter(Boolean);
if (accounts.length === 0) usage('--accounts names no account');
const sendByEmail = (options.send ?? (options.url ? 'link' : 'email')) === 'email';
if (options.send && !['email', 'link'].includes(options.send))
  usage(`--send is email or link, not ${options.send}`);
const password = demoPassword();

// --- The server ----------------------------------------------------------------------------------
let server;
const run = createRun('load.mjs');
const { fail } = run;

const databaseUrl = process.env.DATABASE_URL || undefined;
let base;
let kind;
let startedIn;
if (options.url) {
  base = options.url.replace(/\/+$/, '');
  kind = `the server at ${base}`;
} else {
  try {
    statSync(serverScript);
  } catch {
    usage('apps/api/dist/server.js is missing; run `npm run build` first');
  }
  const dataDir = process.env.DATA_DIR
    ? path.resolve(process.env.DATA_DIR)
    : run.temporaryFolder('transferdesk-bench-load-');
  kind = databaseUrl
    ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`
    : `PGlite ${process.env.DATA_DIR ? `${dataDir}/db` : '(new temporary DATA_DIR)'}`;
  const port = await freePort();
  server = startNode(
    serverScript,
    serverEnv({
      databaseUrl,
      dataDir,
      port,
      seedDemo: options.seed,
      // 50 simulated users share a handful of accounts: the per-user limits (issue 25) are raised.
      extra: { SMTP_URL: undefined, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SCALE: '1000' },
    }),
    {
      onExit: (code, signal) => {
        if (!run.stopping) fail(`the API server exited (${signal ?? code}):\n${server.tail()}`);
      },
    },
  );
  run.adopt(server.child);
  base = `http://127.0.0.1:${port}`;
  startedIn = await waitUntilAnswering(`${base}/core/health`).catch((error) =>
    fail(`the API server: ${error.message}:\n${server.tail()}`),
  );
}

// --- Preparing, as one signed-in user: the sport and what the steps draw from --------------------
const admin = createClient(base, { xsrf: await fetchXsrf(base).catch((error) => fail(error.message)) });
async function expect(status, pathAndQuery, init, what) {
  const answer = await admin.call(pathAndQuery, init);
  if (answer.status !== status) await fail(`${what} answered ${answer.status}: ${answer.text.slice(0, 800)}`);
  return answer.body;
}
const get = (pathAndQuery, what) => expect(200, pathAndQuery, {}, what);
const post = (pathAndQuery, payload, what, status = 200, method = 'POST') =>
  expect(status, pathAndQuery, { method, body: JSON.stringify(payload) }, what);

let sport;
for (const email of accounts) {
  const client = createClient(base, { xsrf: admin.xsrf });
  const answer = await signIn(client, email, password);
  if (answer.status !== 200) await fail(`signing in as ${email} answered ${answer.status}: ${answer.text}`);
  const me = await client.call('/core/api/auth/me');
  const tenant = me.body?.tenants?.find((item) => item.name === options.sport);
  if (!tenant) await fail(`${email} is not a member of the sport ${options.sport}`);
  sport ??= tenant;
  if (!admin.token) admin.token = client.token;
}
const lookups = async (resource) =>
  (await get(`/core/api/${resource}?tenantId=${sport.id}&take=100`, `listing ${resource}`)).data;
const [positions, levels, statuses, valutas, transfers] = await Promise.all(
  ['positions', 'playerlevels', 'contractStatuses', 'valutas', 'transfers'].map(lookups),
);
const playerPositions = positions.filter((position) => position.name !== 'No need');
const eur = valutas.find((valuta) => valuta.name === 'EUR') ?? valutas[0];
const today = new Date().toISOString().slice(0, 10);
const windows = transfers.filter((window) => window.toDate >= today);
if (playerPositions.length === 0 || levels.length === 0 || statuses.length === 0 || windows.length === 0) {
  await fail(
    `${sport.name} lacks positions, player levels, contract statuses or an open or coming transfer window`,
  );
}

// Clubs with a contact for new requirements: those of the sport's requirements, whose contact has
// an e-mail address (a match is sent to it).
const existing = await post(
  '/core/api/requirements/filter',
  { tenantId: sport.id, take: 100, sort: 'createdAt', direction: 'desc' },
  'listing requirements',
);
const pairs = [];
for (const requirement of existing.data) {
  if (requirement.isNoNeed || requirement.club.deleted || requirement.contact.deleted) continue;
  if (pairs.some((pair) => pair.contactId === requirement.contactId)) continue;
  const contact = await get(`/core/api/contacts/${requirement.contactId}`, 'reading a club contact');
  if (!contact.email || contact.clubId !== requirement.clubId) continue;
  pairs.push({ clubId: requirement.clubId, contactId: requirement.contactId });
  if (pairs.length >= 20) break;
}
if (pairs.length === 0)
  await fail(`${sport.name} has no requirement whose club contact has an e-mail address`);

const listQuery = (resource, extra = '') => `/core/api/${resource}?tenantId=${sport.id}&take=10${extra}`;
const sizes = {};
const terms = {};
for (const resource of ['contacts', 'clubs', 'players']) {
  const page = await get(listQuery(resource, '&page=1'), `listing ${resource}`);
  sizes[resource] = { total: page.total, lastPage: page.lastPage };
  // Filter terms as people type them: the first 3-5 letters of a word of the names on page 1.
  const words = page.data
    .flatMap((row) => [row.name, row.lastName, row.firstName])
    .flatMap((name) => (name ?? '').split(/\s+/))
    .filter((word) => /^\p{L}{3,}/u.test(word));
  terms[resource] = [...new Set(words.map((word, index) => word.slice(0, 3 + (index % 3))))];
  if (terms[resource].length === 0) terms[resource] = ['sen'];
}
sizes.requirements = { total: existing.total, lastPage: Math.max(1, Math.ceil(existing.total / 10)) };

// --- Random choices, reproducible per VU ---------------------------------------------------------
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  const some = (items, count) => {
    const left = [...items];
    const chosen = [];
    while (chosen.length < count && left.length > 0)
      chosen.push(left.splice(Math.floor(next() * left.length), 1)[0]);
    return chosen;
  };
  return { next, pick, some };
}

const requirementBody = (rnd, pair) => ({
  tenantId: sport.id,
  clubId: pair.clubId,
  contactId: pair.contactId,
  transferId: rnd.pick(windows).id,
  positionRequirementIds: rnd.some(playerPositions, 1 + Math.floor(rnd.next() * 2)).map((row) => row.id),
  playerLevelRequirementIds: rnd.some(levels, 2).map((row) => row.id),
  contractStatusRequirementIds: rnd.some(statuses, 3).map((row) => row.id),
  maxNetto: 100_000 + 50_000 * Math.floor(rnd.next() * 5),
  maxTransferSum: 500_000 * (1 + Math.floor(rnd.next() * 6)),
  valutaId: eur?.id ?? null,
  description: '<p>bench/load.mjs</p>',
});

/** Sent public CV links, the newest last: the public steps open one when their match sent nothing. */
const sentLinks = [];
const linkParts = (cvLink) => {
  const parts = cvLink.split('/');
  return { contactId: decodeURIComponent(parts.at(-2)), playerId: decodeURIComponent(parts.at(-1)) };
};

// One requirement matched and sent while preparing: checks the flow and gives the public steps a link.
{
  const rnd = random(0x5eed);
  for (let attempt = 0; attempt < 20 && sentLinks.length === 0; attempt += 1) {
    const requirement = await post(
      '/core/api/requirements',
      requirementBody(rnd, pairs[attempt % pairs.length]),
      'creating a requirement',
      201,
    );
    const { id } = await post('/core/api/matches', { requirementId: requirement.id }, 'matching', 201);
    const match = await get(`/core/api/matches/${id}`, 'reading a match');
    if (match.contactMatches.length === 0) continue;
    const sent = await post(
      '/core/api/matches',
      { id, contactIds: [match.contactMatches[0].contactId], isForEmail: sendByEmail },
      'sending a match',
      200,
      'PUT',
    );
    const row = sent.contactMatches.find((item) => item.hasBeenSent);
    if (row) sentLinks.push(row.cvLink);
  }
  if (sentLinks.length === 0) await fail('20 requirements matched while preparing, none with a candidate');
}

// --- The virtual users ---------------------------------------------------------------------------
/** Per step: latencies (ms) and outcomes; errors by step and status, with the first body. */
const STEPS = [
  'sign-in',
  'me',
  'refresh',
  'contacts-list',
  'clubs-list',
  'players-list',
  'requirements-list',
  'player-open',
  'contact-open',
  'contact-edit',
  'player-edit',
  'requirement-create',
  'match',
  'match-open',
  'match-send',
  'public-page',
  'public-player',
  'public-click',
  'public-pdf',
];
const figures = new Map(STEPS.map((step) => [step, { latencies: [], errors: 0 }]));
const errors = new Map();
const matchTimings = { narrow: [], engine: [], store: [] };
const matchCounts = { matched: 0, withCandidates: 0, sendsSkipped: 0, publicFromPool: 0 };
let requests = 0;
let lastAnswer = 0;
const checkOnly = options['check-only'];
const trace = [];

function recordError(step, status, detail) {
  figures.get(step).errors += 1;
  const key = `${step} ${status}`;
  const entry = errors.get(key) ?? { step, status, count: 0, sample: String(detail).slice(0, 600) };
  entry.count += 1;
  errors.set(key, entry);
}

/**
 * One call of a step: timed from sending to the body's last byte, counted, and judged against the
 * expected status. Answers { status, headers, body, text } on success, undefined on an error.
 */
async function step(name, url, { expected = 200, method = 'GET', body, headers = {}, binary = false } = {}) {
  const started = performance.now();
  let status;
  let text = '';
  let responseHeaders;
  let failure;
  try {
    const response = await fetch(url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    responseHeaders = response.headers;
    if (binary) {
      const bytes = Buffer.from(await response.arrayBuffer());
      text =
        status === expected
          ? `${bytes.length} bytes, starts ${bytes.subarray(0, 5).toString('latin1')}`
          : bytes.toString('utf8');
    } else {
      text = await response.text();
    }
  } catch (error) {
    failure = error.name === 'TimeoutError' ? 'timeout' : `network error ${error.cause?.code ?? error.name}`;
    text = error.cause?.message ?? error.message;
  }
  const finished = performance.now();
  requests += 1;
  lastAnswer = Math.max(lastAnswer, finished);
  figures.get(name).latencies.push(finished - started);
  if (checkOnly)
    trace.push({
      step: name,
      method,
      url: url.replace(base, ''),
      status: failure ?? status,
      ms: finished - started,
    });
  if (failure || status !== expected) {
    recordError(name, failure ?? status, `${method} ${url.replace(base, '')}: ${text}`);
    return undefined;
  }
  let parsed;
  if (!binary) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status, headers: responseHeaders, body: parsed, text };
}

/** Past this moment no VU starts a step. */
let deadline = Number.POSITIVE_INFINITY;
/** Loops per VU: one for --check-only, else as many as fit. */
const loops = checkOnly ? 1 : Number.POSITIVE_INFINITY;
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function virtualUser(index) {
  const rnd = random(index + 1);
  const email = accounts[index % accounts.length];
  let xsrf;
  try {
    xsrf = xsrfFrom(await fetch(`${base}/core/health`, { signal: AbortSignal.timeout(timeoutMs) }));
  } catch (error) {
    recordError('sign-in', 'network error', `GET /core/health for the XSRF cookie: ${error.message}`);
    return;
  }
  let token;
  let editsContacts = false;
  const signed = () => ({
    accept: 'application/json',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
    authorization: `Bearer ${token}`,
  });
  const api = (name, pathAndQuery, init = {}) =>
    step(name, `${base}${pathAndQuery}`, { ...init, headers: { ...signed(), ...init.headers } });
  /** False when the time is up (the loop ends) or the step failed (the rest of this loop is skipped). */
  const go = async (run) => {
    if (performance.now() >= deadline) return undefined;
    const answer = await run();
    if (think > 0) await sleep(think);
    return answer;
  };
  const listPath = (resource, sorts) => {
    const filtered = rnd.next() < 0.3;
    const pageRoll = rnd.next();
    const page = filtered
      ? 1
      : pageRoll < 0.6
        ? 1
        : pageRoll < 0.85
          ? 2 + Math.floor(rnd.next() * 2)
          : Math.max(1, sizes[resource].lastPage);
    const filter = filtered ? `&filter=${encodeURIComponent(rnd.pick(terms[resource]))}` : '';
    return listQuery(
      resource,
      `&page=${page}&sort=${rnd.pick(sorts)}&direction=${rnd.next() < 0.7 ? 'asc' : 'desc'}${filter}`,
    );
  };

  for (let loop = 0; loop < loops && performance.now() < deadline; loop += 1) {
    if (loop % signInEvery === 0) {
      const answer = await go(() =>
        step('sign-in', `${base}/core/api/auth`, {
          method: 'POST',
          body: { email, password },
          headers: { accept: 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        }),
      );
      if (!answer?.body?.token) {
        if (!token) return; // never signed in: nothing else this VU could do
        continue;
      }
      token = answer.body.token;
      const me = await go(() => api('me', '/core/api/auth/me'));
      if (!me) continue;
      // D10: a sport's TenantAdmins edit its contacts; its Users edit players only.
      editsContacts = me.body?.roles?.includes('TenantAdmin') ?? false;
    }
    const refreshed = await go(() =>
      api('refresh', `/core/api/auth/refresh?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { token },
      }),
    );
    if (!refreshed) continue;
    token = refreshed.body.token;

    const contacts = await go(() => api('contacts-list', listPath('contacts', ['firstName', 'dateOfBirth'])));
    if (!contacts) continue;
    if (!(await go(() => api('clubs-list', listPath('clubs', ['name', 'createdAt']))))) continue;
    const players = await go(() =>
      api('players-list', listPath('players', ['firstName', 'height', 'weight', 'dateOfBirth'])),
    );
    if (!players) continue;
    const requirementsPage =
      1 + Math.floor(rnd.next() * Math.min(3, Math.max(1, sizes.requirements.lastPage)));
    const requirementFilter = {
      tenantId: sport.id,
      page: requirementsPage,
      take: 10,
      sort: rnd.pick(['createdAt', 'club']),
      direction: rnd.next() < 0.7 ? 'desc' : 'asc',
      ...(rnd.next() < 0.3 ? { transferId: rnd.pick(windows).id } : {}),
      ...(rnd.next() < 0.2 ? { positionIds: [rnd.pick(playerPositions).id] } : {}),
    };
    if (
      !(await go(() =>
        api('requirements-list', '/core/api/requirements/filter', {
          method: 'POST',
          body: requirementFilter,
        }),
      ))
    )
      continue;

    const player = rnd.pick(players.body.data ?? []);
    if (player && !(await go(() => api('player-open', `/core/api/players/${player.id}`)))) continue;
    const contact = rnd.pick(contacts.body.data ?? []);
    if (editsContacts && contact) {
      if (!(await go(() => api('contact-open', `/core/api/contacts/${contact.id}`)))) continue;
      const edited = await go(() =>
        api('contact-edit', `/core/api/contacts/${contact.id}`, {
          method: 'PATCH',
          body: { jobTitle: `Scout ${index}.${loop}` },
        }),
      );
      if (!edited) continue;
    } else if (!editsContacts && player) {
      const edited = await go(() =>
        api('player-edit', `/core/api/players/${player.id}`, {
          method: 'PATCH',
          body: { agent2: `Agent ${index}.${loop}` },
        }),
      );
      if (!edited) continue;
    }

    const requirement = await go(() =>
      api('requirement-create', '/core/api/requirements', {
        method: 'POST',
        body: requirementBody(rnd, rnd.pick(pairs)),
        expected: 201,
      }),
    );
    if (!requirement) continue;
    let link;
    // --no-matching: the same loop without the three matching steps, to compare the others' p95.
    if (matchingSteps) {
      const matched = await go(() =>
        api('match', '/core/api/matches', {
          method: 'POST',
          body: { requirementId: requirement.body.id },
          expected: 201,
        }),
      );
      if (!matched) continue;
      matchCounts.matched += 1;
      for (const part of (matched.headers.get('server-timing') ?? '').split(',')) {
        const found = /^\s*(narrow|engine|store);dur=([\d.]+)/.exec(part);
        if (found) matchTimings[found[1]].push(Number(found[2]));
      }
      const match = await go(() => api('match-open', `/core/api/matches/${matched.body.id}`));
      if (!match) continue;
      const candidates = match.body.contactMatches ?? [];
      if (candidates.length > 0) {
        matchCounts.withCandidates += 1;
        const chosen = candidates.slice(0, 1 + Math.floor(rnd.next() * 2)).map((row) => row.contactId);
        const sent = await go(() =>
          api('match-send', '/core/api/matches', {
            method: 'PUT',
            body: { id: matched.body.id, contactIds: chosen, isForEmail: sendByEmail },
          }),
        );
        if (!sent) continue;
        link = sent.body.contactMatches?.find((row) => row.contactId === chosen[0])?.cvLink;
        if (link) sentLinks.push(link);
        if (sentLinks.length > 500) sentLinks.splice(0, 250);
      } else {
        matchCounts.sendsSkipped += 1;
      }
    }
    if (!link) {
      matchCounts.publicFromPool += 1;
      link = rnd.pick(sentLinks);
    }

    // The club contact opens the link: no token, no cookie, an address of its own.
    const client = loop % 1024;
    const address = index * 1024 + client;
    const forwarded = {
      'x-forwarded-for': `198.${18 + ((address >> 16) & 1)}.${(address >> 8) & 255}.${address & 255}`,
    };
    const { contactId, playerId } = linkParts(link);
    if (
      !(await go(() =>
        step('public-page', `${base}/${link}`, { headers: { accept: 'text/html', ...forwarded } }),
      ))
    )
      continue;
    const publicPlayer = await go(() =>
      step('public-player', `${base}/core/api/unauthorised/player/${playerId}`, {
        headers: { accept: 'application/json', ...forwarded },
      }),
    );
    if (!publicPlayer) continue;
    const publicXsrf = xsrfFrom(publicPlayer);
    if (contactId !== 'cv' && publicXsrf) {
      const clicked = await go(() =>
        step('public-click', `${base}/core/api/unauthorised/new_click`, {
          method: 'POST',
          body: { ClientId: contactId, PlayerID: playerId },
          expected: 204,
          headers: { cookie: `XSRF-TOKEN=${publicXsrf}`, 'x-xsrf-token': publicXsrf, ...forwarded },
        }),
      );
      if (!clicked) continue;
    }
    await go(() =>
      step('public-pdf', `${base}/core/api/unauthorised/getpdf/${publicPlayer.body.tenantId}/${playerId}`, {
        headers: { accept: 'application/pdf', ...forwarded },
        binary: true,
      }),
    );
  }
}

// --- Running -------------------------------------------------------------------------------------
const commit = await gitDescribe();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `load.mjs at ${commit}; ${kind}; Node ${process.version}; ${cpus().length} CPUs; load average ${load()}`,
);
if (server) {
  console.log(
    `Server bundle built ${statSync(serverScript).mtime.toISOString()}, started in ${format(startedIn)} ms ` +
      `(SEED_DEMO=${options.seed}, TRUST_PROXY=127.0.0.1, mail to DATA_DIR/mail)`,
  );
}
console.log(
  `Sport ${sport.name} ${sport.id}: ${format(sizes.contacts.total)} contacts, ${format(sizes.clubs.total)} clubs, ` +
    `${format(sizes.players.total)} players, ${format(sizes.requirements.total)} requirements; ` +
    `${pairs.length} club contacts for new requirements`,
);
const vus = checkOnly ? 1 : users;
console.log(
  `${vus} virtual user${vus === 1 ? '' : 's'} as ${accounts.join(', ')} in turn; ` +
    (checkOnly
      ? 'one loop (--check-only)'
      : `${duration} s (ramp-up ${rampUp} s), think ${think} ms, sign-in every ${signInEvery} loops`) +
    `; sending by ${sendByEmail ? 'e-mail' : 'link'}\n`,
);

const cpuBefore = server ? cpuTicks(server.child.pid) : undefined;
const ownBefore = process.cpuUsage();
const started = performance.now();
deadline = checkOnly ? Number.POSITIVE_INFINITY : started + duration * 1000;
await Promise.all(
  Array.from({ length: vus }, async (_, index) => {
    await sleep(vus > 1 ? (rampUp * 1000 * index) / vus : 0);
    await virtualUser(index);
  }),
);
const elapsed = ((lastAnswer || performance.now()) - started) / 1000;
const cpu = server ? cpuShare(cpuBefore, cpuTicks(server.child.pid)) : undefined;
const own = process.cpuUsage(ownBefore);
const ownCores = (own.user + own.system) / 1000 / (performance.now() - started || 1);
await run.stop();

// --- Reporting -----------------------------------------------------------------------------------
if (checkOnly) {
  for (const call of trace) {
    console.log(
      `${call.step.padEnd(19)} ${String(call.status).padStart(4)} ${ms(call.ms).padStart(7)} ms  ${call.method} ${call.url.slice(0, 110)}`,
    );
  }
}
const rows = STEPS.map((name) => {
  const { latencies, errors: count } = figures.get(name);
  return { step: name, ...summarize(latencies), errors: count };
});
const header = `${'step'.padEnd(19)} ${'count'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'errors'.padStart(6)}`;
console.log(`\n${header}\n${'-'.repeat(header.length)}`);
for (const row of rows) {
  console.log(
    `${row.step.padEnd(19)} ${format(row.count).padStart(7)} ${ms(row.p50).padStart(7)} ${ms(row.p95).padStart(7)} ` +
      `${ms(row.p99).padStart(7)} ${ms(row.max).padStart(7)} ${String(row.errors).padStart(6)}`,
  );
}
const totalErrors = rows.reduce((sum, row) => sum + row.errors, 0);
const all = summarize(STEPS.flatMap((name) => figures.get(name).latencies));
console.log('-'.repeat(header.length));
console.log(
  `${'all'.padEnd(19)} ${format(all.count).padStart(7)} ${ms(all.p50).padStart(7)} ${ms(all.p95).padStart(7)} ` +
    `${ms(all.p99).padStart(7)} ${ms(all.max).padStart(7)} ${String(totalErrors).padStart(6)}`,
);
const reqPerSec = requests / elapsed;
console.log(`\n${format(requests)} requests in ${elapsed.toFixed(1)} s: ${format(reqPerSec, 1)} req/s`);
const matching = rows.find((row) => row.step === 'match');
const median = (values) => summarize(values).p50;
const underTarget = matching.p95 < 250;
console.log(
  matchingSteps
    ? `Matching (POST /core/api/matches): p95 ${ms(matching.p95)} ms, ${underTarget ? 'under' : 'NOT under'} 250 ms; ` +
        `median ${ms(matching.p50)} ms (Server-Timing medians: narrow ${ms(median(matchTimings.narrow))}, engine ` +
        `${ms(median(matchTimings.engine))}, store ${ms(median(matchTimings.store))} ms); ` +
        `${format(matchCounts.withCandidates)} of ${format(matchCounts.matched)} matches had candidates`
    : 'Matching left out (--no-matching)',
);
console.log(
  `Public steps opened a link sent earlier ${format(matchCounts.publicFromPool)} times (no candidates or nothing sent)`,
);
const percent = (share) => (share === undefined ? 'n/a' : `${format(share * 100)}%`);
console.log(
  `CPU during the load: API process ${cpu ? `${format(cpu.server, 2)} cores` : 'n/a'}, this script ` +
    `${format(ownCores, 2)} cores, whole machine ${percent(cpu?.machine)}; load average after ${load()}`,
);
const errorList = [...errors.values()].sort((a, b) => b.count - a.count);
if (errorList.length > 0) {
  console.log('\nErrors (step, status, count, the first answer):');
  for (const entry of errorList)
    console.log(`  ${entry.step} ${entry.status} × ${entry.count}: ${entry.sample}`);
}

if (options.out) {
  writeFileSync(
    options.out,
    `${JSON.stringify(
      {
        commit,
        target: kind,
        url: options.url,
        node: process.version,
        cpus: cpus().length,
        sport: { ...sport, ...sizes },
        users: vus,
        duration,
        rampUp,
        think,
        signInEvery,
        accounts,
        sendByEmail,
        elapsed,
        requests,
        reqPerSec,
        errors: totalErrors,
        steps: rows,
        all,
        matching: {
          p50: matching.p50,
          p95: matching.p95,
          underTarget,
          narrow: median(matchTimings.narrow),
          engine: median(matchTimings.engine),
          store: median(matchTimings.store),
          ...matchCounts,
        },
        cpu: { apiCores: cpu?.server, machine: cpu?.machine, benchCores: ownCores },
        errorList,
      },
      null,
      2,
    )}\n`,
  );
}
console.log(
  `\nSUMMARY load.mjs ${kind}, ${sport.name}, ${vus} VUs × ${checkOnly ? 'one loop' : `${duration} s`}: ` +
    `${format(reqPerSec, 1)} req/s, p95 of all ${ms(all.p95)} ms, ` +
    (matchingSteps
      ? `matching p95 ${ms(matching.p95)} ms (${underTarget ? 'under' : 'NOT under'} 250 ms), `
      : 'matching left out, ') +
    `${totalErrors === 0 ? 'no errors' : `${totalErrors} ERRORS`}`,
);
if (totalErrors > 0) process.exitCode = 1;
