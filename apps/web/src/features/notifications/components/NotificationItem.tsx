import { Badge, Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { AppNotification } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatTimeAgo } from '../../../lib/dates.ts';
import classes from './NotificationBell.module.css';
import { kindOf, NotificationIcon } from './NotificationIcon.tsx';
import { useEventSentence } from './notification-sentence.ts';

/**
 * One notification: the kind's picture, what happened in words, the club's message (an answer) or
 * "Your player" (a reminder about a player the reader is in charge of), and how long ago; a link
 * into the app (`link`, relative to it).
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const sentence = useEventSentence();
  const unread = notification.readAt === null;
  const { event, createdAt } = notification;
  return (
    <UnstyledButton
      component={Link}
      to={`/${notification.link}`}
      onClick={onOpen}
      className={classes.item}
      data-unread={unread || undefined}
      data-kind={kindOf(event)}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box className={classes.dot} aria-hidden />
        <NotificationIcon event={event} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 600 : 400}>
            {unread && <VisuallyHidden component="span">{t('notifications.unread')} </VisuallyHidden>}
            {sentence(event)}
          </Text>
          {event.kind === 'pitchAnswered' && event.message && (
            // gray.7, not dimmed: dimmed text is too faint on an unread item's tinted background (axe).
            <Text size="sm" c="gray.7" fs="italic" lineClamp={3} className={classes.message}>
              {t('notifications.message', { message: event.message })}
            </Text>
          )}
          <Group gap="xs" wrap="nowrap">
            <Text
              size="xs"
              c="gray.7"
              component="time"
              dateTime={createdAt}
              title={formatDateTime(createdAt, i18n.language)}
            >
              {formatTimeAgo(createdAt, i18n.language)}
            </Text>
            {event.kind === 'reminder' && event.forYou && (
              <Badge size="xs" variant="light" radius="sm" tt="none">
                {t('reminders.yourPlayer')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
