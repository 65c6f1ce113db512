#!/usr/bin/env node
// The CV PDF (D20, issue 25): times GET /core/api/unauthorised/getpdf/{tenantId}/{playerId} on the
// built server for a demo player whose sport has the sample Word template (Icehockey: docxtemplater +
// LibreOffice) and one whose sport has none (Football: the built-in @react-pdf layout in the CV
// worker pool), each made anew (`fresh`) and from the CV cache (`cached`). `--help` for the options.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ADMIN_EMAIL,
  createClient,
  createRun,
  fetchXsrf,
  freePort,
  root,
  serverEnv,
  serverScript,
  signIn,
  startNode,
  waitUntilAnswering,
} from './lib/server.mjs';
import { percentile } from './lib/stats.mjs';

const HELP = `Usage: node bench/pdf.mjs [options]

D20's CV PDF bench (issue 25). Starts the built server (apps/api/dist/server.js and its CV worker
apps/api/dist/cv-worker.js: run \`node apps/api/build.mjs\`, or \`npm run build\`, first) on a free port
with a new DATA_DIR (embedded PGlite, disk storage, the demo seeded: NODE_ENV=production,
LOG_LEVEL=warn, RATE_LIMIT_SCALE=1000 so that the 60 CVs per address in 10 minutes do not stop it),
signs in as admin@demo.test (DEMO_PASSWORD, default demo-password) to find one visible player of
Icehockey and one of Football, then calls GET /core/api/unauthorised/getpdf/{tenantId}/{playerId}
(no sign-in, as a club would) --warmup times unmeasured and --runs times measured per case, one
call at a time. Per sport:

  fresh    before every call (unmeasured) the admin changes the player's statistics
           (PATCH /core/api/players/{id}), which the CV shows, so the public player and with it
           the CV's cache key change and every call makes a new PDF
  cached   the same call again and again with no change: the PDF is the one in the CV cache
           (DATA_DIR/uploads/cv-cache), a file read

The sports: Icehockey, whose demo template is the sample Word file (docxtemplater fills it in a CV
worker and LibreOffice converts it, a new soffice process per PDF; without soffice, or when the
conversion fails, the built-in layout stands in and is not cached), and Football, which has no
template (@react-pdf/renderer in a CV worker thread). getpdf no longer says which way a PDF was made;
the "made by" column is the template preview's X-CV-Source ("preview: template", from
GET /core/api/PlayerCV/{templateId} signed in, once per sport), or "no template: built-in".

Per case: the wall time of the call (median and p95 nearest rank, min, max), the PDF's size and
"new in cache", how many measured calls wrote a new file to the CV cache (fresh: every one; cached:
none; a template case with none fell back to the built-in layout). Cached PDFs are also checked
to be the bytes the last fresh call made. On a shared machine the times grow with everyone else's
load (the load average is printed).

Options:
  --runs N      measured calls per case (default 10)
  --warmup N    unmeasured calls before them (default 1; the first LibreOffice run makes its
                profile, the first built-in one starts a worker)
  -h, --help    this text

Example:
  node apps/api/build.mjs
  node bench/pdf.mjs --runs 20`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const wholeNumber = (text, name, least) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) {
    console.error(`pdf.mjs: --${name} must be a whole number ≥ ${least}, not ${text}`);
    process.exit(1);
  }
  return value;
};
const runs = wholeNumber(options.runs, 'runs', 1);
const warmup = wholeNumber(options.warmup, 'warmup', 0);

const workerScript = path.join(root, 'apps/api/dist/cv-worker.js');
for (const file of [serverScript, workerScript]) {
  if (!existsSync(file)) {
    console.error(`pdf.mjs: ${path.relative(root, file)} is missing; run \`node apps/api/build.mjs\` first`);
    process.exit(1);
  }
}
/** The newest file under a folder (ms), to tell a bundle older than its sources. */
const newest = (folder) => {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
};
const sourcesChanged = Math.max(
  newest(path.join(root, 'apps/api/src')),
  newest(path.join(root, 'packages/shared/src')),
);
if (sourcesChanged > Math.min(statSync(serverScript).mtimeMs, statSync(workerScript).mtimeMs)) {
  console.warn(
    'pdf.mjs: warning: apps/api/src or packages/shared/src changed after the bundle was built; ' +
      'run `node apps/api/build.mjs` to measure the current code',
  );
}
const sofficeInstalled = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

const run = createRun('pdf.mjs');
const { fail } = run;

// --- The server ----------------------------------------------------------------------------------
const dataDir = run.temporaryFolder('transferdesk-bench-pdf-');
const cacheDir = path.join(dataDir, 'uploads/cv-cache');
const port = await freePort();
const server = startNode(
  serverScript,
  serverEnv({
    dataDir,
    port,
    seedDemo: true,
    extra: {
      DEMO_PASSWORD: process.env.DEMO_PASSWORD || 'demo-password',
      // getpdf allows 60 calls per address in 10 minutes; the bench makes more from one address.
      RATE_LIMIT_SCALE: '1000',
      // The cache's files are counted in DATA_DIR/uploads/cv-cache.
      STORAGE: 'disk',
    },
  }),
  {
    onExit: (code, signal) => {
      if (!run.stopping) fail(`the API server exited (${signal ?? code}):\n${server.tail()}`);
    },
  },
);
run.adopt(server.child);
const base = `http://127.0.0.1:${port}`;
await waitUntilAnswering(`${base}/core/health`).catch((error) =>
  fail(`the API server: ${error.message}:\n${server.tail()}`),
);

// --- Signed in as the demo admin: the players, their changes, the template previews ---------------
const admin = createClient(base, { xsrf: await fetchXsrf(base).catch((error) => fail(error.message)) });
const signedIn = await signIn(admin, ADMIN_EMAIL);
if (!admin.token) await fail(`signing in as ${ADMIN_EMAIL} answered ${signedIn.status}: ${signedIn.text}`);
const call = async (pathAndQuery, init, expected = [200]) => {
  const answer = await admin.call(pathAndQuery, init);
  if (!expected.includes(answer.status)) {
    await fail(
      `${init?.method ?? 'GET'} ${pathAndQuery} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
    );
  }
  return answer;
};
const me = (await call('/core/api/auth/me')).body;

async function visiblePlayerOf(sportName) {
  const sport = me.tenants?.find((tenant) => tenant.name === sportName);
  if (!sport) await fail(`${ADMIN_EMAIL} is not a member of ${sportName}`);
  const { data } = (await call(`/core/api/players?tenantId=${sport.id}&take=20`)).body;
  for (const player of data) {
    if ((await fetch(`${base}/core/api/unauthorised/player/${player.id}`)).ok) return { sport, player };
  }
  return fail(`${sportName} has no visible player among its first 20`);
}

/** Which way the sport's CVs are made: the template preview's X-CV-Source, or built-in without one. */
async function madeBy(sport) {
  const template = await call(`/core/api/PlayerCV/pdftemplate/${sport.id}`, {}, [200, 404]);
  if (template.status === 404 || !template.body.hasFile) return 'no template: built-in';
  const preview = await call(`/core/api/PlayerCV/${template.body.id}`, {
    headers: { accept: 'application/pdf' },
  });
  return `preview: ${preview.headers.get('x-cv-source')}`;
}

/**
 * A change the CV shows: a numbered line after the player's statistics. Checked on the public
 * player (what the CV's cache key hashes), so that the next getpdf cannot be the cached one.
 */
let edits = 0;
async function changePlayer(player, originalStatistics) {
  edits += 1;
  const marker = `[pdf.mjs edit ${edits}]`;
  await call(`/core/api/players/${player.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ statistics: `${originalStatistics}<p>${marker}</p>` }),
  });
  const seen = await fetch(`${base}/core/api/unauthorised/player/${player.id}`);
  const { statistics } = seen.ok ? await seen.json() : {};
  if (!statistics?.includes(marker)) {
    await fail(`after PATCH the public player's statistics do not show ${marker} (${seen.status})`);
  }
}

/** The files in the CV cache's folder now (none before the first PDF). */
const cacheFiles = () => new Set(existsSync(cacheDir) ? readdirSync(cacheDir) : []);

// --- Measuring ------------------------------------------------------------------------------------
const ms = (value) => `${Math.round(value)} ms`;
async function measure(mode, { sport, player, madeBy: how, statistics }, expectedBytes) {
  const url = `${base}/core/api/unauthorised/getpdf/${sport.id}/${player.id}`;
  const times = [];
  let bytes;
  let newInCache = 0;
  let sameAsFresh = true;
  for (let index = 0; index < warmup + runs; index += 1) {
    if (mode === 'fresh') await changePlayer(player, statistics);
    const before = cacheFiles();
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: 'application/pdf' } });
    const body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-') {
      await fail(
        `${mode} ${sport.name}: GET getpdf answered ${response.status}: ${body.subarray(0, 300).toString()}`,
      );
    }
    bytes = body;
    if (index < warmup) continue;
    times.push(elapsed);
    if ([...cacheFiles()].some((file) => !before.has(file))) newInCache += 1;
    if (expectedBytes && !body.equals(expectedBytes)) sameAsFresh = false;
  }
  times.sort((a, b) => a - b);
  const result = {
    mode,
    sport: sport.name,
    madeBy: how,
    player: `${player.firstName} ${player.lastName}`,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    min: times[0],
    max: times.at(-1),
    bytes,
    newInCache,
  };
  const warnings = [];
  if (mode === 'fresh' && newInCache !== runs) warnings.push('not every PDF was cached: built-in fallback?');
  if (mode === 'cached' && newInCache !== 0) warnings.push('NOT served from the cache');
  if (mode === 'cached' && !sameAsFresh) warnings.push("NOT the last fresh call's bytes");
  console.log(
    `${mode.padEnd(7)} ${sport.name.padEnd(10)} ${how.padEnd(23)} ${result.player.padEnd(22)}` +
      ` median ${ms(result.median).padStart(8)}  p95 ${ms(result.p95).padStart(8)}` +
      `  min ${ms(result.min).padStart(8)}  max ${ms(result.max).padStart(8)}` +
      `  ${`${Math.round(bytes.length / 1024)} KB`.padStart(6)}  new in cache ${newInCache}/${runs}` +
      (warnings.length ? `  WARNING: ${warnings.join('; ')}` : ''),
  );
  return result;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(
  `pdf.mjs: ${runs} runs (+${warmup} warm-up) per case, ${cpus().length} CPUs, load average ${load()}, ` +
    `soffice ${sofficeInstalled ? 'installed' : 'NOT installed (the template case falls back to the built-in layout)'}`,
);
const results = [];
for (const sportName of ['Icehockey', 'Football']) {
  const { sport, player } = await visiblePlayerOf(sportName);
  const { statistics } = (await call(`/core/api/players/${player.id}`)).body;
  const subject = { sport, player, statistics: statistics ?? '', madeBy: await madeBy(sport) };
  const fresh = await measure('fresh', subject);
  results.push(fresh, await measure('cached', subject, fresh.bytes));
}
await run.stop();
console.log(
  `\nSUMMARY pdf.mjs ${runs} runs: ${results
    .map((r) => `${r.mode} ${r.sport} (${r.madeBy}) median ${ms(r.median)} p95 ${ms(r.p95)}`)
    .join('; ')}; load average ${load()}`,
);
