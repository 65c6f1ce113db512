import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http.ts';
import { shouldRetry } from './query-client.ts';

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
