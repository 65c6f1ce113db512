#!/usr/bin/env node
// Issue 31 (D47): what the audit trail costs on writes. Two builds side by side, each on its own fresh
// database with the demo: --before (a build without the audit triggers) and --after (this one).
// In turn, --rounds times: a player saved --saves times (PATCH /core/api/players/{id}, one after the
// other: p50 and p95 per save), then a --rows-row contacts CSV imported into Football
// (POST /core/api/contacts/csv: the whole import's time). Target: under 20 % slower.
//
//   git worktree add /tmp/before-31 <commit before the audit> && (cd /tmp/before-31 && npm ci && npm run build -w @transferdesk/api)
//   npm run build
//   node bench/audit.mjs --before /tmp/before-31/apps/api/dist                       # PGlite
//   node bench/audit.mjs --before /tmp/before-31/apps/api/dist --postgres postgres://postgres@127.0.0.1:5432
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  ADMIN_EMAIL,
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
import { ms, summarize } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'apps/api/dist' },
    postgres: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    saves: { type: 'string', default: '200' },
    rows: { type: 'string', default: '50000' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help || !args.before) {
  console.log(
    'Usage: node bench/audit.mjs --before DIST [--after apps/api/dist] [--postgres postgres://host:port] [--rounds 3] [--saves 200] [--rows 50000]',
  );
  process.exit(args.help ? 0 : 1);
}
const rounds = Number(args.rounds);
const saves = Number(args.saves);
const rows = Number(args.rows);

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: `${args.postgres}/postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function start(label, dist) {
  const script = path.resolve(root, dist, 'server.js');
  if (!existsSync(script)) throw new Error(`${label}: no ${script}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `audit-${label}-`));
  let databaseUrl;
  if (args.postgres) {
    const name = `auditbench_${label}`;
    await adminQuery(`drop database if exists ${name}`);
    await adminQuery(`create database ${name}`);
    databaseUrl = `${args.postgres}/${name}`;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Jobs off: the reminders' first run would write beside the measured saves.
  const env = serverEnv({ databaseUrl, dataDir, port, seedDemo: true, extra: { RUN_JOBS: 'false' } });
  const { child } = startNode(script, env, { cwd: path.resolve(root, dist, '../../..') });
  await waitUntilAnswering(`${base}/core/health`, 600_000);
  const xsrf = await fetchXsrf(base);
  const client = createClient(base, { xsrf });
  const signedIn = await signIn(client, ADMIN_EMAIL);
  if (signedIn.status !== 200) throw new Error(`${label}: sign-in answered ${signedIn.status}`);
  const me = await client.call('/core/api/auth/me');
  const football = me.body.tenants.find((tenant) => tenant.name === 'Football');
  const players = await client.call(`/core/api/players?tenantId=${football.id}&page=1&take=1`);
  const player = players.body.data[0];
  return { label, child, base, xsrf, client, football, player, dataDir, databaseUrl };
}

async function savePlayer(server) {
  const times = [];
  for (let index = 0; index < saves; index += 1) {
    const started = performance.now();
    const answer = await server.client.call(`/core/api/players/${server.player.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ minSalaryNetto: 50_000 + index, height: 170 + (index % 20) }),
    });
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${server.label}: save answered ${answer.status}`);
  }
  return summarize(times);
}

function contactsCsv(round, label) {
  const lines = ['\uFEFFfirstName,lastName,role,email,phoneNumber,nationality,height,weight'];
  for (let index = 0; index < rows; index += 1) {
    lines.push(
      `Kim${index % 97},Larsen${index},Scout,kim.${label}.${round}.${index}@example.test,+45 2${String(index).padStart(7, '0')},Denmark,${170 + (index % 30)},${60 + (index % 40)}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function importContacts(server, round) {
  const form = new FormData();
  form.append('file', new Blob([contactsCsv(round, server.label)], { type: 'text/csv' }), 'contacts.csv');
  const started = performance.now();
  const answer = await fetch(`${server.base}/core/api/contacts/csv?tenantId=${server.football.id}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${server.client.token}`,
      cookie: `XSRF-TOKEN=${server.xsrf}`,
      'x-xsrf-token': server.xsrf,
    },
    body: form,
  });
  const body = await answer.text();
  const elapsed = performance.now() - started;
  if (!answer.ok) throw new Error(`${server.label}: import answered ${answer.status}: ${body.slice(0, 500)}`);
  return elapsed;
}

const servers = [];
try {
  servers.push(await start('before', args.before), await start('after', args.after));
  console.log(
    `${args.postgres ? 'PostgreSQL' : 'PGlite'}: ${rounds} rounds of ${saves} player saves and a ${rows.toLocaleString('en-GB')}-row contacts import, before and after in turn`,
  );
  const results = { before: { saves: [], imports: [] }, after: { saves: [], imports: [] } };
  for (let round = 1; round <= rounds; round += 1) {
    for (const server of round % 2 ? servers : [...servers].reverse()) {
      // A round outlasts an access token.
      await signIn(server.client, ADMIN_EMAIL);
      const save = await savePlayer(server);
      const imported = await importContacts(server, round);
      results[server.label].saves.push(save);
      results[server.label].imports.push(imported);
      console.log(
        `round ${round} ${server.label.padEnd(6)} save p50 ${ms(save.p50)} p95 ${ms(save.p95)}   import ${(imported / 1000).toFixed(1)} s`,
      );
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratio = (key, pick) =>
    median(results.after[key].map(pick)) / median(results.before[key].map(pick)) - 1;
  console.log(
    `after vs before (median of rounds): save p50 ${(100 * ratio('saves', (s) => s.p50)).toFixed(1)} %, save p95 ${(100 * ratio('saves', (s) => s.p95)).toFixed(1)} %, import ${(100 * ratio('imports', (t) => t)).toFixed(1)} %`,
  );
} finally {
  for (const server of servers) {
    await stopProcess(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
    if (server.databaseUrl) await adminQuery(`drop database if exists auditbench_${server.label}`);
  }
}
