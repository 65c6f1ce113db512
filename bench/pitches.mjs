#!/usr/bin/env node
// Issue 29: the pipeline board with thousands of pitches in one sport answers its first page in
// under 100 ms on PostgreSQL. Starts the built server (`npm run build` first) on DATABASE_URL with
// the demo, fills Football up to --pitches pitches (pairs of its players and club contacts, every
// stage, a history event each, views on the opened ones), then times in turn, --runs times each:
// the board, the list's first page, "Who to call today" and, as the reference in the same run, the
// clubs list's first page (an existing list of the same sport).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pitchbench node bench/pitches.mjs [--pitches 5000] [--runs 60]
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
    pitches: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '60' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help || !process.env.DATABASE_URL) {
  console.log(
    'Usage: DATABASE_URL=postgres://… node bench/pitches.mjs [--pitches 5000] [--runs 60]\n' +
      'Times GET /core/api/pitches/board (target: p50 under 100 ms), the list, "Who to call today" and the clubs list ' +
      'as a reference, on a PostgreSQL database filled with the demo and that many Football pitches.',
  );
  process.exit(args.help ? 0 : 1);
}
const wanted = Number(args.pitches);
const runs = Number(args.runs);
const databaseUrl = process.env.DATABASE_URL;
const STAGES = ['sent', 'opened', 'feedback', 'in talks', 'signed', 'declined'];

/** Football's pitches up to `wanted`: its players × club contacts, each in a stage, with a history. */
async function fill(tenantId, agentId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from pitches where tenant_id = $1', [
      tenantId,
    ]);
    const missing = wanted - rows[0].n;
    if (missing > 0) {
      await client.query('begin');
      await client.query(
        `insert into pitches (tenant_id, player_id, contact_id, agent_id, stage, stage_changed_at, answer, answered_at, created_at, updated_at)
         select $1, p.id, c.id, $2,
           (array[${STAGES.map((stage) => `'${stage}'`).join(',')}])[1 + (abs(hashtext(p.id::text || c.id::text)) % 6)],
           now() - (abs(hashtext(c.id::text || p.id::text)) % 60) * interval '1 day',
           null, null, now() - interval '61 days', now() - (abs(hashtext(p.id::text)) % 60) * interval '1 day'
         from contacts p cross join contacts c
         where p.tenant_id = $1 and p.is_player and p.deleted_at is null
           and c.tenant_id = $1 and not c.is_player and c.deleted_at is null
           and not exists (select 1 from pitches x where x.player_id = p.id and x.contact_id = c.id)
         order by hashtext(p.id::text || '/' || c.id::text)
         limit $3`,
        [tenantId, agentId, missing],
      );
      await client.query(
        `update pitches set answer = (array['interested','notNow','notInterested'])[1 + (abs(hashtext(id::text)) % 3)],
           answer_message = 'Bench answer', answered_at = stage_changed_at
         where tenant_id = $1 and stage in ('feedback', 'in talks', 'signed', 'declined') and answer is null`,
        [tenantId],
      );
      await client.query(
        `insert into pitch_events (tenant_id, pitch_id, at, kind, actor, user_id, to_stage)
         select tenant_id, id, created_at, 'sent', 'agent', agent_id, 'sent' from pitches p
         where tenant_id = $1 and not exists (select 1 from pitch_events e where e.pitch_id = p.id)`,
        [tenantId],
      );
      await client.query(
        `insert into player_clicks (tenant_id, contact_id, player_id, clicked_at)
         select tenant_id, contact_id, player_id, stage_changed_at from pitches
         where tenant_id = $1 and stage <> 'sent'`,
        [tenantId],
      );
      await client.query('commit');
    }
    // The demo was just seeded: without statistics the planner takes the sport's contacts for a
    // handful of rows and joins every pair of them (1.3 s), which autovacuum would fix within minutes.
    await client.query('analyze');
    const total = await client.query('select count(*)::int as n from pitches where tenant_id = $1', [
      tenantId,
    ]);
    return total.rows[0].n;
  } finally {
    await client.end();
  }
}

const run = createRun('pitches.mjs');
try {
  const port = await freePort();
  const dataDir = run.temporaryFolder('transferdesk-pitches-');
  run.adopt(
    startNode(serverScript, serverEnv({ databaseUrl, dataDir, port, seedDemo: true }), {
      onExit: (code) => run.stopping || run.fail(`the server stopped (${code})`),
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/core/health`);
  const client = createClient(base, { xsrf: await fetchXsrf(base) });
  const signedIn = await signIn(client, ADMIN_EMAIL);
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${signedIn.text}`);
  const me = await client.call('/core/api/auth/me');
  const football = me.body.tenants.find((tenant) => tenant.name === 'Football');
  const total = await fill(football.id, me.body.id);
  console.log(`Football has ${total.toLocaleString('en-GB')} pitches; ${runs} calls of each, in turn.\n`);

  const calls = {
    'board (GET /pitches/board)': `/core/api/pitches/board?tenantId=${football.id}`,
    'list page 1 (GET /pitches)': `/core/api/pitches?tenantId=${football.id}&page=1&take=10`,
    'who to call today': `/core/api/pitches/today?tenantId=${football.id}`,
    'reference: clubs page 1': `/core/api/clubs?tenantId=${football.id}&page=1&take=10`,
  };
  const times = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
  for (let round = -3; round < runs; round += 1) {
    for (const [name, url] of Object.entries(calls)) {
      const started = performance.now();
      const answer = await client.call(url);
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
  const board = summarize(times['board (GET /pitches/board)']);
  console.log(
    `\nTarget: the board's first page under 100 ms: ${board.p50 < 100 ? 'met' : 'NOT met'} (p50 ${ms(board.p50)} ms).`,
  );
} catch (error) {
  await run.fail(error instanceof Error ? error.message : String(error));
}
await run.stop();
