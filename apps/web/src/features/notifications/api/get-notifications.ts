import { apiRequest } from '@/lib/api-client';
import { NotificationListResponse, type NotificationFilter } from '@alavanca/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Every notification query starts with it: invalidating it refetches the bell and the page. */
export const notificationsQueryKey = ['notifications'] as const;

export function notificationListQueryKey(filter: NotificationFilter) {
  return [...notificationsQueryKey, 'list', filter] as const;
}

export async function getNotifications({
  filter,
  cursor,
  signal,
}: {
  filter: NotificationFilter;
  cursor?: string | null;
  signal?: AbortSignal;
}): Promise<NotificationListResponse> {
  const params = new URLSearchParams({ filter });
  if (cursor) params.set('cursor', cursor);
  try {
    return await apiRequest(`/notifications?${params.toString()}`, NotificationListResponse, { signal });
  } catch (error) {
    // The specification logs a failed notification fetch and shows no toast: the lists say it themselves.
    if (!signal?.aborted) console.error('Notifications could not be loaded', error);
    throw error;
  }
}

/** One filter's notifications, newest first, a page at a time (keyset cursor from the server). */
export function notificationListQueryOptions(filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getNotifications({ filter, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationListQueryOptions(filter));
}
