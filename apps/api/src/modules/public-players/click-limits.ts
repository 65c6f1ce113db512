import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limits.ts';

/** The numbers of the click limits (RATE_LIMITS.clicks and clickRepeats), as the tests and docs name them. */
export const CLICK_LIMITS = {
  /** Clicks (`new_click` calls, recorded or not) one client address may make within `addressWindowMs`. */
  addressClicks: RATE_LIMITS.clicks.points,
  addressWindowMs: RATE_LIMITS.clicks.windowMs,
  /** The same address, contact and player within this time count once. */
  repeatWindowMs: RATE_LIMITS.clickRepeats.windowMs,
} as const;

/**
 * D15, D16 over the database limiter (issue 25): the counts hold across restarts and API processes,
 * and rows of addresses whose windows have passed are swept, so a flood of addresses cannot grow
 * the table for long.
 */
export function createClickLimiter(limiter: RateLimiter) {
  return {
    /**
     * Counts a click attempt of `address`; beyond its allowance, 429 with the seconds until its
     * window ends. Every attempt counts, a refused or unknown pair included, so that guessing ids is
     * limited too; a refusal never moves the window's end, so waiting always helps.
     */
    async attempt(address: string): Promise<void> {
      await limiter.enforce(RATE_LIMITS.clicks, address, PUBLIC_PAGE_MESSAGES.tooManyClicks);
    },

    /**
     * Notes a click of this address on this pair and says whether it repeats one noted within
     * `repeatWindowMs`: a reload counts once, and the repeat is answered like the first, so the
     * page never shows an error.
     */
    async isRepeat(address: string, contactId: string, playerId: string): Promise<boolean> {
      const { used } = await limiter.consume(RATE_LIMITS.clickRepeats, `${address} ${contactId} ${playerId}`);
      return used > 1;
    },
  };
}
