import { Button } from '@mantine/core';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { type Contact, type ContactSortProperty, fullName } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage.tsx';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { contactsResource, useDeleteContact } from '../api.ts';
import { ContactCard } from '../components/ContactCard.tsx';

/** /contacts/{tenant}: "Contacts [sport]", people at clubs who are not players (TenantAdmin; D8). */
export function ContactsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('contacts.list.pageTitle'), tenant.name);
  const remove = useDeleteContact();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<Contact>({
    remove,
    doneMessage: (contact) => t('contacts.delete.done', { name: fullName(contact) }),
    errorTitle: t('contacts.delete.error'),
  });

  return (
    <>
      <ListPage<Contact, ContactSortProperty>
        title={t('contacts.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={paths.contacts.add(tenant.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('contacts.list.add')}
          </Button>
        }
        resource={contactsResource(tenant.id)}
        sorts={[
          { label: t('contacts.sort.firstName'), property: 'firstName' },
          { label: t('contacts.sort.height'), property: 'height' },
          { label: t('contacts.sort.weight'), property: 'weight' },
          { label: t('contacts.sort.dateOfBirth'), property: 'dateOfBirth' },
        ]}
        defaults={{ sort: 'firstName', direction: 'asc' }}
        loadErrorTitle={t('contacts.list.loadError')}
        empty={{
          title: t('contacts.list.emptyTitle'),
          description: t('contacts.list.emptyDescription'),
          icon: <IconAddressBook aria-hidden />,
        }}
        getKey={(contact) => contact.id}
        renderItem={(contact) => <ContactCard contact={contact} tenantId={tenant.id} onDelete={askDelete} />}
        csvFilename="contacts.csv"
      />
      {deleteDialog}
    </>
  );
}
