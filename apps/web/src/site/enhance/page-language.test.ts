import { LANGUAGE_COOKIE, STORAGE_KEYS } from '@alavanca/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPageLanguage } from './page-language';

function clearCookie() {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
}

describe('rememberPageLanguage', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('stores the language the server sent the page in, in both keys and the cookie', () => {
    document.documentElement.lang = 'de-DE';
    rememberPageLanguage();
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('de-DE');
    expect(localStorage.getItem(STORAGE_KEYS.localizationLanguage)).toBe('de-DE');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de-DE`);
  });

  it('leaves storage alone when it already agrees', () => {
    localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'fr-FR');
    localStorage.setItem(STORAGE_KEYS.localizationLanguage, 'fr-FR');
    document.documentElement.lang = 'fr-FR';
    rememberPageLanguage();
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=fr-FR`);
  });

  it('ignores a page without a supported language', () => {
    document.documentElement.lang = '';
    rememberPageLanguage();
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBeNull();
  });
});
