import {
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AppNotification, NotificationList } from '@transferdesk/shared';
import { http, request } from '../../lib/http.ts';
import { backgroundRetryDelay } from '../../lib/query-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session/auth-store.ts';

/** How often the bell asks for news while the tab is visible (issue 29). */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * The feature's query keys and reads. The list is keyed by the user, so that signing in as someone
 * else (or impersonating) never shows the previous user's notifications.
 */
export const notificationQueries = {
  all: queryRoots.notifications,
  /** `GET /core/api/notifications`: the newest 30 of the caller's, and how many of all are unread. */
  list: (userId: string) =>
    queryOptions({
      queryKey: [...queryRoots.notifications, 'list', userId] as const,
      queryFn: ({ signal }) => http.get<NotificationList>('/api/notifications', undefined, signal),
    }),
};

/**
 * The signed-in user's notifications: asked for every minute while the tab is visible (TanStack
 * Query pauses the interval in a hidden tab) and again when the tab comes back; never without a
 * session. A failed read still gets the app's background retries first.
 */
export function useNotifications() {
  const session = useSession();
  return useQuery({
    ...notificationQueries.list(session.claims?.sub ?? ''),
    enabled: session.isAuthenticated,
    // The app's retries of a failed read (query-client.ts) are typed for any query.
    refetchInterval: (query) => backgroundRetryDelay(query as unknown as Query) || NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

type ListUpdate = (list: NotificationList) => NotificationList;

/** Applies a change to the cached list at once; the returned function puts the list back. */
async function changeCachedList(queryClient: QueryClient, userId: string, update: ListUpdate) {
  const { queryKey } = notificationQueries.list(userId);
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData(queryKey);
  if (before) queryClient.setQueryData(queryKey, update(before));
  return () => queryClient.setQueryData(queryKey, before);
}

/**
 * `PATCH /core/api/notifications/{id}` `{ read: true }`: the bell shows it read at once and goes
 * back should the server refuse. Never kept in the offline queue: a notice read offline is no
 * change worth syncing, and the next read of the list says how things stand.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const userId = useSession().claims?.sub ?? '';
  return useMutation({
    mutationFn: (notification: AppNotification) =>
      request<AppNotification>(`/api/notifications/${notification.id}`, {
        method: 'PATCH',
        body: { read: true },
        queueable: false,
      }),
    onMutate: (notification) =>
      changeCachedList(queryClient, userId, (list) => ({
        unread: Math.max(0, list.unread - (notification.readAt ? 0 : 1)),
        data: list.data.map((item) =>
          item.id === notification.id ? { ...item, readAt: item.readAt ?? new Date().toISOString() } : item,
        ),
      })),
    onError: (_error, _notification, restore) => restore?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  });
}

/** `POST /core/api/notifications/read`: every notification of the caller read, shown at once. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const userId = useSession().claims?.sub ?? '';
  return useMutation({
    mutationFn: () =>
      request<{ unread: number }>('/api/notifications/read', { method: 'POST', body: {}, queueable: false }),
    onMutate: () => {
      const now = new Date().toISOString();
      return changeCachedList(queryClient, userId, (list) => ({
        unread: 0,
        data: list.data.map((item) => ({ ...item, readAt: item.readAt ?? now })),
      }));
    },
    onError: (_error, _input, restore) => restore?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  });
}
