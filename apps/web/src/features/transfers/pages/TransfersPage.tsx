import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconCheck, IconPlus } from '@tabler/icons-react';
import { errorMessages, type Transfer, type TransferSortProperty } from '@transferdesk/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { HttpError } from '../../../lib/http.ts';
import { translateKnownText } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { transfersResource, useDeleteTransfer } from '../api.ts';
import { TransferCard } from '../components/TransferCard.tsx';

/** /transfers/{tenant}: "Transfers [sport]" (TenantAdmin; spec 2, Transfers). */
export function TransfersPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('transfers.list.pageTitle'), tenant.name);
  const remove = useDeleteTransfer();
  const [deleting, setDeleting] = useState<Transfer | null>(null);
  // The local calendar day: the window an agent thinks of as "now".
  const today = dayjs().format('YYYY-MM-DD');

  const confirmDelete = (transfer: Transfer) =>
    remove.mutate(transfer.id, {
      onSuccess: () => {
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: t('transfers.delete.done', { name: transfer.name }),
        });
      },
      onError: (error) => {
        const reasons = errorMessages(error instanceof HttpError ? error.body : undefined);
        notifications.show({
          color: 'red',
          title: t('transfers.delete.error'),
          message: reasons.map(translateKnownText).join(' '),
        });
      },
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <ListPage<Transfer, TransferSortProperty>
        title={t('transfers.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={`/transfers/${tenant.id}/new`}
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
          <TransferCard transfer={transfer} tenantId={tenant.id} today={today} onDelete={setDeleting} />
        )}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          // The request is under way: closing now would hide its outcome.
          if (remove.isPending) return false;
          setDeleting(null);
        }}
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
