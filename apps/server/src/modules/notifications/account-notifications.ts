import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import type { AuthEvents } from '../auth/auth-events';
import type { NotificationService } from './notifications.service';

/** Tells users about sign-ins and password resets on their account, as the spec asks. */
export function notifyOnAccountEvents(events: AuthEvents, notifications: NotificationService): void {
  events.on('sessionStarted', async ({ userId }) => {
    await notifications.create({ userId, ...SYSTEM_NOTIFICATIONS.newSession });
  });
  events.on('passwordReset', async ({ userId }) => {
    await notifications.create({ userId, ...SYSTEM_NOTIFICATIONS.passwordRecovery });
  });
}
