#!/usr/bin/env node
// Fills a database with bench data (issue 10): the demo's four sports plus 16 more, 1,000,000
// contacts and 50,000 clubs with realistic names, one sport (Football) holding 40% of both.
// Run `node bench/generate.mjs --help` for the options.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { BENCH_SPORTS, CLUB_PATTERNS, COUNTRIES, MAIL_DOMAINS, ROLES } from './lib/bench-names.mjs';

const HELP = `Usage: node bench/generate.mjs [options]

Fills a database with bench data through the project's own schema, migrations and demo seed:
20 sports (the 4 demo sports plus 16 more), contacts and clubs with realistic names from 15
countries, one sport (Football, a demo sport) holding --big-share of the contacts and of the clubs
and the rest spread evenly over the other 19. The demo account admin@demo.test (password
DEMO_PASSWORD, default demo-password) becomes a member of all 20 sports. Contacts are not players,
not deleted, and ~85% belong to a club of their sport. Ends with VACUUM ANALYZE.

Target (environment):
  DATABASE_URL=postgres://...   PostgreSQL (create the database first: createdb bench)
  DATA_DIR=/some/folder         PGlite in DATA_DIR/db (used when DATABASE_URL is unset);
                                the demo clubs' crests go to DATA_DIR/uploads, as the server reads them

Options:
  --contacts N      contacts to add over the 20 sports (default 1000000)
  --clubs N         clubs to add over the 20 sports (default 50000)
  --big-share F     the big sport's share of both (default 0.4)
  --reset           wipe the database first (only one that holds bench data: drops the schemas
                    public and drizzle on PostgreSQL, removes DATA_DIR/db for PGlite)
  --analyze-only    end with ANALYZE alone instead of VACUUM ANALYZE (a fresh load whose
                    visibility map is not set yet: no index-only scans until autovacuum runs)
  -h, --help        this text

A database that already holds bench data is refused unless --reset is given.
Secondary indexes of contacts and clubs are dropped for the load and recreated from their exact
definitions afterwards (faster than maintaining them row by row); triggers stay on.

Example:
  createdb -h 127.0.0.1 -U postgres bench
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/generate.mjs
  DATA_DIR=/tmp/bench-pglite node bench/generate.mjs --contacts 100000 --clubs 5000`;

const { values: options } = parseArgs({
  options: {
    contacts: { type: 'string', default: '1000000' },
    clubs: { type: 'string', default: '50000' },
    'big-share': { type: 'string', default: '0.4' },
    reset: { type: 'boolean', default: false },
    'analyze-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}

const fail = (message) => {
  console.error(`generate: ${message}`);
  process.exit(1);
};
const wholeNumber = (text, name) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) fail(`--${name} must be a whole number ≥ 0, not ${text}`);
  return value;
};
const totalContacts = wholeNumber(options.contacts, 'contacts');
const totalClubs = wholeNumber(options.clubs, 'clubs');
const bigShare = Number(options['big-share']);
if (!(bigShare > 0 && bigShare < 1)) fail(`--big-share must be between 0 and 1, not ${options['big-share']}`);

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined;
if (!databaseUrl && !dataDir)
  fail('set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/db); see --help');
const demoPassword = process.env.DEMO_PASSWORD || 'demo-password';
const BIG_SPORT = 'Football';
const DEMO_SPORTS = ['Football', 'Handball - Men', 'Handball - Women', 'Icehockey'];
const ADMIN_EMAIL = 'admin@demo.test';
/** Rows per INSERT statement: keeps each statement's trigger transition table and WAL moderate. */
const CHUNK = 100_000;

// The API's TypeScript, loaded as the server runs it in development (tsx): schema, migrations, seed.
register();
const api = (file) => import(new URL(`../apps/api/src/${file}`, import.meta.url).href);
const { openDatabase, migrate } = await api('db/client.ts');
const { seedDemo } = await api('demo/demo.ts');
const { seedCountries, seedTenantDefaults } = await api('db/seed/reference.ts');
const { createDiskStorage } = await api('lib/storage.ts');
const { contactKeys } = await api('lib/contact-keys.ts');
const { clubSearchKey } = await api('lib/search-keys.ts');
const { features, tenantFeatures, tenants } = await api('db/schema/index.ts');
const { sortKey } = await import('@transferdesk/shared');
const { eq } = await import('drizzle-orm');

const format = (value) => value.toLocaleString('en-GB');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
async function step(name, run) {
  const started = performance.now();
  process.stdout.write(`${name} … `);
  const result = await run();
  const elapsed = performance.now() - started;
  timings.push({ name, elapsed });
  console.log(seconds(elapsed));
  return result;
}

/** One session for raw SQL: temporary tables and setseed() need the same connection throughout. */
async function sessionOf(database) {
  const client = database.db.$client;
  if (database.kind === 'pglite') {
    return { query: async (text, params) => (await client.query(text, params)).rows, release: () => {} };
  }
  const connection = await client.connect();
  return {
    query: async (text, params) => (await connection.query(text, params)).rows,
    release: () => connection.release(),
  };
}

const target = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite ${dataDir}/db`;
console.log(`Target: ${target}`);
const overallStart = performance.now();

// --- Existing bench data: refuse, or wipe on --reset --------------------------------------------
const benchSportKeys = BENCH_SPORTS.map((name) => sortKey(name));
async function benchSportsIn(session) {
  const [table] = await session.query(`select to_regclass('tenants') is not null as present`);
  if (!table?.present) return 0;
  const [row] = await session.query(
    `select count(*)::int as found from tenants where name_sort in (select json_array_elements_text($1::json))`,
    [JSON.stringify(benchSportKeys)],
  );
  return row?.found ?? 0;
}

let database = await openDatabase({ databaseUrl, dataDir });
{
  const session = await sessionOf(database);
  const found = await benchSportsIn(session);
  if (found > 0 && !options.reset) {
    session.release();
    await database.close();
    fail(
      `${target} already holds bench data (${found} of the ${BENCH_SPORTS.length} bench sports). ` +
        'Use it as it is, or run again with --reset to wipe it and generate anew.',
    );
  }
  if (options.reset) {
    const [tables] = await session.query(
      `select count(*)::int as count from pg_tables where schemaname = current_schema()`,
    );
    if (found === 0 && (tables?.count ?? 0) > 0) {
      session.release();
      await database.close();
      fail(`--reset wipes only a database that holds bench data; ${target} has tables but no bench sport`);
    }
    await step('Reset: wiping the database', async () => {
      if (database.kind === 'postgres') {
        await session.query('drop schema if exists drizzle cascade');
        await session.query('drop schema if exists public cascade');
        await session.query('create schema public');
        await session.query('grant usage on schema public to public');
        session.release();
      } else {
        session.release();
        await database.close();
        rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
        database = await openDatabase({ databaseUrl, dataDir });
      }
    });
  } else session.release();
}

// --- Schema, demo, sports, memberships -----------------------------------------------------------
await step('Migrations', () => migrate(database));
const uploads = dataDir ? path.join(dataDir, 'uploads') : path.join(tmpdir(), 'transferdesk-bench-uploads');
mkdirSync(uploads, { recursive: true });
const seeded = await step('Countries and demo seed', async () => {
  await seedCountries(database.db);
  return seedDemo(database.db, { password: demoPassword, storage: createDiskStorage(uploads) });
});
console.log(
  `  demo: ${seeded.tenants} sports, ${seeded.users} accounts, ${seeded.clubs} clubs, ${seeded.contacts} contacts` +
    (dataDir ? '' : ` (club crests in ${uploads}; set DATA_DIR to keep them with the server's uploads)`),
);

await step(`${BENCH_SPORTS.length} more sports (feature "sport" and default lookups each)`, async () => {
  const { db } = database;
  const [sport] = await db.select({ id: features.id }).from(features).where(eq(features.name, 'sport'));
  for (const name of BENCH_SPORTS) {
    // As the tenants service creates a sport: the row, its features, its lookups, in one transaction.
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tenants)
        .values({ name, nameSort: sortKey(name) })
        .returning({ id: tenants.id });
      if (sport) await tx.insert(tenantFeatures).values({ tenantId: created.id, featureId: sport.id });
      await seedTenantDefaults(tx, created.id, name);
    });
  }
});

const session = await sessionOf(database);
const q = (text, params) => session.query(text, params);
const json = (value) => JSON.stringify(value);
const allSportKeys = [...DEMO_SPORTS, ...BENCH_SPORTS].map((name) => sortKey(name));
const sports = await q(
  `select id, name, name_sort from tenants where name_sort in (select json_array_elements_text($1::json))`,
  [json(allSportKeys)],
);
if (sports.length !== allSportKeys.length) {
  fail(
    `expected ${allSportKeys.length} sports, found ${sports.length}: ${sports.map((s) => s.name).join(', ')}`,
  );
}
const big = sports.find((sport) => sport.name === BIG_SPORT);

await step(`${ADMIN_EMAIL} a member of all ${sports.length} sports`, async () => {
  const rows = await q(
    `insert into user_tenants (user_id, tenant_id)
     select u.id, t.id from users u cross join tenants t
     where lower(u.email) = $1 and t.id in (select json_array_elements_text($2::json)::uuid)
     on conflict do nothing returning tenant_id`,
    [ADMIN_EMAIL, json(sports.map((sport) => sport.id))],
  );
  if ((await q('select 1 from users where lower(email) = $1', [ADMIN_EMAIL])).length === 0) {
    fail(`no ${ADMIN_EMAIL}: the demo seed did not create it`);
  }
  return rows.length;
});

// --- How many rows each sport gets -------------------------------------------------------------
/** `total` over the sports: the big sport its share, the others evenly (the first ones 1 more). */
function spread(total) {
  const bigCount = Math.round(total * bigShare);
  const others = sports.filter((sport) => sport !== big);
  const each = Math.floor((total - bigCount) / others.length);
  let extra = total - bigCount - each * others.length;
  const counts = new Map([[big.id, bigCount]]);
  for (const sport of others) {
    counts.set(sport.id, each + (extra > 0 ? 1 : 0));
    extra -= 1;
  }
  return counts;
}
const clubCounts = spread(totalClubs);
const contactCounts = spread(totalContacts);

// --- Staging: the name lists as temporary tables, keys computed by the app's own sortKey ----------
/** Letters and digits only, for e-mail addresses and domains (as the demo's slugs, ł and đ spelled out). */
const slug = (text) =>
  sortKey(text)
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/[^a-z0-9]+/g, '');

await step('Staging tables (names, cities, roles, patterns)', async () => {
  await q('select setseed(0.42)');
  const table = async (name, columns, rows) => {
    await q(`create temporary table ${name} (${columns})`);
    await q(`insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`, [
      json(rows),
    ]);
  };
  await table(
    'bench_country',
    'c int primary key, name text, tld text, phone text, ncity int, nfirst int, nlast int',
    COUNTRIES.map((country, c) => ({
      c,
      name: country.name,
      tld: country.tld,
      phone: country.phone,
      ncity: country.cities.length,
      nfirst: country.firstNames.length,
      nlast: country.lastNames.length,
    })),
  );
  const perCountry = (key) =>
    COUNTRIES.flatMap((country, c) =>
      country[key].map((name, n) => ({ c, n, name, key: sortKey(name), slug: slug(name) })),
    );
  await table(
    'bench_city',
    'c int, n int, name text, key text, slug text, primary key (c, n)',
    perCountry('cities'),
  );
  await table(
    'bench_first',
    'c int, n int, name text, key text, slug text, primary key (c, n)',
    perCountry('firstNames'),
  );
  await table(
    'bench_last',
    'c int, n int, name text, key text, slug text, primary key (c, n)',
    perCountry('lastNames'),
  );
  await table(
    'bench_role',
    'n int primary key, name text, key text',
    ROLES.map((name, n) => ({ n, name, key: sortKey(name) })),
  );
  await table(
    'bench_pattern',
    'n int primary key, pattern text, key text',
    CLUB_PATTERNS.map((pattern, n) => ({ n, pattern, key: sortKey(pattern) })),
  );
  await table(
    'bench_mail',
    'n int primary key, domain text',
    MAIL_DOMAINS.map((domain, n) => ({ n, domain })),
  );
  await q(
    `create temporary table bench_club (tenant_id uuid, n int, id uuid, c int, name text, name_sort text,
       city text, city_key text, domain text, created_at timestamptz, primary key (tenant_id, n))`,
  );
});

// --- Indexes off for the load, back on after, from their own definitions --------------------------
const secondaryIndexes = await q(
  `select ic.relname as name, pg_get_indexdef(i.indexrelid) as definition
   from pg_index i
   join pg_class ic on ic.oid = i.indexrelid
   join pg_class tc on tc.oid = i.indrelid
   join pg_namespace ns on ns.oid = tc.relnamespace
   where ns.nspname = current_schema() and tc.relname in ('contacts', 'clubs')
     and not i.indisprimary
     and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
   order by tc.relname, ic.relname`,
);
let indexesDropped = false;
async function restoreIndexes() {
  if (!indexesDropped) return;
  await q(`set maintenance_work_mem = '${database.kind === 'postgres' ? '1GB' : '256MB'}'`);
  for (const index of secondaryIndexes)
    await q(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, '$&IF NOT EXISTS '));
  indexesDropped = false;
}

try {
  await step(`Dropping ${secondaryIndexes.length} secondary indexes of contacts and clubs`, async () => {
    indexesDropped = true;
    for (const index of secondaryIndexes) await q(`drop index if exists "${index.name}"`);
  });
  if (database.kind === 'postgres') await q('set synchronous_commit = off');

  await step(`${format(totalClubs)} clubs`, async () => {
    for (const sport of sports) {
      const count = clubCounts.get(sport.id) ?? 0;
      if (count === 0) continue;
      // A club: a name pattern around a city of its country, a founding year on 40% of them.
      await q(
        `insert into bench_club (tenant_id, n, id, c, name, name_sort, city, city_key, domain, created_at)
         select $1::uuid, g.i, gen_random_uuid(), co.c,
                replace(p.pattern, '%s', ci.name) || coalesce(' ' || g.founded, ''),
                replace(p.key, '%s', ci.key) || coalesce(' ' || g.founded, ''),
                ci.name, ci.key,
                regexp_replace(replace(p.key, '%s', ci.slug), '[^a-z0-9]+', '', 'g') || coalesce(g.founded::text, '')
                  || '.' || co.tld,
                g.created_at
         from (select i, now() - random() * interval '1100 days' as created_at, floor(random() * $3)::int as c, random() as r_city,
                      floor(random() * $4)::int as p,
                      case when random() < 0.4 then 1880 + floor(random() * 130)::int end as founded
               from generate_series(1, $2::int) as i) g
         join bench_country co on co.c = g.c
         join bench_city ci on ci.c = g.c and ci.n = floor(g.r_city * co.ncity)::int
         join bench_pattern p on p.n = g.p`,
        [sport.id, count, COUNTRIES.length, CLUB_PATTERNS.length],
      );
      await q(
        `insert into clubs (id, tenant_id, name, name_sort, search_key, city, address1, address2, email, url,
                            twitter, instagram, owner, industry, annual_revenue, description, created_at, updated_at)
         select b.id, b.tenant_id, b.name, b.name_sort, b.name_sort || ' ' || b.city_key, b.city,
                'Stadium Road ' || (1 + b.n % 120), b.city || ', ' || co.name,
                'info@' || b.domain, 'https://www.' || b.domain,
                '@' || split_part(b.domain, '.', 1), '@' || split_part(b.domain, '.', 1),
                b.name || ' Ltd', 'Professional sports', (3 + b.n % 400) || ' million',
                b.name || ' from ' || b.city || ', ' || co.name || '.', b.created_at, b.created_at
         from bench_club b
         join bench_country co on co.c = b.c
         where b.tenant_id = $1::uuid`,
        [sport.id],
      );
    }
  });

  await step(`${format(totalContacts)} contacts`, async () => {
    let done = 0;
    let lastReport = performance.now();
    for (const sport of sports) {
      const count = contactCounts.get(sport.id) ?? 0;
      const clubsOfSport = clubCounts.get(sport.id) ?? 0;
      for (let from = 0; from < count; from += CHUNK) {
        const rows = Math.min(CHUNK, count - from);
        // A person: a club of the sport (85%), names of the club's country, a role, an e-mail at
        // the club's domain (a free-mail one without a club), a number in it for 60% of them.
        await q(
          `insert into contacts (tenant_id, is_player, club_id, first_name, last_name, name_sort, search_key,
                                 email, phone_number, whatsapp, account_name, job_title, role, instagram,
                                 description, nationality, date_of_birth, height, weight, created_at, updated_at)
           select $1::uuid, false, x.club_id, x.first_name, x.last_name, x.first_key || ' ' || x.last_key,
                  rtrim(x.first_key || ' ' || x.last_key || ' ' || x.email || ' ' || x.role_key || ' '
                        || coalesce(x.club_key, '')),
                  x.email, x.phone, case when x.r_app < 0.5 then x.phone else '' end,
                  coalesce(x.club_name, ''), x.role, x.role,
                  case when x.r_app < 0.3 then '@' || x.local_part else '' end,
                  case when x.club_name is null then '' else
                    '<p>' || x.role || ' at ' || x.club_name || ' since ' || (2005 + x.n % 20) || '.</p>' end,
                  x.country, date '1955-01-01' + (x.r_birth * 16000)::int,
                  case when x.r_measured < 0.7 then 160 + (x.r_birth * 40)::int else 0 end,
                  case when x.r_measured < 0.7 then 60 + (x.r_app * 45)::int else 0 end,
                  x.created_at, x.created_at
           from (
             select g.i as n, cl.id as club_id, cl.name as club_name, cl.name_sort as club_key,
                    f.name as first_name, f.key as first_key, l.name as last_name, l.key as last_key,
                    r.name as role, r.key as role_key, co.name as country,
                    f.slug || '.' || l.slug || coalesce(g.num::text, '') as local_part,
                    f.slug || '.' || l.slug || coalesce(g.num::text, '') || '@' || coalesce(cl.domain, m.domain) as email,
                    co.phone || ' ' || (10000000 + floor(g.r_phone * 89999999))::bigint as phone,
                    g.r_app, g.r_birth, g.r_measured,
                    now() - g.r_created * interval '1100 days' as created_at
             from (select i, random() as r_first, random() as r_last, random() as r_app, random() as r_birth,
                          random() as r_measured, random() as r_phone, random() as r_created,
                          case when $3::int > 0 and random() < 0.85 then 1 + floor(random() * $3::int)::int end as club_n,
                          floor(random() * $4::int)::int as c, floor(random() * $5::int)::int as role_n,
                          floor(random() * $6::int)::int as mail_n,
                          case when random() < 0.6 then 1 + floor(random() * 9999)::int end as num
                   from generate_series(1, $2::int) as i) g
             left join bench_club cl on cl.tenant_id = $1::uuid and cl.n = g.club_n
             join bench_country co on co.c = coalesce(cl.c, g.c)
             join bench_first f on f.c = co.c and f.n = floor(g.r_first * co.nfirst)::int
             join bench_last l on l.c = co.c and l.n = floor(g.r_last * co.nlast)::int
             join bench_role r on r.n = g.role_n
             join bench_mail m on m.n = g.mail_n
           ) x`,
          [sport.id, rows, clubsOfSport, COUNTRIES.length, ROLES.length, MAIL_DOMAINS.length],
        );
        done += rows;
        if (performance.now() - lastReport > 15_000) {
          process.stdout.write(`${format(done)} … `);
          lastReport = performance.now();
        }
      }
    }
  });
} finally {
  await step(`Recreating ${secondaryIndexes.length} secondary indexes`, restoreIndexes);
}

await step('Dropping staging tables', async () => {
  for (const name of [
    'bench_club',
    'bench_country',
    'bench_city',
    'bench_first',
    'bench_last',
    'bench_role',
  ]) {
    await q(`drop table if exists ${name}`);
  }
  await q('drop table if exists bench_pattern');
  await q('drop table if exists bench_mail');
});
// VACUUM too: it sets the visibility map that index-only scans need, as autovacuum would soon after
// a load; without it a benchmark measures whenever autovacuum happens to run (or never, if it is off).
await step(options['analyze-only'] ? 'ANALYZE' : 'VACUUM ANALYZE', () =>
  q(options['analyze-only'] ? 'analyze' : 'vacuum analyze'),
);

// --- Checks: counts per sport, and the derived keys equal what the app computes -----------------
const perSport = await q(
  `select t.id, t.name,
     (select count(*)::int from contacts c where c.tenant_id = t.id and not c.is_player and c.deleted_at is null) as contacts,
     (select count(*)::int from clubs c where c.tenant_id = t.id and c.deleted_at is null) as clubs
   from tenants t where t.id in (select json_array_elements_text($1::json)::uuid) order by contacts desc`,
  [json(sports.map((sport) => sport.id))],
);
const mismatches = await step('Checking sort and search keys of 2,000 contacts and 500 clubs', async () => {
  const found = [];
  const contacts = await q(
    `select c.first_name, c.last_name, c.email, c.role, c.name_sort, c.search_key, k.name as club
     from contacts c left join clubs k on k.id = c.club_id
     where c.tenant_id in (select json_array_elements_text($1::json)::uuid)
     order by random() limit 2000`,
    [json(sports.map((sport) => sport.id))],
  );
  for (const row of contacts) {
    const keys = contactKeys(
      { firstName: row.first_name, lastName: row.last_name, email: row.email, role: row.role },
      row.club,
    );
    if (keys.nameSort !== row.name_sort || keys.searchKey !== row.search_key) found.push({ row, keys });
  }
  const clubs = await q('select name, city, name_sort, search_key from clubs order by random() limit 500');
  for (const row of clubs) {
    if (sortKey(row.name) !== row.name_sort || clubSearchKey(row) !== row.search_key) found.push({ row });
  }
  return found;
});
session.release();
await database.close();

console.log('\nSport                    contacts      clubs  id');
for (const row of perSport) {
  console.log(
    `${row.name.padEnd(22)} ${format(row.contacts).padStart(10)} ${format(row.clubs).padStart(10)}  ${row.id}`,
  );
}
const contactsTotal = perSport.reduce((sum, row) => sum + row.contacts, 0);
const clubsTotal = perSport.reduce((sum, row) => sum + row.clubs, 0);
const bigRow = perSport.find((row) => row.id === big.id);
if (mismatches.length > 0) {
  console.error(`\n${mismatches.length} rows whose keys differ from the app's, e.g.`, mismatches[0]);
  process.exitCode = 1;
}
console.log(`\nBig sport: ${big.name} ${big.id}`);
console.log(
  `SUMMARY generate: ${target}: ${perSport.length} sports, ${format(contactsTotal)} contacts, ` +
    `${format(clubsTotal)} clubs (big sport ${big.name} ${big.id}: ${format(bigRow.contacts)} contacts, ` +
    `${format(bigRow.clubs)} clubs) in ${seconds(performance.now() - overallStart)}` +
    (mismatches.length > 0 ? `; ${mismatches.length} KEY MISMATCHES` : '; keys match the app'),
);
