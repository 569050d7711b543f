import { expectDrawnFlags } from '@/test/flags';
import { enhanceLanguageMenus } from '@/site/enhance/language-menu';
import { initTestI18n } from '@/test/i18n';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '@alavanca/domain/constants';
import { LANGUAGE_OPTIONS } from '@alavanca/domain/locale/languages';
import { fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageMenu } from './language-menu';

async function mount(props: Parameters<typeof LanguageMenu>[0] = {}, instance?: i18n) {
  const i18n = instance ?? (await initTestI18n());
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <button type="button">outside</button>
      <LanguageMenu {...props} />
    </I18nextProvider>,
  );
  const button = screen.getByTestId('language-switcher');
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the button controls no list');
  return { button, list, outside: screen.getByRole('button', { name: 'outside' }) };
}

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
});

describe('LanguageMenu markup', () => {
  it('is a closed disclosure with one link per language, the current one marked', async () => {
    const { button, list } = await mount();
    expect(button).toHaveAccessibleName('Idioma: Português. Trocar idioma');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    const links = within(list).getAllByRole('link', { hidden: true });
    expectDrawnFlags(
      list,
      links,
      LANGUAGE_OPTIONS.map((option) => option.languageName),
    );
    for (const [index, option] of LANGUAGE_OPTIONS.entries()) {
      const link = links[index];
      expect(link).toHaveAttribute('href', `?lang=${option.language}`);
      expect(link).toHaveAttribute('lang', option.language);
      expect(link).toHaveAttribute('hreflang', option.language);
      expect(link).toHaveAccessibleName(option.languageName);
      if (option.language === 'pt-BR') expect(link).toHaveAttribute('aria-current', 'true');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('is an icon button in the header and shows the flag and name of the current language in the footer', async () => {
    expect((await mount()).button).toHaveTextContent(/^$/);
    const { button } = await mount({ showCurrent: true });
    expectDrawnFlags(button, [button], ['Português']);
  });

  it('follows the language i18n renders in', async () => {
    const german = (await initTestI18n()).cloneInstance({ lng: 'de-DE' });
    const { button, list } = await mount({ showCurrent: true }, german);
    expect(button).toHaveTextContent('Deutsch');
    expect(within(list).getByRole('link', { name: 'Deutsch', hidden: true })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: 'Português', hidden: true })).not.toHaveAttribute('aria-current');
  });
});

describe('language menu behaviour', () => {
  async function setUp(props?: Parameters<typeof LanguageMenu>[0]) {
    const elements = await mount(props);
    cleanup = enhanceLanguageMenus();
    return elements;
  }

  it('opens and closes with its button', async () => {
    const { button, list } = await setUp();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button, list } = await setUp();
    fireEvent.click(button);
    const link = within(list).getByRole('link', { name: 'English' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(list).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, not on one inside', async () => {
    const { button, list, outside } = await setUp();
    fireEvent.click(button);
    fireEvent.click(list);
    expect(list).toBeVisible();
    fireEvent.click(outside);
    expect(list).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves out of it, not within it', async () => {
    const { button, list, outside } = await setUp();
    fireEvent.click(button);
    button.focus();
    within(list).getByRole('link', { name: 'Español' }).focus();
    expect(list).toBeVisible();
    outside.focus();
    expect(list).not.toBeVisible();
  });

  it('stores the chosen language and lets the link lead to the page in it', async () => {
    const { button, list } = await setUp({ showCurrent: true });
    fireEvent.click(button);
    const link = within(list).getByRole('link', { name: 'Français' });
    // Stops the navigation itself, which the test environment cannot follow; the script must not.
    let navigated = false;
    const spy = (event: MouseEvent) => {
      navigated = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', spy);
    fireEvent.click(link);
    document.removeEventListener('click', spy);
    expect(navigated).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('fr-FR');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr-FR`);
  });
});
