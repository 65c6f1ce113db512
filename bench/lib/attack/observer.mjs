// bench/attack.mjs's observer (see its --help, step 3): a process of its own, so that the attack's
// work in bench/attack.mjs cannot delay it, which runs the list, probe and health loops against the
// server and writes their figures, corrected for coordinated omission, as JSON when its stdin ends.
// bench/attack.mjs starts it with startObserver(); it runs as `node observer.mjs --observe <JSON>`.
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { summarize } from '../stats.mjs';

/** The observer's client address (X-Forwarded-For, which the server trusts from 127.0.0.1). */
const OBSERVER = { 'x-forwarded-for': '198.18.0.10' };

if (process.argv[1] === import.meta.filename && process.argv[2] === '--observe') {
  await observe(JSON.parse(process.argv[3]));
  process.exit(0);
}

/**
 * Starts an observer of the server at `base`, listing `listPath` with the bearer `token`, each call
 * capped at `timeoutMs`. Answers a function that stops it and answers its figures:
 * { list, probe, health }, each { calls, statuses, count, p50, p95, p99, max }.
 */
export function startObserver(run, { base, token, listPath, timeoutMs }) {
  const child = spawn(
    process.execPath,
    [
      import.meta.filename,
      '--observe',
      JSON.stringify({ base, token, listPath, headers: OBSERVER, timeoutMs }),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  run.children.add(child);
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const closed = new Promise((resolve) => child.on('close', resolve));
  return async () => {
    child.stdin.end();
    await closed;
    run.children.delete(child);
    return JSON.parse(out);
  };
}

/**
 * Runs the list, probe and health loops until stdin ends, then writes their figures as JSON. Each
 * loop is closed (one call at a time) on a fixed schedule, its latencies corrected for coordinated
 * omission; a call still open at the end counts with the time it had waited, as "cut".
 */
async function observe({ base, token, listPath, headers, timeoutMs }) {
  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  process.stdin.on('end', () => stop.abort());
  process.stdin.resume();
  const sleep = (delay) =>
    delay <= 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            stop.signal.removeEventListener('abort', wake);
            resolve();
          }, delay);
          stop.signal.addEventListener('abort', wake, { once: true });
        });
  async function loop(intervalMs, urlOf, extraHeaders = {}) {
    const latencies = [];
    const statuses = {};
    let calls = 0;
    while (!stop.signal.aborted) {
      const started = performance.now();
      let status;
      try {
        const response = await fetch(`${base}${urlOf(calls)}`, {
          headers: { ...headers, ...extraHeaders },
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]),
        });
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = stop.signal.aborted ? 'cut' : error.name === 'TimeoutError' ? 'timeout' : 'error';
      }
      const latency = performance.now() - started;
      calls += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(latency);
      for (let missed = latency - intervalMs; missed > 0; missed -= intervalMs) latencies.push(missed);
      await sleep(started + intervalMs - performance.now());
    }
    return { calls, statuses, ...summarize(latencies) };
  }
  const [list, probe, health] = await Promise.all([
    loop(100, (n) => `${listPath}&page=${1 + (n % 3)}`, { authorization: `Bearer ${token}` }),
    loop(20, () => '/core/api/config'),
    loop(100, () => '/core/health'),
  ]);
  process.stdout.write(JSON.stringify({ list, probe, health }));
}
