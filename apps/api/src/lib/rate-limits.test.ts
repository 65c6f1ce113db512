import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { DomainError } from './errors.ts';
import {
  createRateLimiter,
  RATE_LIMITS,
  type RateLimit,
  REFUSAL_MEMORY_MS,
  SWEEP_INTERVAL_MS,
} from './rate-limits.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
});
afterAll(async () => {
  await test.dispose();
});

function clock(start = '2030-01-01T12:00:00.000Z') {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

async function rowOf(key: string) {
  const [row] = await test.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

const threePerMinute: RateLimit = { name: 'test-three', points: 3, windowMs: 60_000 };

describe('the database limiter', () => {
  it('refuses the call after the allowance with the seconds left in the window, and allows again after it', async () => {
    const time = clock();
    const limiter = createRateLimiter(test.database.db, time.now);
    for (let call = 1; call <= 3; call += 1) {
      expect(await limiter.consume(threePerMinute, 'alice')).toEqual({
        allowed: true,
        used: call,
        retryAfterSeconds: 60 - (call - 1) * 10,
      });
      time.advance(10_000);
    }
    time.advance(5_000);
    // The window began with the first call, 35 s ago.
    expect(await limiter.consume(threePerMinute, 'alice')).toEqual({
      allowed: false,
      used: 4,
      retryAfterSeconds: 25,
    });
    const refusal = await limiter.enforce(threePerMinute, 'alice', 'Slow down').catch((error) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'tooManyRequests', message: 'Slow down', retryAfterSeconds: 25 });
    // Another key and another limit with the same key keep their own counts.
    expect((await limiter.consume(threePerMinute, 'bob')).used).toBe(1);
    expect((await limiter.consume({ ...threePerMinute, name: 'test-other' }, 'alice')).used).toBe(1);

    time.advance(25_000);
    expect(await limiter.consume(threePerMinute, 'alice')).toEqual({
      allowed: true,
      used: 1,
      retryAfterSeconds: 60,
    });
    await expect(limiter.enforce(threePerMinute, 'alice', 'Slow down')).resolves.toBeUndefined();
    expect((await limiter.consume(threePerMinute, 'alice', 2)).used).toBe(4);
    await limiter.settle();
  });

  it('multiplies every allowance by RATE_LIMIT_SCALE (benchmarks), and by nothing else', async () => {
    const time = clock();
    const scaled = createRateLimiter(test.database.db, time.now, 2);
    const answers = [];
    for (let call = 1; call <= 7; call += 1)
      answers.push((await scaled.consume(threePerMinute, 'scaled')).allowed);
    expect(answers).toEqual([true, true, true, true, true, true, false]);
  });

  it('answers a refused key from memory for a few seconds, then asks the database again', async () => {
    const time = clock();
    const limiter = createRateLimiter(test.database.db, time.now);
    for (let call = 1; call <= 4; call += 1) await limiter.consume(threePerMinute, 'flood');
    // Let go by hand (docs/operations.md): this process still refuses for REFUSAL_MEMORY_MS ...
    await test.database.db.delete(rateLimits).where(eq(rateLimits.key, 'test-three:flood'));
    expect(await limiter.consume(threePerMinute, 'flood')).toMatchObject({ allowed: false, used: 4 });
    expect(await rowOf('test-three:flood')).toBeUndefined();
    // ... and another process, which never saw the refusal, allows at once.
    expect(
      (await createRateLimiter(test.database.db, time.now).consume(threePerMinute, 'flood')).allowed,
    ).toBe(true);
    time.advance(REFUSAL_MEMORY_MS);
    expect(await limiter.consume(threePerMinute, 'flood')).toMatchObject({ allowed: true, used: 2 });
  });

  it('shares one count between limiters on the same database, as between API processes', async () => {
    const time = clock();
    const first = createRateLimiter(test.database.db, time.now);
    const second = createRateLimiter(test.database.db, time.now);
    expect((await first.consume(threePerMinute, 'shared')).used).toBe(1);
    expect((await second.consume(threePerMinute, 'shared')).used).toBe(2);
    expect((await first.consume(threePerMinute, 'shared')).allowed).toBe(true);
    expect(await second.consume(threePerMinute, 'shared')).toMatchObject({ allowed: false, used: 4 });

    // At the same moment, every call gets its own count: none is lost and none counted twice.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? first : second).consume(threePerMinute, 'burst')),
    );
    expect(burst.map((result) => result.used).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(burst.filter((result) => result.allowed)).toHaveLength(3);
    await Promise.all([first.settle(), second.settle()]);
  });

  it('sweeps the rows whose window has passed, and only those, at most once a minute', async () => {
    const { db } = test.database;
    await db.delete(rateLimits);
    const time = clock();
    const at = time.now().getTime();
    const row = (key: string, offsetMs: number) => ({ key, points: 1, resetsAt: new Date(at + offsetMs) });
    await db
      .insert(rateLimits)
      .values([row('test:expired', -1), row('test:long-gone', -86_400_000), row('test:live', 1)]);
    const keys = async () =>
      (await db.select({ key: rateLimits.key }).from(rateLimits)).map(({ key }) => key).sort();

    const limiter = createRateLimiter(db, time.now);
    await limiter.consume(threePerMinute, 'sweeper');
    await limiter.settle();
    expect(await keys()).toEqual(['test-three:sweeper', 'test:live']);

    // Within the minute no second sweep runs; once it has passed, the next call sweeps.
    await db.insert(rateLimits).values(row('test:later', -1));
    time.advance(SWEEP_INTERVAL_MS - 1);
    await limiter.consume(threePerMinute, 'sweeper');
    await limiter.settle();
    expect(await keys()).toContain('test:later');
    time.advance(1);
    await limiter.consume(threePerMinute, 'sweeper');
    await limiter.settle();
    // test:live's window ended a minute ago too; the sweeper's own row began anew a moment ago.
    expect(await keys()).toEqual(['test-three:sweeper']);
  });
});

describe('RATE_LIMITS', () => {
  it('gives every limit its own name, so that no two share a count', () => {
    const names = Object.values(RATE_LIMITS).map((limit) => limit.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds the numbers of issue 25, D43 and issue 29', () => {
    const perWindow = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([key, limit]) => [key, [limit.points, limit.windowMs / 1000]]),
    );
    expect(perWindow).toEqual({
      clicks: [30, 600],
      clickRepeats: [1, 30],
      cvDownloads: [60, 600],
      publicPages: [300, 600],
      cvPreviews: [30, 600],
      matchRuns: [30, 600],
      matchSends: [60, 3600],
      mailTests: [5, 3600],
      csvImports: [20, 3600],
      pitchAnswers: [20, 3600],
    });
  });
});
