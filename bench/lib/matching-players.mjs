// The players bench/matching.mjs matches against: one sport's players written with plain SQL
// (INSERT ... SELECT over generate_series) from the sport's own lookups, so that 100,000 of them take
// seconds. Spreads are drawn with the session's random(), seeded, so that two fills of the same size
// hold the same shape of data (the ids differ).

/** Bench players' e-mail addresses end with this; it tells them from the demo's own players. */
export const BENCH_PLAYER_DOMAIN = 'players.bench-matching.test';

/**
 * Net yearly salary in EUR around which a level's players ask (each asks 0.5-2 times it), and how
 * common the level is. Levels the list does not know get the middle one.
 */
const LEVELS = {
  'National team': { base: 600_000, weight: 3 },
  International: { base: 350_000, weight: 7 },
  'Top league': { base: 150_000, weight: 20 },
  'Second tier': { base: 60_000, weight: 28 },
  'Lower leagues': { base: 25_000, weight: 27 },
  'Youth talent': { base: 12_000, weight: 15 },
};
const OTHER_LEVEL = { base: 60_000, weight: 10 };

const STATUSES = {
  'Under contract': 55,
  'Contract expiring': 15,
  'Option to extend': 10,
  'On loan': 8,
  'Free agent': 12,
};
/** Mostly EUR, then the Nordic currencies the demo agencies work in. */
const CURRENCIES = { EUR: 60, DKK: 12, SEK: 9, NOK: 8, GBP: 5, USD: 3, CHF: 2, PLN: 1 };
/** Fewer goalkeepers and coaches than outfield players; every other position counts 10. */
const POSITIONS = { Goalkeeper: 5, Coach: 2 };

/**
 * `rows` as a temporary table with cumulative weights `lo`-`hi` in [0, 1), so that `r >= lo and
 * r < hi` picks one row for a uniform r with the rows' weights.
 */
async function weightedTable(q, name, rows, weightOf, columns) {
  const total = rows.reduce((sum, row) => sum + weightOf(row), 0);
  let lo = 0;
  const staged = rows.map((row, n) => {
    const hi = lo + weightOf(row) / total;
    const entry = { n, lo, hi: n === rows.length - 1 ? 1.000001 : hi, ...row };
    lo = hi;
    return entry;
  });
  await q(`drop table if exists ${name}`);
  await q(`create temporary table ${name} (n int primary key, lo float8, hi float8, ${columns})`);
  await q(`insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`, [
    JSON.stringify(staged),
  ]);
}

async function plainTable(q, name, rows, columns) {
  await q(`drop table if exists ${name}`);
  await q(`create temporary table ${name} (${columns})`);
  await q(`insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`, [
    JSON.stringify(rows),
  ]);
}

/**
 * Adds `count` players to the sport `tenantId` in one session (`q(text, params)` answers rows; the
 * temporary tables and setseed() need the same connection throughout). `sortKey` is the app's.
 * Answers the rows written per table.
 */
export async function fillPlayers(q, { tenantId, count, sortKey, noNeedPosition, countries, step }) {
  await q('select setseed(0.2026)');
  /** Rows an INSERT ... RETURNING wrote, without sending them back. */
  const countOf = async (text, params) =>
    (await q(`with written as (${text}) select count(*)::int as n from written`, params))[0].n;

  // --- The sport's lookups, weighted ------------------------------------------------------------
  const positions = await q(
    `select id, name from positions where tenant_id = $1 and name <> $2 order by name_sort`,
    [tenantId, noNeedPosition],
  );
  const levels = await q(`select id, name from player_levels where tenant_id = $1 order by name_sort`, [
    tenantId,
  ]);
  const statuses = await q(`select id, name from contract_statuses where tenant_id = $1 order by name_sort`, [
    tenantId,
  ]);
  const valutas = await q(`select id, name, value::float8 as value from valutas where tenant_id = $1`, [
    tenantId,
  ]);
  if (positions.length === 0 || levels.length === 0 || statuses.length === 0 || valutas.length === 0) {
    throw new Error('the sport lacks positions, player levels, contract statuses or currencies');
  }
  const teams = await q(`select id from teams where tenant_id = $1`, [tenantId]);
  const leagues = await q(`select id, country_name_sort from leagues where tenant_id = $1`, [tenantId]);
  // The leagues' countries, and a few more the players may name.
  const countryRows = await q(
    `select id from countries where name_sort in (select country_name_sort from leagues where tenant_id = $1)
       or name_sort in (select json_array_elements_text($2::json))`,
    [tenantId, JSON.stringify(countries.map((country) => sortKey(country.name)))],
  );
  const clubs = await q(`select id from clubs where tenant_id = $1 and deleted_at is null`, [tenantId]);

  await weightedTable(
    q,
    'bm_position',
    positions.map(({ id, name }) => ({ id, name })),
    (row) => POSITIONS[row.name] ?? 10,
    'id uuid, name text',
  );
  await weightedTable(
    q,
    'bm_level',
    levels.map(({ id, name }) => ({ id, base: (LEVELS[name] ?? OTHER_LEVEL).base, name })),
    (row) => (LEVELS[row.name] ?? OTHER_LEVEL).weight,
    'id uuid, base float8, name text',
  );
  await weightedTable(
    q,
    'bm_status',
    statuses.map(({ id, name }) => ({ id, name, free: name === 'Free agent' })),
    (row) => STATUSES[row.name] ?? 10,
    'id uuid, name text, free boolean',
  );
  await weightedTable(
    q,
    'bm_valuta',
    valutas.map(({ id, name, value }) => ({ id, name, value })),
    (row) => CURRENCIES[row.name] ?? 1,
    'id uuid, name text, value float8',
  );
  // Preferences: a country, league or team of the sport, by kind (0 country, 1 league, 2 team).
  const preferenceRows = [
    ...countryRows.map(({ id }, n) => ({ kind: 0, n, id })),
    ...leagues.map(({ id }, n) => ({ kind: 1, n, id })),
    ...teams.map(({ id }, n) => ({ kind: 2, n, id })),
  ];
  await plainTable(q, 'bm_preference', preferenceRows, 'kind int, n int, id uuid, primary key (kind, n)');
  const kinds = [countryRows.length, leagues.length, teams.length];
  await plainTable(
    q,
    'bm_club',
    clubs.map(({ id }, n) => ({ n, id })),
    'n int primary key, id uuid',
  );
  await plainTable(
    q,
    'bm_country',
    countries.map((country, c) => ({
      c,
      name: country.name,
      nfirst: country.firstNames.length,
      nlast: country.lastNames.length,
    })),
    'c int primary key, name text, nfirst int, nlast int',
  );
  const perCountry = (key) =>
    countries.flatMap((country, c) => country[key].map((name, n) => ({ c, n, name, key: sortKey(name) })));
  await plainTable(
    q,
    'bm_first',
    perCountry('firstNames'),
    'c int, n int, name text, key text, primary key (c, n)',
  );
  await plainTable(
    q,
    'bm_last',
    perCountry('lastNames'),
    'c int, n int, name text, key text, primary key (c, n)',
  );

  // --- One staging row per player: every draw, so that the tables below agree -------------------
  const offset = (
    await q(`select count(*)::int as n from contacts where email like $1`, [`%@${BENCH_PLAYER_DOMAIN}`])
  )[0].n;
  await step(`Drawing ${count.toLocaleString('en-GB')} players`, async () => {
    await q('drop table if exists bm_player');
    await q(
      `create temporary table bm_player as
       select g.i as n, gen_random_uuid() as id, g.c,
              f.name as first_name, f.key as first_key, l.name as last_name, l.key as last_key,
              co.name as nationality, cl.id as club_id,
              lv.id as level_id, lv.base, st.id as status_id, st.free, va.id as valuta_id, va.value,
              p1.id as position1, case when g.r_two < 0.4 then p2.id end as position2,
              g.r_salary, g.r_zero, g.r_gross, g.r_fee, g.r_age, g.r_measure, g.r_height, g.r_weight,
              g.r_foot, g.r_marital, g.r_pins, g.r_type, g.r_app, g.r_contract, g.r_end, g.r_length,
              g.r_buy, g.r_rep, g.r_priority, g.r_priority_kind, g.r_priority_n, g.r_second,
              g.r_exclusion, g.r_exclusion_kind, g.r_exclusion_n, g.r_created
       from (
         select i, floor(random() * $3::int)::int as c, random() as r_first, random() as r_last,
                random() as r_club, random() as r_level, random() as r_status, random() as r_valuta,
                random() as r_position, random() as r_other, random() as r_two,
                random() as r_salary, random() as r_zero, random() as r_gross, random() as r_fee,
                random() as r_age, random() as r_measure, random() as r_height, random() as r_weight,
                random() as r_foot, random() as r_marital, random() as r_pins, random() as r_type,
                random() as r_app, random() as r_contract, random() as r_end, random() as r_length,
                random() as r_buy, random() as r_rep, random() as r_priority, random() as r_priority_kind,
                random() as r_priority_n, random() as r_second, random() as r_exclusion,
                random() as r_exclusion_kind, random() as r_exclusion_n, random() as r_created
         from generate_series($1::int + 1, $1::int + $2::int) as i
       ) g
       join bm_country co on co.c = g.c
       join bm_first f on f.c = g.c and f.n = floor(g.r_first * co.nfirst)::int
       join bm_last l on l.c = g.c and l.n = floor(g.r_last * co.nlast)::int
       left join bm_club cl on g.r_club < 0.75 and cl.n = floor(g.r_club / 0.75 * $4::int)::int
       join bm_level lv on g.r_level >= lv.lo and g.r_level < lv.hi
       join bm_status st on g.r_status >= st.lo and g.r_status < st.hi
       join bm_valuta va on g.r_valuta >= va.lo and g.r_valuta < va.hi
       join bm_position p1 on g.r_position >= p1.lo and g.r_position < p1.hi
       join bm_position p2 on p2.n = (p1.n + 1 + floor(g.r_other * ($5::int - 1))::int) % $5::int`,
      [offset, count, countries.length, clubs.length, positions.length],
    );
  });

  const written = {};
  // The contacts' secondary indexes off for the load and back from their exact definitions after
  // (faster than maintaining them row by row), unless the table already holds many more rows.
  const [{ rows: existing }] = await q('select count(*)::int as rows from contacts');
  const secondaryIndexes =
    existing > 4 * count
      ? []
      : await q(
          `select ic.relname as name, pg_get_indexdef(i.indexrelid) as definition
           from pg_index i
           join pg_class ic on ic.oid = i.indexrelid
           join pg_class tc on tc.oid = i.indrelid
           join pg_namespace ns on ns.oid = tc.relnamespace
           where ns.nspname = current_schema() and tc.relname = 'contacts' and not i.indisprimary
             and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
           order by ic.relname`,
        );
  let dropped = false;
  try {
    if (secondaryIndexes.length > 0) {
      await step(`Dropping ${secondaryIndexes.length} secondary indexes of contacts`, async () => {
        dropped = true;
        for (const index of secondaryIndexes) await q(`drop index if exists "${index.name}"`);
      });
    }
    await insertContacts();
  } finally {
    if (dropped) {
      await step(`Recreating ${secondaryIndexes.length} secondary indexes`, async () => {
        await q(`set maintenance_work_mem = '256MB'`);
        for (const index of secondaryIndexes)
          await q(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, '$&IF NOT EXISTS '));
      });
    }
  }

  /** The players' rows; name_sort and search_key from the names' sortKey, as the app writes them. */
  async function insertContacts() {
    await step('Players (contacts)', async () => {
      // Amounts in EUR from the level (0.5-2 times its base, 5% unknown = 0), in the player's currency.
      const rows = await countOf(
        `insert into contacts (id, tenant_id, is_player, club_id, first_name, last_name, name_sort, search_key,
                             email, mandate, pins_priority, include_in_app, contract_type, date_of_birth,
                             nationality, marital_status, righty_lefty, height, weight, valuta_id,
                             player_level_id, contract_status_id, min_salary_netto, min_salary_brutto,
                             est_transfer, deleted_at, created_at, updated_at)
       select x.id, $1::uuid, true, x.club_id, x.first_name, x.last_name, x.first_key || ' ' || x.last_key,
              x.first_key || ' ' || x.last_key || ' ' || x.email, x.email,
              x.r_type < 0.3,
              case when x.r_pins < 0.6 then (array['A', 'B', 'C', 'D', 'E'])[1 + floor(x.r_pins / 0.6 * 5)::int] end,
              x.r_app >= 0.05,
              case when x.r_type < 0.3 then 'Mandate' when x.r_type < 0.7 then 'PinsPlayer' end,
              case when x.r_measure < 0.97 then current_date - (6205 + floor(x.r_age * 6940))::int end,
              x.nationality,
              case when x.r_marital < 0.35 then 'Married' when x.r_marital < 0.8 then 'Single' end,
              case when x.r_foot < 0.65 then 'Right' when x.r_foot < 0.9 then 'Left' when x.r_foot < 0.97 then 'Both' end,
              case when x.r_measure < 0.9 then 165 + floor(x.r_height * 36)::int else 0 end,
              case when x.r_measure < 0.85 then 60 + floor(x.r_weight * 36)::int else 0 end,
              x.valuta_id, x.level_id, x.status_id,
              round((x.netto * x.value)::numeric, 2),
              round((round(x.netto * (1.5 + 0.5 * x.r_gross) / 1000) * 1000 * x.value)::numeric, 2),
              round((x.fee * x.value)::numeric, 2),
              case when x.r_app < 0.01 then x.created_at + interval '30 days' end,
              x.created_at, x.created_at
       from (
         select p.*, regexp_replace(p.first_key || '.' || p.last_key, '[^a-z0-9.]+', '', 'g') || '.' || p.n || '@' || $2::text
                  as email,
                case when p.r_zero < 0.05 then 0 else round(p.base * (0.5 + 1.5 * p.r_salary) / 1000) * 1000 end as netto,
                case when p.free or p.r_zero < 0.1 then 0
                     else round(p.base * (0.5 + 1.5 * p.r_salary) * (1 + 11 * p.r_fee) / 10000) * 10000 end as fee,
                now() - p.r_created * interval '1500 days' as created_at
         from bm_player p
       ) x
       returning 1`,
        [tenantId, BENCH_PLAYER_DOMAIN],
      );
      written.players = rows;
    });
  }

  await step('Positions (1-2 each)', async () => {
    const rows = await countOf(
      `insert into player_positions (contact_id, position_id)
       select id, position1 from bm_player
       union all
       select id, position2 from bm_player where position2 is not null
       returning 1`,
    );
    written.positions = rows;
  });

  await step('Contracts (player 80%, representation 25%)', async () => {
    // Player contracts end from 3 months ago to 5 years ahead and run 1-4 years; 15% have a buy-out.
    const rows = await countOf(
      `insert into player_contracts (tenant_id, contact_id, contract_name, club_name, contract_type, start_date,
                                     end_date, buy_out, buy_out_date)
       select $1::uuid, c.id, 'PlayerContract', coalesce(k.name, ''), 'Professional',
              c.end_date - (365 * (1 + floor(c.r_length * 4)))::int, c.end_date, c.r_buy < 0.15,
              case when c.r_buy < 0.1 then c.end_date - (30 + floor(c.r_buy * 3000))::int end
       from (select p.*, current_date - 90 + floor(p.r_end * 1915)::int as end_date from bm_player p
             where p.r_contract < 0.8) c
       left join clubs k on k.id = c.club_id
       union all
       select $1::uuid, p.id, 'RepContract', '', 'Representation', current_date - 400,
              current_date + 330 + floor(p.r_end * 700)::int, false, null
       from bm_player p where p.r_rep < 0.25
       returning 1`,
      [tenantId],
    );
    written.contracts = rows;
  });

  await step('Priorities (20%) and exclusions (10%)', async () => {
    // One preference per chosen player, a second priority for 30% of those with one; a kind whose
    // list is empty falls back to countries (at least one exists: the nationalities').
    const pick = (rKind, rN, kind) =>
      `case when ${rKind} < 0.3 or ${kinds[1]} = 0 and ${rKind} < 0.65 or ${kinds[2]} = 0 and ${rKind} >= 0.65 then 0
            when ${rKind} < 0.65 then 1 else 2 end as ${kind}, ${rN} as r_n`;
    await q('drop table if exists bm_wish');
    await q(
      `create temporary table bm_wish as
       select id, 'priority' as preference, ${pick('r_priority_kind', 'r_priority_n', 'kind')} from bm_player where r_priority < 0.2
       union all
       select id, 'priority', ${pick('r_second', 'r_exclusion_n', 'kind')} from bm_player where r_priority < 0.06
       union all
       select id, 'exclusion', ${pick('r_exclusion_kind', 'r_exclusion_n', 'kind')} from bm_player where r_exclusion < 0.1`,
    );
    const insert = async (table, column, kind) => {
      const rows = await countOf(
        `insert into ${table} (contact_id, ${column}, preference)
         select w.id, pr.id, w.preference from bm_wish w
         join bm_preference pr on pr.kind = w.kind and pr.n = floor(w.r_n * $1::int)::int
         where w.kind = $2::int
         order by w.preference desc
         on conflict do nothing
         returning preference`,
        [Math.max(kinds[kind], 1), kind],
      );
      return rows;
    };
    written.preferences =
      (await insert('player_countries', 'country_id', 0)) +
      (kinds[1] > 0 ? await insert('player_leagues', 'league_id', 1) : 0) +
      (kinds[2] > 0 ? await insert('player_teams', 'team_id', 2) : 0);
  });

  for (const name of ['bm_player', 'bm_wish', 'bm_position', 'bm_level', 'bm_status', 'bm_valuta']) {
    await q(`drop table if exists ${name}`);
  }
  for (const name of ['bm_preference', 'bm_club', 'bm_country', 'bm_first', 'bm_last']) {
    await q(`drop table if exists ${name}`);
  }
  return written;
}
