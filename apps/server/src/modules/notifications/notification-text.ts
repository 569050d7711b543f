import type { Language } from '@alavanca/domain/constants';
import { sharedText } from '../../i18n/shared-catalogs';

const NAMESPACE = 'notifications:';

/**
 * The text of a notification's title or description in `language`: what the system writes is a
 * key of the shared `notifications` catalog (the web app shows the same texts); anything else is
 * already text. A key the catalog lacks comes back as it is, as the web app would show it.
 */
export function notificationText(value: string, language: Language): string {
  if (!value.startsWith(NAMESPACE)) return value;
  return sharedText('notifications', value.slice(NAMESPACE.length), language) ?? value;
}
