import type { Notification, NotificationListQuery, NotificationListResponse } from '@alavanca/contracts/notifications';
import { digestNewsOf } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { MS } from '@alavanca/domain/constants';
import { MOTIVATION_KEY_PREFIX, pickMotivation } from '@alavanca/domain/mentor/motivation';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userSettings } from '../../db/schema/user-data';
import { AppError } from '../../http/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../mail/mailer';
import { renderEmail } from '../mail/templates';
import { getUserLanguage } from '../preferences/get-user-language';
import type { EventBus } from '../realtime/event-bus';
import { notificationText } from './notification-text';
import {
  countUnread,
  insertNotification,
  insertNotifications,
  insertUnlessRecent,
  listNotifications,
  markAllRead,
  markRead,
  type ListPosition,
  type NewNotification,
  type NotificationRow,
} from './notifications.repo';

export interface NotificationService {
  /** Server-side only (events of the system): never reachable by a client for any user. */
  create(input: NewNotification): Promise<Notification>;
  /**
   * Writes a notification in the caller's transaction, so it exists exactly when the caller's
   * work does; the returned `announce` tells the user's tabs (and sends the e-mail copy) and must
   * be called once that transaction has committed.
   */
  createIn(tx: Orm, input: NewNotification): Promise<{ id: string; announce: () => Promise<Notification> }>;
  /**
   * Many notifications in the caller's transaction, in one statement; `announce` (once committed)
   * tells every user's tabs in one gathered message and sends the e-mail copies in the background.
   */
  createManyIn(tx: Orm, inputs: readonly NewNotification[]): Promise<{ announce: () => void }>;
  list(userId: string, query: NotificationListQuery): Promise<NotificationListResponse>;
  markRead(userId: string, id: string): Promise<Notification>;
  markAllRead(userId: string): Promise<{ updated: number }>;
  /** A mentor's motivational line, unless the user had one in the last 24 hours (null then). */
  motivate(userId: string): Promise<Notification | null>;
}

export interface NotificationServiceDeps {
  orm: Orm;
  bus: EventBus;
  mailer: Mailer;
  backgroundTasks: BackgroundTasks;
  /** The app's public address, for the e-mail copy's link. */
  publicUrl: () => string;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type as Notification['type'],
    read: row.read,
    route: row.route,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The cursor is opaque to clients: the position of the last row of a page. */
function encodeCursor(row: NotificationRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

/** What `encodeCursor` writes: anything else would reach the database as a value it refuses (a 500). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CURSOR_ID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): ListPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt !== 'string' || !CURSOR_TIME.test(createdAt)) throw new Error('bad cursor');
    const date = new Date(createdAt);
    // PostgreSQL has no year 0.
    if (typeof id !== 'string' || !CURSOR_ID.test(id) || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) {
      throw new Error('bad cursor');
    }
    return { createdAt: date, id };
  } catch {
    throw new AppError('VALIDATION_FAILED', undefined, undefined, {
      issues: [{ path: 'cursor', message: V.invalidOption }],
    });
  }
}

export function createNotificationService(deps: NotificationServiceDeps): NotificationService {
  const { orm, bus } = deps;

  /** The copy goes out after the response, in the user's language; failures are only logged. */
  async function sendEmailCopy(row: NotificationRow): Promise<void> {
    const [recipient] = await orm
      .select({
        email: user.email,
        name: user.name,
        emailNotifications: userSettings.emailNotifications,
        digest: userSettings.communityDigest,
      })
      .from(user)
      .leftJoin(userSettings, eq(userSettings.userId, user.id))
      .where(eq(user.id, row.userId));
    // No settings row yet means the defaults, and e-mail notifications default to on.
    if (!recipient || recipient.emailNotifications === false) return;
    // With a community digest chosen, the community's news reach the inbox in it alone.
    if (recipient.digest && recipient.digest !== 'off' && digestNewsOf(row.title)) return;
    const language = await getUserLanguage(orm, row.userId);
    const url = new URL('/notificacoes', deps.publicUrl()).toString();
    const rendered = renderEmail('notification', language, {
      name: recipient.name,
      url,
      title: notificationText(row.title, language),
      description: notificationText(row.description, language),
    });
    await deps.mailer.send({
      to: recipient.email,
      userId: row.userId,
      kind: 'notification',
      actionUrl: url,
      ...rendered,
    });
  }

  async function announce(row: NotificationRow): Promise<Notification> {
    await bus.publish(orm, row.userId, { type: 'notification.created', id: row.id });
    deps.backgroundTasks.track(sendEmailCopy(row));
    return presentNotification(row);
  }

  return {
    async create(input) {
      return announce(await insertNotification(orm, input));
    },

    async createIn(tx, input) {
      const row = await insertNotification(tx, input);
      return { id: row.id, announce: () => announce(row) };
    },

    async createManyIn(tx, inputs) {
      const rows = await insertNotifications(tx, inputs);
      return {
        announce: () => {
          for (const row of rows) {
            bus.publishSoon(row.userId, { type: 'notification.created', id: row.id });
            deps.backgroundTasks.track(sendEmailCopy(row));
          }
        },
      };
    },

    async list(userId, query) {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      // One extra row tells whether another page follows.
      const rows = await listNotifications(orm, userId, { filter: query.filter, limit: query.limit + 1, after });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        notifications: page.map(presentNotification),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
        unreadCount: await countUnread(orm, userId),
      };
    },

    async markRead(userId, id) {
      const row = await markRead(orm, userId, id);
      // Another user's id looks exactly like one that does not exist.
      if (!row) throw new AppError('NOT_FOUND');
      await bus.publish(orm, userId, { type: 'notification.updated', id });
      return presentNotification(row);
    },

    async markAllRead(userId) {
      const updated = await markAllRead(orm, userId);
      if (updated > 0) await bus.publish(orm, userId, { type: 'notification.updated' });
      return { updated };
    },

    async motivate(userId) {
      const message = pickMotivation();
      const row = await insertUnlessRecent(
        orm,
        { userId, title: message.title, description: message.description, type: 'info', route: '/mentor-ia' },
        MOTIVATION_KEY_PREFIX,
        MS.mentorNotificationCooldown,
      );
      return row ? announce(row) : null;
    },
  };
}
