import { Card, Title, Typography } from '@mantine/core';
import type { Named, Requirement } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGrid } from '../../../components/DetailGrid.tsx';
import { RichTextView } from '../../../components/RichTextView.tsx';
import { contactName, isErased } from '../../../lib/person-name.ts';
import { formatAmount, MISSING, transferLabel } from './requirement-format.ts';

/**
 * Spec 2, Requirement Info: 'Basic Search' and 'Advanced Search', read-only; every empty value a
 * dash. A budget of 0 means no limit and shows as empty too.
 */
export function RequirementDetails({ requirement }: { requirement: Requirement }) {
  const { t, i18n } = useTranslation();
  const deleted = t('messages.deletedRecord');
  const names = (items: readonly Named[]) => items.map((item) => item.name).join(', ');
  const amount = (value: number) => formatAmount(value, requirement.valuta?.name, i18n.language);
  const number = (value: number | null, unit = '') => (value === null ? '' : `${value}${unit}`);
  const choice = (field: 'contractType' | 'maritalStatus' | 'rightyLefty', value: string | null) =>
    value ? t(`requirements.choices.${field}.${value}`, { defaultValue: value }) : '';

  return (
    <>
      <Section id="requirement-basic" title={t('requirements.sections.basic')}>
        <DetailGrid
          emptyText={MISSING}
          items={[
            { label: t('requirements.fields.transferId'), value: transferLabel(requirement.transfer) },
            {
              label: t('requirements.fields.clubId'),
              value: requirement.club.deleted ? deleted : requirement.club.name,
            },
            {
              label: t('requirements.fields.contactId'),
              // An erased contact is deleted too: his placeholder name says more.
              value:
                requirement.contact.deleted && !isErased(requirement.contact)
                  ? deleted
                  : contactName(requirement.contact),
            },
            {
              label: t('requirements.fields.positionRequirementIds'),
              value: names(requirement.positionRequirements),
            },
            {
              label: t('requirements.fields.playerLevelRequirementIds'),
              value: names(requirement.playerLevelRequirements),
            },
            {
              label: t('requirements.fields.contractStatusRequirementIds'),
              value: names(requirement.contractStatusRequirements),
            },
            { label: t('requirements.fields.maxNetto'), value: amount(requirement.maxNetto) },
            { label: t('requirements.fields.maxBrutto'), value: amount(requirement.maxBrutto) },
            { label: t('requirements.fields.maxTransferSum'), value: amount(requirement.maxTransferSum) },
            { label: t('requirements.fields.valutaId'), value: requirement.valuta?.name ?? '' },
          ]}
        />
        <Title order={3} size="h6" mt="lg" mb={4} c="dimmed" tt="uppercase" fz="xs" lts={0.4}>
          {t('requirements.fields.description')}
        </Title>
        {requirement.description ? (
          <RichTextView fz="sm" html={requirement.description} />
        ) : (
          <Typography fz="sm">{MISSING}</Typography>
        )}
      </Section>
      <Section id="requirement-advanced" title={t('requirements.sections.advanced')}>
        <DetailGrid
          emptyText={MISSING}
          items={[
            { label: t('requirements.fields.minAge'), value: number(requirement.minAge) },
            { label: t('requirements.fields.maxAge'), value: number(requirement.maxAge) },
            {
              label: t('requirements.fields.contractType'),
              value: choice('contractType', requirement.contractType),
            },
            {
              label: t('requirements.fields.maritalStatus'),
              value: choice('maritalStatus', requirement.maritalStatus),
            },
            { label: t('requirements.fields.countryId'), value: requirement.country?.name ?? '' },
            { label: t('requirements.fields.pinsPriority'), value: requirement.pinsPriority ?? '' },
            { label: t('requirements.fields.minHeight'), value: number(requirement.minHeight, ' cm') },
            { label: t('requirements.fields.maxHeight'), value: number(requirement.maxHeight, ' cm') },
            {
              label: t('requirements.fields.rightyLefty'),
              value: choice('rightyLefty', requirement.rightyLefty),
            },
            { label: t('requirements.fields.minWeight'), value: number(requirement.minWeight, ' kg') },
            { label: t('requirements.fields.maxWeight'), value: number(requirement.maxWeight, ' kg') },
          ]}
        />
      </Section>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
