import { MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
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
    // Hold every pooled connection busy, cut them mid-query, and check no request turned into a 500.
    const inFlight = Array.from({ length: 12 }, () => listClubs());
    await proxy.cut();
    const answers = await Promise.all(inFlight);
    for (const answer of answers) expect([200, 503]).toContain(answer.statusCode);
    await proxy.restore();
    expect((await listClubs()).statusCode).toBe(200);
  });
});
