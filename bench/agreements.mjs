#!/usr/bin/env node
// Issue 30: the sport's agreements list and the daily reminders job with thousands of agreements on
// PostgreSQL. Starts the built server (`npm run build` first) on DATABASE_URL with the demo, fills
// Football up to --agreements agreements (back-to-back one-year agreements per player, a third
// exclusive, half not uploaded) and as many passports, then times in turn, --runs times each: the
// list's first page, the list "ending within 90 days", and as the reference in the same run the
// clubs list's first page. Last, the reminders job for a day, run --job-runs times through
// POST /core/api/jobs/reminders/run (each day a new one, so every run announces), with what it wrote.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/agreementbench node bench/agreements.mjs [--agreements 5000] [--runs 60] [--job-runs 3]
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  ADMIN_EMAIL,
  createClient,
  createRun,
  fetchXsrf,
  freePort,
  serverEnv,
  serverScript,
  signIn,
  startNode,
  waitUntilAnswering,
} from './lib/server.mjs';
import { ms, summarize } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    agreements: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '60' },
    'job-runs': { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help || !process.env.DATABASE_URL) {
  console.log(
    'Usage: DATABASE_URL=postgres://… node bench/agreements.mjs [--agreements 5000] [--runs 60] [--job-runs 3]\n' +
      'Times GET /core/api/agreements (first page, ending within 90 days) beside the clubs list, then the reminders job, on a PostgreSQL database filled with the demo and that many Football agreements.',
  );
  process.exit(args.help ? 0 : 1);
}
const wanted = Number(args.agreements);
const runs = Number(args.runs);
const jobRuns = Number(args['job-runs']);
const databaseUrl = process.env.DATABASE_URL;

/** Football's agreements up to `wanted`: year after year for each player, ending around today. */
async function fill(tenantId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from agreements where tenant_id = $1', [
      tenantId,
    ]);
    const missing = wanted - rows[0].n;
    if (missing > 0) {
      await client.query('begin');
      // Player k's n-th agreement: the year that ends n years before (or after) today, shifted by k days.
      await client.query(
        `insert into agreements (tenant_id, contact_id, start_date, end_date, exclusive, federation_uploaded_on, fee_terms)
         select $1, p.id, s.start, s.start + 364, (n % 3 = 0), case when n % 2 = 0 then s.start + 3 end, 'Bench'
         from (select id, row_number() over (order by id) as k from contacts
               where tenant_id = $1 and is_player and deleted_at is null) p
         cross join generate_series(1, 400) as n
         cross join lateral (select current_date - 200 * 365 + (n * 365) + (p.k % 300)::int as start) s
         where not exists (select 1 from agreements a where a.contact_id = p.id and a.start_date <= s.start + 364 and s.start <= a.end_date)
         order by abs(n - 200), p.k
         limit $2`,
        [tenantId, missing],
      );
      await client.query(
        `insert into player_documents (tenant_id, contact_id, kind, number, expires_on)
         select tenant_id, contact_id, 'passport', 'B' || row_number() over (), end_date from agreements
         where tenant_id = $1 and fee_terms = 'Bench'`,
        [tenantId],
      );
      await client.query('commit');
    }
    await client.query('analyze');
    const total = await client.query('select count(*)::int as n from agreements where tenant_id = $1', [
      tenantId,
    ]);
    return total.rows[0].n;
  } finally {
    await client.end();
  }
}

const run = createRun('agreements.mjs');
try {
  const port = await freePort();
  const dataDir = run.temporaryFolder('transferdesk-agreements-');
  run.adopt(
    startNode(serverScript, serverEnv({ databaseUrl, dataDir, port, seedDemo: true }), {
      onExit: (code) => run.stopping || run.fail(`the server stopped (${code})`),
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/core/health`);
  const xsrf = await fetchXsrf(base);
  const admin = createClient(base, { xsrf });
  const signedIn = await signIn(admin, ADMIN_EMAIL);
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${signedIn.text}`);
  const me = await admin.call('/core/api/auth/me');
  const football = me.body.tenants.find((tenant) => tenant.name === 'Football');
  const total = await fill(football.id);
  console.log(
    `Football has ${total.toLocaleString('en-GB')} agreements; ${runs} calls of each list, in turn.\n`,
  );

  const calls = {
    'agreements page 1 (GET /agreements)': `/core/api/agreements?tenantId=${football.id}&page=1&take=10`,
    'ending within 90 days': `/core/api/agreements?tenantId=${football.id}&page=1&take=10&endingWithin=90`,
    'reference: clubs page 1': `/core/api/clubs?tenantId=${football.id}&page=1&take=10`,
  };
  const times = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
  for (let round = -3; round < runs; round += 1) {
    for (const [name, url] of Object.entries(calls)) {
      const started = performance.now();
      const answer = await admin.call(url);
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      if (round >= 0) times[name].push(elapsed);
    }
  }
  console.log('| call | p50 | p95 | max |\n| --- | ---: | ---: | ---: |');
  for (const [name, values] of Object.entries(times)) {
    const stats = summarize(values);
    console.log(`| ${name} | ${ms(stats.p50)} ms | ${ms(stats.p95)} ms | ${ms(stats.max)} ms |`);
  }

  const superadmin = createClient(base, { xsrf });
  const su = await signIn(superadmin, 'superadmin@demo.test');
  if (su.status !== 200) throw new Error(`superadmin sign-in: ${su.status}`);
  console.log(
    '\n| reminders job for | took | reminders | notifications | digests |\n| --- | ---: | ---: | ---: | ---: |',
  );
  for (let index = 0; index < jobRuns; index += 1) {
    const day = new Date(Date.now() + (400 + index * 45) * 86_400_000).toISOString().slice(0, 10);
    const answer = await superadmin.call('/core/api/jobs/reminders/run', {
      method: 'POST',
      body: JSON.stringify({ date: day }),
    });
    if (answer.status !== 200) throw new Error(`job: ${answer.status} ${answer.text.slice(0, 200)}`);
    const took = Date.parse(answer.body.finishedAt) - Date.parse(answer.body.startedAt);
    const { reminders, notifications, digests } = answer.body.summary;
    console.log(`| ${day} | ${ms(took)} ms | ${reminders} | ${notifications} | ${digests} |`);
  }
} catch (error) {
  await run.fail(error instanceof Error ? error.message : String(error));
}
await run.stop();
