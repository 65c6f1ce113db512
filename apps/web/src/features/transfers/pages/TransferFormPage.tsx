import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useTransfer } from '../api.ts';
import { TransferForm } from '../components/TransferForm.tsx';

/** /transfers/{tenant}/new adds a transfer, /transfers/{tenant}/{id} edits one of that sport. */
export function TransferFormPage() {
  const { t } = useTranslation();
  const { id, isNew, validId } = useRouteId();
  const tenant = useRouteTenant();
  const transfer = useTransfer(validId);

  if (isNew) return <TransferForm key={`${NEW_ID}-${tenant.id}`} tenant={tenant} />;
  return (
    <EntityGate
      query={transfer}
      validId={validId}
      loadErrorTitle={t('transfers.form.loadError')}
      // Another sport's transfer under this sport's address would be saved into the wrong list.
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => <TransferForm key={id} transfer={record} tenant={tenant} />}
    </EntityGate>
  );
}
