import { IconArrowsExchange } from '@tabler/icons-react';
import type { Transfer, TransferSortProperty } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { transfersResource, useDeleteTransfer } from '../api.ts';
import { TransferCard } from '../components/TransferCard.tsx';

/** /transfers/{tenant}: "Transfers [sport]" (TenantAdmin; spec 2, Transfers). */
export function TransfersPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  const remove = useDeleteTransfer();
  // The local calendar day: the window an agent thinks of as "now".
  const today = dayjs().format('YYYY-MM-DD');

  return (
    <SportListPage<Transfer, TransferSortProperty>
      feature="transfers"
      addPath={paths.transfers.add}
      resource={transfersResource}
      sorts={[
        { label: t('transfers.sort.name'), property: 'name' },
        { label: t('transfers.sort.years'), property: 'years' },
        { label: t('transfers.sort.createdAt'), property: 'createdAt' },
      ]}
      defaults={{ sort: 'years', direction: 'desc' }}
      emptyIcon={<IconArrowsExchange aria-hidden />}
      remove={remove}
      nameOf={(transfer) => transfer.name}
      renderItem={(transfer, askDelete) => (
        <TransferCard transfer={transfer} tenantId={tenant.id} today={today} onDelete={askDelete} />
      )}
    />
  );
}
