import type { Database } from '../../db/client';
import type { AuthEvents } from '../auth/auth-events';
import { createNotification } from './notifications.service';

/**
 * Catalog keys, not text: the web app translates them when it shows the list, so the
 * notifications follow the user's current language, including after they change it.
 */
export const NEW_SESSION_NOTIFICATION = {
  title: 'notifications.system.newSession.title',
  description: 'notifications.system.newSession.description',
  type: 'warning',
} as const;

export const PASSWORD_RECOVERY_NOTIFICATION = {
  title: 'notifications.system.passwordRecovery.title',
  description: 'notifications.system.passwordRecovery.description',
  type: 'warning',
} as const;

/** Tells users about sign-ins and password resets on their account, as the spec asks. */
export function notifyOnAccountEvents(events: AuthEvents, db: Database): void {
  events.on('sessionStarted', async ({ userId }) => {
    await createNotification(db.orm, { userId, ...NEW_SESSION_NOTIFICATION });
  });
  events.on('passwordReset', async ({ userId }) => {
    await createNotification(db.orm, { userId, ...PASSWORD_RECOVERY_NOTIFICATION });
  });
}
