import { describe, expect, it, vi } from 'vitest';
import { createDatabaseCheck } from './check.ts';

const BUDGETS = { busyAfterMs: 40, silentAfterMs: 400 };

/** A ping the test settles by hand, counting how often it was sent. */
function manualPing() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const ping = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    ping,
    answer: () => settle?.resolve(),
    fail: (error: unknown) => settle?.reject(error),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database check of /core/health', () => {
  it('is ok, with the round trip, when the ping answers within the budget', async () => {
    const check = createDatabaseCheck(async () => {}, BUDGETS);
    const state = await check();
    expect(state.database).toBe('ok');
    expect(state.latencyMs).toBeGreaterThanOrEqual(0);
    expect(state.latencyMs).toBeLessThan(BUDGETS.busyAfterMs);
  });

  it('is busy, with the time waited so far, when the ping is slower than the budget', async () => {
    const { ping, answer } = manualPing();
    const check = createDatabaseCheck(ping, BUDGETS);
    const state = await check();
    expect(state.database).toBe('busy');
    expect(state.latencyMs).toBeGreaterThanOrEqual(BUDGETS.busyAfterMs - 1);
    answer();
  });

  it('is unreachable when the ping fails as an outage does, however fast', async () => {
    const check = createDatabaseCheck(async () => {
      throw new Error('PGlite is closed');
    }, BUDGETS);
    expect(await check()).toMatchObject({ database: 'unreachable', error: expect.any(Error) });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const viaDrizzle = new Error('Failed query: select 1', { cause: refused });
    expect(await createDatabaseCheck(() => Promise.reject(viaDrizzle), BUDGETS)()).toMatchObject({
      database: 'unreachable',
    });
  });

  it('is an error, not an outage, when the database answers the ping with a refusal', async () => {
    const refusal = Object.assign(new Error('out of memory'), { code: '53200' });
    expect(await createDatabaseCheck(() => Promise.reject(refusal), BUDGETS)()).toMatchObject({
      database: 'error',
      error: refusal,
    });
  });

  it('sends no second ping while one is unanswered; checks meanwhile wait on the first', async () => {
    const { ping, answer } = manualPing();
    const check = createDatabaseCheck(ping, BUDGETS);
    const first = await check();
    const second = await check();
    expect(ping).toHaveBeenCalledTimes(1);
    expect(first.database).toBe('busy');
    expect(second.database).toBe('busy');
    // Measured from when the ping went out, so it grows while the database stays silent.
    expect(second.latencyMs).toBeGreaterThan(first.latencyMs);
    answer();
    await sleep(0);
    // Answered: the next check sends a ping of its own.
    const third = check();
    expect(ping).toHaveBeenCalledTimes(2);
    answer();
    expect((await third).database).toBe('ok');
  });

  it('answers a check at once when the unanswered ping it joins answers meanwhile', async () => {
    const { ping, answer } = manualPing();
    const check = createDatabaseCheck(ping, { busyAfterMs: 10_000, silentAfterMs: 20_000 });
    const pending = check();
    await sleep(20);
    answer();
    const state = await pending;
    expect(state.database).toBe('ok');
    expect(state.latencyMs).toBeGreaterThanOrEqual(15);
  });

  it('is unreachable once a ping has had no answer at all for the silence limit', async () => {
    const { ping, fail } = manualPing();
    const check = createDatabaseCheck(ping, BUDGETS);
    expect((await check()).database).toBe('busy');
    await sleep(BUDGETS.silentAfterMs);
    const state = await check();
    expect(state.database).toBe('unreachable');
    expect(state.latencyMs).toBeGreaterThanOrEqual(BUDGETS.silentAfterMs);
    fail(new Error('Connection terminated unexpectedly'));
  });
});
