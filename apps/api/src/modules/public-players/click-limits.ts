/** Every number of the click limits, in one place. */
export const CLICK_LIMITS = {
  /**
   * Clicks (`new_click` calls, recorded or not) one client address may make within `addressWindowMs`;
   * the next is answered 429 until the oldest of them leaves the window. A club's people open a few
   * links an hour; a script that reloads pages to push a player up the who-clicked list does not get far.
   */
  addressClicks: 30,
  addressWindowMs: 10 * 60 * 1000,
  /**
   * The same address, contact and player within this time count once: a page reloaded (or opened in
   * three tabs) is one visit. The repeat is answered like the first, so the page never shows an error.
   */
  repeatWindowMs: 30 * 1000,
  /** Addresses (and address-contact-player keys) kept at most; beyond it the oldest are forgotten. */
  maxKeys: 50_000,
} as const;

/**
 * Sliding windows in the memory of this process. Unlike the D14 sign-in limits (login_attempts),
 * nothing here needs to survive a restart: the limits only keep scripts from inflating counts, and a
 * second API instance gives a script at most a second allowance.
 */
export function createClickLimiter(now: () => number = Date.now) {
  /** Per address, the times of its clicks within the window, oldest first. */
  const byAddress = new Map<string, number[]>();
  /** Per address, contact and player, when its last click was recorded. */
  const recorded = new Map<string, number>();

  /** Drops what has left its window; if a flood of addresses still leaves too many, the oldest go. */
  function sweep(at: number) {
    for (const [address, times] of byAddress) {
      if ((times.at(-1) ?? 0) <= at - CLICK_LIMITS.addressWindowMs) byAddress.delete(address);
    }
    for (const [key, time] of recorded) {
      if (time <= at - CLICK_LIMITS.repeatWindowMs) recorded.delete(key);
    }
    for (const map of [byAddress, recorded]) {
      // Maps iterate in insertion order: the first keys are the oldest.
      for (const key of map.keys()) {
        if (map.size <= CLICK_LIMITS.maxKeys) break;
        map.delete(key);
      }
    }
  }

  return {
    /**
     * Counts a click attempt of `address`: undefined when it may go on, otherwise the seconds until
     * it may try again. Every attempt counts, a refused or unknown pair included, so that guessing
     * ids is limited too; a refused one does not, so that waiting always helps.
     */
    attempt(address: string): number | undefined {
      const at = now();
      if (byAddress.size >= CLICK_LIMITS.maxKeys || recorded.size >= CLICK_LIMITS.maxKeys) sweep(at);
      const windowStart = at - CLICK_LIMITS.addressWindowMs;
      const times = (byAddress.get(address) ?? []).filter((time) => time > windowStart);
      if (times.length >= CLICK_LIMITS.addressClicks) {
        byAddress.set(address, times);
        const oldest = times[0] ?? at;
        return Math.max(1, Math.ceil((oldest - windowStart) / 1000));
      }
      times.push(at);
      // Re-inserted so that the map's order stays "least recently active first" for the sweep.
      byAddress.delete(address);
      byAddress.set(address, times);
      return undefined;
    },

    /** Whether this address already had this pair recorded within `repeatWindowMs`. */
    isRepeat(address: string, contactId: string, playerId: string): boolean {
      const last = recorded.get(`${address} ${contactId} ${playerId}`);
      return last !== undefined && last > now() - CLICK_LIMITS.repeatWindowMs;
    },

    /** Notes a recorded click, for `isRepeat`. */
    recorded(address: string, contactId: string, playerId: string): void {
      const key = `${address} ${contactId} ${playerId}`;
      recorded.delete(key);
      recorded.set(key, now());
    },
  };
}

export type ClickLimiter = ReturnType<typeof createClickLimiter>;
