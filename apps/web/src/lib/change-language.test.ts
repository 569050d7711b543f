import { STORAGE_KEYS } from '@alavanca/domain/constants';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/test/i18n';
import { applyDocumentLanguage } from './i18n';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const { changeLanguage, setLanguagePersistence } = await import('./change-language');

describe('changeLanguage', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.on('languageChanged', applyDocumentLanguage);
  });
  beforeEach(async () => {
    vi.useFakeTimers();
    await i18next.changeLanguage('pt-BR');
    notify.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    setLanguagePersistence(undefined);
  });

  it('does nothing when the language is already the current one', async () => {
    expect(await changeLanguage('pt-BR')).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBeNull();
  });

  it('stores the choice, marks the document, persists, broadcasts, then confirms after 500 ms', async () => {
    const persist = vi.fn().mockResolvedValue(undefined);
    setLanguagePersistence(persist);
    const events: string[] = [];
    window.addEventListener(
      'languageChanged',
      (e) => events.push((e as CustomEvent<{ language: string }>).detail.language),
      { once: true },
    );

    expect(await changeLanguage('de-DE')).toBe(true);

    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('de-DE');
    expect(localStorage.getItem(STORAGE_KEYS.localizationLanguage)).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.dataset.language).toBe('de-DE');
    expect(document.body.dataset.language).toBe('de-DE');
    expect(document.body.classList.contains('lang-de-DE')).toBe(true);
    expect(document.body.classList.contains('lang-pt-BR')).toBe(false);
    expect(persist).toHaveBeenCalledWith('de-DE');
    expect(events).toEqual(['de-DE']);
    expect(notify).toHaveBeenCalledTimes(1); // the processing toast only, so far

    vi.advanceTimersByTime(499);
    expect(notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify.mock.calls[1]?.[0]).toMatchObject({ variant: 'success' });
  });

  it('shows an error toast and no success toast when saving the preference fails', async () => {
    setLanguagePersistence(() => Promise.reject(new Error('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await changeLanguage('fr-FR')).toBe(false);
    vi.advanceTimersByTime(1000);

    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify.mock.calls[1]?.[0]).toMatchObject({ variant: 'destructive' });
  });
});
