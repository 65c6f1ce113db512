import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { createStatementNames, MAX_NAMED_STATEMENTS, nameRepeatedStatements } from './statement-names.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A client whose `query` records what it was given. */
function recordingClient() {
  const given: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      given.push(args);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as pg.PoolClient;
  return { client, given };
}

describe('naming repeated statements (issue 28)', () => {
  it('names a query text the second time it is sent, the same name on every connection, without changing the caller’s object', async () => {
    const names = createStatementNames();
    const first = recordingClient();
    const second = recordingClient();
    nameRepeatedStatements(first.client, names);
    nameRepeatedStatements(second.client, names);
    const config = { text: 'select $1::int', rowMode: 'array' };

    await first.client.query(config, [1]);
    await first.client.query(config, [2]);
    await second.client.query(config, [3]);

    expect(first.given[0]).toEqual([config, [1]]);
    expect(first.given[1]).toEqual([{ text: 'select $1::int', rowMode: 'array', name: 'td_1' }, [2]]);
    expect(second.given[0]).toEqual([{ text: 'select $1::int', rowMode: 'array', name: 'td_1' }, [3]]);
    expect(config).toEqual({ text: 'select $1::int', rowMode: 'array' });
  });

  it('leaves strings, named statements and cursors as they are', async () => {
    const names = createStatementNames();
    const { client, given } = recordingClient();
    nameRepeatedStatements(client, names);
    const named = { text: 'select 1', name: 'live_session' };
    const cursor = { text: 'select 2', submit: () => {} };
    for (let i = 0; i < 2; i += 1) {
      await client.query('begin');
      await client.query(named, []);
      await client.query(cursor);
    }
    expect(given.slice(3)).toEqual([['begin'], [named, []], [cursor]]);
  });

  it(`names at most ${MAX_NAMED_STATEMENTS} texts, so a connection never holds more`, () => {
    const names = createStatementNames();
    const given: (string | undefined)[] = [];
    for (let i = 0; i <= MAX_NAMED_STATEMENTS; i += 1) {
      names.nameFor(`select ${i}`);
      given.push(names.nameFor(`select ${i}`));
    }
    expect(given.at(-2)).toBe(`td_${MAX_NAMED_STATEMENTS}`);
    expect(given.at(-1)).toBeUndefined();
    expect(names.nameFor('select 0')).toBe('td_1');
  });
});

describe.runIf(databaseUrl)('on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test.dispose();
  });

  it('a query sent twice is parsed once and then only executed on the connection', async () => {
    const { db } = test.database;
    const marker = `issue 28 ${Date.now()}`;
    const repeated = () => db.execute(sql`select ${marker}::text as marker, ${1}::int as n`);
    // One connection or several: each run lands on some pooled connection, so run enough that one
    // of them has seen the text before.
    for (let i = 0; i < 30; i += 1) await repeated();
    const prepared = await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) await tx.execute(sql`select ${marker}::text as marker, ${1}::int as n`);
      return tx.execute(
        sql`select name, statement from pg_prepared_statements where statement like ${'%as marker, $2::int as n%'}`,
      );
    });
    const rows = (prepared as unknown as { rows: { name: string; statement: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toMatch(/^td_\d+$/);
  });
});
