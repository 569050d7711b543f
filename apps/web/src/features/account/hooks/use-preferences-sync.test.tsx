import { changeLanguage } from '@/lib/change-language';
import { initTestI18n } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { STORAGE_KEYS } from '@alavanca/domain/constants';
import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesQueryKey } from '@/lib/query-keys';
import { apiError, stubApi, type Route } from '@/test/fake-api';
import { SAVED_PREFERENCES } from '../testing/fixtures';
import { usePreferencesSync } from './use-preferences-sync';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

function Synced() {
  usePreferencesSync();
  return <p>signed in</p>;
}

async function renderSynced(savedLanguage: string, save?: Route, saved: Partial<typeof SAVED_PREFERENCES> = {}) {
  let stored = { ...SAVED_PREFERENCES, ...saved, language: savedLanguage };
  const api = stubApi({
    'GET /api/preferences': { body: stored },
    'PATCH /api/preferences':
      save ??
      (({ body }) => {
        stored = { ...stored, ...(body as object) };
        return { body: stored };
      }),
  });
  const view = await renderRoutes([{ path: '/', element: <Synced /> }], { path: '/' });
  return { api, ...view };
}

describe('usePreferencesSync', () => {
  beforeEach(async () => {
    notify.mockClear();
    await initTestI18n();
    await i18next.changeLanguage('pt-BR');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it('applies the saved language over the one stored on this browser, silently', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'pt-BR');
    await renderSynced('es-ES');
    await waitFor(() => expect(i18next.language).toBe('es-ES'));
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('es-ES');
    expect(localStorage.getItem(STORAGE_KEYS.localizationLanguage)).toBe('es-ES');
    expect(notify).not.toHaveBeenCalled();
  });

  it('saves a language changed through the language-change flow, and stops once signed out', async () => {
    const { api, queryClient, unmount } = await renderSynced('pt-BR');
    await waitFor(() => expect(api.requests).toHaveLength(1));

    expect(await changeLanguage('fr-FR')).toBe(true);
    expect(api.requests.at(-1)).toEqual({ method: 'PATCH', path: '/api/preferences', body: { language: 'fr-FR' } });
    expect(queryClient.getQueryData(preferencesQueryKey)).toMatchObject({ language: 'fr-FR' });

    unmount();
    expect(await changeLanguage('de-DE')).toBe(true);
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('offers, without forcing, the new language’s usual formats, and saves them when taken', async () => {
    // An American user who switches the interface to Portuguese.
    const american = { currency: 'USD', dateFormat: 'MM/DD/YYYY', numberFormat: 'thousand' } as const;
    const { api, queryClient } = await renderSynced('en-US', undefined, american);
    await waitFor(() => expect(i18next.language).toBe('en-US'));
    expect(await changeLanguage('pt-BR')).toBe(true);
    // The formats stay the user's ($, MM/DD/YYYY, 1,234.56) until they take the offer.
    expect(api.requestsTo('PATCH', '/api/preferences').map((request) => request.body)).toEqual([{ language: 'pt-BR' }]);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Idioma alterado para Português',
          // Intl puts a no-break space between the symbol and the amount.
          description: expect.stringMatching(/^Usar também os formatos do idioma: R\$\s1\.234,56 e 31\/12\/2025\?$/),
          action: expect.objectContaining({ label: 'Usar estes formatos' }),
        }),
      ),
    );
    // The success toast comes half a second after a change: an earlier test's may land here too.
    const offer = notify.mock.calls
      .map(([options]) => options)
      .find((options) => options.title === 'Idioma alterado para Português' && options.action);
    offer.action.onClick();
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/preferences').at(-1)?.body).toEqual({
        currency: 'BRL',
        dateFormat: 'DD/MM/YYYY',
        numberFormat: 'decimal',
      }),
    );
    await waitFor(() => expect(queryClient.getQueryData(preferencesQueryKey)).toMatchObject({ currency: 'BRL' }));
  });

  it('offers nothing when the user already writes as the new language does', async () => {
    const { queryClient } = await renderSynced('pt-BR');
    await waitFor(() => expect(queryClient.getQueryData(preferencesQueryKey)).toBeDefined());
    expect(await changeLanguage('fr-FR')).toBe(true);
    await changeLanguage('pt-BR');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Idioma alterado para Português' })),
    );
    expect(
      notify.mock.calls.filter(([options]) => options.title === 'Idioma alterado para Português' && options.action),
    ).toEqual([]);
  });

  it('does not undo a language picked on this page when the saved one is refetched unchanged', async () => {
    const { queryClient } = await renderSynced('pt-BR');
    await waitFor(() => expect(queryClient.getQueryData(preferencesQueryKey)).toBeDefined());
    await i18next.changeLanguage('de-DE');
    await queryClient.refetchQueries({ queryKey: preferencesQueryKey });
    expect(i18next.language).toBe('de-DE');
  });

  it.each([
    ['the server fails', apiError(500, 'INTERNAL')],
    [
      'the browser is offline',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] satisfies [string, Route][])('goes back to the saved language when %s', async (_, save) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, queryClient } = await renderSynced('pt-BR', save);
    await waitFor(() => expect(queryClient.getQueryData(preferencesQueryKey)).toBeDefined());

    expect(await changeLanguage('de-DE')).toBe(false);

    expect(api.requestsTo('PATCH', '/api/preferences')).toHaveLength(1);
    expect(i18next.language).toBe('pt-BR');
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('pt-BR');
    expect(queryClient.getQueryData(preferencesQueryKey)).toMatchObject({ language: 'pt-BR' });
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Erro',
      description: 'Não foi possível trocar o idioma; a interface continua em Português. Tente novamente.',
      variant: 'destructive',
    });
  });
});
