import { STORAGE_KEYS } from '@alavanca/domain/constants';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyDocumentLanguage, initI18n } from './i18n';
import { readStoredLanguage } from './language-storage';

describe('i18n setup', () => {
  beforeAll(async () => {
    await initI18n('de-DE');
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the chosen language from its catalog files', () => {
    expect(i18next.language).toBe('de-DE');
    expect(i18next.t('nav.login')).toBe('Anmelden');
  });

  it('loads no en-US catalog while the language has every key', () => {
    expect(i18next.hasResourceBundle('de-DE', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('en-US', 'common')).toBe(false);
  });

  it('falls back to en-US with a console warning once the language lacks a key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const changed = new Promise((resolve) => i18next.on('languageChanged', resolve));
    // The first miss shows the key and fetches the fallback's catalogs; then the screen renders again.
    expect(i18next.t('onlyInEnglish')).toBe('onlyInEnglish');
    await changed;
    expect(i18next.hasResourceBundle('en-US', 'common')).toBe(true);
    i18next.addResource('en-US', 'common', 'onlyInEnglish', 'English only');
    expect(i18next.t('onlyInEnglish')).toBe('English only');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('missing "onlyInEnglish" in de-DE'));
  });

  it('shows the key itself, with a warning, when no language has it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18next.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(warn).toHaveBeenCalled();
  });

  it('does not warn for a key the language has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    i18next.t('nav.plans');
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not warn for a plural key the language has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18next.t('plansPage.limits.simulations', { count: 4 })).toContain('4');
    expect(warn).not.toHaveBeenCalled();
  });

  it('substitutes double-brace placeholders', () => {
    expect(i18next.t('footer.copyright', { year: 2025 })).toContain('2025');
  });

  it('writes right-to-left languages right to left', () => {
    applyDocumentLanguage('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('lang-ar-EG')).toBe(true);
    applyDocumentLanguage('pt-BR');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.body.classList.contains('lang-ar-EG')).toBe(false);
  });
});

describe('readStoredLanguage', () => {
  it('defaults to pt-BR and reads selected_language', () => {
    expect(readStoredLanguage()).toBe('pt-BR');
    localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'fr-FR');
    expect(readStoredLanguage()).toBe('fr-FR');
    localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'klingon');
    expect(readStoredLanguage()).toBe('pt-BR');
  });
});
