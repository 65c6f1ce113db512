import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

const MAX_RETRIES = 2;

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query runs even while the browser is offline, so the service worker can
      // answer it from what was seen before (issue 15); retries then wait for the network.
      queries: {
        retry: shouldRetry,
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
