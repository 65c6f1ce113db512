import { type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

const MAX_RETRIES = 2;
const FIRST_RETRY_DELAY_MS = 1000;
const LONGEST_RETRY_DELAY_MS = 30_000;

/**
 * Answers in the 4xx range will not change on a retry (absent, forbidden, invalid); network trouble
 * may. Offline there is no retry: it would wait for the network (offlineFirst), and so would every
 * save that refreshes its lists afterwards, its button spinning. Back online, queries refetch anyway.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return failureCount < MAX_RETRIES;
}

/** Each query's count of failed fetches when it last had a success: the failures since are the retries' count. */
const errorsAtLastSuccess = new WeakMap<Query, number>();

/** How many fetches of the query have failed in a row, since it last had an answer. */
export function failuresInARow(query: Query): number {
  return query.state.errorUpdateCount - (errorsAtLastSuccess.get(query) ?? 0);
}

/**
 * Issue 26, item 21: a failed query shows its error at once (no retries inside the fetch, which kept
 * the spinner turning for seconds while the API was down) and is fetched again in the background,
 * 1 s and 2 s later, while a page shows it; the page recovers when one of those succeeds. The same
 * retries as before, with the same rules (`shouldRetry`). A query that turns retries off
 * (`retry: false`, e.g. the single sign-on link: one attempt per visit) gets none here either.
 */
export function backgroundRetryDelay(query: Query): number | false {
  if (query.state.status !== 'error' || query.options.retry === false) return false;
  const failures = failuresInARow(query);
  if (failures < 1 || !shouldRetry(failures - 1, query.state.error)) return false;
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failures - 1), LONGEST_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache();
  queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      errorsAtLastSuccess.set(event.query, event.query.state.errorUpdateCount);
    }
  });
  return new QueryClient({
    queryCache,
    defaultOptions: {
      // offlineFirst: a query runs even while the browser is offline, so the service worker can
      // answer it from what was seen before (issue 15).
      queries: {
        // 0, not false: `false` is how a query says it wants no background retries either.
        retry: 0,
        refetchInterval: backgroundRetryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      // A write offline must still run: with `offlineChanges` the http client queues it (issue 15),
      // without it the form shows the failure at once instead of waiting for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
