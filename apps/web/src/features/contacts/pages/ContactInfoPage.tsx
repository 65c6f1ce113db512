import { fullName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { HttpError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useContact } from '../api.ts';
import { ContactDetails } from '../components/ContactDetails.tsx';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** /contact-info/{tenant}/{id}: the contact read-only in the inner layout (D11). */
export function ContactInfoPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenant = useRouteTenant();
  const validId = isUuid(id);
  const contact = useContact(validId ? id : undefined);
  const name = contact.data ? fullName(contact.data) : '';
  usePageTitle(name || t('contacts.list.pageTitle'), tenant.name);

  if (!validId || (contact.error instanceof HttpError && contact.error.status === 404)) return <NotFound />;
  if (contact.isPending) return <PageSpinner />;
  if (!contact.data) return <ErrorAlert title={t('contacts.detail.loadError')} error={contact.error} />;
  if (contact.data.tenantId !== tenant.id) return <NotFound />;
  return <ContactDetails contact={contact.data} />;
}
