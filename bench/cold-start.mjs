#!/usr/bin/env node
// Cold start of the built server (`npm run build` first): process start → /core/health answers 200.
// Measures a first start on an empty DATA_DIR (migrations + demo seed) and a restart on the same data.
// Usage: node bench/cold-start.mjs [runs=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startOnce(dataDir) {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/core/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const first = [];
const again = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'transferdesk-bench-'));
  first.push(await startOnce(dataDir));
  again.push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`first start (migrate + seed), median of ${runs}: ${Math.round(median(first))} ms`);
console.log(`restart on existing data,     median of ${runs}: ${Math.round(median(again))} ms`);
