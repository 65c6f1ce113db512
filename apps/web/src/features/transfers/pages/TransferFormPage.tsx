import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useTransfer } from '../api.ts';
import { TransferForm } from '../components/TransferForm.tsx';

const NEW = 'new';
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** /transfers/{tenant}/new adds a transfer, /transfers/{tenant}/{id} edits one of that sport. */
export function TransferFormPage() {
  const { t } = useTranslation();
  const { id = NEW } = useParams();
  const tenant = useRouteTenant();
  const isNew = id === NEW;
  const validId = !isNew && isUuid(id);
  const transfer = useTransfer(validId ? id : undefined);

  if (isNew) return <TransferForm key={`${NEW}-${tenant.id}`} tenant={tenant} />;
  if (!validId || (transfer.error instanceof HttpError && transfer.error.status === 404)) return <NotFound />;
  if (transfer.isPending) return <PageSpinner />;
  if (!transfer.data) return <ErrorAlert title={t('transfers.form.loadError')} error={transfer.error} />;
  // Another sport's transfer under this sport's address would be saved into the wrong list.
  if (transfer.data.tenantId !== tenant.id) return <NotFound />;
  return <TransferForm key={id} transfer={transfer.data} tenant={tenant} />;
}
