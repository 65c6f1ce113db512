import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title.ts';
import { useRouteId } from '../lib/route-id.ts';
import { type RouteTenant, useRouteTenant } from '../lib/route-tenant.ts';
import { EntityGate } from './EntityGate.tsx';

interface SportInfoPageProps<T extends { tenantId: string }> {
  /** The record's read hook (`usePlayer` ...): it reads only a valid id. */
  useRecord: (id: string | undefined) => UseQueryResult<T>;
  loadErrorTitle: string;
  /** The browser tab's title once loaded; `fallbackTitle` before, or when it is empty. */
  titleOf: (record: T) => string;
  fallbackTitle: string;
  children: (record: T, tenant: RouteTenant) => ReactNode;
}

/** A sport's record read-only under its address (D11); another sport's record is not found. */
export function SportInfoPage<T extends { tenantId: string }>({
  useRecord,
  loadErrorTitle,
  titleOf,
  fallbackTitle,
  children,
}: SportInfoPageProps<T>) {
  const { validId } = useRouteId();
  const tenant = useRouteTenant();
  const record = useRecord(validId);
  const name = record.data ? titleOf(record.data) : '';
  usePageTitle(name || fallbackTitle, tenant.name);

  return (
    <EntityGate
      query={record}
      validId={validId}
      loadErrorTitle={loadErrorTitle}
      belongs={(loaded) => loaded.tenantId === tenant.id}
    >
      {(loaded) => children(loaded, tenant)}
    </EntityGate>
  );
}
