import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background-tasks';
import type { Mailer } from '../modules/mail/mailer';
import { createNotificationService, type NotificationService } from '../modules/notifications/notifications.service';
import { createEventBus, type EventBus } from '../modules/realtime/event-bus';

export interface OwnNotifications {
  bus: EventBus;
  backgroundTasks: BackgroundTasks;
  notifications: NotificationService;
}

/**
 * A notification service of a test file's own on its database, built as the app builds one (an
 * event bus, background tasks for the e-mail copies, `mailer`), for jobs the file runs as other
 * instances would. Made before the file's tests; its tasks awaited and its bus closed after them.
 */
export function useOwnNotifications(getDb: () => Database, mailer: Mailer): OwnNotifications {
  const logger = pino({ level: 'silent' });
  const own: Partial<OwnNotifications> = {};
  beforeAll(async () => {
    const db = getDb();
    own.bus = await createEventBus(db, logger);
    own.backgroundTasks = createBackgroundTasks(logger);
    own.notifications = createNotificationService({
      orm: db.orm,
      bus: own.bus,
      mailer,
      backgroundTasks: own.backgroundTasks,
      publicUrl: () => 'http://alavanca.test',
    });
  });
  afterAll(async () => {
    await own.backgroundTasks?.idle();
    await own.bus?.close();
  });
  const ready = <K extends keyof OwnNotifications>(key: K): OwnNotifications[K] => {
    const part = own[key];
    if (!part) throw new Error('The notification service is made in beforeAll: use it inside a test.');
    return part;
  };
  return {
    get bus() {
      return ready('bus');
    },
    get backgroundTasks() {
      return ready('backgroundTasks');
    },
    get notifications() {
      return ready('notifications');
    },
  };
}
