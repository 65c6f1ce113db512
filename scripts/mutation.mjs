#!/usr/bin/env node
// `npm run mutation`: mutation testing of the matching engine with StrykerJS (stryker.config.mjs). Not part
// of `npm test`. Ends with one line "Mutation score: ..." read from the JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const HELP = `Usage: npm run mutation [-- --min N]

Mutates packages/shared/src/matching/**/*.ts (not the *.test.ts files, nor the test helpers
in matching/testing/), "Who to call today"'s ranking (catalogue/pitch-calls.ts) and the
agreements' calendar rules and reminders (calendar-days.ts, catalogue/agreements.ts,
reminders.ts) with StrykerJS, runs their vitest tests against every
mutant (stryker.config.mjs, with packages/shared/vitest.stryker.config.ts), writes
reports/mutation/mutation.html and reports/mutation/mutation.json, and ends with one line:

  Mutation score: NN.NN% (K killed of M; S survived, T timed out, N no coverage)

M counts the mutants that ran (killed, timed out, survived, no coverage); the score is
(killed + timed out) / M, as Stryker computes it. Mutants that did not compile or crashed
the runner are left out of both, and reported on a line of their own if there are any.

Options:
  --min N     exit with status 1 when the score is below N percent (default 0)
  -h, --help  print this help

Environment:
  MUTATION_FC_SEED  fast-check seed of the tests during the run (default 1), fixed so that
                    two runs of the same code give the same score

Slow (about 15 minutes for the 737 mutants of today's engine on 2 cores, and about 5 more
for the 320 of the calendar days, agreement rules and reminders): meant for a separate job,
not for every commit.`;

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, 'reports', 'mutation', 'mutation.json');

let values;
try {
  ({ values } = parseArgs({
    options: { min: { type: 'string', default: '0' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${HELP}`);
  process.exit(2);
}
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const min = Number(values.min);
if (values.min.trim() === '' || !Number.isFinite(min) || min < 0 || min > 100) {
  console.error(`--min wants a percentage from 0 to 100, not "${values.min}".`);
  process.exit(2);
}

// A report left by an earlier run must not pass for this one.
rmSync(report, { force: true });
const started = Date.now();
const { status, error } = spawnSync(
  path.join(root, 'node_modules', '.bin', 'stryker'),
  ['run', 'stryker.config.mjs'],
  { cwd: root, stdio: 'inherit' },
);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (error) throw error;
if (!existsSync(report)) {
  console.error(
    `Stryker ended with status ${status} after ${minutes} min and wrote no ${path.relative(root, report)}.`,
  );
  process.exit(status || 1);
}

const count = {};
for (const file of Object.values(JSON.parse(readFileSync(report, 'utf8')).files))
  for (const mutant of file.mutants) count[mutant.status] = (count[mutant.status] ?? 0) + 1;
const killed = count.Killed ?? 0;
const timedOut = count.Timeout ?? 0;
const survived = count.Survived ?? 0;
const noCoverage = count.NoCoverage ?? 0;
const valid = killed + timedOut + survived + noCoverage;
const score = valid === 0 ? 0 : ((killed + timedOut) / valid) * 100;

const invalid = (count.CompileError ?? 0) + (count.RuntimeError ?? 0);
if (invalid > 0)
  console.log(
    `Left out: ${count.CompileError ?? 0} compile errors, ${count.RuntimeError ?? 0} runtime errors.`,
  );
console.log(`Stryker took ${minutes} min.`);
console.log(
  `Mutation score: ${score.toFixed(2)}% (${killed} killed of ${valid}; ${survived} survived, ${timedOut} timed out, ${noCoverage} no coverage)`,
);
if (status !== 0) {
  console.error(`Stryker itself ended with status ${status}.`);
  process.exit(status || 1);
}
if (score < min) {
  console.error(`Below the minimum of ${min}%.`);
  process.exit(1);
}
