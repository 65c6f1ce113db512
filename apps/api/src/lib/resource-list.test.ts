import { type League, MAX_UNPAGED_ROWS, type Paginated, sortKey } from '@transferdesk/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../db/schema/index.ts';
import { expectValidationError, useTestContext } from '../test/context.ts';

const context = useTestContext();
const { get, tokens, sport } = context;
let total: number;

beforeAll(async () => {
  const { db } = context.t.database;
  // More leagues than an unpaged list answers: the team form's league select asks without `page`.
  const names = Array.from(
    { length: MAX_UNPAGED_ROWS + 5 },
    (_, index) => `Bulk league ${String(index).padStart(4, '0')}`,
  );
  await db
    .insert(leagues)
    .values(names.map((name) => ({ tenantId: sport.Football ?? '', name, nameSort: sortKey(name) })));
  const [counted] = await db
    .select({ total: count() })
    .from(leagues)
    .where(eq(leagues.tenantId, sport.Football ?? ''));
  total = counted?.total ?? 0;
});

const list = async (query: string) => {
  const response = await get(`/leagues?tenantId=${sport.Football}&${query}`, tokens.agent);
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
    const response = await get(
      `/leagues/filter/?tenantId=${sport.Football}&filter=bulk league`,
      tokens.agent,
    );
    expect(response.json<Paginated<League>>()).toMatchObject({
      perPage: MAX_UNPAGED_ROWS,
      total: MAX_UNPAGED_ROWS + 5,
    });
    expect(response.json<Paginated<League>>().data).toHaveLength(MAX_UNPAGED_ROWS);
  });

  it('still refuses a `take` over 100', async () => {
    const response = await get(`/leagues?tenantId=${sport.Football}&take=101`, tokens.agent);
    expectValidationError(response, 'take', 'At most 100');
    // The limit itself is still a page one may ask for.
    expect(await list('take=100')).toMatchObject({ perPage: 100, total });
  });
});
