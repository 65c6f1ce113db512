import { IconAddressBook } from '@tabler/icons-react';
import type { Contact, ContactSortProperty } from '@transferdesk/shared';
import { SportListPage } from '../../../components/SportListPage.tsx';
import { contactName } from '../../../lib/person-name.ts';
import { contactsResource, useDeleteContact } from '../api.ts';
import { ContactCard } from '../components/ContactCard.tsx';

/** /contacts/{tenant}: "Contacts [sport]", people at clubs who are not players (TenantAdmin; D8). */
export function ContactsPage() {
  return (
    <SportListPage<Contact, ContactSortProperty, 'contacts'>
      feature="contacts"
      resource={contactsResource}
      sorts={['firstName', 'height', 'weight', 'dateOfBirth']}
      defaults={{ sort: 'firstName', direction: 'asc' }}
      emptyIcon={<IconAddressBook aria-hidden />}
      useRemove={useDeleteContact}
      nameOf={contactName}
      renderItem={(contact, card) => (
        <ContactCard contact={contact} tenantId={card.tenantId} onDelete={card.askDelete} />
      )}
      csvFilename="contacts.csv"
    />
  );
}
