import { Button } from '@mantine/core';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import type { Transfer, TransferSortProperty } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { transfersResource, useDeleteTransfer } from '../api.ts';
import { TransferCard } from '../components/TransferCard.tsx';

/** /transfers/{tenant}: "Transfers [sport]" (TenantAdmin; spec 2, Transfers). */
export function TransfersPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('transfers.list.pageTitle'), tenant.name);
  const remove = useDeleteTransfer();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<Transfer>({
    remove,
    doneMessage: (transfer) => t('transfers.delete.done', { name: transfer.name }),
    errorTitle: t('transfers.delete.error'),
  });
  // The local calendar day: the window an agent thinks of as "now".
  const today = dayjs().format('YYYY-MM-DD');

  return (
    <>
      <ListPage<Transfer, TransferSortProperty>
        title={t('transfers.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={paths.transfers.add(tenant.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('transfers.list.add')}
          </Button>
        }
        resource={transfersResource(tenant.id)}
        sorts={[
          { label: t('transfers.sort.name'), property: 'name' },
          { label: t('transfers.sort.years'), property: 'years' },
          { label: t('transfers.sort.createdAt'), property: 'createdAt' },
        ]}
        defaults={{ sort: 'years', direction: 'desc' }}
        loadErrorTitle={t('transfers.list.loadError')}
        empty={{
          title: t('transfers.list.emptyTitle'),
          description: t('transfers.list.emptyDescription'),
          icon: <IconArrowsExchange aria-hidden />,
        }}
        getKey={(transfer) => transfer.id}
        renderItem={(transfer) => (
          <TransferCard transfer={transfer} tenantId={tenant.id} today={today} onDelete={askDelete} />
        )}
      />
      {deleteDialog}
    </>
  );
}
