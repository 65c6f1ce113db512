import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconCalendar,
  IconClipboardPlus,
  IconEye,
  IconPencil,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { Club } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { resourceUrl } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';

interface ClubCardProps {
  club: Club;
  tenantId: string;
  onDelete: (club: Club) => void;
  onNewRequirement: (club: Club) => void;
}

/**
 * One club in the list (spec 1, Clubs): logo, name, "Contacts: N", sport badge, date, and Delete,
 * Edit, View and New Requirement.
 */
export function ClubCard({ club, tenantId, onDelete, onNewRequirement }: ClubCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const hidden = <VisuallyHidden> {club.name}</VisuallyHidden>;
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <EntityAvatar name={club.name} src={resourceUrl(club.clubLogoUrl)} size={56} />
        <Stack gap={6} miw={0} flex={1}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={2} size="h4" id={headingId} lineClamp={2}>
              {club.name}
            </Title>
            <Badge size="sm" variant="light" radius="sm" tt="none" flex="none">
              {club.tenantName}
            </Badge>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconUsers size={15} aria-hidden />
            <Text size="sm">{t('clubs.card.contacts', { count: club.contactsCount })}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCalendar size={15} aria-hidden />
            <Text size="sm">
              {t('clubs.card.added', { date: formatLongDate(club.createdAt, i18n.language) })}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Group justify="space-between" mt="auto" pt="lg" gap="xs">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          px={6}
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onDelete(club)}
        >
          {t('common.delete')}
          {hidden}
        </Button>
        <Group gap={4} justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            px={6}
            leftSection={<IconClipboardPlus size={14} aria-hidden />}
            onClick={() => onNewRequirement(club)}
          >
            {t('clubs.card.newRequirement')}
            {hidden}
          </Button>
          <Button
            component={Link}
            to={paths.clubs.edit(tenantId, club.id)}
            variant="subtle"
            size="xs"
            px={6}
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            {t('common.edit')}
            {hidden}
          </Button>
          <Button
            component={Link}
            to={paths.clubs.club(tenantId, club.id)}
            variant="light"
            size="xs"
            leftSection={<IconEye size={14} aria-hidden />}
          >
            {t('clubs.card.view')}
            {hidden}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
