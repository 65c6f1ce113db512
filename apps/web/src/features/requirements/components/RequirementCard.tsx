import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconCash, IconEye, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import type { Requirement } from '@transferdesk/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName, isErased } from '../../../lib/person-name.ts';
import { formatAmount, htmlText, transferLabel } from './requirement-format.ts';

/**
 * What another feature adds to a requirement row, between Edit and View: the app layer slots the
 * matches feature's Show results and Matching in here (issue 27), so requirements imports no
 * other feature. `hidden` is the club's name for screen readers, to end each button's label with.
 */
export type RequirementRowActions = (requirement: Requirement, hidden: ReactNode) => ReactNode;

interface RequirementCardProps {
  requirement: Requirement;
  tenantId: string;
  onDelete: (requirement: Requirement) => void;
  rowActions?: RequirementRowActions;
}

/**
 * One requirement in the list (spec 2, Requirements; issue 12): club, contact, positions, transfer,
 * budget, the description in two lines; View, Show results (none before a match), Matching, Edit
 * and Delete.
 */
export function RequirementCard({ requirement, tenantId, onDelete, rowActions }: RequirementCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const club = requirement.club.deleted ? t('messages.deletedRecord') : requirement.club.name;
  const hidden = <VisuallyHidden> {club}</VisuallyHidden>;
  // An erased contact is deleted too: his placeholder name says more than "[Deleted record]".
  const contact =
    requirement.contact.deleted && !isErased(requirement.contact)
      ? t('messages.deletedRecord')
      : contactName(requirement.contact) || t('requirements.form.unnamedContact');
  const currency = requirement.valuta?.name;
  const budget = [
    { key: 'maxNetto', value: requirement.maxNetto },
    { key: 'maxBrutto', value: requirement.maxBrutto },
    { key: 'maxTransferSum', value: requirement.maxTransferSum },
  ] as const;
  const limits = budget
    .filter(({ value }) => value > 0)
    .map(
      ({ key, value }) =>
        `${t(`requirements.fields.${key}`)} ${formatAmount(value, currency, i18n.language)}`,
    );
  const description = htmlText(requirement.description);

  return (
    <Card component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} miw={0} flex="1 1 260px">
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={headingId} lineClamp={1}>
              {club}
            </Title>
            {requirement.isNoNeed && (
              <Badge color="gray" variant="light" radius="sm" tt="none">
                {t('requirements.card.noNeed')}
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconUser size={15} aria-hidden />
            <Text size="sm" lineClamp={1}>
              <VisuallyHidden>{t('requirements.fields.contactId')}: </VisuallyHidden>
              {contact}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCalendar size={15} aria-hidden />
            <Text size="sm" lineClamp={1}>
              <VisuallyHidden>{t('requirements.fields.transferId')}: </VisuallyHidden>
              {transferLabel(requirement.transfer)}
            </Text>
          </Group>
          {limits.length > 0 && (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconCash size={15} aria-hidden />
              <Text size="sm">{limits.join(' · ')}</Text>
            </Group>
          )}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('requirements.card.added', { date: formatLongDate(requirement.createdAt, i18n.language) })}
        </Text>
      </Group>
      {requirement.positionRequirements.length > 0 && (
        <Group gap={4} mt="sm" aria-label={t('requirements.fields.positionRequirementIds')} role="list">
          {requirement.positionRequirements.map((position) => (
            <Badge key={position.id} role="listitem" size="sm" variant="light" radius="sm" tt="none">
              {position.name}
            </Badge>
          ))}
        </Group>
      )}
      {description && (
        // Spec 2: the description clamps at two lines in the list.
        <Text size="sm" mt="sm" lineClamp={2}>
          {description}
        </Text>
      )}
      <Group justify="space-between" mt="md" gap="xs">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          px={6}
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onDelete(requirement)}
        >
          {t('common.delete')}
          {hidden}
        </Button>
        <Group gap={4} justify="flex-end">
          <Button
            component={Link}
            to={paths.requirements.edit(tenantId, requirement.id)}
            variant="subtle"
            size="xs"
            px={6}
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            {t('common.edit')}
            {hidden}
          </Button>
          {/* Show results and Matching: the matches feature's row actions (issue 13), slotted in by the app. */}
          {rowActions?.(requirement, hidden)}
          <Button
            component={Link}
            to={paths.requirements.info(tenantId, requirement.id)}
            variant="light"
            size="xs"
            leftSection={<IconEye size={14} aria-hidden />}
          >
            {t('common.view')}
            {hidden}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
