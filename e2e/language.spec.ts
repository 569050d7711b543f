import type { Page } from '@playwright/test';
import { expect, test as base, visibleOnly } from './fixtures';

const PT_BR_HERO = 'Erre na simulação, acerte no seu negócio';

const OTHER_LANGUAGES = [
  { language: 'es-ES', name: 'Español' },
  { language: 'fr-FR', name: 'Français' },
  { language: 'de-DE', name: 'Deutsch' },
] as const;

/** Picks a language in the header's switcher (the footer has another one). */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  const header = page.getByTestId('landing-header');
  await visibleOnly(header.getByTestId('language-switcher')).click();
  await page.getByRole('menuitemradio', { name, exact: true }).click();
}

const test = base.extend<{ missingTranslations: (language: string) => string[] }>({
  /**
   * The texts the app reported as missing in a language so far. The app warns on the console
   * whenever a text falls back to another language or to its key (see the web app's lib/i18n.ts).
   */
  missingTranslations: [
    async ({ page }, use) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith('[i18n] missing')) warnings.push(message.text());
      });
      await use((language) => [...new Set(warnings.filter((warning) => warning.includes(` in ${language};`)))]);
    },
    // Automatic, so the console is watched from the first page load (in beforeEach) on.
    { auto: true },
  ],
});

function heroHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

async function storedLanguages(page: Page) {
  return await page.evaluate(() => ({
    selected: localStorage.getItem('selected_language'),
    localization: localStorage.getItem('localization_language'),
  }));
}

/** The hero shows a real translation: not the pt-BR text and not a raw catalog key. */
async function expectTranslatedHero(page: Page): Promise<void> {
  const hero = heroHeading(page);
  await expect(hero).not.toHaveText(PT_BR_HERO);
  await expect(hero).not.toHaveText(/^[\w-]+(\.[\w-]+)+$/);
  await expect(hero).not.toBeEmpty();
}

test.describe('language switcher', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(heroHeading(page)).toHaveText(PT_BR_HERO);
  });

  test('switches to English, tells the user, and remembers it after a reload', async ({ page, expectNoA11yViolations, missingTranslations }) => {
    await chooseLanguage(page, 'English');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('body')).toHaveClass(/(^|\s)lang-en-US(\s|$)/);
    await expect(page.locator('body')).toHaveAttribute('data-language', 'en-US');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'English' })).toBeVisible();
    const loginButton = visibleOnly(page.getByTestId('landing-header').getByRole('link', { name: 'Log In', exact: true }));
    await expect(loginButton).toBeVisible();
    await expectTranslatedHero(page);
    expect(await storedLanguages(page)).toEqual({ selected: 'en-US', localization: 'en-US' });
    await expectNoA11yViolations(page, { label: 'English' });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('body')).toHaveClass(/(^|\s)lang-en-US(\s|$)/);
    await expect(loginButton).toBeVisible();
    await expectTranslatedHero(page);
    expect(missingTranslations('en-US'), 'texts missing from the en-US catalogs').toEqual([]);
  });

  for (const { language, name } of OTHER_LANGUAGES) {
    test(`switches to ${name} (${language}) and keeps it after a reload`, async ({ page, expectNoA11yViolations, missingTranslations }) => {
      await chooseLanguage(page, name);

      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('body')).toHaveAttribute('data-language', language);
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: name })).toBeVisible();
      await expectTranslatedHero(page);
      expect(await storedLanguages(page)).toEqual({ selected: language, localization: language });
      await expectNoA11yViolations(page, { label: name });

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectTranslatedHero(page);
      expect(missingTranslations(language), `texts missing from the ${language} catalogs`).toEqual([]);
    });
  }

  test('switches back to Portuguese', async ({ page, expectNoA11yViolations, missingTranslations }) => {
    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await chooseLanguage(page, 'Português');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('body')).toHaveClass(/(^|\s)lang-pt-BR(\s|$)/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Português' })).toBeVisible();
    await expect(heroHeading(page)).toHaveText(PT_BR_HERO);
    await expect(visibleOnly(page.getByTestId('landing-header').getByRole('link', { name: 'Entrar', exact: true }))).toBeVisible();
    expect(await storedLanguages(page)).toEqual({ selected: 'pt-BR', localization: 'pt-BR' });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(heroHeading(page)).toHaveText(PT_BR_HERO);
    await expectNoA11yViolations(page, { label: 'back to Portuguese' });
    expect(missingTranslations('pt-BR'), 'texts missing from the pt-BR catalogs').toEqual([]);
  });
});
