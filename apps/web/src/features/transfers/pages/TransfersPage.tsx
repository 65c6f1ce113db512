import { IconArrowsExchange } from '@tabler/icons-react';
import type { Transfer, TransferSortProperty } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { transfersResource, useDeleteTransfer } from '../api.ts';
import { TransferCard } from '../components/TransferCard.tsx';

/** /transfers/{tenant}: "Transfers [sport]" (TenantAdmin; spec 2, Transfers). */
export function TransfersPage() {
  // The local calendar day: the window an agent thinks of as "now".
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <SportListPage<Transfer, TransferSortProperty, 'transfers'>
      feature="transfers"
      resource={transfersResource}
      sorts={['name', 'years', 'createdAt']}
      defaults={{ sort: 'years', direction: 'desc' }}
      emptyIcon={<IconArrowsExchange aria-hidden />}
      useRemove={useDeleteTransfer}
      nameOf={(transfer) => transfer.name}
      renderItem={(transfer, { tenantId, askDelete }) => (
        <TransferCard transfer={transfer} tenantId={tenantId} today={today} onDelete={askDelete} />
      )}
    />
  );
}
