// Figures the bench scripts share: percentiles, number formats and the CPU time read from /proc.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Nearest-rank percentile of ascending values (NaN for none). */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Count, p50, p95, p99 and max (nearest rank) of some latencies, in their unit. */
export function summarize(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1],
  };
}

/** A number with thousands separators and a fixed number of decimals. */
export const format = (value, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Milliseconds with as many decimals as make sense (none from 100 on); NaN as "–". */
export const ms = (value) =>
  Number.isNaN(value) ? '–' : value >= 100 ? format(value) : format(value, value >= 10 ? 1 : 2);

/**
 * CPU time from /proc (Linux; elsewhere undefined): the machine's busy ticks and one process's, so
 * that a run disturbed by other work shows it, and so does a server that is CPU-bound.
 */
export function cpuTicks(pid) {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = fields[3] + (fields[4] ?? 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { total, busy: total - idle, process: Number(after[11]) + Number(after[12]) };
  } catch {
    return undefined;
  }
}

/**
 * Between two cpuTicks readings: the machine's busy share (1 = every core busy) and the process's
 * in cores (1 = one core busy).
 */
export const cpuShare = (before, after) =>
  before && after
    ? {
        machine: (after.busy - before.busy) / (after.total - before.total),
        // Ticks of all CPUs together: one core fully used is cpus().length times less than the total.
        server: ((after.process - before.process) / (after.total - before.total)) * cpus().length,
      }
    : undefined;
