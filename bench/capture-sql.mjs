#!/usr/bin/env node
// Records the SQL the built API sends for each bench/api.mjs scenario (issue 28), so that
// bench/reference-server.mjs can send exactly the same. Run with --help for the options.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { discover, scenariosOf } from './lib/api-scenarios.mjs';
import REFERENCE_SQL from './lib/reference-sql.json' with { type: 'json' };
import {
  ADMIN_EMAIL,
  createClient,
  createRun,
  demoPassword,
  fetchXsrf,
  freePort,
  root,
  serverEnv,
  serverScript,
  signIn,
  waitUntilAnswering,
} from './lib/server.mjs';

const HELP = `Usage: node bench/capture-sql.mjs [options]

Starts the built server (apps/api/dist/server.js) with bench/lib/pg-capture.mjs preloaded, which
writes every query the server hands node-postgres (name, text, values) to a file; signs in as
${ADMIN_EMAIL}, finds the sport, deep page and terms as bench/api.mjs does, then sends each
scenario's request twice and prints the queries of the second one (the first may warm caches).
Re-run it whenever the API's list queries change, and bring bench/reference-server.mjs's SQL in line.

Database (environment): DATABASE_URL=postgres://... (as for bench/api.mjs)

Options:
  --deep-page N      the deep page (default 40000)
  --common-term T    the common filter term (default "sen")
  --only a,b         only these scenarios
  --out FILE         also write the queries as JSON
  --check            exit 1 unless every list query recorded is one of bench/lib/reference-sql.json's
                     texts (the reference server would send different SQL: re-capture)
  -h, --help         this text`;

const { values: options } = parseArgs({
  options: {
    'deep-page': { type: 'string', default: '40000' },
    'common-term': { type: 'string', default: 'sen' },
    only: { type: 'string' },
    out: { type: 'string' },
    check: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('capture-sql.mjs: set DATABASE_URL; see --help');
  process.exit(1);
}
const run = createRun('capture-sql.mjs');
const captureFile = path.join(run.temporaryFolder('transferdesk-capture-'), 'queries.jsonl');
writeFileSync(captureFile, '');
const port = await freePort();
const env = serverEnv({
  databaseUrl,
  dataDir: run.temporaryFolder('transferdesk-capture-data-'),
  port,
  extra: { CAPTURE_SQL_FILE: captureFile },
});
const child = spawn(
  process.execPath,
  ['--import', path.join(root, 'bench/lib/pg-capture.mjs'), serverScript],
  {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
run.adopt(child);
const base = `http://127.0.0.1:${port}`;
await waitUntilAnswering(`${base}/core/health`).catch((error) => run.fail(error.message));

const xsrf = await fetchXsrf(base);
const client = createClient(base, { xsrf, headers: { 'accept-encoding': 'gzip, deflate, br' } });
const signedIn = await signIn(client, ADMIN_EMAIL, demoPassword());
if (signedIn.status !== 200) await run.fail(`signing in answered ${signedIn.status}`);
const call = (pathAndQuery, init) => client.call(pathAndQuery, init);
const found = await discover({
  call,
  fail: run.fail,
  deepPageWanted: Number(options['deep-page']),
  commonTerm: options['common-term'],
});
const only = options.only ? new Set(options.only.split(',')) : undefined;
const scenarios = scenariosOf({ helloBase: '', email: ADMIN_EMAIL, found }).filter(
  (scenario) => scenario.path && (!only || only.has(scenario.name)),
);

const lines = () => readFileSync(captureFile, 'utf8').split('\n').filter(Boolean);
const captured = {};
for (const scenario of scenarios) {
  const init = scenario.method ? { method: scenario.method, body: scenario.body } : undefined;
  await call(scenario.path, init);
  const before = lines().length;
  const answer = await call(scenario.path, init);
  const queries = lines()
    .slice(before)
    .map((line) => JSON.parse(line));
  captured[scenario.name] = {
    request: { path: scenario.path, body: scenario.body },
    status: answer.status,
    queries,
  };
  console.log(`=== ${scenario.name}: ${scenario.method ?? 'GET'} ${scenario.path} → ${answer.status}`);
  if (scenario.body) console.log(`body ${scenario.body}`);
  for (const query of queries) {
    console.log(
      `-- ${query.name ? `prepared "${query.name}"` : 'unnamed'}${query.rowMode ? `, rowMode ${query.rowMode}` : ''}`,
    );
    console.log(query.text);
    console.log(`-- values ${JSON.stringify(query.values ?? [])}`);
  }
  console.log();
}
await run.stop();
if (options.out)
  writeFileSync(
    options.out,
    `${JSON.stringify({ found: { sport: found.sport, deepPage: found.deepPage, terms: found.terms }, captured }, null, 2)}\n`,
  );

if (options.check) {
  // The texts the reference sends; the teams query varies in its placeholders only.
  const { $about: _about, clubsTeamsPrefix, ...texts } = REFERENCE_SQL;
  const known = new Set(Object.values(texts));
  const listed = scenarios.filter((scenario) => scenario.reference);
  const unknown = listed.flatMap((scenario) =>
    captured[scenario.name].queries
      .filter((query) => !known.has(query.text) && !query.text.startsWith(clubsTeamsPrefix))
      .map((query) => `${scenario.name}: ${query.text.slice(0, 200)}`),
  );
  if (unknown.length > 0) {
    console.error(`capture-sql.mjs: the API sends SQL the reference does not:\n${unknown.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `SUMMARY capture-sql.mjs: the ${listed.length} list scenarios send only bench/lib/reference-sql.json's SQL`,
  );
}
