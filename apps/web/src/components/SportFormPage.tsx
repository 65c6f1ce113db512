import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { NEW_ID, useRouteId } from '../lib/route-id.ts';
import { type RouteTenant, useRouteTenant } from '../lib/route-tenant.ts';
import { EntityGate } from './EntityGate.tsx';

interface SportFormPageProps<T extends { tenantId: string }> {
  /** The record's read hook (`useTeam` ...): it reads only a valid id. */
  useRecord: (id: string | undefined) => UseQueryResult<T>;
  loadErrorTitle: string;
  /** Beyond being of this sport, whether the record may be edited here (a deleted club may not). */
  editable?: (record: T) => boolean;
  /** The form: of a new record (`undefined`) or of the one loaded. */
  children: (record: T | undefined, tenant: RouteTenant) => ReactNode;
}

/**
 * The add and edit page of one sport's record: `…/new` opens an empty form, an id the form of that
 * record once loaded (`EntityGate`). Another sport's record under this sport's address is not found:
 * it would be saved into the wrong list. A new form starts afresh for each sport.
 */
export function SportFormPage<T extends { tenantId: string }>({
  useRecord,
  loadErrorTitle,
  editable = () => true,
  children,
}: SportFormPageProps<T>) {
  const { id, isNew, validId } = useRouteId();
  const tenant = useRouteTenant();
  const record = useRecord(validId);

  if (isNew) return <Fragment key={`${NEW_ID}-${tenant.id}`}>{children(undefined, tenant)}</Fragment>;
  return (
    <EntityGate
      query={record}
      validId={validId}
      loadErrorTitle={loadErrorTitle}
      belongs={(loaded) => loaded.tenantId === tenant.id && editable(loaded)}
    >
      {(loaded) => <Fragment key={id}>{children(loaded, tenant)}</Fragment>}
    </EntityGate>
  );
}
