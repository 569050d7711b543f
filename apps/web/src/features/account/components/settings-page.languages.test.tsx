import { stubApi } from '@/test/fake-api';
import { loadTestLanguage, switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { LANGUAGE_OPTIONS } from '@alavanca/domain/locale/languages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE, SAVED_PREFERENCES, SETTINGS } from '../testing/fixtures';
import { AppearanceSection } from './appearance-section';
import { SettingsPage } from './settings-page';

// The settings screen in each language the interface offers besides pt-BR, with that language's
// real catalogs, and the switch to it from the screen's language menu. The browser test follows
// one switch through the server and reloads; these check every language's texts on the screen.

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
const SECTIONS = ['profile', 'password', 'appearance', 'preferences', 'ai', 'notifications', 'data'] as const;

/** A whole screen drawn in a language whose catalogs the file loads first: more than a unit test's 5 s on a busy machine. */
const SCREEN_TIMEOUT = 15_000;

describe.each(LANGUAGES)('the settings screen in %s', (language) => {
  const say = (key: string, values?: Record<string, string | number>) => textIn(language, 'account', key, values);
  const name = LANGUAGE_OPTIONS.find((option) => option.language === language)!.languageName;

  afterEach(async () => {
    vi.unstubAllGlobals();
    notify.mockClear();
    await i18next.changeLanguage('pt-BR');
  });

  it('names the screen, its sections and their buttons', { timeout: SCREEN_TIMEOUT }, async () => {
    stubApi({
      'GET /api/profile': { body: PROFILE },
      'GET /api/preferences': { body: SAVED_PREFERENCES },
      'GET /api/settings': { body: SETTINGS },
    });
    await switchTestLanguage(language);
    await renderRoutes([{ path: '/configuracoes', element: <SettingsPage email={PROFILE.email} /> }], {
      path: '/configuracoes',
    });
    await screen.findByRole('button', { name: say('settings.profile.save') });

    expect(screen.getByRole('heading', { level: 2, name: say('settings.title') })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: say('settings.sectionsLabel') })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      SECTIONS.map((id) => say(`settings.${id}.title`)),
    );
    const buttonsOf = (id: string) =>
      within(screen.getByTestId(`settings-${id}`))
        .getAllByRole('button')
        .map((button) => button.textContent);
    for (const id of ['password', 'preferences', 'ai', 'notifications'] as const) {
      expect(await within(screen.getByTestId(`settings-${id}`)).findByText(say(`settings.${id}.save`))).toBeVisible();
    }
    expect(buttonsOf('data')).toEqual(
      expect.arrayContaining([say('settings.data.export'), say('settings.data.delete')]),
    );
  });

  it(
    'is switched to from the language menu, which then speaks it and confirms in it',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      const user = userEvent.setup();
      await loadTestLanguage(language);
      await renderRoutes([{ path: '/configuracoes', element: <AppearanceSection /> }], { path: '/configuracoes' });

      await user.click(screen.getByTestId('settings-language'));
      await user.click(await screen.findByRole('option', { name }));

      expect(
        await screen.findByRole('heading', { level: 3, name: say('settings.appearance.title') }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('settings-language')).toHaveAccessibleName(
        textIn(language, 'common', 'language.label'),
      );
      expect(screen.getByTestId('settings-language')).toHaveTextContent(name);
      // The processing toast speaks the language left; the confirmation, the one chosen.
      expect(notify).toHaveBeenCalledWith({ title: textIn('pt-BR', 'common', 'language.changing') });
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: textIn(language, 'common', 'language.changed', { language: name }),
          variant: 'success',
        }),
      );
    },
  );
});
