import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { HEALTH_BUDGETS } from './check.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** node-postgres' default pool size, which the test databases keep. */
const TEST_POOL_SIZE = 10;

/**
 * Keeps the database from answering anything else for `ms`, as a large import does: on PGlite an
 * open transaction (PGlite runs one at a time), on PostgreSQL every pooled connection asleep.
 * `started` resolves once the database is held.
 */
function holdDatabase(database: Database, ms: number): { started: Promise<void>; done: Promise<unknown> } {
  if (database.kind === 'pglite') {
    let held: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      held = resolve;
    });
    const done = database.db.transaction(async () => {
      held();
      await sleep(ms);
    });
    return { started, done };
  }
  const sleepers = Array.from({ length: TEST_POOL_SIZE }, () =>
    database.db.execute(sql`select pg_sleep(${ms / 1000}), 'health-test-hold'`),
  );
  return { started: sleepersRunning(TEST_POOL_SIZE), done: Promise.all(sleepers) };
}

/** Waits until PostgreSQL runs `count` of holdDatabase's sleeps. */
async function sleepersRunning(count: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where state = 'active' and query like '%health-test-hold%' and pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.n ?? 0) >= count) return;
      await sleep(50);
    }
    throw new Error('The sleeps holding the database did not start');
  } finally {
    await client.end();
  }
}

describe('GET /core/health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('answers 200 with the round trip when the database answers', async () => {
    t = await createTestApp();
    const response = await t.inject({ url: '/core/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', latencyMs: expect.any(Number) });
    expect(response.json().latencyMs).toBeLessThan(HEALTH_BUDGETS.busyAfterMs);
  });

  it('answers 200 busy, not unreachable, while the database is slow to answer (issue 25)', async () => {
    t = await createTestApp();
    // Longer than the budget and than the 3 s the ping used to give up after.
    const held = holdDatabase(t.database, HEALTH_BUDGETS.busyAfterMs + 1500);
    await held.started;
    const response = await t.inject({ url: '/core/health' });
    await held.done;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'busy', latencyMs: expect.any(Number) });
    expect(response.json().latencyMs).toBeGreaterThanOrEqual(HEALTH_BUDGETS.busyAfterMs - 1);
    // Once it is free again, it is ok again.
    expect((await t.inject({ url: '/core/health' })).json()).toMatchObject({ database: 'ok' });
  });

  it('answers 503 when the database is unreachable', async () => {
    t = await createTestApp();
    await t.database.close();
    const response = await t.inject({ url: '/core/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      database: 'unreachable',
      latencyMs: expect.any(Number),
    });
  });
});
