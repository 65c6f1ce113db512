import { type League, MAX_UNPAGED_ROWS, type Paginated, sortKey } from '@transferdesk/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues, tenants } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let agent: string;
let football: string;
let total: number;

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login('agent@demo.test');
  const { db } = t.database;
  const [sport] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Football'));
  football = sport?.id ?? '';
  // More leagues than an unpaged list answers: the team form's league select asks without `page`.
  const names = Array.from(
    { length: MAX_UNPAGED_ROWS + 5 },
    (_, index) => `Bulk league ${String(index).padStart(4, '0')}`,
  );
  await db
    .insert(leagues)
    .values(names.map((name) => ({ tenantId: football, name, nameSort: sortKey(name) })));
  const [counted] = await db.select({ total: count() }).from(leagues).where(eq(leagues.tenantId, football));
  total = counted?.total ?? 0;
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const response = await t.inject({ url: `/core/api/leagues?tenantId=${football}&${query}`, token: agent });
  expect(response.statusCode).toBe(200);
  return response.json<Paginated<League>>();
};

describe('a list without `page`', () => {
  it('answers the first MAX_UNPAGED_ROWS rows as page 1, and every row in `total`', async () => {
    const all = await list('sort=name&direction=asc');
    expect(all.data).toHaveLength(MAX_UNPAGED_ROWS);
    expect(all).toMatchObject({ currentPage: 1, perPage: MAX_UNPAGED_ROWS, lastPage: 2, total });
    const names = all.data.map((league) => league.name);
    expect(names).toEqual([...names].sort((a, b) => sortKey(a).localeCompare(sortKey(b))));
  });

  it('answers the first `take` rows when `take` is given', async () => {
    const few = await list('sort=name&take=5');
    expect(few.data).toHaveLength(5);
    expect(few).toMatchObject({ currentPage: 1, perPage: 5, lastPage: Math.ceil(total / 5), total });
    const firstPage = await list('sort=name&page=1&take=5');
    expect(few.data).toEqual(firstPage.data);
  });

  it('keeps paging as it was, and the search endpoint follows the same rule', async () => {
    expect(await list('page=3')).toMatchObject({ currentPage: 3, perPage: 10, total });
    const response = await t.inject({
      url: `/core/api/leagues/filter/?tenantId=${football}&filter=bulk league`,
      token: agent,
    });
    expect(response.json<Paginated<League>>()).toMatchObject({
      perPage: MAX_UNPAGED_ROWS,
      total: MAX_UNPAGED_ROWS + 5,
    });
    expect(response.json<Paginated<League>>().data).toHaveLength(MAX_UNPAGED_ROWS);
  });

  it('still refuses a `take` over 100', async () => {
    const response = await t.inject({ url: `/core/api/leagues?tenantId=${football}&take=101`, token: agent });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['take: At most 100']);
  });
});
