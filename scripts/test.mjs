#!/usr/bin/env node
// `npm test`: every check the project has, in one command. Runs every step even after a failure so
// one run shows everything that is wrong, then ends with "N passed, N failed" over every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureLibreOffice } from './libreoffice.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = [];
/** Names of failed tests, printed again under the summary so that the last lines of a log say what broke. */
const failures = [];
let passed = 0;
let failed = 0;

function run(label, command, args, env = process.env) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ok = status === 0;
  results.push({ label, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** A static check counts as one test: it passes or fails as a whole. */
function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

function vitest(label, projects, reportName, env) {
  const report = path.join(out, `${reportName}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${report}`);
  const ok = run(label, bin('vitest'), args, env);
  countFrom(report, ok, (r) => {
    for (const file of r.testResults ?? []) {
      const relative = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests)
        failures.push(`${label}: ${relative} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === 'failed' && failedTests.length === 0)
        failures.push(`${label}: ${relative}: ${firstLine(file.message)}`);
    }
    return [r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)];
  });
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

/** Playwright's JSON report nests suites; failed specs are those whose tests ended unexpectedly. */
function playwrightFailures(suite, label) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const error = t.results?.at(-1)?.error?.message;
      failures.push(`${label}: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, label);
}

function countFrom(report, ok, read) {
  if (!existsSync(report)) {
    failed += 1;
    return;
  }
  const [p, f] = read(JSON.parse(readFileSync(report, 'utf8')));
  passed += p;
  failed += f;
  // A runner that failed without failing a test (crash, unhandled error) must still count.
  if (!ok && f === 0) failed += 1;
}

check('Biome (lint and format)', bin('biome'), ['check', '.']);
check('Import rules (dependency-cruiser)', bin('depcruise'), [
  '--config',
  '.dependency-cruiser.cjs',
  'apps',
  'packages',
]);
// Issue 27: no non-test source file over 450 lines (functions: Biome's noExcessiveLinesPerFunction).
check('File length (scripts/check-file-length.mjs)', process.execPath, ['scripts/check-file-length.mjs']);
// Exports, types and files nothing imports (knip.json names the entry points: server, scripts, bench, e2e).
check('Unused code (knip)', bin('knip'), ['--include', 'exports,types,files,duplicates']);
for (const project of ['packages/shared', 'apps/api', 'apps/web', 'e2e']) {
  check(`Type check ${project}`, bin('tsc'), ['--noEmit', '-p', project]);
}

// D20: the CV template tests convert with LibreOffice; without it they test the fallback only.
ensureLibreOffice();

const embeddedEnv = { ...process.env };
delete embeddedEnv.TEST_DATABASE_URL;
vitest('Vitest: shared, web and API on PGlite', ['shared', 'web', 'api'], 'vitest-pglite', embeddedEnv);
if (process.env.TEST_DATABASE_URL) {
  vitest('Vitest: API on PostgreSQL', ['api'], 'vitest-postgres', process.env);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only)');
}

const built = run('Build', 'npm', ['run', 'build']);
if (built) passed += 1;
else failed += 1;

const chromium = ensureChromium();
if (built && chromium) {
  const report = path.join(out, 'e2e.json');
  const ok = run(
    'Playwright (Chromium)',
    bin('playwright'),
    ['test', '--config', 'e2e/playwright.config.ts'],
    {
      ...embeddedEnv,
      CHROMIUM_PATH: chromium,
      E2E_JSON_REPORT: report,
    },
  );
  countFrom(report, ok, (r) => {
    for (const suite of r.suites ?? []) playwrightFailures(suite, 'Playwright');
    return [r.stats.expected + r.stats.flaky, r.stats.unexpected];
  });
} else {
  results.push({ label: 'Playwright (Chromium)', ok: false, seconds: 0 });
  failed += 1;
}

console.log('\nSummary');
for (const { label, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
if (failures.length > 0) {
  console.log('\nFailed');
  for (const failure of failures) console.log(`  ✘ ${failure.slice(0, 300)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
