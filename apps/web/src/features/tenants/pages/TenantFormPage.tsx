import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { useTenant } from '../api.ts';
import { TenantForm } from '../components/TenantForm.tsx';

/** /tenants/new creates a sport, /tenants/{id} edits one (spec 4, create versus update). */
export function TenantFormPage() {
  const { t } = useTranslation();
  const { id, isNew, validId } = useRouteId();
  const tenant = useTenant(validId);

  if (isNew) return <TenantForm key={NEW_ID} />;
  return (
    <EntityGate query={tenant} validId={validId} loadErrorTitle={t('tenants.form.loadError')}>
      {(record) => <TenantForm key={id} tenant={record} />}
    </EntityGate>
  );
}
