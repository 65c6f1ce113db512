import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export interface TenantSummary {
  tenantId: string;
  name: string;
  users: number;
}

/** `GET /core/api/home/summary`: counts per sport of the signed-in user. */
export function useHomeSummary() {
  return useQuery({
    queryKey: ['home', 'summary'],
    queryFn: ({ signal }) => http.get<TenantSummary[]>('/api/home/summary', undefined, signal),
    // The dashboard works without the numbers; an old server simply has none.
    retry: false,
  });
}
