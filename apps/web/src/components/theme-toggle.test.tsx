import { ThemeProvider } from '@/lib/theme';
import { initTestI18n } from '@/test/i18n';
import { STORAGE_KEYS } from '@alavanca/domain/constants';
import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from './theme-toggle';

async function toggleMarkup(): Promise<string> {
  const i18n = await initTestI18n();
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('ThemeToggle', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  // A screen the server painted cannot know the theme this browser chose: the button is drawn the
  // same for both, so the app takes the paint over without a difference (CSS shows the right pair).
  it('draws the same button whatever theme is stored', async () => {
    const light = await toggleMarkup();
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    expect(await toggleMarkup()).toBe(light);
    expect(light).toContain('Mudar para o tema escuro');
    expect(light).toContain('Mudar para o tema claro');
  });

  it('switches to the other theme and keeps it', async () => {
    await initTestI18n();
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass('dark');
    act(() => screen.getByTestId('theme-toggle').click());
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });
});
