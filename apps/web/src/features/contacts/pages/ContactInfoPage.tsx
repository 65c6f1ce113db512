import type { Contact } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SportInfoPage } from '../../../components/SportInfoPage.tsx';
import { contactName } from '../../../lib/person-name.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';
import { useContact } from '../api.ts';
import { ContactDetails } from '../components/ContactDetails.tsx';

interface ContactInfoPageProps {
  /**
   * Other features' sections of the contact, at the end: the app slots them in (app/composition),
   * so that neither feature imports the other.
   */
  sections?: (contact: Contact, tenant: RouteTenant) => ReactNode;
}

/** /contact-info/{tenant}/{id}: the contact read-only in the inner layout (D11). */
export function ContactInfoPage({ sections }: ContactInfoPageProps = {}) {
  const { t } = useTranslation();
  return (
    <SportInfoPage
      useRecord={useContact}
      loadErrorTitle={t('contacts.detail.loadError')}
      titleOf={contactName}
      fallbackTitle={t('contacts.list.pageTitle')}
    >
      {(contact, tenant) => <ContactDetails contact={contact} sections={sections?.(contact, tenant)} />}
    </SportInfoPage>
  );
}
