#!/usr/bin/env node
// Fills a bench database with requirements in one sport (issue 28: the requirements list measured at
// scale; generate.mjs makes none and the demo has a few dozen). Run with --help for the options.
import { parseArgs } from 'node:util';
import pg from 'pg';

const HELP = `Usage: node bench/fill-requirements.mjs [options]

Adds requirements to one sport of a database filled by bench/generate.mjs (PostgreSQL only), with
plain SQL (INSERT ... SELECT over generate_series, seconds for 50,000): each for a random
non-player contact of the sport with an e-mail address and his club, one of the sport's transfer
windows, EUR or another of its currencies, max net/gross salary and transfer sum, created over the last two years; 1-2 of
the sport's positions (never "No need"), 0-2 levels and 0-2 contract statuses. No match versions.
The rows carry the description "<p>bench requirement</p>", so that --reset can find them again.
Ends with ANALYZE of the requirement tables.

Database (environment):
  DATABASE_URL=postgres://...   PostgreSQL (required)

Options:
  --requirements N   requirements to add (default 50000)
  --sport NAME       the sport (default Football, generate.mjs's big sport)
  --reset            delete this script's requirements first (else a sport that has them is refused)
  -h, --help         this text

Example:
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench28 node bench/fill-requirements.mjs`;

const { values: options } = parseArgs({
  options: {
    requirements: { type: 'string', default: '50000' },
    sport: { type: 'string', default: 'Football' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const fail = (message) => {
  console.error(`fill-requirements: ${message}`);
  process.exit(1);
};
const count = Number(options.requirements);
if (!Number.isInteger(count) || count < 1) fail(`--requirements must be a whole number ≥ 1, not ${count}`);
if (!process.env.DATABASE_URL) fail('set DATABASE_URL (PostgreSQL); see --help');

const MARK = '<p>bench requirement</p>';
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const query = async (text, values) => (await client.query(text, values)).rows;
const started = performance.now();

const [sport] = await query('select id, name from tenants where name = $1', [options.sport]);
if (!sport) fail(`no sport named ${options.sport}`);
const [{ found }] = await query(
  'select count(*)::int as found from requirements where tenant_id = $1 and description = $2',
  [sport.id, MARK],
);
if (found > 0 && !options.reset) fail(`${sport.name} already holds ${found} bench requirements; --reset`);

await query('begin');
if (found > 0) {
  // Their position, level and status rows go with them (on delete cascade).
  await query('delete from requirements where tenant_id = $1 and description = $2', [sport.id, MARK]);
}
// The sport's choices as arrays, so that each row picks one by a random index.
await query(
  `create temporary table pick on commit drop as select
     -- A requirement's contact is one of its club's (the load bench sends matches to him): club and
     -- contact are taken at the same index of these two arrays.
     c.clubs, c.contacts,
     (select array_agg(id) from transfers where tenant_id = $1) as transfers,
     (select array_agg(id order by name <> 'EUR') from valutas where tenant_id = $1) as valutas
   from (select array_agg(club_id order by id) as clubs, array_agg(id order by id) as contacts
     from (select id, club_id from contacts where tenant_id = $1 and not is_player and deleted_at is null
       and club_id is not null and email <> '' order by id limit 20000) x) c`,
  [sport.id],
);
const [sizes] = await query(
  `select cardinality(clubs) as clubs, cardinality(contacts) as contacts,
     cardinality(transfers) as transfers, cardinality(valutas) as valutas from pick`,
);
for (const [what, size] of Object.entries(sizes)) if (!(size > 0)) fail(`${sport.name} has no ${what}`);

const inserted = await query(
  `insert into requirements (tenant_id, club_id, transfer_id, contact_id, valuta_id, max_netto,
     max_brutto, max_transfer_sum, description, created_at, updated_at)
   select $1, p.clubs[k.k],
     p.transfers[1 + floor(random() * cardinality(p.transfers))::int],
     p.contacts[k.k],
     -- 60% the first (EUR), the rest spread over the others.
     case when random() < 0.6 then p.valutas[1]
       else p.valutas[1 + floor(random() * cardinality(p.valutas))::int] end,
     n.net, round(n.net * 1.6), round(n.net * (5 + random() * 20)::numeric, -3), $2, t.at, t.at
   from pick p, generate_series(1, $3::int) g,
     lateral (select 1 + floor(random() * cardinality(p.contacts))::int as k, g as g0) k,
     lateral (select round((20000 + random() * 480000)::numeric, -3) as net, g as g1) n,
     lateral (select now() - random() * interval '730 days' as at, n.g1 as g2) t
   returning id`,
  [sport.id, MARK, count],
);
const lists = [
  ['requirement_positions', 'position_id', 'positions', "and name <> 'No need'", 1],
  ['requirement_player_levels', 'player_level_id', 'player_levels', '', 0],
  ['requirement_contract_statuses', 'contract_status_id', 'contract_statuses', '', 0],
];
for (const [table, column, source, except, least] of lists) {
  // Each requirement takes `least`..`least + 1` (positions 1-2) or 0-2 distinct entries of the list.
  await query(
    `insert into ${table} (requirement_id, ${column})
     select r.id, x.id from requirements r
     cross join lateral (select id from ${source} where tenant_id = $1 ${except}
       order by md5(r.id::text || id::text) limit ${least} + floor(random() * ${least === 1 ? 2 : 3})::int) x
     where r.tenant_id = $1 and r.description = $2`,
    [sport.id, MARK],
  );
}
await query('commit');
for (const table of ['requirements', ...lists.map(([name]) => name)]) await query(`analyze ${table}`);
const [{ total }] = await query('select count(*)::int as total from requirements where tenant_id = $1', [
  sport.id,
]);
await client.end();
console.log(
  `SUMMARY fill-requirements: ${inserted.length.toLocaleString('en-GB')} requirements added to ${sport.name} ` +
    `(${total.toLocaleString('en-GB')} in all) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
