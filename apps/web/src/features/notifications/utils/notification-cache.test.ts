import type { NotificationFilter, NotificationListResponse } from '@alavanca/contracts/notifications';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationListQueryKey } from '../api/get-notifications';
import { makeNotification } from '../testing/fake-notifications';
import { applyAllRead, applyNotificationRead } from './notification-cache';

const A = makeNotification({ minutesAgo: 1 });
const B = makeNotification({ minutesAgo: 2 });
const C = makeNotification({ minutesAgo: 3, read: true });

function cacheWith(lists: Partial<Record<NotificationFilter, NotificationListResponse[]>>) {
  const queryClient = new QueryClient();
  for (const [filter, pages] of Object.entries(lists)) {
    queryClient.setQueryData(notificationListQueryKey(filter as NotificationFilter), {
      pages,
      pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)),
    });
  }
  const list = (filter: NotificationFilter) =>
    queryClient.getQueryData<InfiniteData<NotificationListResponse>>(notificationListQueryKey(filter));
  return { queryClient, list };
}

describe('notification cache updates', () => {
  it('writes a row marked read into every list, drops it from the unread list and lowers every count once', () => {
    const { queryClient, list } = cacheWith({
      all: [
        { notifications: [A, B], nextCursor: 'x', unreadCount: 2 },
        { notifications: [C], nextCursor: null, unreadCount: 2 },
      ],
      unread: [{ notifications: [A, B], nextCursor: null, unreadCount: 2 }],
      read: [{ notifications: [C], nextCursor: null, unreadCount: 2 }],
    });
    applyNotificationRead(queryClient, { ...A, read: true });

    expect(list('all')?.pages.map((page) => page.notifications.map((row) => [row.id, row.read]))).toEqual([
      [
        [A.id, true],
        [B.id, false],
      ],
      [[C.id, true]],
    ]);
    expect(list('all')?.pages.map((page) => page.unreadCount)).toEqual([1, 1]);
    expect(list('unread')?.pages[0]?.notifications.map((row) => row.id)).toEqual([B.id]);
    expect(list('unread')?.pages[0]?.unreadCount).toBe(1);
    // Where the row falls among the read ones only the server knows: that list is refetched.
    expect(queryClient.getQueryState(notificationListQueryKey('read'))?.isInvalidated).toBe(true);
  });

  it('does not lower the count for a row that was read already', () => {
    const { queryClient, list } = cacheWith({ all: [{ notifications: [A, C], nextCursor: null, unreadCount: 1 }] });
    applyNotificationRead(queryClient, C);
    expect(list('all')?.pages[0]?.unreadCount).toBe(1);
  });

  it('marks every cached row read and empties the unread list', () => {
    const { queryClient, list } = cacheWith({
      all: [{ notifications: [A, B, C], nextCursor: 'x', unreadCount: 5 }],
      unread: [{ notifications: [A, B], nextCursor: 'y', unreadCount: 5 }],
    });
    applyAllRead(queryClient);
    expect(list('all')?.pages[0]?.notifications.every((row) => row.read)).toBe(true);
    expect(list('all')?.pages[0]).toMatchObject({ unreadCount: 0, nextCursor: 'x' });
    expect(list('unread')?.pages[0]).toEqual({ notifications: [], nextCursor: null, unreadCount: 0 });
  });
});
