import type { FakeAnswer, RecordedRequest, Route } from '@/test/fake-api';
import type { Notification, NotificationFilter, NotificationListResponse } from '@alavanca/contracts/notifications';

const MINUTE_MS = 60_000;

let sequence = 0;

/** A notification created `minutesAgo` before now; ids are valid UUIDs, unique per call. */
export function makeNotification(overrides: Partial<Notification> & { minutesAgo?: number } = {}): Notification {
  const { minutesAgo = 5, ...fields } = overrides;
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: 'notifications:system.newSession.title',
    description: 'notifications:system.newSession.description',
    type: 'warning',
    read: false,
    route: null,
    createdAt: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString(),
    ...fields,
  };
}

/**
 * The server's notification routes over an in-memory table, for `stubApi`: filters, keyset-like
 * pages (the cursor is the id of the last row sent), mark one and mark all change the table, so
 * a refetch after a mutation answers what the server would.
 */
export function fakeNotificationServer(initial: readonly Notification[], { pageSize = 20 } = {}) {
  // Newest first, as the server orders them.
  const rows = initial.map((row) => ({ ...row })).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const overrides: {
    list?: (request: RecordedRequest) => FakeAnswer;
    readAll?: (request: RecordedRequest) => FakeAnswer;
  } = {};

  function list(request: RecordedRequest): FakeAnswer {
    const filter = (request.query?.filter ?? 'all') as NotificationFilter;
    const matching = rows.filter((row) => filter === 'all' || row.read === (filter === 'read'));
    const start = request.query?.cursor ? matching.findIndex((row) => row.id === request.query?.cursor) + 1 : 0;
    const page = matching.slice(start, start + pageSize);
    const body: NotificationListResponse = {
      notifications: page.map((row) => ({ ...row })),
      nextCursor: start + pageSize < matching.length ? (page.at(-1)?.id ?? null) : null,
      unreadCount: rows.filter((row) => !row.read).length,
    };
    return { body };
  }

  const routes: Record<string, Route> = {
    'GET /api/notifications': (request) => overrides.list?.(request) ?? list(request),
    'POST /api/notifications/read-all': (request) => {
      if (overrides.readAll) return overrides.readAll(request);
      const unread = rows.filter((row) => !row.read);
      for (const row of unread) row.read = true;
      return { body: { updated: unread.length } };
    },
  };
  const addPatchRoute = (row: Notification) => {
    routes[`PATCH /api/notifications/${row.id}`] = () => {
      row.read = true;
      return { body: { notification: { ...row } } };
    };
  };
  rows.forEach(addPatchRoute);

  return {
    routes,
    rows,
    /** Makes one route answer `answer` from now on (a failure, usually); `null` restores it. */
    override(route: 'list' | 'readAll', answer: FakeAnswer | null) {
      overrides[route] = answer ? () => answer : undefined;
    },
    /** A notification the server just created (pass `routes` itself to stubApi, so it gains the PATCH route). */
    add(notification: Notification) {
      rows.unshift(notification);
      addPatchRoute(notification);
    },
  };
}
