import { useQuery } from '@tanstack/react-query';
import type { TenantSummary } from '@transferdesk/shared';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/** `GET /core/api/home/summary`: counts per sport of the signed-in user. */
export function useHomeSummary() {
  return useQuery({
    queryKey: [...queryRoots.home, 'summary'],
    queryFn: ({ signal }) => http.get<TenantSummary[]>('/api/home/summary', undefined, signal),
    // The dashboard works without the numbers; an old server simply has none.
    retry: false,
  });
}
