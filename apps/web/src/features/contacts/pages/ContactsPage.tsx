import { IconAddressBook } from '@tabler/icons-react';
import { type Contact, type ContactSortProperty, fullName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { contactsResource, useDeleteContact } from '../api.ts';
import { ContactCard } from '../components/ContactCard.tsx';

/** /contacts/{tenant}: "Contacts [sport]", people at clubs who are not players (TenantAdmin; D8). */
export function ContactsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  const remove = useDeleteContact();

  return (
    <SportListPage<Contact, ContactSortProperty>
      feature="contacts"
      addPath={paths.contacts.add}
      resource={contactsResource}
      sorts={[
        { label: t('contacts.sort.firstName'), property: 'firstName' },
        { label: t('contacts.sort.height'), property: 'height' },
        { label: t('contacts.sort.weight'), property: 'weight' },
        { label: t('contacts.sort.dateOfBirth'), property: 'dateOfBirth' },
      ]}
      defaults={{ sort: 'firstName', direction: 'asc' }}
      emptyIcon={<IconAddressBook aria-hidden />}
      remove={remove}
      nameOf={fullName}
      renderItem={(contact, askDelete) => (
        <ContactCard contact={contact} tenantId={tenant.id} onDelete={askDelete} />
      )}
      csvFilename="contacts.csv"
    />
  );
}
