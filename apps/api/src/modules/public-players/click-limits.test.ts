import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { createRateLimiter, SWEEP_INTERVAL_MS } from '../../lib/rate-limits.ts';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { CLICK_LIMITS, createClickLimiter } from './click-limits.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
});
afterAll(async () => {
  await test.dispose();
});

/** A clock the test moves, and a click limiter over the test database that reads it. */
function limiterAt(start: string) {
  let at = new Date(start).getTime();
  const rateLimiter = createRateLimiter(test.database.db, () => new Date(at));
  return {
    limiter: createClickLimiter(rateLimiter),
    rateLimiter,
    advance(ms: number) {
      at += ms;
    },
  };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined).catch((error: unknown) => error);

describe('the click limits', () => {
  it('refuses an address after its allowance until its window ends', async () => {
    const { limiter, advance } = limiterAt('2030-02-01T10:00:00Z');
    for (let click = 0; click < CLICK_LIMITS.addressClicks; click += 1) {
      await expect(limiter.attempt('203.0.113.1')).resolves.toBeUndefined();
      advance(1000);
    }
    // The window began with the first click, 30 s ago.
    const refused = await refusal(limiter.attempt('203.0.113.1'));
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: 'tooManyRequests',
      message: PUBLIC_PAGE_MESSAGES.tooManyClicks,
      retryAfterSeconds: CLICK_LIMITS.addressWindowMs / 1000 - CLICK_LIMITS.addressClicks,
    });
    await expect(limiter.attempt('203.0.113.2')).resolves.toBeUndefined();
    // Once the window has ended, the address starts afresh.
    advance(CLICK_LIMITS.addressWindowMs - CLICK_LIMITS.addressClicks * 1000);
    await expect(limiter.attempt('203.0.113.1')).resolves.toBeUndefined();
  });

  it('counts the same address, contact and player once within the repeat window', async () => {
    const { limiter, advance } = limiterAt('2030-02-02T10:00:00Z');
    expect(await limiter.isRepeat('a', 'contact', 'player')).toBe(false);
    advance(CLICK_LIMITS.repeatWindowMs - 1);
    expect(await limiter.isRepeat('a', 'contact', 'player')).toBe(true);
    expect(await limiter.isRepeat('b', 'contact', 'player')).toBe(false);
    expect(await limiter.isRepeat('a', 'contact', 'another player')).toBe(false);
    advance(1);
    expect(await limiter.isRepeat('a', 'contact', 'player')).toBe(false);
  });

  it('holds across API processes: two limiters on one database share an address’s allowance', async () => {
    const first = limiterAt('2030-02-03T10:00:00Z');
    const second = limiterAt('2030-02-03T10:00:00Z');
    for (let click = 0; click < CLICK_LIMITS.addressClicks; click += 1) {
      await (click % 2 ? first : second).limiter.attempt('203.0.113.3');
    }
    expect(await refusal(first.limiter.attempt('203.0.113.3'))).toBeInstanceOf(DomainError);
    expect(await refusal(second.limiter.attempt('203.0.113.3'))).toBeInstanceOf(DomainError);
    expect(await first.limiter.isRepeat('203.0.113.3', 'contact', 'player')).toBe(false);
    expect(await second.limiter.isRepeat('203.0.113.3', 'contact', 'player')).toBe(true);
  });

  it('forgets old addresses, so that a flood of them cannot fill the database', async () => {
    const { limiter, rateLimiter, advance } = limiterAt('2030-02-04T10:00:00Z');
    const flood = Array.from(
      { length: 200 },
      (_, index) => `198.18.${Math.floor(index / 250)}.${index % 250}`,
    );
    for (const address of flood) {
      await limiter.attempt(address);
      await limiter.isRepeat(address, 'contact', 'player');
    }
    const flooded = like(rateLimits.key, `%198.18.%`);
    expect(await test.database.db.$count(rateLimits, flooded)).toBe(flood.length * 2);

    // Every window of the flood has ended, and a sweep is due: the next click sweeps them all.
    advance(Math.max(CLICK_LIMITS.addressWindowMs, SWEEP_INTERVAL_MS) + 1);
    await limiter.attempt('203.0.113.4');
    await rateLimiter.settle();
    expect(await test.database.db.$count(rateLimits, flooded)).toBe(0);
    const fresh = await test.database.db.$count(rateLimits, like(rateLimits.key, '%203.0.113.4'));
    expect(fresh).toBe(1);
  });
});
