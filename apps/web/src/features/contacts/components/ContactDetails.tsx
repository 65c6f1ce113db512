import { Anchor, Stack, Text } from '@mantine/core';
import { type Contact, withoutSeparators } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGrid, WebLink } from '../../../components/DetailGrid.tsx';
import { DetailsHeader, DetailsSection } from '../../../components/details-parts.tsx';
import { ErasedBadge } from '../../../components/ErasedBadge.tsx';
import { RichTextView } from '../../../components/RichTextView.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { contactName } from '../../../lib/person-name.ts';
import { ClickedPlayers } from './ClickedPlayers.tsx';
import { ClubBadge } from './ContactCard.tsx';
import { ContactPitches } from './ContactPitches.tsx';

interface ContactDetailsProps {
  contact: Contact;
  actions?: ReactNode;
  /** Other features' sections, at the end (the app slots them in: personal data). */
  sections?: ReactNode;
}

/**
 * The contact read-only (spec 2, Contacts): every field, `||` separators removed from the agents and
 * the nationality. The contact page puts the edit form under it; /contact-info shows it alone.
 */
export function ContactDetails({ contact, actions, sections }: ContactDetailsProps) {
  const { t, i18n } = useTranslation();
  const name = contactName(contact) || t('contacts.card.unnamed');
  const date = (value: string | null) => (value ? formatLongDate(value, i18n.language) : '');
  const yesNo = (value: boolean) => (value ? t('contacts.values.yes') : t('contacts.values.no'));
  const link = (value: string) => value && <WebLink href={value} />;
  // 0 is the schema's "unknown" (spec 2, section 5 defaults).
  const measure = (value: number, unit: string) => (value > 0 ? `${value} ${unit}` : '');

  return (
    <Stack gap="lg">
      <DetailsHeader
        name={name}
        pictureUrl={contact.pictureUrl}
        subtitle={[contact.role, contact.jobTitle].filter(Boolean).join(' · ')}
        tenantName={contact.tenant.name}
        badges={
          <>
            {contact.club && <ClubBadge club={contact.club} />}
            <ErasedBadge person={contact} />
          </>
        }
        actions={actions}
      />

      <DetailsSection id="contact-reach" title={t('contacts.sections.contact')}>
        <DetailGrid
          items={[
            {
              label: t('contacts.fields.email'),
              value: contact.email && (
                <Anchor href={`mailto:${contact.email}`} size="sm">
                  {contact.email}
                </Anchor>
              ),
            },
            { label: t('contacts.fields.phoneNumber'), value: contact.phoneNumber },
            { label: t('contacts.fields.whatsapp'), value: contact.whatsapp },
            { label: t('contacts.fields.accountName'), value: contact.accountName },
            { label: t('contacts.fields.jobTitle'), value: contact.jobTitle },
            { label: t('contacts.fields.role'), value: contact.role },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="contact-online" title={t('contacts.sections.online')}>
        <DetailGrid
          items={[
            { label: t('contacts.fields.twitter'), value: link(contact.twitter) },
            { label: t('contacts.fields.instagram'), value: link(contact.instagram) },
            { label: t('contacts.fields.facebook'), value: link(contact.facebook) },
            { label: t('contacts.fields.tikTok'), value: link(contact.tikTok) },
            { label: t('contacts.fields.eliteProspects'), value: link(contact.eliteProspects) },
            { label: t('contacts.fields.transferMarket'), value: link(contact.transferMarket) },
            { label: t('contacts.fields.playerCVLink'), value: link(contact.playerCVLink) },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="contact-agency" title={t('contacts.sections.agency')}>
        <DetailGrid
          items={[
            { label: t('contacts.fields.agent1'), value: withoutSeparators(contact.agent1) },
            { label: t('contacts.fields.agent2'), value: withoutSeparators(contact.agent2) },
            { label: t('contacts.fields.mandate'), value: yesNo(contact.mandate) },
            {
              label: t('contacts.fields.contractType'),
              value: contact.contractType ? t(`contacts.choices.contractType.${contact.contractType}`) : '',
            },
            { label: t('contacts.fields.pinsPriority'), value: contact.pinsPriority ?? '' },
            { label: t('contacts.fields.includeInApp'), value: yesNo(contact.includeInApp) },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="contact-personal" title={t('contacts.sections.personal')}>
        <DetailGrid
          items={[
            { label: t('contacts.fields.dateOfBirth'), value: date(contact.dateOfBirth) },
            { label: t('contacts.fields.nationality'), value: withoutSeparators(contact.nationality) },
            {
              label: t('contacts.fields.maritalStatus'),
              value: contact.maritalStatus
                ? t(`contacts.choices.maritalStatus.${contact.maritalStatus}`)
                : '',
            },
            { label: t('contacts.fields.numberOfKids'), value: contact.numberOfKids || '' },
            {
              label: t('contacts.fields.rightyLefty'),
              value: contact.rightyLefty ? t(`contacts.choices.rightyLefty.${contact.rightyLefty}`) : '',
            },
            { label: t('contacts.fields.height'), value: measure(contact.height, 'cm') },
            { label: t('contacts.fields.weight'), value: measure(contact.weight, 'kg') },
            { label: t('contacts.fields.createdAt'), value: date(contact.createdAt) },
            { label: t('contacts.fields.updatedAt'), value: date(contact.updatedAt) },
          ]}
        />
      </DetailsSection>

      <DetailsSection id="contact-description" title={t('contacts.fields.description')}>
        {contact.description ? (
          <RichTextView html={contact.description} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('contacts.detail.noDescription')}
          </Text>
        )}
      </DetailsSection>

      <DetailsSection id="contact-pitches" title={t('pitchTable.title')}>
        <ContactPitches tenantId={contact.tenantId} contactId={contact.id} />
      </DetailsSection>

      <DetailsSection id="contact-clicks" title={t('whoClicked.contactTitle')}>
        <ClickedPlayers tenantId={contact.tenantId} contactId={contact.id} />
      </DetailsSection>
      {sections}
    </Stack>
  );
}
