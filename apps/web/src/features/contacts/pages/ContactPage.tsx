import { Alert, Anchor, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconId } from '@tabler/icons-react';
import type { Contact } from '@transferdesk/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EntityGate } from '../../../components/EntityGate.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName, isErased } from '../../../lib/person-name.ts';
import { NEW_ID, useRouteId } from '../../../lib/route-id.ts';
import { type RouteTenant, useRouteTenant } from '../../../lib/route-tenant.ts';
import { useContact } from '../api.ts';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { ContactForm } from '../components/ContactForm.tsx';

/**
 * /contacts/{tenant}/{id} (and …/edit): the contact read-only, then its edit form once loaded
 * (spec 2, Contacts); /contacts/{tenant}/new adds one, `?clubId=` choosing its club.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const { id, isNew, validId } = useRouteId();
  const [search] = useSearchParams();
  const tenant = useRouteTenant();
  const contact = useContact(validId);

  if (isNew) return <NewContact tenant={tenant} presetClubId={search.get('clubId') ?? ''} />;
  return (
    <EntityGate
      query={contact}
      validId={validId}
      loadErrorTitle={t('contacts.detail.loadError')}
      // Another sport's contact under this sport's address would be saved into the wrong list.
      belongs={(record) => record.tenantId === tenant.id}
    >
      {(record) => <ExistingContact key={id} contact={record} tenant={tenant} />}
    </EntityGate>
  );
}

function NewContact({ tenant, presetClubId }: { tenant: RouteTenant; presetClubId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('contacts.form.addTitle'), tenant.name);
  return (
    <>
      <PageHeader title={t('contacts.form.addTitle')} description={tenant.name} />
      <Card maw={960} p={{ base: 'lg', sm: 'xl' }}>
        <ContactForm key={`${NEW_ID}-${tenant.id}`} tenant={tenant} presetClubId={presetClubId} />
      </Card>
    </>
  );
}

function ExistingContact({ contact, tenant }: { contact: Contact; tenant: RouteTenant }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLElement>(null);
  usePageTitle(contactName(contact) || t('contacts.list.pageTitle'), tenant.name);
  // …/edit opens the same page at its form.
  const atForm = pathname.endsWith('/edit');
  useEffect(() => {
    if (atForm) formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [atForm]);

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.contacts.list(tenant.id)} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('contacts.detail.backToList', { sport: tenant.name })}
        </Group>
      </Anchor>
      {/* An erased contact is deleted too; the badge says what happened instead. */}
      {contact.deletedAt !== null && !isErased(contact) && (
        <Alert color="gray" variant="light">
          {t('contacts.detail.deletedHint', { date: formatLongDate(contact.deletedAt, i18n.language) })}
        </Alert>
      )}
      <ContactDetails
        contact={contact}
        actions={
          <Button
            component={Link}
            to={paths.contacts.info(tenant.id, contact.id)}
            variant="default"
            leftSection={<IconId size={16} aria-hidden />}
          >
            {t('contacts.detail.infoPage')}
          </Button>
        }
      />
      {/* The API refuses changes to a deleted or erased contact; a form would only fail on Save. */}
      {contact.deletedAt === null && !isErased(contact) && (
        <Card component="section" aria-labelledby="contact-edit" p={{ base: 'lg', sm: 'xl' }} ref={formRef}>
          <Title order={2} size="h3" id="contact-edit" mb="lg">
            {t('contacts.form.editTitle')}
          </Title>
          <ContactForm contact={contact} tenant={tenant} />
        </Card>
      )}
    </Stack>
  );
}
