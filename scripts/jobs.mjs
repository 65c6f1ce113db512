#!/usr/bin/env node
// `npm run jobs -- --run reminders --date 2026-12-01`: asks a running server to run a job now for a
// day, as a Superadmin would on the jobs page (the embedded database allows one process, so the
// job runs in the server, not here). `npm run jobs` alone lists the jobs and their last runs.
//   --url      the server (PUBLIC_URL, else http://127.0.0.1:$PORT or :3000)
//   --email    a Superadmin (TRANSFERDESK_EMAIL, else the demo's superadmin@demo.test)
//   password:  TRANSFERDESK_PASSWORD, else DEMO_PASSWORD, else the demo's default
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    run: { type: 'string' },
    date: { type: 'string' },
    url: { type: 'string' },
    email: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('npm run jobs [-- --run <job> [--date yyyy-MM-dd]] [--url <server>] [--email <superadmin>]');
  process.exit(0);
}
const base = (values.url ?? process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
  /\/$/,
  '',
);
const email = values.email ?? process.env.TRANSFERDESK_EMAIL ?? 'superadmin@demo.test';
const password = process.env.TRANSFERDESK_PASSWORD ?? process.env.DEMO_PASSWORD ?? 'demo-password';

async function call(path, { method = 'GET', body, token, xsrf } = {}) {
  const response = await fetch(`${base}/core/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(xsrf ? { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).catch((error) => {
    console.error(
      `No server answers at ${base} (${error.cause?.code ?? error.message}). Start it with npm start.`,
    );
    process.exit(1);
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : {};
  if (!response.ok) {
    console.error(`${method} ${path}: ${response.status} ${json.error ?? text}`);
    for (const detail of json.errors ?? [])
      console.error(`  ${typeof detail === 'string' ? detail : detail.description}`);
    process.exit(1);
  }
  return { status: response.status, json, cookie: response.headers.get('set-cookie') ?? '' };
}

// The XSRF pair: any answer sets the cookie, which every write then repeats as a header.
const { cookie } = await call('/config');
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
const { json: signedIn } = await call('/auth', {
  method: 'POST',
  body: { email, password, rememberme: false },
  xsrf,
});
const token = signedIn.token;

const describeRun = (run) =>
  `${run.job} for ${run.forDate ?? '-'}: ${run.outcome}${run.error ? ` (${run.error})` : ''} ` +
  Object.entries(run.summary)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');

if (values.run) {
  const { status, json: run } = await call(`/jobs/${encodeURIComponent(values.run)}/run`, {
    method: 'POST',
    body: values.date ? { date: values.date } : {},
    token,
    xsrf,
  });
  console.log(status === 202 ? `${describeRun(run)} (still running: see npm run jobs)` : describeRun(run));
  process.exit(run.outcome === 'failed' ? 1 : 0);
}
const { json: list } = await call('/jobs', { token });
if (!list.running) console.log('This server runs no jobs (RUN_JOBS=false).');
for (const job of list.data) {
  console.log(`${job.name}  ${job.schedule} (${job.timeZone})`);
  for (const run of job.lastRuns)
    console.log(`  ${run.startedAt}  ${run.trigger.padEnd(8)} ${describeRun(run)}`);
}
