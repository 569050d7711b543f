import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, STORAGE_KEYS, type Language } from '@alavanca/domain/constants';
import { resolveLanguage } from '@alavanca/domain/locale/languages';

// Kept free of i18next and React: the public pages' small script uses it too.

/** A year: the choice outlives the session, as the storage keys do. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language the visitor chose last on this browser, or the product default (pt-BR). */
export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(localStorage.getItem(STORAGE_KEYS.selectedLanguage)) ?? DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); the default still works.
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Remembers the language under both keys the specification names, and in a cookie so the server
 * sends the pre-rendered public pages in the same language.
 */
export function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEYS.selectedLanguage, language);
    localStorage.setItem(STORAGE_KEYS.localizationLanguage, language);
  } catch {
    // Not persisting is acceptable: the choice still applies to this page.
  }
}
