import { type Club, type Contact, type Paginated, sortKey } from '@transferdesk/shared';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { clubs, contacts, listCounts } from '../db/schema/index.ts';
import { useTestContext } from '../test/context.ts';
import { contactKeys } from './contact-keys.ts';
import { EXACT_COUNT_LIMIT } from './resource-list.ts';

/**
 * Issue 10: the shared list query reads a page the same way at row 10 and at row 400,000 (a
 * trigger-kept total, the back half read from the end, deep offsets skipped on the index). Whatever
 * path a page takes, it must hold exactly the rows the database's own ORDER BY puts there.
 */
const context = useTestContext();
const { get, send, tokens, sport } = context;

const FIRST_NAMES = ['anna', 'bo', 'carl', 'dina', 'emil', 'frida'];
const LAST_NAMES = ['holm', 'berg', 'lund'];

/** `count` contacts in Football with many equal names and heights, so ties decide the order. */
async function addContacts(howMany: number, lastName: (index: number) => string, extra = {}) {
  const rows = Array.from({ length: howMany }, (_, index) => {
    const person = {
      firstName: FIRST_NAMES[index % FIRST_NAMES.length] as string,
      lastName: lastName(index),
      email: '',
      role: '',
    };
    return {
      ...person,
      ...contactKeys(person, null),
      tenantId: sport.Football as string,
      height: 170 + (index % 4),
      ...extra,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await context.t.database.db.insert(contacts).values(rows.slice(start, start + 500));
  }
}

/** The ids of the sport's listed contacts in the database's own order. */
async function idsInOrder(sort: AnyPgColumn, direction: 'asc' | 'desc', where?: SQL) {
  const by = direction === 'asc' ? asc : desc;
  const rows = await context.t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, sport.Football as string),
        eq(contacts.isPlayer, false),
        isNull(contacts.deletedAt),
        where,
      ),
    )
    .orderBy(...[sort, contacts.nameSort, contacts.id].filter((c, i, all) => all.indexOf(c) === i).map(by));
  return rows.map((row) => row.id);
}

async function contactPage(query: string) {
  const response = await get(`/contacts?tenantId=${sport.Football}&${query}`, tokens.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paginated<Contact>>();
}

async function databaseCount(table: typeof contacts | typeof clubs, where: SQL) {
  const [row] = await context.t.database.db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

const listedContacts = () =>
  and(
    eq(contacts.tenantId, sport.Football as string),
    eq(contacts.isPlayer, false),
    isNull(contacts.deletedAt),
  ) as SQL;

describe('list pages at any depth (issue 10)', () => {
  it('answers every page, near the start, deep, or read from the end, with the rows ORDER BY puts there', async () => {
    await addContacts(640, (index) => LAST_NAMES[index % LAST_NAMES.length] as string);
    // Rows the list must not show or count: deleted contacts and players.
    await addContacts(30, () => 'gone', { deletedAt: new Date() });
    await addContacts(30, () => 'player', { isPlayer: true });

    for (const [sort, column] of [
      ['firstName', contacts.nameSort],
      ['height', contacts.height],
    ] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = await idsInOrder(column, direction);
        const take = 10;
        const lastPage = Math.ceil(expected.length / take);
        for (const page of [1, 2, 20, 21, 30, 35, Math.floor(lastPage / 2) + 1, lastPage - 1, lastPage]) {
          const answer = await contactPage(`sort=${sort}&direction=${direction}&page=${page}&take=${take}`);
          expect(
            answer.data.map((contact) => contact.id),
            `${sort} ${direction} page ${page}`,
          ).toEqual(expected.slice((page - 1) * take, page * take));
          expect(answer).toMatchObject({
            currentPage: page,
            lastPage,
            total: expected.length,
            perPage: take,
          });
          expect(answer.totalIsEstimate).toBeUndefined();
        }
        const pastTheEnd = await contactPage(`sort=${sort}&direction=${direction}&page=${lastPage + 1}`);
        expect(pastTheEnd).toMatchObject({ data: [], total: expected.length, lastPage });
      }
    }
  });

  it('keeps the total exact through creates, soft deletes, a contact made a player and hard deletes', async () => {
    const expectTotals = async () => {
      const [contactList, clubList] = await Promise.all([
        contactPage('page=1'),
        get(`/clubs?tenantId=${sport.Football}&page=1`, tokens.admin).then((r) => r.json<Paginated<Club>>()),
      ]);
      expect(contactList.total).toBe(await databaseCount(contacts, listedContacts()));
      expect(clubList.total).toBe(
        await databaseCount(
          clubs,
          and(eq(clubs.tenantId, sport.Football as string), isNull(clubs.deletedAt)) as SQL,
        ),
      );
    };
    await expectTotals();

    const created = await send('POST', '/contacts', tokens.admin, {
      tenantId: sport.Football,
      firstName: 'Counted',
      lastName: 'Once',
    });
    expect(created.statusCode, created.body).toBe(201);
    const club = await send('POST', '/clubs', tokens.admin, { tenantId: sport.Football, name: 'Counted FC' });
    expect(club.statusCode, club.body).toBe(201);
    await expectTotals();

    expect((await send('DELETE', `/contacts/${created.json<Contact>().id}`, tokens.admin)).statusCode).toBe(
      204,
    );
    expect((await send('DELETE', `/clubs/${club.json<Club>().id}`, tokens.admin)).statusCode).toBe(204);
    await expectTotals();

    // Writes the API does not make still count: a contact made a player, and rows deleted for good.
    const db = context.t.database.db;
    const [someone] = await db.select({ id: contacts.id }).from(contacts).where(listedContacts()).limit(1);
    await db
      .update(contacts)
      .set({ isPlayer: true })
      .where(eq(contacts.id, someone?.id as string));
    await db.delete(contacts).where(and(listedContacts(), eq(contacts.lastName, 'berg')));
    await expectTotals();
  });

  it('folds a sport’s piled-up count deltas into one row when a list reads them', async () => {
    for (let index = 0; index < 40; index += 1) {
      await addContacts(1, () => `delta${index}`);
    }
    const parts = () =>
      databaseCount(
        listCounts as unknown as typeof contacts,
        and(eq(listCounts.list, 'contacts'), eq(listCounts.tenantId, sport.Football as string)) as SQL,
      );
    expect(await parts()).toBeGreaterThan(32);
    const before = await databaseCount(contacts, listedContacts());
    expect((await contactPage('page=1')).total).toBe(before);
    expect(await parts()).toBe(1);
    expect((await contactPage('page=1')).total).toBe(before);
  });
});

describe('the text filter at scale (issue 10)', () => {
  it('counts a filter exactly up to its limit, and beyond it answers the estimate, flagged', async () => {
    await addContacts(EXACT_COUNT_LIMIT + 300, (index) => `zetterlund${index}`);
    const common = await contactPage('filter=zetterlund&page=1');
    expect(common.data).toHaveLength(10);
    expect(common.totalIsEstimate).toBe(true);
    expect(common.total).toBeGreaterThan(EXACT_COUNT_LIMIT + 10);
    expect(common.lastPage).toBe(Math.ceil(common.total / 10));

    // A filter matching a page or less is counted from the page itself; a few pages, exactly.
    const one = await contactPage(`filter=${sortKey('ZETTERLUND17')}&page=1`);
    // zetterlund17, zetterlund170..179 and zetterlund1700..1799 hold the term.
    expect(one.totalIsEstimate).toBeUndefined();
    expect(one.total).toBe(1 + 10 + 100);
    expect(one.lastPage).toBe(12);
    const few = await contactPage(`filter=zetterlund1799&page=1`);
    expect(few).toMatchObject({ total: 1, lastPage: 1 });
    expect(few.data.map((contact) => contact.lastName)).toEqual(['zetterlund1799']);

    // Past the end of an estimated list: no rows, and the total that is really there.
    const beyond = await contactPage(`filter=zetterlund&page=${common.lastPage + 50}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.totalIsEstimate).toBeUndefined();
    expect(beyond.total).toBe(EXACT_COUNT_LIMIT + 300);
  });
});
