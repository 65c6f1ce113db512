import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAddressBook, IconCheck, IconPlus } from '@tabler/icons-react';
import { type Contact, type ContactSortProperty, errorMessages, fullName } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListPage } from '../../../components/ListPage.tsx';
import { HttpError } from '../../../lib/http.ts';
import { translateKnownText } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { contactsResource, useDeleteContact } from '../api.ts';
import { ContactCard } from '../components/ContactCard.tsx';

/** /contacts/{tenant}: "Contacts [sport]", people at clubs who are not players (TenantAdmin; D8). */
export function ContactsPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('contacts.list.pageTitle'), tenant.name);
  const remove = useDeleteContact();
  const [deleting, setDeleting] = useState<Contact | null>(null);

  const confirmDelete = (contact: Contact) =>
    remove.mutate(contact.id, {
      onSuccess: () => {
        notifications.show({
          role: 'status',
          color: 'teal',
          icon: <IconCheck size={18} aria-hidden />,
          message: t('contacts.delete.done', { name: fullName(contact) }),
        });
      },
      onError: (error) => {
        const reasons = errorMessages(error instanceof HttpError ? error.body : undefined);
        notifications.show({
          color: 'red',
          title: t('contacts.delete.error'),
          message: reasons.map(translateKnownText).join(' '),
        });
      },
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <ListPage<Contact, ContactSortProperty>
        title={t('contacts.list.title', { sport: tenant.name })}
        actions={
          <Button
            component={Link}
            to={`/contacts/${tenant.id}/new`}
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
        renderItem={(contact) => (
          <ContactCard contact={contact} tenantId={tenant.id} onDelete={setDeleting} />
        )}
        csvFilename="contacts.csv"
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          // The request is under way: closing now would hide its outcome.
          if (remove.isPending) return false;
          setDeleting(null);
        }}
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
