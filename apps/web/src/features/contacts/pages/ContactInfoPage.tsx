import { fullName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteId } from '../../../lib/route-id.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { useContact } from '../api.ts';
import { ContactDetails } from '../components/ContactDetails.tsx';

/** /contact-info/{tenant}/{id}: the contact read-only in the inner layout (D11). */
export function ContactInfoPage() {
  const { t } = useTranslation();
  const { validId } = useRouteId();
  const tenant = useRouteTenant();
  const contact = useContact(validId);
  const name = contact.data ? fullName(contact.data) : '';
  usePageTitle(name || t('contacts.list.pageTitle'), tenant.name);

  return (
    <EntityGate
      query={contact}
      validId={validId}
      loadErrorTitle={t('contacts.detail.loadError')}
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => <ContactDetails contact={record} />}
    </EntityGate>
  );
}
