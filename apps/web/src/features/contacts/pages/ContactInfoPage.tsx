import { fullName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { SportInfoPage } from '../../../components/SportInfoPage.tsx';
import { useContact } from '../api.ts';
import { ContactDetails } from '../components/ContactDetails.tsx';

/** /contact-info/{tenant}/{id}: the contact read-only in the inner layout (D11). */
export function ContactInfoPage() {
  const { t } = useTranslation();
  return (
    <SportInfoPage
      useRecord={useContact}
      loadErrorTitle={t('contacts.detail.loadError')}
      titleOf={fullName}
      fallbackTitle={t('contacts.list.pageTitle')}
    >
      {(contact) => <ContactDetails contact={contact} />}
    </SportInfoPage>
  );
}
