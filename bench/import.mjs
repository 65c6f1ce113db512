#!/usr/bin/env node
// A large contacts CSV imported into and exported from the built server (issue 10): time, the
// server's memory, and how it answers meanwhile. Run `node bench/import.mjs --help` for the options.
import { once } from 'node:events';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COUNTRIES, MAIL_DOMAINS, ROLES } from './lib/bench-names.mjs';
import { serverEnv, startNode, waitUntilAnswering } from './lib/server.mjs';

const HELP = `Usage: node bench/import.mjs [options]

Writes a contacts CSV of --rows rows (realistic names from bench/lib/bench-names.mjs, 15 of the
30 columns filled, ~85% with a club of the sport by name, a few quoted cells with commas and line
breaks), starts the built server (apps/api/dist/server.js; run \`npm run build\` first) with the demo
data on a free port (NODE_ENV=production, SEED_DEMO=true, LOG_LEVEL=warn), signs in as
admin@demo.test (DEMO_PASSWORD, default demo-password) and uploads the file to
POST /core/api/contacts/csv?tenantId=<Football> as a browser does (multipart, XSRF cookie and
header). Then GET /core/api/contacts/csv?tenantId=<Football> reads the export to its end.

Reported for each: the wall time, the server's resident memory (VmRSS from /proc/<pid>/status,
sampled every 20 ms; Linux): before, the peak during, and the growth; also VmHWM, the process's
peak since it started; and the server's CPU time (user + system from /proc/<pid>/stat), which other
work on the machine changes less than the wall time (PostgreSQL's own CPU is not in it). While the import runs, GET /core/api/config (no database) is asked every
100 ms to show whether the event loop stays free: its p50 and worst latency.

Database (environment):
  (nothing)                     PGlite in a temporary DATA_DIR, removed afterwards
  DATABASE_URL=postgres://...   PostgreSQL: an empty database the server migrates and seeds with the
                                demo (create it first and drop it after; the demo is needed)

Options:
  --rows N      data rows in the file (default 100000; the import takes at most 200,000)
  --keep        keep the CSV file and the temporary DATA_DIR, and print where they are
  -h, --help    this text

Example:
  npm run build
  node bench/import.mjs
  createdb -h 127.0.0.1 -U postgres import_bench
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/import_bench node bench/import.mjs
  dropdb -h 127.0.0.1 -U postgres import_bench`;

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const serverScript = path.join(root, 'apps/api/dist/server.js');
const rows = Number(options.rows);
if (!Number.isInteger(rows) || rows < 1) {
  console.error(`import.mjs: --rows must be a positive whole number, not ${options.rows}`);
  process.exit(1);
}
if (!existsSync(serverScript)) {
  console.error(`import.mjs: ${path.relative(root, serverScript)} is missing; run \`npm run build\` first`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const kind = databaseUrl ? 'postgres' : 'pglite';
const workDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-bench-import-'));
const dataDir = path.join(workDir, 'data');
const csvPath = path.join(workDir, 'contacts.csv');

const format = (value, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (kib) => `${format(kib / 1024)} MB`;
const seconds = (ms) => `${format(ms / 1000, 1)} s`;

let server;
let stopping = false;
async function stop() {
  stopping = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await once(server, 'exit');
    clearTimeout(timer);
  }
  if (options.keep) console.log(`kept: ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
async function fail(message) {
  if (stopping) return;
  console.error(`\nimport.mjs: ${message}`);
  await stop();
  process.exit(1);
}
process.once('SIGINT', () => fail('interrupted'));

const freePort = () =>
  new Promise((resolve) => {
    const listener = createServer().listen(0, '127.0.0.1', () => {
      const { port } = listener.address();
      listener.close(() => resolve(port));
    });
  });

// --- The server --------------------------------------------------------------------------------
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const apiServer = startNode(serverScript, serverEnv({ databaseUrl, dataDir, port, seedDemo: true }), {
  onExit: (code, signal) => {
    if (!stopping) fail(`the server exited (${signal ?? code}):\n${apiServer.tail()}`);
  },
});
server = apiServer.child;

/** VmRSS and VmHWM of the server in KiB (Linux), or undefined elsewhere. */
function memory() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** The server's CPU time so far in seconds (user + system, Linux), or NaN elsewhere. */
function cpuSeconds() {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Samples the server's RSS until the returned function is called; answers RSS before, peak and
 * growth, VmHWM, and the CPU time the server used meanwhile (what a busy machine does not change).
 */
function watchServer() {
  const before = memory()?.rss ?? Number.NaN;
  const cpuBefore = cpuSeconds();
  let peak = before;
  const timer = setInterval(() => {
    const now = memory()?.rss;
    if (now !== undefined && now > peak) peak = now;
  }, 20);
  return () => {
    clearInterval(timer);
    const now = memory()?.rss;
    if (now !== undefined && now > peak) peak = now;
    return {
      before,
      peak,
      growth: peak - before,
      hwm: memory()?.hwm ?? Number.NaN,
      cpu: cpuSeconds() - cpuBefore,
    };
  };
}

/** Asks `url` every 100 ms until the returned function is called; answers latency p50 and max. */
function poll(url) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(url)).arrayBuffer();
      } catch {
        // counted as slow as it was
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    latencies.sort((a, b) => a - b);
    const at = (share) =>
      latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
    return { count: latencies.length, p50: at(0.5), max: latencies.at(-1) ?? 0 };
  };
}

await waitUntilAnswering(`${base}/core/health`).catch((error) =>
  fail(`${error.message}:\n${apiServer.tail()}`),
);

// --- Signing in, the sport and its clubs -------------------------------------------------------
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(
  (await fetch(`${base}/core/health`)).headers.get('set-cookie') ?? '',
)?.[1];
if (!xsrf) await fail('the server set no XSRF-TOKEN cookie');
const browser = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
const password = process.env.DEMO_PASSWORD || 'demo-password';
const signIn = await fetch(`${base}/core/api/auth`, {
  method: 'POST',
  headers: { ...browser, 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.test', password, rememberme: false }),
});
if (!signIn.ok) await fail(`signing in answered ${signIn.status}: ${await signIn.text()}`);
const { token } = await signIn.json();
const headers = { ...browser, authorization: `Bearer ${token}` };
const getJson = async (pathAndQuery) => {
  const response = await fetch(`${base}${pathAndQuery}`, { headers });
  if (!response.ok) await fail(`GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`);
  return response.json();
};
const me = await getJson('/core/api/auth/me');
const football = me.tenants.find((tenant) => tenant.name === 'Football');
if (!football) await fail('admin@demo.test is not a member of Football: is the demo seeded?');
const clubNames = (await getJson(`/core/api/clubs?tenantId=${football.id}&take=100`)).data.map(
  (club) => club.name,
);
const countBefore = (await getJson(`/core/api/contacts?tenantId=${football.id}&page=1&take=1`)).total;

// --- The file ------------------------------------------------------------------------------------
const COLUMNS = [
  'firstName',
  'lastName',
  'club',
  'role',
  'jobTitle',
  'email',
  'phoneNumber',
  'description',
  'mandate',
  'pinsPriority',
  'dateOfBirth',
  'nationality',
  'rightyLefty',
  'height',
  'weight',
];
const quote = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ł/g, 'l')
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase();

function row(index) {
  const country = COUNTRIES[index % COUNTRIES.length];
  const firstName = country.firstNames[(index * 7) % country.firstNames.length];
  const lastName = country.lastNames[(index * 13) % country.lastNames.length];
  const club = clubNames.length > 0 && index % 20 < 17 ? clubNames[index % clubNames.length] : '';
  const domain = club ? `${ascii(club)}.${country.tld}` : MAIL_DOMAINS[index % MAIL_DOMAINS.length];
  const year = 1960 + (index % 45);
  const month = String(1 + (index % 12)).padStart(2, '0');
  const day = String(1 + (index % 28)).padStart(2, '0');
  const note =
    index % 10 === 0
      ? `Met at ${country.cities[index % country.cities.length]}, spring ${year + 20};\nfollow up`
      : '';
  return [
    firstName,
    lastName,
    club,
    ROLES[index % ROLES.length],
    index % 3 === 0 ? 'Head of recruitment, first team' : '',
    `${ascii(firstName)}.${ascii(lastName)}${index}@${domain}`,
    `${country.phone} ${String(20_000_000 + ((index * 7919) % 79_999_999)).replace(/(\d{2})(?=\d)/g, '$1 ')}`,
    note,
    index % 4 === 0 ? 'yes' : 'no',
    ['A', 'B', 'C', ''][index % 4],
    `${year}-${month}-${day}`,
    country.name,
    ['Right', 'Left', 'Both', ''][index % 4],
    String(165 + (index % 35)),
    String(60 + (index % 40)),
  ]
    .map(quote)
    .join(',');
}

const file = createWriteStream(csvPath);
file.write(`\uFEFF${COLUMNS.join(',')}\r\n`);
for (let index = 0; index < rows; index += 1) {
  if (!file.write(`${row(index)}\r\n`)) await once(file, 'drain');
}
file.end();
await once(file, 'finish');
const fileBytes = statSync(csvPath).size;
console.log(
  `${kind}: ${format(rows)} contacts, ${format(fileBytes / 1024 / 1024, 1)} MB CSV, ${clubNames.length} Football clubs by name`,
);

// --- The import ----------------------------------------------------------------------------------
const form = new FormData();
form.append('file', await openAsBlob(csvPath, { type: 'text/csv' }), 'contacts.csv');
const importServer = watchServer();
const importPoll = poll(`${base}/core/api/config`);
const importStarted = performance.now();
const imported = await fetch(`${base}/core/api/contacts/csv?tenantId=${football.id}`, {
  method: 'POST',
  headers,
  body: form,
});
const importAnswer = await imported.text();
const importMs = performance.now() - importStarted;
const importRss = importServer();
const importConfig = await importPoll();
if (!imported.ok) await fail(`the import answered ${imported.status}: ${importAnswer.slice(0, 2000)}`);
const countAfter = (await getJson(`/core/api/contacts?tenantId=${football.id}&page=1&take=1`)).total;
console.log(
  `import: ${imported.status} ${importAnswer} in ${seconds(importMs)} (${format(rows / (importMs / 1000))} rows/s); ` +
    `Football contacts ${format(countBefore)} -> ${format(countAfter)}`,
);
console.log(
  `  server RSS ${mb(importRss.before)} before, peak ${mb(importRss.peak)} (+${mb(importRss.growth)}); VmHWM ${mb(importRss.hwm)}; ` +
    `server CPU ${seconds(importRss.cpu * 1000)}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
);
console.log(
  `  GET /core/api/config meanwhile: ${importConfig.count} answers, p50 ${format(importConfig.p50)} ms, worst ${format(importConfig.max)} ms`,
);

// --- The export ----------------------------------------------------------------------------------
const exportServer = watchServer();
const exportStarted = performance.now();
const exported = await fetch(`${base}/core/api/contacts/csv?tenantId=${football.id}`, { headers });
if (!exported.ok) await fail(`the export answered ${exported.status}: ${await exported.text()}`);
let exportBytes = 0;
let firstByteMs;
let lineBreaks = 0;
for await (const chunk of exported.body) {
  firstByteMs ??= performance.now() - exportStarted;
  exportBytes += chunk.length;
  for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lineBreaks += 1;
}
const exportMs = performance.now() - exportStarted;
const exportRss = exportServer();
console.log(
  `export: ${format(exportBytes / 1024 / 1024, 1)} MB (${format(lineBreaks)} line breaks, header and multi-line cells included) ` +
    `in ${seconds(exportMs)}, first bytes after ${format(firstByteMs ?? 0)} ms; ` +
    `server RSS peak ${mb(exportRss.peak)} (+${mb(exportRss.growth)}), server CPU ${seconds(exportRss.cpu * 1000)}`,
);

console.log(
  `\nSUMMARY import.mjs ${kind}: ${format(rows)} contacts (${format(fileBytes / 1024 / 1024, 1)} MB) imported in ${seconds(importMs)}, ` +
    `server RSS +${mb(importRss.growth)} (peak ${mb(importRss.peak)}), server CPU ${seconds(importRss.cpu * 1000)}, config p50 ${format(importConfig.p50)} ms worst ${format(importConfig.max)} ms meanwhile; ` +
    `export of ${format(countAfter)} contacts (${format(exportBytes / 1024 / 1024, 1)} MB) in ${seconds(exportMs)}, RSS +${mb(exportRss.growth)}`,
);
await stop();
