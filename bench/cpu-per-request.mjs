#!/usr/bin/env node
// Two builds of the API side by side on one database: each in turn under the same autocannon load,
// with the server process's CPU time per request answered. Run `node bench/cpu-per-request.mjs --help`.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  createClient,
  fetchXsrf,
  freePort,
  root,
  serverEnv,
  signIn,
  startNode,
  stopProcess,
  waitUntilAnswering,
} from './lib/server.mjs';

const HELP = `Usage: node bench/cpu-per-request.mjs --before DIR [options]

Issue 28: what one optimisation bought, measured so that a busy shared machine matters less. Starts
two builds of the API (--before: a copy of an earlier apps/api/dist, e.g. made with
\`cp -r apps/api/dist /tmp/dist-before\` before rebuilding; --after: default apps/api/dist) on the same
database, signs in to each as admin@demo.test, and drives --path on them in turn (--rounds times,
alternating) with autocannon. Per run: the server process's CPU time (user + system, /proc) divided
by the requests it answered ("cpu/req"; the steadier figure when other work shares the machine),
req/s and latency p50/p97.5. The first round includes the JIT's warm-up: compare the later ones.

Database (environment), as for the server:
  DATABASE_URL=postgres://...   PostgreSQL (both servers share it)
  DATA_DIR=/some/folder         PGlite: each server gets its own copy of this folder

Options:
  --before DIR      the earlier build's dist folder (required; it must sit where it finds node_modules,
                    e.g. apps/api/dist-before, or pass --cwd)
  --after DIR       the later build (default apps/api/dist)
  --path P          what to request; TENANT is replaced by the id of --sport (default: contacts page 1)
  --body JSON       send it as a POST (TENANT replaced too), with the XSRF header, as the web does
                    (e.g. --path /core/api/requirements/filter --body '{"tenantId":"TENANT","take":10,"sort":"createdAt","direction":"desc"}')
  --sport NAME      the sport (default Football)
  --rounds N        alternating rounds (default 3)
  --duration S      seconds per run (default 8)
  --connections N   (default 50)
  -h, --help        this text

Example:
  cp -r apps/api/dist apps/api/dist-before && (edit, npm run build -w @transferdesk/api)
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench28 node bench/cpu-per-request.mjs \\
    --before apps/api/dist-before --path '/core/api/players?tenantId=TENANT&page=1&take=10&sort=firstName&direction=asc'`;

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'apps/api/dist' },
    path: {
      type: 'string',
      default: '/core/api/contacts?tenantId=TENANT&page=1&take=10&sort=firstName&direction=asc',
    },
    body: { type: 'string' },
    sport: { type: 'string', default: 'Football' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (options.help || !options.before) {
  console.log(HELP);
  process.exit(options.help ? 0 : 1);
}

const processTicks = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const TICK_MS = 10;

async function start(label, dist) {
  const script = path.resolve(root, dist, 'server.js');
  if (!existsSync(script)) throw new Error(`${label}: no ${script}`);
  // PostgreSQL: an empty folder for uploads; PGlite: a copy of DATA_DIR, or a new demo.
  const dataDir = mkdtempSync(path.join(tmpdir(), `cpu-${label}-`));
  const copied = !process.env.DATABASE_URL && process.env.DATA_DIR;
  if (copied) cpSync(process.env.DATA_DIR, dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const seedDemo = !process.env.DATABASE_URL && !copied;
  const { child } = startNode(
    script,
    serverEnv({ databaseUrl: process.env.DATABASE_URL, dataDir, port, seedDemo }),
  );
  await waitUntilAnswering(`${base}/core/health`);
  const xsrf = await fetchXsrf(base);
  const client = createClient(base, { xsrf });
  const signedIn = await signIn(client, 'admin@demo.test');
  if (signedIn.status !== 200) throw new Error(`${label}: sign-in answered ${signedIn.status}`);
  const me = await client.call('/core/api/auth/me');
  const sport = me.body.tenants.find((tenant) => tenant.name === options.sport);
  if (!sport) throw new Error(`${label}: admin@demo.test is no member of ${options.sport}`);
  const url = `${base}${options.path.replace('TENANT', sport.id)}`;
  const body = options.body?.replaceAll('TENANT', sport.id);
  const method = body ? 'POST' : 'GET';
  const check = await client.call(url.slice(base.length), body ? { method, body } : {});
  if (check.status !== 200) throw new Error(`${label}: ${method} ${options.path} answered ${check.status}`);
  const headers = {
    authorization: `Bearer ${client.token}`,
    cookie: `XSRF-TOKEN=${xsrf}`,
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    ...(body ? { 'content-type': 'application/json', 'x-xsrf-token': xsrf } : {}),
  };
  return { label, child, url, method, body, headers, dataDir };
}

async function drive(server) {
  const before = processTicks(server.child.pid);
  const result = await autocannon({
    url: server.url,
    method: server.method,
    ...(server.body ? { body: server.body } : {}),
    headers: server.headers,
    connections: Number(options.connections),
    duration: Number(options.duration),
  });
  const cpuMs = (processTicks(server.child.pid) - before) * TICK_MS;
  const answered = result.requests.total;
  return {
    cpuPerRequest: answered ? cpuMs / answered : Number.NaN,
    reqPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const servers = [await start('before', options.before), await start('after', options.after)];
console.log(
  `${options.path} on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${options.connections} connections, ${options.duration} s per run`,
);
try {
  for (let round = 1; round <= Number(options.rounds); round += 1) {
    for (const server of servers) {
      const run = await drive(server);
      console.log(
        `round ${round} ${server.label.padEnd(6)} cpu/req ${run.cpuPerRequest.toFixed(3)} ms  ${run.reqPerSecond.toFixed(0).padStart(6)} req/s  p50 ${run.p50} ms  p97.5 ${run.p97_5} ms${run.failed ? `  ${run.failed} FAILED` : ''}`,
      );
    }
  }
} finally {
  for (const server of servers) {
    await stopProcess(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
