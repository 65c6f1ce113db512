import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { useRouteId } from '../../../lib/route-id.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useCurrency } from '../api.ts';
import { CurrencyForm } from '../components/CurrencyForm.tsx';

/** /currencies/{tenant}/{id}: edit only (spec 2: currencies are not added, so `new` is not found). */
export function CurrencyFormPage() {
  const { t } = useTranslation();
  const { id, validId } = useRouteId();
  const tenant = useRouteTenant();
  const valuta = useCurrency(validId);

  return (
    <EntityGate
      query={valuta}
      validId={validId}
      loadErrorTitle={t('currencies.form.loadError')}
      // Another sport's currency under this sport's address would send the person to the wrong list.
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => <CurrencyForm key={id} valuta={record} tenant={tenant} />}
    </EntityGate>
  );
}
