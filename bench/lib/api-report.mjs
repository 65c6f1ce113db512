// bench/api.mjs's measuring and printing: one scenario under autocannon, its figures, the table
// rows, and issue 28's targets for the lists against the reference server (bench/reference-server.mjs).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuShare, cpuTicks, format, ms, percentile } from './stats.mjs';

/** Issue 28: a list's req/s at least this share of the reference's ... */
export const TARGET_THROUGHPUT_SHARE = 0.5;
/** ... and its p97.5 at most this many times the reference's. */
export const TARGET_P97_5_RATIO = 2;

export const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function load({ scenario, base, connections, seconds, headers, record }) {
  const instance = autocannon({
    url: scenario.url ?? `${base}${scenario.path}`,
    connections,
    duration: seconds,
    headers,
    ...(scenario.method ? { method: scenario.method, body: scenario.body } : {}),
  });
  const latencies = [];
  if (record) {
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  }
  const result = await instance;
  return { result, latencies };
}

/** Warm-up, then `duration` seconds measured, with the CPU of `serverPid` and of the machine. */
export async function measureScenario({ scenario, base, serverPid, connections, duration, warmup, headers }) {
  const common = { scenario, base, connections, headers };
  if (warmup > 0) await load({ ...common, seconds: warmup, record: false });
  const cpuBefore = cpuTicks(serverPid);
  const { result, latencies } = await load({ ...common, seconds: duration, record: true });
  const cpu = cpuShare(cpuBefore, cpuTicks(serverPid));
  const sorted = Float64Array.from(latencies).sort();
  const responses = sorted.length;
  return {
    name: scenario.name,
    label: scenario.label,
    path: scenario.path ?? scenario.url,
    server: base,
    reqPerSec: responses / result.duration,
    responses,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
    serverCpu: cpu?.server,
    machineCpu: cpu?.machine,
    // autocannon's own (its histogram, whole milliseconds), for comparison with older results.
    autocannon: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  };
}

/** Issue 28's two figures for a list against its reference twin, and whether each meets its target. */
export function judge(api, twin) {
  const throughputShare = api.reqPerSec / twin.reqPerSec;
  const p97_5Ratio = api.p97_5 / twin.p97_5;
  return {
    throughputShare,
    p97_5Ratio,
    throughputMet: throughputShare >= TARGET_THROUGHPUT_SHARE,
    p97_5Met: p97_5Ratio <= TARGET_P97_5_RATIO,
  };
}

const percent = (share) => (share === undefined ? 'n/a' : `${format(share * 100)}%`);
const COLUMNS = `${'scenario'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p97.5'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)} ${'non2xx'.padStart(6)} ${'KB/resp'.padStart(7)} ${'vs hello'.padStart(8)} ${'srv CPU'.padStart(7)} ${'all CPU'.padStart(7)}`;

export function printHeader() {
  console.log(`${COLUMNS}\n${'-'.repeat(COLUMNS.length)}`);
}

export function printRow(label, figures) {
  console.log(
    `${label.slice(0, 34).padEnd(34)} ${format(figures.reqPerSec).padStart(8)} ${ms(figures.p50).padStart(7)} ` +
      `${ms(figures.p95).padStart(7)} ${ms(figures.p97_5).padStart(7)} ${ms(figures.p99).padStart(7)} ` +
      `${String(figures.errors).padStart(6)} ${String(figures.timeouts).padStart(8)} ` +
      `${String(figures.non2xx).padStart(6)} ${format(figures.bytesPerResponse / 1024, 1).padStart(7)} ` +
      `${`${format(figures.ratioToHello * 100, 1)}%`.padStart(8)} ${percent(figures.serverCpu).padStart(7)} ` +
      `${percent(figures.machineCpu).padStart(7)}`,
  );
}

/** Per list: the API's req/s as a share of the reference's and its p97.5 as a multiple, with the targets. */
export function printTargets(results) {
  const judged = results.filter((figures) => figures.vsReference);
  console.log(
    `\nIssue 28 targets per list: API req/s ≥ ${TARGET_THROUGHPUT_SHARE * 100}% of the reference's, ` +
      `API p97.5 ≤ ${TARGET_P97_5_RATIO}× the reference's`,
  );
  const header = `${'list'.padEnd(34)} ${'API/ref req/s'.padStart(13)} ${'API/ref p97.5'.padStart(13)}  verdict`;
  console.log(`${header}\n${'-'.repeat(header.length + 10)}`);
  for (const figures of judged) {
    const { throughputShare, p97_5Ratio, throughputMet, p97_5Met } = figures.vsReference;
    const verdict =
      throughputMet && p97_5Met
        ? 'met'
        : `NOT met (${[throughputMet ? '' : 'req/s', p97_5Met ? '' : 'p97.5'].filter(Boolean).join(', ')})`;
    console.log(
      `${figures.label.slice(0, 34).padEnd(34)} ${`${format(throughputShare * 100, 1)}%`.padStart(13)} ` +
        `${`${format(p97_5Ratio, 2)}×`.padStart(13)}  ${verdict}`,
    );
  }
}

export function summaryLine({ kind, total, sport, connections, duration, results, bad }) {
  const short = results
    .map((figures) => {
      if (figures.name === 'hello') return `hello ${format(figures.reqPerSec)}/s`;
      const base = `${figures.name} ${format(figures.reqPerSec)}/s p97.5 ${ms(figures.p97_5)} ms`;
      const vs = figures.vsReference;
      return vs
        ? `${base} (${format(vs.throughputShare * 100, 1)}% of ref req/s, p97.5 ${format(vs.p97_5Ratio, 2)}×)`
        : base;
    })
    .join('; ');
  return (
    `SUMMARY api.mjs ${kind}, ${format(total)} contacts in ${sport.name}, ${connections} conn × ${duration} s: ${short}; ` +
    (bad.length > 0 ? `FAILURES in ${bad.map((figures) => figures.name).join(', ')}` : 'no errors')
  );
}

/** Where two parsed JSON answers first differ (a path and both values), or undefined when equal. */
export function firstDifference(a, b, at = '') {
  if (a === b) return undefined;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return `${at || '(root)'}: API ${JSON.stringify(a)?.slice(0, 120)} vs reference ${JSON.stringify(b)?.slice(0, 120)}`;
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const difference = firstDifference(a[key], b[key], `${at}.${key}`);
    if (difference) return difference;
  }
  return undefined;
}
