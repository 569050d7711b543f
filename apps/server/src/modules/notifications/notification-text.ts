import type { Language } from '@alavanca/domain/constants';
import deDE from '@alavanca/contracts/locales/de-DE/notifications.json';
import enUS from '@alavanca/contracts/locales/en-US/notifications.json';
import esES from '@alavanca/contracts/locales/es-ES/notifications.json';
import frFR from '@alavanca/contracts/locales/fr-FR/notifications.json';
import ptBR from '@alavanca/contracts/locales/pt-BR/notifications.json';

const CATALOGS: Record<Language, unknown> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'fr-FR': frFR, 'de-DE': deDE };
const NAMESPACE = 'notifications:';

/**
 * The text of a notification's title or description in `language`: what the system writes is a
 * key of the shared `notifications` catalog (the web app shows the same texts); anything else is
 * already text. A key the catalog lacks comes back as it is, as the web app would show it.
 */
export function notificationText(value: string, language: Language): string {
  if (!value.startsWith(NAMESPACE)) return value;
  let node: unknown = CATALOGS[language];
  for (const part of value.slice(NAMESPACE.length).split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : value;
}
