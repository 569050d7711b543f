import { z } from 'zod';
import { pageLimit } from './fields';
import { text } from './text';
import { V } from './validation-messages';

export const NOTIFICATION_TYPES = ['info', 'warning', 'danger', 'default'] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * One notification of the signed-in user. `title` and `description` are catalog keys for the
 * ones the system writes (see system-notifications.ts and the `mentor` namespace) and plain text
 * otherwise: the web app translates what is a key.
 */
export const Notification = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: NotificationType,
  read: z.boolean(),
  /** An in-app path that clicking the notification opens, if any. */
  route: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof Notification>;

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export const NotificationFilter = z.enum(NOTIFICATION_FILTERS);
export type NotificationFilter = z.infer<typeof NotificationFilter>;

export const NOTIFICATION_PAGE_SIZE = { default: 20, max: 50 } as const;

/** `GET /api/notifications?filter=&limit=&cursor=`: newest first, one page at a time. */
export const NotificationListQuery = z.object({
  filter: NotificationFilter.default('all'),
  limit: pageLimit(NOTIFICATION_PAGE_SIZE),
  /** `nextCursor` of the previous page. */
  cursor: text().max(200, V.invalidOption).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationListResponse = z.object({
  notifications: z.array(Notification),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /** Unread notifications in total, whatever the filter (the bell's dot). */
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** `PATCH /api/notifications/:id`: only marking read is possible. */
export const MarkNotificationRequest = z.object({ read: z.literal(true, V.invalidOption) });
export type MarkNotificationRequest = z.infer<typeof MarkNotificationRequest>;

export const MarkNotificationResponse = z.object({ notification: Notification });
export type MarkNotificationResponse = z.infer<typeof MarkNotificationResponse>;

/** `POST /api/notifications/read-all` */
export const MarkAllReadResponse = z.object({ updated: z.number().int().min(0) });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponse>;

/**
 * `POST /api/notifications/motivation`: the app's half-hourly draw came up (5 %); the server
 * writes a mentor's line unless the user already had one in the last 24 hours.
 */
export const MotivationResponse = z.object({ notification: Notification.nullable() });
export type MotivationResponse = z.infer<typeof MotivationResponse>;

/** What the server tells an open tab over the event stream; the app refetches what changed. */
export const REALTIME_EVENT_TYPES = [
  'notification.created',
  'notification.updated',
  'usage.changed',
  'profile.updated',
  /** The preferences or the AI settings changed (language, formats, tone). */
  'preferences.changed',
  'simulation.changed',
  'validation.changed',
  'class.changed',
  /** A mentor conversation was created, renamed, deleted or asked in; `id` is the conversation's. */
  'mentor.changed',
  /** A canvas was created, saved as a new version, restored or deleted; `id` is the canvas's. */
  'canvas.changed',
  /** A pitch was created, saved, analysed into a kept version or deleted; `id` is the pitch's. */
  'pitch.changed',
  /** A competence moved or an achievement was earned (decision 033). */
  'progress.changed',
  /**
   * Something changed in a community space (a topic, a post, a reaction): sent only on that space's
   * own stream (`/api/community/events`), never on a user's; `id` is the topic's (decision 036).
   */
  'community.changed',
  /**
   * A private message was sent or read in one of the user's conversations (decision 036): sent on
   * the user's own stream, to both members; `id` is the conversation's. The message is not in it.
   */
  'community.message',
] as const;
export const RealtimeEventType = z.enum(REALTIME_EVENT_TYPES);
export type RealtimeEventType = z.infer<typeof RealtimeEventType>;

export const RealtimeEvent = z.object({
  type: RealtimeEventType,
  /** The row the event is about, when there is one (a notification, a simulation…). */
  id: z.string().optional(),
  /** When the server saw the change (ms since epoch): lets the benchmark measure delivery. */
  at: z.number(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;

/**
 * The stream's last event when the session it was opened with ended (signed out here or
 * elsewhere, revoked by a password change, expired): the tab signs out instead of reconnecting,
 * which a browser's EventSource cannot tell apart from a network failure. Sent by the stream to
 * its own session only, not through the event bus: other sessions of the user go on.
 */
export const SESSION_ENDED_EVENT = 'session.ended';
