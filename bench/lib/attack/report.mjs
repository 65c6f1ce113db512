// bench/attack.mjs's figures in words: statuses tallied, a scenario's one-line summary, whether it met
// issue 25's target, and the closing table and details of every scenario.
import { format, ms } from '../stats.mjs';

/** Seconds with one decimal, from milliseconds. */
export const seconds1 = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
/** Counts by status, as "200×3 429×10" ("none" for none). */
export const tally = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || 'none';

/** The list's median under attack over its baseline (NaN without both). */
function ratioOf(result) {
  return result.attack?.list && result.baseline?.list
    ? result.attack.list.p50 / result.baseline.list.p50
    : Number.NaN;
}
/** Issue 25's target: loop p99 under 100 ms, the list within 3x of its baseline, no listener hit. */
export function met(result) {
  const loop = result.attackLoop?.p99Ms;
  return (
    loop !== undefined &&
    loop < 100 &&
    ratioOf(result) < 3 &&
    (result.listenerHits === undefined || result.listenerHits === 0)
  );
}
const loopCell = (loop, result) => (loop ? ms(loop.p99Ms) : result?.attack ? 'frozen' : '–');
/**
 * The loop's longest delay; without a report (frozen), a lower bound: the server answered neither
 * the probe that waited longest nor the report signal in the --drain seconds after the attack.
 */
const loopMaxCell = (result) =>
  result.attackLoop
    ? ms(result.attackLoop.maxMs)
    : result.attack
      ? `≥ ${ms(result.attack.probe.max + result.drainSeconds * 1000)}`
      : '–';
/** A scenario's figures on one line, printed as it ends. */
export function summaryLine(result) {
  return (
    `loop p99 ${loopCell(result.attackLoop, result)}, max ${loopMaxCell(result)} (ms); ` +
    `list ${ms(result.baseline?.list.p50 ?? Number.NaN)} → ${ms(result.attack?.list.p50 ?? Number.NaN)} ms (×${format(ratioOf(result), 1)}); ` +
    `${result.calls}`
  );
}

/** The table of every scenario's figures, then each one's details. */
export function printReport(results) {
  const nonOk = (statuses) =>
    Object.entries(statuses ?? {})
      .filter(([status]) => status !== '200')
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  const rows = results.map((result) => {
    if (result.error) return [result.scenario, 'FAILED', '', '', '', '', '', '', '', '', '', 'error'];
    const attack = result.attack;
    return [
      result.scenario,
      tally(result.statuses ?? {}),
      loopCell(result.attackLoop, result),
      loopMaxCell(result),
      result.attackLoop ? format(result.attackLoop.stalledMs / 1000, 1) : '–',
      ms(attack.probe.p99),
      `${ms(attack.health.p99)}${nonOk(attack.health.statuses) ? ` (${nonOk(attack.health.statuses)})` : ''}`,
      ms(result.baseline.list.p50),
      ms(attack.list.p50),
      `×${format(ratioOf(result), 1)}`,
      result.listenerHits === undefined ? '' : format(result.listenerHits),
      met(result) ? 'met' : 'MISSED',
    ];
  });
  const header = [
    'scenario',
    'attack calls by status',
    'loop p99',
    'loop max',
    'stalled s',
    'probe p99',
    'health p99',
    'list base',
    'list attack',
    'ratio',
    'listener',
    'target',
  ];
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
  const line = (row) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log(
    "\nPer scenario, ms unless said. loop: the event loop's delay inside the server (beyond its 10 ms timer) " +
      'during the attack; "frozen": no report within --drain s, and its max is then a lower bound (no answer to ' +
      'the longest-waiting probe nor to the report signal); stalled: the delays summed, in s. probe: GET ' +
      '/core/api/config every 20 ms. list: median of the signed-in list at baseline and under attack. ' +
      'Latencies corrected for coordinated omission.\n',
  );
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));

  console.log('\nDetails:');
  for (const result of results) {
    console.log(`- ${result.scenario} (finding ${result.finding}):`);
    if (result.error) {
      console.log(`    error: ${result.error}`);
      continue;
    }
    console.log(`    attack (${format(result.attackSeconds, 1)} s): ${result.calls}`);
    if (result.hitsBy) console.log(`    listener hits: ${result.hitsBy}`);
    const phase = (label, observed, loop) =>
      `    ${label}: loop ${loop ? `p50 ${ms(loop.p50Ms)} p99 ${ms(loop.p99Ms)} max ${ms(loop.maxMs)} stalled ${format(loop.stalledMs / 1000, 1)} s over ${format((loop.toMs - loop.fromMs) / 1000, 1)} s` : 'no report'}; ` +
      `probe p50 ${ms(observed.probe.p50)} p99 ${ms(observed.probe.p99)} max ${ms(observed.probe.max)} (${observed.probe.calls} calls); ` +
      `health p99 ${ms(observed.health.p99)} max ${ms(observed.health.max)} (${tally(observed.health.statuses)}); ` +
      `list p50 ${ms(observed.list.p50)} p95 ${ms(observed.list.p95)} max ${ms(observed.list.max)} (${tally(observed.list.statuses)})`;
    console.log(phase('baseline', result.baseline, result.baselineLoop));
    console.log(phase('attack  ', result.attack, result.attackLoop));
    if (result.note) console.log(`    note: ${result.note}`);
    if (result.attackLoop && result.attackLoop.p99Ms < 100 && result.attackLoop.maxMs >= 100) {
      console.log(
        `    note: p99 under 100 ms, yet the loop was held ${ms(result.attackLoop.maxMs)} ms at once: ` +
          'monitorEventLoopDelay takes one sample per block, so a few long blocks hardly move its p99 ' +
          '(the probe p99 and "stalled" weigh them by their time)',
      );
    }
  }
}
