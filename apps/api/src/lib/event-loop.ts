import { setImmediate } from 'node:timers/promises';

/**
 * Items a long CPU-bound loop (a CSV import: parsing and validating rows) handles between two turns
 * of the event loop. A 100,000-row import takes seconds; other requests are answered in between
 * instead of after it.
 */
export const ITEMS_PER_TURN = 250;

/** Lets timers and I/O (other requests) run before a long loop goes on. */
export const nextTurn = (): Promise<void> => setImmediate();
