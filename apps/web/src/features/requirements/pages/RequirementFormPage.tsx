import { Card } from '@mantine/core';
import type { Requirement } from '@transferdesk/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useClubOptions } from '../../../lib/club-options.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteId } from '../../../lib/route-id.ts';
import { type RouteTenant, useRouteTenant } from '../../../lib/route-tenant.ts';
import {
  useContractStatusOptions,
  useCountryOptions,
  useCurrencyOptions,
  usePlayerLevelOptions,
  usePositionOptions,
  useRequirement,
  useTransferOptions,
} from '../api.ts';
import { RequirementForm, type RequirementOptions } from '../components/RequirementForm.tsx';
import { valuesOf } from '../components/requirement-values.ts';
import { clearNoNeedShortcut, readNoNeedShortcut } from '../storage-keys.ts';

/**
 * /requirements/{tenant}/new creates a requirement, /requirements/{tenant}/{id} edits one of that
 * sport ("Create requirement" / "Edit requirement", spec 2). A spinner shows until the sport's
 * lists (and the requirement) have loaded; the form is built only then.
 */
export function RequirementFormPage() {
  const { t } = useTranslation();
  const { id, validId } = useRouteId();
  // The add route names no id: /requirements/{tenant}/new is matched as such.
  const isNew = id === '';
  const tenant = useRouteTenant();
  const requirement = useRequirement(validId);
  const title = isNew ? t('requirements.form.addTitle') : t('requirements.form.editTitle');
  usePageTitle(title, tenant.name);

  const header = <PageHeader title={title} description={requirement.data?.club.name ?? tenant.name} />;
  if (isNew) {
    return (
      <>
        {header}
        <WithOptions tenant={tenant}>
          {(options) => <NewRequirementForm tenant={tenant} options={options} />}
        </WithOptions>
      </>
    );
  }
  return (
    <EntityGate
      query={requirement}
      validId={validId}
      loadErrorTitle={t('requirements.info.loadError')}
      // Another sport's requirement under this address is not edited here.
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => (
        <>
          {header}
          <WithOptions tenant={tenant}>
            {(options) => (
              <EditRequirementForm key={record.id} requirement={record} tenant={tenant} options={options} />
            )}
          </WithOptions>
        </>
      )}
    </EntityGate>
  );
}

/** The lists the form chooses from; a spinner until every one has loaded (spec 2, section 4). */
function WithOptions({
  tenant,
  children,
}: {
  tenant: RouteTenant;
  children: (options: RequirementOptions) => ReactNode;
}) {
  const { t } = useTranslation();
  const transfers = useTransferOptions(tenant.id);
  const clubs = useClubOptions(tenant.id);
  const positions = usePositionOptions(tenant.id);
  const playerLevels = usePlayerLevelOptions(tenant.id);
  const contractStatuses = useContractStatusOptions(tenant.id);
  const valutas = useCurrencyOptions(tenant.id);
  const countries = useCountryOptions(tenant.id);
  const queries = [transfers, clubs, positions, playerLevels, contractStatuses, valutas, countries];
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorAlert title={t('requirements.form.optionsError')} error={failed.error} />;
  if (
    !transfers.data ||
    !clubs.data ||
    !positions.data ||
    !playerLevels.data ||
    !contractStatuses.data ||
    !valutas.data ||
    !countries.data
  ) {
    return <PageSpinner />;
  }
  return children({
    transfers: transfers.data,
    clubs: clubs.data,
    positions: positions.data,
    playerLevels: playerLevels.data,
    contractStatuses: contractStatuses.data,
    valutas: valutas.data,
    countries: countries.data,
  });
}

function FormCard({ children }: { children: ReactNode }) {
  return (
    <Card maw={1080} p={{ base: 'lg', sm: 'xl' }}>
      {children}
    </Card>
  );
}

/**
 * A new requirement: the no-need shortcut's club and transfer when the sport knows them (then the
 * keys are removed, spec 2, section 4), otherwise the window open today; EUR.
 */
function NewRequirementForm({ tenant, options }: { tenant: RouteTenant; options: RequirementOptions }) {
  const [initialValues] = useState(() => {
    const stored = readNoNeedShortcut();
    const known = (id: string, items: readonly { id: string }[]) =>
      items.some((item) => item.id === id) ? id : '';
    return valuesOf(undefined, {
      transfers: options.transfers,
      valutas: options.valutas,
      shortcut: {
        clubId: known(stored.clubId, options.clubs),
        transferId: known(stored.transferId, options.transfers),
      },
    });
  });
  useEffect(() => clearNoNeedShortcut(), []);
  return (
    <FormCard>
      <RequirementForm tenant={tenant} options={options} initialValues={initialValues} />
    </FormCard>
  );
}

function EditRequirementForm({
  requirement,
  tenant,
  options,
}: {
  requirement: Requirement;
  tenant: RouteTenant;
  options: RequirementOptions;
}) {
  const [initialValues] = useState(() => valuesOf(requirement));
  return (
    <FormCard>
      <RequirementForm
        requirement={requirement}
        tenant={tenant}
        options={options}
        initialValues={initialValues}
      />
    </FormCard>
  );
}
