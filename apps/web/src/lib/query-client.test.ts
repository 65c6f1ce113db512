import type { Query } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http.ts';
import { backgroundRetryDelay, shouldRetry } from './query-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('query retries', () => {
  it('retries network trouble twice, and never an answer in the 4xx range', () => {
    const network = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((count) => shouldRetry(count, network))).toEqual([true, true, false]);
    expect(shouldRetry(0, new HttpError(503, {}))).toBe(true);
    expect(shouldRetry(0, new HttpError(404, {}))).toBe(false);
  });

  it('does not retry offline, so that nothing waits for the network (issue 15)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});

/** A query that has never had an answer and failed `failures` times, with its own `retry` option. */
function failedQuery(failures: number, error: unknown, retry?: false): Query {
  // Only the fields the retry rule reads; a real Query needs a client and a cache.
  return {
    state: { status: 'error', errorUpdateCount: failures, error },
    options: { retry: retry ?? 0 },
  } as unknown as Query;
}

describe('background retries (issue 26, item 21)', () => {
  it('refetches a failed query after 1 s, then 2 s, then stops', () => {
    const network = new TypeError('Failed to fetch');
    expect([1, 2, 3].map((failures) => backgroundRetryDelay(failedQuery(failures, network)))).toEqual([
      1000,
      2000,
      false,
    ]);
  });

  it('never for a 4xx answer, a query without retries, or one that is not failing', () => {
    expect(backgroundRetryDelay(failedQuery(1, new HttpError(404, {})))).toBe(false);
    expect(backgroundRetryDelay(failedQuery(1, new TypeError('Failed to fetch'), false))).toBe(false);
    const answered = { state: { status: 'success', errorUpdateCount: 0 }, options: {} } as unknown as Query;
    expect(backgroundRetryDelay(answered)).toBe(false);
  });
});
