#!/usr/bin/env node
// The CV PDF (D20): times GET /core/api/unauthorised/getpdf/{tenantId}/{playerId} on the built server
// for a demo player whose sport has the sample Word template (Icehockey: docxtemplater + LibreOffice)
// and one whose sport has none (Football: the built-in @react-pdf layout). `--help` for the options.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, serverEnv, startNode, waitUntilAnswering } from './lib/server.mjs';

const HELP = `Usage: node bench/pdf.mjs [options]

D20's CV PDF bench. Starts the built server (apps/api/dist/server.js: run \`npm run build\` first) on a
free port with a new DATA_DIR (embedded PGlite, the demo seeded: NODE_ENV=production, LOG_LEVEL=warn),
signs in as admin@demo.test (DEMO_PASSWORD, default demo-password) to find one visible player of
Icehockey and one of Football, then calls GET /core/api/unauthorised/getpdf/{tenantId}/{playerId}
(no sign-in, as a club would) --warmup times unmeasured and --runs times measured for each, one
call at a time:

  template   Icehockey, whose demo template is the sample Word file: docxtemplater fills it and
             LibreOffice (soffice --headless --convert-to pdf) converts it, a new process per call
             (without soffice this path falls back to the built-in layout; the X-CV-Source column
             says which way each PDF was made)
  built-in   Football, no template: @react-pdf/renderer in the API process

Per case: the wall time of the call (median and p95, nearest rank), the PDF's size and X-CV-Source.
On a shared machine the times grow with everyone else's load (the load average is printed).

Options:
  --runs N      measured calls per case (default 10)
  --warmup N    unmeasured calls before them (default 1; the first LibreOffice run makes its profile)
  -h, --help    this text

Example:
  npm run build
  node bench/pdf.mjs`;

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

const root = path.resolve(import.meta.dirname, '..');
const serverScript = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverScript)) {
  console.error('pdf.mjs: apps/api/dist/server.js is missing; run `npm run build` first');
  process.exit(1);
}
const ADMIN_EMAIL = 'admin@demo.test';
const demoPassword = process.env.DEMO_PASSWORD ?? 'demo-password';
const sofficeInstalled = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

let server;
let stopping = false;
const dataDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-bench-pdf-'));

async function stopServer() {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    await new Promise((resolve) => {
      server.child.once('exit', resolve);
      server.child.kill('SIGTERM');
      setTimeout(() => server.child.kill('SIGKILL'), 15_000).unref();
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
async function fail(message) {
  if (stopping) return;
  stopping = true;
  console.error(`\npdf.mjs: ${message}`);
  await stopServer();
  process.exit(1);
}
process.once('SIGINT', () => fail('interrupted'));

// --- The server ----------------------------------------------------------------------------------
const port = await freePort();
server = startNode(
  serverScript,
  serverEnv({ dataDir, port, seedDemo: true, extra: { DEMO_PASSWORD: demoPassword } }),
  {
    onExit: (code, signal) => {
      if (!stopping) fail(`the API server exited (${signal ?? code}):\n${server.tail()}`);
    },
  },
);
const base = `http://127.0.0.1:${port}`;
await waitUntilAnswering(`${base}/core/health`).catch((error) =>
  fail(`the API server: ${error.message}:\n${server.tail()}`),
);

// --- Finding the players, signed in as the demo admin ---------------------------------------------
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(
  (await fetch(`${base}/core/health`)).headers.get('set-cookie') ?? '',
)?.[1];
if (!xsrf) await fail('the API set no XSRF-TOKEN cookie');
const signIn = await fetch(`${base}/core/api/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
  body: JSON.stringify({ email: ADMIN_EMAIL, password: demoPassword }),
});
if (!signIn.ok) await fail(`signing in as ${ADMIN_EMAIL} answered ${signIn.status}`);
const { token } = await signIn.json();
const get = async (pathAndQuery) => {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) await fail(`GET ${pathAndQuery} answered ${response.status}`);
  return response.json();
};
const me = await get('/core/api/auth/me');
async function visiblePlayerOf(sportName) {
  const sport = me.tenants?.find((tenant) => tenant.name === sportName);
  if (!sport) await fail(`${ADMIN_EMAIL} is not a member of ${sportName}`);
  const { data } = await get(`/core/api/players?tenantId=${sport.id}&take=20`);
  for (const player of data) {
    if ((await fetch(`${base}/core/api/unauthorised/player/${player.id}`)).ok) return { sport, player };
  }
  return fail(`${sportName} has no visible player among its first 20`);
}

// --- Measuring ------------------------------------------------------------------------------------
const nearestRank = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${Math.round(value)} ms`;
async function measure(label, sportName) {
  const { sport, player } = await visiblePlayerOf(sportName);
  const url = `${base}/core/api/unauthorised/getpdf/${sport.id}/${player.id}`;
  const times = [];
  const sources = new Set();
  let bytes = 0;
  for (let index = 0; index < warmup + runs; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: 'application/pdf' } });
    const body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-') {
      await fail(`${label}: GET getpdf answered ${response.status}: ${body.subarray(0, 300).toString()}`);
    }
    if (index < warmup) continue;
    times.push(elapsed);
    sources.add(response.headers.get('x-cv-source'));
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  const result = {
    label,
    sport: sportName,
    player: `${player.firstName} ${player.lastName}`,
    median: nearestRank(times, 50),
    p95: nearestRank(times, 95),
    min: times[0],
    max: times.at(-1),
    bytes,
    source: [...sources].join('+'),
  };
  console.log(
    `${label.padEnd(9)} ${sportName.padEnd(10)} ${result.player.padEnd(24)} median ${ms(result.median).padStart(8)}` +
      `  p95 ${ms(result.p95).padStart(8)}  min ${ms(result.min).padStart(8)}  max ${ms(result.max).padStart(8)}` +
      `  ${Math.round(bytes / 1024)} KB  X-CV-Source: ${result.source}`,
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
const results = [await measure('template', 'Icehockey'), await measure('built-in', 'Football')];
stopping = true;
await stopServer();
console.log(
  `\nSUMMARY pdf.mjs ${runs} runs: ${results
    .map((r) => `${r.label} (${r.source}) median ${ms(r.median)} p95 ${ms(r.p95)}`)
    .join('; ')}; load average ${load()}`,
);
