import { enhanceThemeButtons } from '@/site/enhance/theme-button';
import { initTestI18n } from '@/test/i18n';
import { STORAGE_KEYS } from '@alavanca/domain/constants';
import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeButton } from './theme-button';

async function mount(count = 1) {
  const i18n = await initTestI18n();
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      {Array.from({ length: count }, (_, index) => (
        <ThemeButton key={index} />
      ))}
    </I18nextProvider>,
  );
  return screen.getAllByTestId('theme-toggle');
}

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.classList.remove('dark');
});

const html = document.documentElement;

describe('ThemeButton', () => {
  it('is sent with both icons and the label for the default light theme', async () => {
    const [button] = await mount();
    expect(button).toHaveAccessibleName('Mudar para o tema escuro');
    expect(button?.querySelectorAll('svg')).toHaveLength(2);
  });

  it('switches to dark and back: class on <html>, stored choice and label', async () => {
    const [button] = await mount();
    cleanup = enhanceThemeButtons();
    if (!button) throw new Error('no theme button');

    fireEvent.click(button);
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(button).toHaveAccessibleName('Mudar para o tema claro');

    fireEvent.click(button);
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(button).toHaveAccessibleName('Mudar para o tema escuro');
  });

  it('corrects the label on start for a visitor whose stored theme boot.js made dark', async () => {
    html.classList.add('dark');
    const [button] = await mount();
    cleanup = enhanceThemeButtons();
    expect(button).toHaveAccessibleName('Mudar para o tema claro');
  });

  it('keeps every theme button on the page in step', async () => {
    const [first, second] = await mount(2);
    cleanup = enhanceThemeButtons();
    if (!first) throw new Error('no theme button');
    fireEvent.click(first);
    expect(second).toHaveAccessibleName('Mudar para o tema claro');
  });

  it('toggles once per press however often it was started', async () => {
    const [button] = await mount();
    const first = enhanceThemeButtons();
    const second = enhanceThemeButtons();
    cleanup = () => {
      first();
      second();
    };
    if (!button) throw new Error('no theme button');
    fireEvent.click(button);
    expect(html).toHaveClass('dark');
  });
});
