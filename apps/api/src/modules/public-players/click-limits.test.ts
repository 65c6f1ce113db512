import { describe, expect, it } from 'vitest';
import { CLICK_LIMITS, createClickLimiter } from './click-limits.ts';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('the click limits', () => {
  it('refuses an address after its allowance until the oldest click leaves the window', () => {
    const time = clock();
    const limiter = createClickLimiter(time.now);
    for (let click = 0; click < CLICK_LIMITS.addressClicks; click += 1) {
      expect(limiter.attempt('203.0.113.1')).toBeUndefined();
      time.advance(1000);
    }
    // The oldest was 30 s ago: it leaves the window in ten minutes less 30 s.
    expect(limiter.attempt('203.0.113.1')).toBe(
      CLICK_LIMITS.addressWindowMs / 1000 - CLICK_LIMITS.addressClicks,
    );
    expect(limiter.attempt('203.0.113.2')).toBeUndefined();
    // Refusals do not count: once the oldest leaves, one more may go.
    time.advance(CLICK_LIMITS.addressWindowMs - CLICK_LIMITS.addressClicks * 1000 + 1);
    expect(limiter.attempt('203.0.113.1')).toBeUndefined();
    expect(limiter.attempt('203.0.113.1')).toBeGreaterThan(0);
  });

  it('counts the same address, contact and player once within the repeat window', () => {
    const time = clock();
    const limiter = createClickLimiter(time.now);
    expect(limiter.isRepeat('a', 'contact', 'player')).toBe(false);
    limiter.recorded('a', 'contact', 'player');
    time.advance(CLICK_LIMITS.repeatWindowMs - 1);
    expect(limiter.isRepeat('a', 'contact', 'player')).toBe(true);
    expect(limiter.isRepeat('b', 'contact', 'player')).toBe(false);
    expect(limiter.isRepeat('a', 'contact', 'another player')).toBe(false);
    time.advance(1);
    expect(limiter.isRepeat('a', 'contact', 'player')).toBe(false);
  });

  it('forgets old addresses so that a flood of them cannot fill the memory', () => {
    const time = clock();
    const limiter = createClickLimiter(time.now);
    for (let index = 0; index <= CLICK_LIMITS.maxKeys + 10; index += 1) limiter.attempt(`address ${index}`);
    time.advance(CLICK_LIMITS.addressWindowMs + 1);
    // The sweep runs when the map is full; everything in it has left the window.
    expect(limiter.attempt('fresh')).toBeUndefined();
  });
});
