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
    // The processing toast only, so far, in the language being left (de-DE was not loaded yet).
    expect(notify.mock.calls).toEqual([[{ title: 'Trocando o idioma...' }]]);

    vi.advanceTimersByTime(499);
    expect(notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify.mock.calls[1]?.[0]).toMatchObject({ variant: 'success' });
  });

  it('goes back to the language it left, says so and shows no success toast when saving fails', async () => {
    setLanguagePersistence(() => Promise.reject(new Error('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await changeLanguage('fr-FR')).toBe(false);
    vi.advanceTimersByTime(1000);

    expect(i18next.language).toBe('pt-BR');
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('pt-BR');
    expect(localStorage.getItem(STORAGE_KEYS.localizationLanguage)).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify.mock.calls[1]?.[0]).toEqual({
      title: 'Erro',
      description: 'Não foi possível trocar o idioma; a interface continua em Português. Tente novamente.',
      variant: 'destructive',
    });
  });

  it('leaves a language chosen while the failed save was on its way', async () => {
    let failSave: (error: Error) => void = () => {};
    setLanguagePersistence(
      (language) =>
        new Promise<void>((resolve, reject) => {
          if (language === 'fr-FR') failSave = reject;
          else resolve();
        }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const first = changeLanguage('fr-FR');
    await vi.waitFor(() => expect(i18next.language).toBe('fr-FR'));
    expect(await changeLanguage('es-ES')).toBe(true);
    failSave(new Error('offline'));

    expect(await first).toBe(false);
    expect(i18next.language).toBe('es-ES');
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('es-ES');
  });
});
