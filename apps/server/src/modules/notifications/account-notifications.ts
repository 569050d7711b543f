import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import type { Database } from '../../db/client';
import type { AuthEvents } from '../auth/auth-events';
import { createNotification } from './notifications.service';

/** Tells users about sign-ins and password resets on their account, as the spec asks. */
export function notifyOnAccountEvents(events: AuthEvents, db: Database): void {
  events.on('sessionStarted', async ({ userId }) => {
    await createNotification(db.orm, { userId, ...SYSTEM_NOTIFICATIONS.newSession });
  });
  events.on('passwordReset', async ({ userId }) => {
    await createNotification(db.orm, { userId, ...SYSTEM_NOTIFICATIONS.passwordRecovery });
  });
}
