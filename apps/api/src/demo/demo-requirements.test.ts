import type { Match, Paginated, Requirement } from '@transferdesk/shared';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, requirements, tenants } from '../db/schema/index.ts';
import { DEMO_SPORTS, rowsOf } from '../test/catalogue-helpers.ts';
import { useTestContext } from '../test/context.ts';
import { demoTransferWindows } from './demo-catalogue.ts';
import { seedDemoRequirements } from './demo-requirements.ts';

describe('the demo requirements (issues 12 and 13)', () => {
  // The app on a database seeded with the demo, so that matching runs as people press it.
  const context = useTestContext();
  const { get, send } = context;

  /** Per sport and window (by name) the requirements, the no-needs and what they ask for. */
  async function perWindow() {
    return rowsOf<{
      sport: string;
      window: string;
      requirements: number;
      no_needs: number;
      advanced: number;
    }>(
      await context.t.database.db.execute(sql`
        select t.name as sport, tr.name as window, count(*)::int as requirements,
          count(*) filter (where r.is_no_need)::int as no_needs,
          count(*) filter (where r.is_advanced_search)::int as advanced
        from requirements r join tenants t on t.id = r.tenant_id join transfers tr on tr.id = r.transfer_id
        group by t.name, tr.name order by t.name, tr.name`),
    );
  }

  it('gives every sport 15+ requirements over its last, open and next window', async () => {
    const rows = await perWindow();
    const [last, open, next] = demoTransferWindows(new Date()).map((window) => window.name);
    for (const sport of DEMO_SPORTS) {
      const mine = rows.filter((row) => row.sport === sport);
      expect(mine.map((row) => row.window).sort(), sport).toEqual([last, open, next].sort());
      expect(
        mine.reduce((sum, row) => sum + row.requirements, 0),
        sport,
      ).toBeGreaterThanOrEqual(15);
      expect(
        mine.reduce((sum, row) => sum + row.no_needs, 0),
        sport,
      ).toBeGreaterThanOrEqual(3);
      expect(mine.find((row) => row.window === open)?.no_needs, sport).toBeGreaterThanOrEqual(2);
      expect(
        mine.reduce((sum, row) => sum + row.advanced, 0),
        sport,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('registers no need with the No need position only, from clubs of two countries or more', async () => {
    const rows = rowsOf<{
      sport: string;
      no_need: boolean;
      has_no_need_position: boolean;
      positions: number;
      levels: number;
      statuses: number;
      country: string | null;
      budget: number;
    }>(
      await context.t.database.db.execute(sql`
        select t.name as sport, r.is_no_need as no_need,
          exists (select 1 from requirement_positions rp join positions p on p.id = rp.position_id
            where rp.requirement_id = r.id and p.name = 'No need') as has_no_need_position,
          (select count(*) from requirement_positions rp where rp.requirement_id = r.id)::int as positions,
          (select count(*) from requirement_player_levels rl where rl.requirement_id = r.id)::int as levels,
          (select count(*) from requirement_contract_statuses rs where rs.requirement_id = r.id)::int as statuses,
          l.country_name as country,
          (r.max_netto + r.max_brutto + r.max_transfer_sum)::float as budget
        from requirements r join tenants t on t.id = r.tenant_id join clubs c on c.id = r.club_id
        left join teams tm on tm.id = c.team_id left join leagues l on l.id = tm.league_id`),
    );
    for (const row of rows) {
      expect(row.has_no_need_position, row.sport).toBe(row.no_need);
      if (row.no_need) {
        expect(row, row.sport).toMatchObject({ positions: 1, levels: 0, statuses: 0, budget: 0 });
      } else {
        expect(row.positions, row.sport).toBeGreaterThanOrEqual(1);
        expect(row.positions, row.sport).toBeLessThanOrEqual(2);
        expect(row.levels, row.sport).toBeGreaterThanOrEqual(1);
        expect(row.levels, row.sport).toBeLessThanOrEqual(3);
        expect(row.statuses, row.sport).toBeGreaterThanOrEqual(1);
        expect(row.statuses, row.sport).toBeLessThanOrEqual(3);
      }
    }
    for (const sport of DEMO_SPORTS) {
      const countries = new Set(
        rows.filter((row) => row.sport === sport && row.no_need).map((row) => row.country),
      );
      expect(countries.has(null), sport).toBe(false);
      expect(countries.size, sport).toBeGreaterThanOrEqual(2);
    }
  });

  it('sends every requirement through a contact of its club, with ids of its own sport only', async () => {
    const broken = rowsOf<{ problem: string; n: number }>(
      await context.t.database.db.execute(sql`
        select 'contact of another club, a player or deleted' as problem, count(*)::int as n
          from requirements r join contacts c on c.id = r.contact_id
          where c.club_id is distinct from r.club_id or c.is_player or c.deleted_at is not null
        union all
        select 'deleted club', count(*)::int from requirements r join clubs c on c.id = r.club_id
          where c.deleted_at is not null
        union all
        select 'row of another sport', count(*)::int from requirements r
          join clubs c on c.id = r.club_id join contacts ct on ct.id = r.contact_id
          join transfers tr on tr.id = r.transfer_id left join valutas v on v.id = r.valuta_id
          where c.tenant_id <> r.tenant_id or ct.tenant_id <> r.tenant_id or tr.tenant_id <> r.tenant_id
            or v.tenant_id <> r.tenant_id
        union all
        select 'position of another sport', count(*)::int from requirement_positions x
          join requirements r on r.id = x.requirement_id join positions p on p.id = x.position_id
          where p.tenant_id <> r.tenant_id
        union all
        select 'level of another sport', count(*)::int from requirement_player_levels x
          join requirements r on r.id = x.requirement_id join player_levels p on p.id = x.player_level_id
          where p.tenant_id <> r.tenant_id
        union all
        select 'status of another sport', count(*)::int from requirement_contract_statuses x
          join requirements r on r.id = x.requirement_id join contract_statuses p on p.id = x.contract_status_id
          where p.tenant_id <> r.tenant_id
        union all
        select 'without a currency', count(*)::int from requirements where valuta_id is null
        union all
        select 'minimum above maximum', count(*)::int from requirements
          where min_age > max_age or min_height > max_height or min_weight > max_weight
        union all
        select 'criteria without advanced search', count(*)::int from requirements
          where not is_advanced_search and coalesce(min_age, max_age, min_height, max_height, min_weight,
            max_weight) is not null or not is_advanced_search and coalesce(marital_status, righty_lefty,
            pins_priority, contract_type, country_id::text) is not null
        union all
        select 'advanced search without criteria', count(*)::int from requirements
          where is_advanced_search and coalesce(min_age, max_age, min_height, max_height, min_weight,
            max_weight) is null and coalesce(marital_status, righty_lefty, pins_priority, contract_type,
            country_id::text) is null
        union all
        select 'created in the future', count(*)::int from requirements
          where created_at > now() or updated_at < created_at
        union all
        select 'description not HTML', count(*)::int from requirements where description not like '<p>%</p>'`),
    );
    expect(broken).toEqual(broken.map(({ problem }) => ({ problem, n: 0 })));
  });

  it('asks for each advanced criterion in every sport', async () => {
    const rows = rowsOf<Record<string, number | string>>(
      await context.t.database.db.execute(sql`
        select t.name as sport, count(r.min_age)::int as age, count(r.min_height)::int as height,
          count(r.min_weight)::int as weight, count(r.righty_lefty)::int as footing,
          count(r.marital_status)::int as marital_status, count(r.country_id)::int as nationality,
          count(r.pins_priority)::int as pins_priority, count(r.contract_type)::int as contract_type
        from requirements r join tenants t on t.id = r.tenant_id group by t.name`),
    );
    expect(rows).toHaveLength(DEMO_SPORTS.length);
    for (const { sport, ...criteria } of rows) {
      for (const [criterion, count] of Object.entries(criteria)) {
        expect(count, `${sport} ${criterion}`).toBeGreaterThan(0);
      }
    }
  });

  it('uses several currencies, mostly EUR, and spreads the dates over months', async () => {
    const rows = rowsOf<{ sport: string; eur: number; total: number; currencies: number; months: number }>(
      await context.t.database.db.execute(sql`
        select t.name as sport, count(*) filter (where v.name = 'EUR')::int as eur, count(*)::int as total,
          count(distinct v.name)::int as currencies,
          count(distinct to_char(r.created_at, 'YYYY-MM'))::int as months
        from requirements r join tenants t on t.id = r.tenant_id join valutas v on v.id = r.valuta_id
        where not r.is_no_need group by t.name`),
    );
    expect(rows).toHaveLength(DEMO_SPORTS.length);
    for (const row of rows) {
      expect(row.currencies, row.sport).toBeGreaterThanOrEqual(2);
      expect(row.eur / row.total, row.sport).toBeGreaterThan(0.5);
      expect(row.months, row.sport).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives every requirement that is not a no-need three candidates or more when matched (issue 13)', async () => {
    const token = context.tokens.admin;
    const sports = await context.t.database.db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(inArray(tenants.name, [...DEMO_SPORTS]));
    expect(sports).toHaveLength(DEMO_SPORTS.length);
    const counts: Record<string, number[]> = {};
    for (const sport of sports) {
      const listed = await send('POST', '/requirements/filter', token, {
        tenantId: sport.id,
        take: 100,
        sort: 'createdAt',
        direction: 'asc',
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const needs = listed.json<Paginated<Requirement>>().data.filter((row) => !row.isNoNeed);
      expect(needs.length, sport.name).toBeGreaterThanOrEqual(10);
      const mine: number[] = [];
      // Matching every demo requirement is more than one user's matching limit (issue 25): each
      // sport starts with a fresh allowance.
      await context.t.database.db.delete(rateLimits);
      for (const requirement of needs) {
        const made = await send('POST', '/matches', token, { requirementId: requirement.id });
        expect(made.statusCode, made.body).toBe(201);
        const shown = await get(`/matches/${made.json<{ id: string }>().id}`, token);
        expect(shown.statusCode, shown.body).toBe(200);
        mine.push(shown.json<Match>().contactMatches.length);
      }
      counts[sport.name] = mine;
    }
    for (const sport of DEMO_SPORTS) {
      const mine = counts[sport] ?? [];
      const said = `${sport}: ${mine.join(', ')}`;
      expect(Math.min(...mine), said).toBeGreaterThanOrEqual(3);
      // A spread: the tight ones find three or four, the broad ones many more.
      expect(mine.filter((count) => count <= 4).length, said).toBeGreaterThanOrEqual(2);
      expect(Math.max(...mine), said).toBeGreaterThanOrEqual(8);
    }
  }, 120_000);

  it('adds nothing when run again, also after a requirement was removed', async () => {
    const { db } = context.t.database;
    const before = await perWindow();
    const [one] = await db.select({ id: requirements.id }).from(requirements).limit(1);
    await db.execute(sql`delete from requirements where id = ${one?.id ?? ''}`);
    const after = await perWindow();
    expect(await seedDemoRequirements(db)).toEqual({ requirements: 0 });
    expect(await perWindow()).toEqual(after);
    expect(after.reduce((sum, row) => sum + row.requirements, 0)).toBe(
      before.reduce((sum, row) => sum + row.requirements, 0) - 1,
    );
  });
});
