import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnvironmentFeature, PublicConfig } from '@transferdesk/shared';
import { DEVICE_COPY_KEYS, isDeviceCopy, withDeviceCopy } from './device-copy.ts';
import { http } from './http.ts';
import { queryRoots } from './query-keys.ts';

/**
 * D23: the environment's feature flags reach the app at start through `GET /core/api/config`;
 * offline, from the copy kept on this device (issue 26, item 6), until the server answers again.
 */
export const configQuery = queryOptions({
  queryKey: queryRoots.config,
  queryFn: ({ signal }) =>
    withDeviceCopy(DEVICE_COPY_KEYS.config, () => http.get<PublicConfig>('/api/config', undefined, signal)),
  staleTime: (query) => (isDeviceCopy(query.state.data) ? 0 : Number.POSITIVE_INFINITY),
});

/** Whether the environment turns a feature on; off until the configuration has arrived. */
export function useEnvironmentFeatures(): (feature: EnvironmentFeature) => boolean {
  const { data } = useQuery(configQuery);
  return (feature) => data?.features.includes(feature) ?? false;
}
