import { resolveLanguage } from '@alavanca/domain/locale/languages';
import { readStoredLanguage, storeLanguage } from '@/lib/language-storage';

/**
 * The server chose this page's language (address, cookie or default); the app the visitor may
 * go to next starts from browser storage, so storage and cookie follow the page.
 */
export function rememberPageLanguage(root: HTMLElement = document.documentElement): void {
  const language = resolveLanguage(root.lang);
  if (language && language !== readStoredLanguage()) storeLanguage(language);
}
