import { MESSAGES } from '@transferdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { tenants } from './schema/index.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('what counts as the database being unavailable', () => {
  it('knows a refused connection, a cut one, an exhausted pool, a shutdown and a closed PGlite', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // Node's dual-stack connect, wrapped the way Drizzle wraps a failed query.
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new AggregateError([refused]) }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('does not take a refused query for an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '22P02' } }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

// The outage is staged with a relay in front of the real PostgreSQL server; PGlite lives inside the
// process and cannot go away alone (its failure mode, a locked data folder, has its own test).
/** Waits until PostgreSQL shows at least `count` queries waiting for `client`'s locks; answers how many. */
async function queriesWaitingOnLock(client: pg.Client, count: number): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
    );
    const waiting = rows[0]?.n ?? 0;
    if (waiting >= count) return waiting;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
}

describe.runIf(databaseUrl)('PostgreSQL going away mid-run and coming back', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let token: string;
  let football: string;

  beforeAll(async () => {
    const target = new URL(databaseUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(target);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await createTestApp({ databaseUrl: proxied.toString() });
    token = await t.login('admin@demo.test');
    const [sport] = await t.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, 'Football'));
    football = sport?.id ?? '';
  });
  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await proxy.close();
  });

  const listClubs = () => t.inject({ url: `/core/api/clubs?tenantId=${football}&take=5`, token });
  const createClub = (name: string) =>
    t.inject({ method: 'POST', url: '/core/api/clubs', token, payload: { tenantId: football, name } });
  const clubNamed = async (name: string) => {
    const response = await t.inject({
      url: `/core/api/clubs?tenantId=${football}&filter=${encodeURIComponent(name)}`,
      token,
    });
    return response.json<{ data: { name: string }[] }>().data.filter((club) => club.name === name);
  };
  const expectUnavailable = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ error: MESSAGES.databaseUnavailable });
    expect(response.headers['retry-after']).toBe('5');
  };

  it('answers 503 with a clear message while it is gone, and recovers by itself', async () => {
    expect((await listClubs()).statusCode).toBe(200);

    await proxy.cut();
    expectUnavailable(await listClubs());
    expectUnavailable(await createClub('Outage FC'));
    const signIn = await t.inject({
      method: 'POST',
      url: '/core/api/auth',
      payload: { email: 'admin@demo.test', password: 'test-password', rememberme: false },
    });
    expectUnavailable(signIn);
    const health = await t.inject({ url: '/core/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'error',
      database: 'unreachable',
      latencyMs: expect.any(Number),
    });

    await proxy.restore();
    // No restart and no manual step: the pool opens new connections on the next request.
    expect((await t.inject({ url: '/core/health' })).statusCode).toBe(200);
    expect((await listClubs()).statusCode).toBe(200);
    // The write refused during the outage was not half-done; the same write now succeeds once.
    expect(await clubNamed('Outage FC')).toEqual([]);
    expect((await createClub('Outage FC')).statusCode).toBe(201);
    expect(await clubNamed('Outage FC')).toHaveLength(1);
  });

  it('answers 503 to requests whose connection is cut while they wait, then serves again', async () => {
    // A lock taken past the relay holds the lists mid-query, so that the cut finds them waiting.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      // node-postgres answers a QueryResult; the test app's schema is its own, on its search_path.
      const { rows } = (await t.database.db.execute(sql`select current_schema() as name`)) as {
        rows: { name: string }[];
      };
      await locker.query(`lock table "${rows[0]?.name}".clubs in access exclusive mode`);
      const inFlight = Array.from({ length: 12 }, () => listClubs());
      const waiting = await queriesWaitingOnLock(locker, 1);
      expect(waiting).toBeGreaterThanOrEqual(1);
      await proxy.cut();
      await locker.query('rollback');
      // None could finish before the cut, and none may turn into a 500.
      for (const answer of await Promise.all(inFlight)) expectUnavailable(answer);
    } finally {
      await locker.end();
    }
    await proxy.restore();
    expect((await listClubs()).statusCode).toBe(200);
  });
});
