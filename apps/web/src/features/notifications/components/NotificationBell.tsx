import {
  ActionIcon,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { AppNotification } from '@transferdesk/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api.ts';
import classes from './NotificationBell.module.css';
import { NotificationItem } from './NotificationItem.tsx';

/** Wide enough for two lines a notice, and never wider than a phone's screen (390 px). */
const DROPDOWN_WIDTH = 'calc(min(24rem, 100vw - 1.25rem))';

/**
 * Issue 29: the header's bell. The count of unread notifications on it; a click opens the newest
 * ones (a club's answers and, issue 30, the day's reminders), each a link into the app that marks
 * it read, and "Mark all as read".
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const { data, error } = useNotifications();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  return (
    <Indicator
      inline
      label={unread}
      maxValue={99}
      disabled={unread === 0}
      size={18}
      offset={6}
      color="red"
      zIndex={1}
      // The count is in the button's name; the badge is its picture.
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={DROPDOWN_WIDTH}
        shadow="md"
        radius="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby={headingId}>
          <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="sm">
            <Text component="h2" id={headingId} fw={600} size="md" m={0}>
              {t('notifications.title')}
            </Text>
            <MarkAllRead unread={unread} />
          </Group>
          {data ? (
            <NotificationList notifications={data.data} onOpen={() => setOpened(false)} />
          ) : error ? (
            <Text size="sm" c="dimmed" px="md" pb="md">
              {t('notifications.loadError')}
            </Text>
          ) : (
            <Center pb="md">
              <Loader size="sm" />
            </Center>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function MarkAllRead({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const markAll = useMarkAllNotificationsRead();
  if (unread === 0) return null;
  return (
    <Button variant="subtle" size="compact-sm" onClick={() => markAll.mutate()} loading={markAll.isPending}>
      {t('notifications.markAllRead')}
    </Button>
  );
}

function NotificationList({
  notifications,
  onOpen,
}: {
  notifications: AppNotification[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  if (notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="md" pb="md">
        {t('notifications.empty')}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah="min(28rem, 70dvh)" type="auto">
      <ul className={classes.list}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem
              notification={notification}
              onOpen={() => {
                if (!notification.readAt) markRead.mutate(notification);
                onOpen();
              }}
            />
          </li>
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}
