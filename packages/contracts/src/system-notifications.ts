/**
 * Notifications the system itself creates store catalog keys (the web app's `common`
 * namespace), not text: the list then follows the user's current language, including after
 * they change it. A web test checks that every key here exists in the catalogs.
 */
export const SYSTEM_NOTIFICATIONS = {
  newSession: {
    title: 'notifications.system.newSession.title',
    description: 'notifications.system.newSession.description',
    type: 'warning',
  },
  passwordRecovery: {
    title: 'notifications.system.passwordRecovery.title',
    description: 'notifications.system.passwordRecovery.description',
    type: 'warning',
  },
} as const;
