#!/usr/bin/env node
// Whether a large CSV import stalls the server (issue 8): the built server (`npm run build` first) on
// an empty DATA_DIR with the demo, a generated contacts or clubs CSV posted as admin@demo.test, and
// two pollers in their own processes (so a blocked server cannot pause them) asking every 10 ms for
// /core/health (pings the database) and /core/api/config (no database) until the import answers.
// Usage: node bench/import-stall.mjs [rows=50000] [contacts|clubs]; DATABASE_URL runs it on PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rows = Number(process.argv[2] ?? 50_000);
const kind = process.argv[3] ?? 'contacts';
const password = process.env.DEMO_PASSWORD ?? 'demo-password';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const POLLER = `
const latencies = [];
let done = false;
process.stdin.on('end', () => { done = true; });
process.stdin.resume();
while (!done) {
  const started = performance.now();
  await fetch(process.argv[1]).then((r) => r.arrayBuffer());
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
process.stdout.write(JSON.stringify(latencies));
`;

function startPoller(url) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', POLLER, url], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const closed = new Promise((resolve) => child.on('close', resolve));
  return async () => {
    child.stdin.end();
    await closed;
    const latencies = JSON.parse(output).sort((a, b) => a - b);
    const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
    return `n=${latencies.length} p50=${at(0.5).toFixed(0)} ms p95=${at(0.95).toFixed(0)} ms max=${latencies.at(-1).toFixed(0)} ms`;
  };
}

function csvOf() {
  if (kind === 'clubs') {
    const lines = Array.from(
      { length: rows },
      (_, i) => `Bench club ${i},City ${i % 100},Plain description ${i}`,
    );
    return `name,city,description\n${lines.join('\n')}`;
  }
  const lines = Array.from(
    { length: rows },
    (_, i) => `Bench${i},Person ${i},<p>A <b>short</b> note ${i}</p>,p${i}@example.test`,
  );
  return `firstName,lastName,description,email\n${lines.join('\n')}`;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  },
  stdio: 'ignore',
});
try {
  for (;;) {
    try {
      if ((await fetch(`${base}/core/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The signed XSRF cookie comes with any answer; non-GET requests echo it.
  const first = await fetch(`${base}/core/api/config`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const signIn = await fetch(`${base}/core/api/auth`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password, rememberme: false }),
  });
  const { token } = await signIn.json();
  const me = await (
    await fetch(`${base}/core/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const football = me.tenants.find((tenant) => tenant.name === 'Football');

  const csv = csvOf();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  console.log(`${kind}: ${rows} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB`);

  const health = startPoller(`${base}/core/health`);
  const config = startPoller(`${base}/core/api/config`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  const response = await fetch(`${base}/core/api/${kind}/csv?tenantId=${football.id}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = await response.text();
  console.log(
    `import: ${response.status} in ${(performance.now() - started).toFixed(0)} ms; ${answer.slice(0, 120)}`,
  );
  console.log(`GET /core/health during the import (database ping): ${await health()}`);
  console.log(`GET /core/api/config during the import (no database): ${await config()}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('close', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
