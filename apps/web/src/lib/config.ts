import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnvironmentFeature, PublicConfig } from '@transferdesk/shared';
import { http } from './http.ts';
import { queryRoots } from './query-keys.ts';

/** D23: the environment's feature flags reach the app at start through `GET /core/api/config`. */
export const configQuery = queryOptions({
  queryKey: queryRoots.config,
  queryFn: ({ signal }) => http.get<PublicConfig>('/api/config', undefined, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the environment turns a feature on; off until the configuration has arrived. */
export function useEnvironmentFeatures(): (feature: EnvironmentFeature) => boolean {
  const { data } = useQuery(configQuery);
  return (feature) => data?.features.includes(feature) ?? false;
}
