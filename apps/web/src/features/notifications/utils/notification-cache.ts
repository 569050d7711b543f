import type { Notification, NotificationFilter, NotificationListResponse } from '@alavanca/contracts/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationListQueryKey, notificationsQueryKey } from '../api/get-notifications';

type CachedList = InfiniteData<NotificationListResponse, string | null>;

function updateLists(
  queryClient: QueryClient,
  update: (list: CachedList, filter: NotificationFilter) => CachedList,
): void {
  for (const [key, list] of queryClient.getQueriesData<CachedList>({ queryKey: [...notificationsQueryKey, 'list'] })) {
    const filter = key[2] as NotificationFilter;
    if (list) queryClient.setQueryData<CachedList>(key, update(list, filter));
  }
}

/**
 * Writes a notification the server marked read into every cached list at once, so the bell's
 * dot and the page agree without a refetch. A read row leaves the "unread" lists; the "read"
 * lists are refetched instead, because only the server knows where the row falls in their pages.
 */
export function applyNotificationRead(queryClient: QueryClient, notification: Notification): void {
  let wasUnread = false;
  for (const [, list] of queryClient.getQueriesData<CachedList>({ queryKey: [...notificationsQueryKey, 'list'] })) {
    if (list?.pages.some((page) => page.notifications.some((row) => row.id === notification.id && !row.read)))
      wasUnread = true;
  }
  updateLists(queryClient, (list, filter) => ({
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      notifications:
        filter === 'unread'
          ? page.notifications.filter((row) => row.id !== notification.id)
          : page.notifications.map((row) => (row.id === notification.id ? notification : row)),
      unreadCount: wasUnread ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
    })),
  }));
  void queryClient.invalidateQueries({ queryKey: notificationListQueryKey('read') });
}

/** Every cached row becomes read and the count drops to zero; the "read" lists are refetched. */
export function applyAllRead(queryClient: QueryClient): void {
  updateLists(queryClient, (list, filter) => ({
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      notifications:
        filter === 'unread' ? [] : page.notifications.map((row) => (row.read ? row : { ...row, read: true })),
      nextCursor: filter === 'unread' ? null : page.nextCursor,
      unreadCount: 0,
    })),
  }));
  void queryClient.invalidateQueries({ queryKey: notificationListQueryKey('read') });
}
