// Preloaded into the built server by bench/attack.mjs (NODE_OPTIONS=--import=<this file>) to measure
// its event loop from the inside with no change to the app: perf_hooks.monitorEventLoopDelay, read
// on SIGWINCH (not SIGUSR2, on which the server's close-with-grace shuts down; SIGWINCH is ignored
// by a process without a handler). Does nothing unless BENCH_LOOP_DELAY_FILE names the report file, and only in the main
// thread; the variable is removed from the environment so that processes the server starts (which
// inherit NODE_OPTIONS) stay out of it.
//
// The report is JSON, written whole (a temporary file renamed): `seq` (0 at start, then one more per
// signal), the window `fromMs`-`toMs` (epoch ms), `count` samples, and the delays beyond the timer's
// `resolutionMs` in ms: p50, p99, max, and `stalledMs`, their sum (the time the loop was late in all).
// Each signal reports the window since the last one and starts a new window.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (isMainThread && file) {
  delete process.env.BENCH_LOOP_DELAY_FILE;
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let seq = 0;
  let fromMs = Date.now();
  // Samples are the time between two ticks of a `resolutionMs` timer; the lag is what exceeds it.
  const lag = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - resolutionMs);
  const write = (body) => {
    writeFileSync(`${file}.tmp`, JSON.stringify(body));
    renameSync(`${file}.tmp`, file);
  };
  write({ seq, pid: process.pid, fromMs, toMs: fromMs, resolutionMs, count: 0 });
  process.on('SIGWINCH', () => {
    seq += 1;
    const toMs = Date.now();
    const count = histogram.count;
    write({
      seq,
      pid: process.pid,
      fromMs,
      toMs,
      resolutionMs,
      count,
      p50Ms: count ? lag(histogram.percentile(50)) : 0,
      p99Ms: count ? lag(histogram.percentile(99)) : 0,
      maxMs: count ? lag(histogram.max) : 0,
      stalledMs: count ? Math.max(0, (count * histogram.mean) / 1e6 - count * resolutionMs) : 0,
    });
    histogram.reset();
    fromMs = toMs;
  });
}
