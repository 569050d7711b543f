import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp } from './support/app';
import { text, type Language } from './support/site';

// The browser tab names the screen in the visitor's language: the screens before sign-in, the
// shell's screens and the not-found page, each in Portuguese and in English. Every one of these
// screens is scanned by axe in its own journey; here only the title is read.

const title = (language: Language, key: string) =>
  text(language, 'common', 'titles.document', { page: text(language, 'common', key) });

async function expectTitle(page: Page, expected: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.title)).toBe(expected);
}

for (const language of ['pt-BR', 'en-US'] as const) {
  test.describe(`tab titles in ${language}`, () => {
    test('login, sign-up and an unknown address', async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('selected_language', chosen), language);
      for (const [path, key] of [
        ['/login', 'titles.login'],
        ['/cadastro', 'titles.signUp'],
        ['/nada-aqui', 'titles.notFound'],
      ] as const) {
        await page.goto(path);
        await expectTitle(page, title(language, key));
      }
    });

    test('the dashboard, settings and simulations', async ({ page, baseURL }) => {
      // A sign-up and three full loads of the app.
      test.slow();
      await signUpThroughApi(page, baseURL, { who: 'tab-title', skipOnboarding: true, language });
      await page.addInitScript((chosen) => localStorage.setItem('selected_language', chosen), language);
      for (const [path, key] of [
        ['/dashboard', 'titles.dashboard'],
        ['/configuracoes', 'titles.settings'],
        ['/simulacao-negocio', 'titles.businessSimulation'],
      ] as const) {
        await openApp(page, path);
        await expectTitle(page, title(language, key));
        await expect(page.getByTestId('page-title')).toHaveText(text(language, 'common', key));
      }
    });
  });
}
