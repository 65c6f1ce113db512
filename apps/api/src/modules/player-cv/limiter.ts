import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { DomainError } from '../../lib/errors.ts';

export interface Limiter {
  /** Runs `task` when one of the slots is free (its index given), first come first served. */
  run<T>(task: (slot: number) => Promise<T>): Promise<T>;
}

/**
 * At most `slots` tasks at a time, the rest waiting in order. A queue longer than `maxWaiting` is
 * refused (429): a CV is work for whole seconds of CPU, and a public address must not pile it up.
 */
export function createLimiter(slots: number, maxWaiting: number): Limiter {
  const free = Array.from({ length: slots }, (_, index) => index);
  const waiting: ((slot: number) => void)[] = [];
  const acquire = (): Promise<number> => {
    const slot = free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    if (waiting.length >= maxWaiting) {
      return Promise.reject(
        new DomainError('tooManyRequests', PUBLIC_PAGE_MESSAGES.tooManyClicks, undefined, 5),
      );
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (slot: number) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };
  return {
    async run(task) {
      const slot = await acquire();
      try {
        return await task(slot);
      } finally {
        release(slot);
      }
    },
  };
}
