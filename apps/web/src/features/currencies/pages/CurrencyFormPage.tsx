import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useValuta } from '../api.ts';
import { CurrencyForm } from '../components/CurrencyForm.tsx';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** /currencies/{tenant}/{id}: edit only (spec 2: currencies are not added). */
export function CurrencyFormPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenant = useRouteTenant();
  const validId = isUuid(id);
  const valuta = useValuta(validId ? id : undefined);

  if (!validId || (valuta.error instanceof HttpError && valuta.error.status === 404)) return <NotFound />;
  if (valuta.isPending) return <PageSpinner />;
  if (!valuta.data) return <ErrorAlert title={t('currencies.form.loadError')} error={valuta.error} />;
  // Another sport's currency under this sport's address would send the person to the wrong list.
  if (valuta.data.tenantId !== tenant.id) return <NotFound />;
  return <CurrencyForm key={id} valuta={valuta.data} tenant={tenant} />;
}
