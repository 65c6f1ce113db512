import { Badge, Button, Card, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconClipboardPlus, IconEye, IconUsers } from '@tabler/icons-react';
import type { Club } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardAddedLine,
  CardDeleteButton,
  CardEditButton,
  CardFooter,
  CardLine,
  CardLinkButton,
} from '../../../components/card-parts.tsx';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
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
  const { t } = useTranslation();
  const headingId = useId();
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
          <CardLine icon={IconUsers}>{t('clubs.card.contacts', { count: club.contactsCount })}</CardLine>
          <CardAddedLine createdAt={club.createdAt} text={(date) => t('clubs.card.added', { date })} />
        </Stack>
      </Group>
      <CardFooter justify="space-between">
        <CardDeleteButton name={club.name} compact onClick={() => onDelete(club)} />
        <Group gap={4} justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            px={6}
            leftSection={<IconClipboardPlus size={14} aria-hidden />}
            onClick={() => onNewRequirement(club)}
          >
            {t('clubs.card.newRequirement')}
            <VisuallyHidden> {club.name}</VisuallyHidden>
          </Button>
          <CardEditButton
            to={paths.clubs.edit(tenantId, club.id)}
            name={club.name}
            variant="subtle"
            compact
          />
          <CardLinkButton
            to={paths.clubs.club(tenantId, club.id)}
            label={t('clubs.card.view')}
            name={club.name}
            icon={IconEye}
          />
        </Group>
      </CardFooter>
    </Card>
  );
}
