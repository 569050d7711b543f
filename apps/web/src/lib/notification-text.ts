/** The prefix of texts the system writes as catalog keys of the shared `notifications` namespace. */
export const NOTIFICATION_KEY_PREFIX = 'notifications:';

/**
 * A notification's title or description as the user reads it: catalog keys are translated
 * into the current language; anything else is plain text and shown exactly as written (it
 * never goes through `t`, which would warn about a missing key and could read `:` or `{{` in it).
 */
export function notificationText(text: string, t: (key: string) => string): string {
  return text.startsWith(NOTIFICATION_KEY_PREFIX) ? t(text) : text;
}

/** Only paths inside the app are followed; anything else (another site, `//host`) is not a link. */
export function isInAppRoute(route: string | null): route is string {
  return route !== null && route.startsWith('/') && !route.startsWith('//');
}
