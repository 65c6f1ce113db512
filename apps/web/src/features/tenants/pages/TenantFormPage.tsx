import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTenant } from '../api.ts';
import { TenantForm } from '../components/TenantForm.tsx';

const NEW = 'new';
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** /tenants/new creates a sport, /tenants/{id} edits one (spec 4, create versus update). */
export function TenantFormPage() {
  const { t } = useTranslation();
  const { id = NEW } = useParams();
  const isNew = id === NEW;
  // An address that cannot name a sport is as absent as a deleted one; no need to ask the server.
  const validId = !isNew && isUuid(id);
  const tenant = useTenant(validId ? id : undefined);

  if (isNew) return <TenantForm key={NEW} />;
  // Spec 2: an absent entity shows the not-found page without changing the address.
  if (!validId || (tenant.error instanceof HttpError && tenant.error.status === 404)) return <NotFound />;
  if (tenant.isPending) return <PageSpinner />;
  if (!tenant.data) return <ErrorAlert title={t('tenants.form.loadError')} error={tenant.error} />;
  return <TenantForm key={id} tenant={tenant.data} />;
}
