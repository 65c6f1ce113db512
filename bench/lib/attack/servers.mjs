// bench/attack.mjs's servers: the built server of --root started with the loop preload
// (bench/lib/loop-delay.mjs), stopped with whatever it started, and asked for its loop report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, serverEnv, startNode } from '../server.mjs';
import { stopChild } from './run.mjs';

const PRELOAD = path.resolve(import.meta.dirname, '../loop-delay.mjs');

/**
 * The built server of the run's root on `dataDir` (and `databaseUrl`), with the loop preload.
 * Answers { child, base, loopFile, tail(), exited, startedInMs } once /core/health answers.
 */
export async function startServer(run, label, dataDir, databaseUrl) {
  const port = await freePort();
  const loopFile = path.join(run.workDir, `loop-${label}.json`);
  const env = serverEnv({
    databaseUrl,
    dataDir,
    port,
    seedDemo: true,
    extra: {
      SMTP_URL: undefined,
      TRUST_PROXY: '127.0.0.1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PRELOAD}`.trim(),
      BENCH_LOOP_DELAY_FILE: loopFile,
      BENCH_ATTACK_RUN: run.runId,
    },
  });
  const { child, tail } = startNode(run.serverScript, env, { cwd: run.rootDir });
  run.children.add(child);
  const server = {
    child,
    base: `http://127.0.0.1:${port}`,
    loopFile,
    exited: undefined,
    tail: (characters = 3000) => tail(characters),
  };
  child.on('exit', (code, signal) => {
    run.children.delete(child);
    server.exited = signal ?? `code ${code}`;
  });
  const started = performance.now();
  for (;;) {
    if (server.exited) throw new Error(`the server exited (${server.exited}):\n${server.tail()}`);
    try {
      if ((await fetch(`${server.base}/core/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not yet
    }
    if (performance.now() - started > 240_000)
      throw new Error(`the server did not answer in 240 s:\n${server.tail()}`);
    await sleep(100);
  }
  server.startedInMs = performance.now() - started;
  return server;
}

/** startServer, tried once more when the first start fails (a start-up killed from outside, once seen). */
export async function startServerTwice(run, label, dataDir, databaseUrl) {
  try {
    return await startServer(run, label, dataDir, databaseUrl);
  } catch (error) {
    console.log(
      `\n  (${label}: the server did not start, trying once more: ${error.message.split('\n')[0]})`,
    );
    return startServer(run, `${label}-again`, dataDir, databaseUrl);
  }
}

/** Stops the server and kills what it started (LibreOffice, ...). */
export async function stopServer(run, server) {
  await stopChild(server.child, 5_000);
  run.killMarked();
}

/** The preload's last report, or undefined (none yet, or no preload). */
export const readLoop = (server) => {
  try {
    return JSON.parse(readFileSync(server.loopFile, 'utf8'));
  } catch {
    return undefined;
  }
};
/**
 * The preload's report of the window since the last one (and a new window), or undefined when the
 * server does not answer within `waitMs` (frozen) or has no preload (then no signal is sent). Not
 * SIGUSR2: the server's close-with-grace shuts down on it; SIGWINCH is ignored by a process without
 * a handler.
 */
export async function loopReport(server, waitMs) {
  const before = readLoop(server);
  if (!before || server.exited) return undefined;
  server.child.kill('SIGWINCH');
  const started = performance.now();
  while (performance.now() - started < waitMs && !server.exited) {
    const now = readLoop(server);
    if (now && now.seq > before.seq) return now;
    await sleep(50);
  }
  return undefined;
}
