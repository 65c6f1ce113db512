import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconEye, IconMail, IconPencil } from '@tabler/icons-react';
import type { UserDetails } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';

/** One user in the list (spec 2, Users list). */
export function UserCard({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.displayName || user.email;
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Stack gap={6} align="center">
          <UserAvatar name={fullName} imagePath={user.imagePath} size="small" decorative />
        </Stack>
        <Stack gap={6} miw={0} flex={1}>
          <Title order={2} size="h4" id={headingId} lineClamp={2}>
            {fullName}
          </Title>
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role} size="xs" variant="light" radius="sm" tt="none">
                {t(`roles.${role}`)}
              </Badge>
            ))}
            {!user.isActive && (
              <Badge size="xs" variant="light" color="red" radius="sm" tt="none">
                {t('users.card.inactive')}
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed" miw={0}>
            <IconMail size={15} aria-hidden />
            <Text size="sm" truncate>
              {user.email}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCalendar size={15} aria-hidden />
            <Text size="sm">
              {t('users.card.added', { date: formatLongDate(user.createdAt, i18n.language) })}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Group justify="space-between" align="center" mt="auto" pt="lg" gap="xs" wrap="nowrap">
        <Group gap={4} miw={0} flex={1}>
          {user.tenants.map((tenant) => (
            <Badge key={tenant.id} size="sm" variant="outline" color="gray" radius="sm" tt="none">
              {tenant.name}
            </Badge>
          ))}
        </Group>
        {/* D33: the API says whether the admin may change this user; otherwise the card opens a read-only page. */}
        <Button
          component={Link}
          to={paths.users.user(user.id)}
          variant={user.canEdit ? 'light' : 'subtle'}
          size="xs"
          flex="none"
          leftSection={
            user.canEdit ? <IconPencil size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
          }
        >
          {user.canEdit ? t('common.edit') : t('common.view')}
          <VisuallyHidden> {fullName}</VisuallyHidden>
        </Button>
      </Group>
    </Card>
  );
}
