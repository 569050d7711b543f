import { pino } from 'pino';
import type { Orm } from '../db/client';
import { createClassService } from '../modules/classes/classes.service';
import type { NotificationService } from '../modules/notifications/notifications.service';
import { createSubscriptionService } from '../modules/subscription/subscription.service';
import type { OwnNotifications } from './notification-service';

/** A class of food businesses in Brazil, 12 rounds, one shared market, rounds closed by the teacher. */
export const CLASS_REQUEST = {
  name: 'Empreendedorismo 2026/1',
  businessType: 'food',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 2026,
  firstCalendarMonth: 3,
  marketMode: 'shared',
  grouping: 'individual',
  schedule: 'manual',
  showNames: true,
} as const;

/**
 * The class service as the app builds it, on a test file's own notifications (useOwnNotifications),
 * for jobs the file runs as another instance would: `notify` and `now` stand in where a test needs.
 */
export function classServiceOf(
  orm: Orm,
  own: OwnNotifications,
  { notify = own.notifications, now }: { notify?: Pick<NotificationService, 'createManyIn'>; now?: () => Date } = {},
): ReturnType<typeof createClassService> {
  const subscriptions = createSubscriptionService({
    orm,
    bus: own.bus,
    notifications: own.notifications,
    provider: 'sandbox',
    logger: pino({ level: 'silent' }),
  });
  return createClassService({ orm, bus: own.bus, notifications: notify, subscriptions, ...(now && { now }) });
}
