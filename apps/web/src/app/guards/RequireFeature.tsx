import { useQuery } from '@tanstack/react-query';
import type { EnvironmentFeature } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { configQuery } from '../../lib/config.ts';

interface RequireFeatureProps {
  feature: EnvironmentFeature;
  /** Shown when the feature is off: the (lazy) not-found page, so this guard stays small. */
  fallback: ReactNode;
}

/** D23: the area of a feature the environment switches off does not exist. */
export function RequireFeature({ feature, fallback }: RequireFeatureProps) {
  const { data, isPending } = useQuery(configQuery);
  // The configuration arrives with the shell; until then there is nothing to decide.
  if (isPending) return null;
  if (!data?.features.includes(feature)) return fallback;
  return <Outlet />;
}
