import { Badge, Card, Group, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBuildingStadium } from '@tabler/icons-react';
import type { Contact } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardAddedLine,
  CardDeleteButton,
  CardEditButton,
  CardFooter,
  type SportCardProps,
} from '../../../components/card-parts.tsx';
import { EntityAvatar } from '../../../components/EntityAvatar.tsx';
import { resourceUrl } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { contactName, isErased } from '../../../lib/person-name.ts';

/**
 * One contact in the list (spec 2, Contacts): picture, full name, role as subtitle, created date,
 * club badge; Edit and Delete always enabled.
 */
export function ContactCard({ contact, tenantId, onDelete }: SportCardProps<Contact> & { contact: Contact }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = contactName(contact) || t('contacts.card.unnamed');
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <EntityAvatar name={name} src={resourceUrl(contact.pictureUrl)} size={56} radius="xl" />
        <Stack gap={4} miw={0} flex={1}>
          <Title order={2} size="h4" id={headingId} lineClamp={2}>
            {name}
          </Title>
          {contact.role && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {contact.role}
            </Text>
          )}
          <CardAddedLine createdAt={contact.createdAt} text={(date) => t('contacts.card.added', { date })} />
          {contact.club && <ClubBadge club={contact.club} />}
        </Stack>
      </Group>
      <CardFooter>
        <CardDeleteButton name={name} onClick={() => onDelete(contact)} />
        {/* The API refuses changes to an erased contact (D48). */}
        {!isErased(contact) && (
          <CardEditButton to={paths.contacts.contact(tenantId, contact.id)} name={name} />
        )}
      </CardFooter>
    </Card>
  );
}

/** The club as a badge; a deleted club reads "[Deleted record]", its former name on hover. */
export function ClubBadge({ club }: { club: { name: string; deleted: boolean } }) {
  const { t } = useTranslation();
  const badge = (
    <Badge
      variant="light"
      color={club.deleted ? 'gray' : 'blue'}
      radius="sm"
      tt="none"
      maw="100%"
      leftSection={<IconBuildingStadium size={12} aria-hidden />}
    >
      <VisuallyHidden>{t('contacts.fields.club')}: </VisuallyHidden>
      {club.deleted ? t('messages.deletedRecord') : club.name}
    </Badge>
  );
  if (!club.deleted) return <Group>{badge}</Group>;
  return (
    <Group>
      <Tooltip label={`${club.name} · ${t('messages.deletedRecordHint')}`} withArrow multiline w={260}>
        {badge}
      </Tooltip>
    </Group>
  );
}
