import { setImmediate } from 'node:timers/promises';

/**
 * Items a long CPU-bound loop (a CSV import: parsing, validating, preparing, inserting) handles
 * between two turns of the event loop. A 50,000-row import takes seconds; other requests are
 * answered in between instead of after it.
 */
export const ITEMS_PER_TURN = 250;

/** Lets timers and I/O (other requests) run before a long loop goes on. */
export const nextTurn = (): Promise<void> => setImmediate();

/** `items.map(fn)`, giving the event loop a turn every ITEMS_PER_TURN items. */
export async function mapWithTurns<T, U>(items: readonly T[], fn: (item: T) => U): Promise<U[]> {
  const result: U[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % ITEMS_PER_TURN === 0) await nextTurn();
    result.push(fn(item));
  }
  return result;
}
