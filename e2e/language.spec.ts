import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { LANGUAGE_NAMES, LANGUAGES, siteHeader, text, type Language } from './support/site';

// The public pages' language menu is a disclosure button and one link per language ("?lang=xx"):
// following a link is the switch, and the page in that language is its confirmation (decision 007).
// The choice is remembered in the `selected_language` cookie (the server's) and in storage (the app's).

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
    { auto: true },
  ],
});

function hero(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** The header's language button; the footer has a second menu. */
function headerSwitcher(page: Page): Locator {
  return siteHeader(page).getByTestId('language-switcher');
}

/** Opens the header's language menu and follows the link of `language`. */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await headerSwitcher(page).click();
  await siteHeader(page).getByRole('link', { name: LANGUAGE_NAMES[language], exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('lang') === language);
}

/** The whole page is in `language`: document language, body marker, hero, header links, menu button. */
async function expectLandingIn(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('body')).toHaveClass(new RegExp(`(^|\\s)lang-${language}(\\s|$)`));
  await expect(page.locator('body')).toHaveAttribute('data-language', language);
  await expect(hero(page)).toHaveText(text(language, 'landing', 'hero.title'));
  await expect(
    siteHeader(page).getByRole('link', { name: text(language, 'common', 'nav.login'), exact: true }),
  ).toBeVisible();
  await expect(headerSwitcher(page)).toHaveAccessibleName(
    text(language, 'common', 'language.switch', { language: LANGUAGE_NAMES[language] }),
  );
}

async function storedLanguages(page: Page, context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'selected_language')?.value ?? null;
  const storage = await page.evaluate(() => ({
    selected: localStorage.getItem('selected_language'),
    localization: localStorage.getItem('localization_language'),
  }));
  return { cookie, ...storage };
}

test.describe('language menu of the public pages', () => {
  test('switches the landing page to English; the app and later visits follow, and Português brings it back', async ({
    page,
    context,
    expectNoA11yViolations,
    missingTranslations,
  }) => {
    // Four page loads and two axe scans: it took up to 39 s on a busy two-core machine.
    test.slow();
    await page.goto('/');
    await expectLandingIn(page, 'pt-BR');

    const switcher = headerSwitcher(page);
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await switcher.click();
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    for (const language of LANGUAGES) {
      const link = siteHeader(page).getByRole('link', { name: LANGUAGE_NAMES[language], exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `?lang=${language}`);
      await expect(link).toHaveAttribute('hreflang', language);
      await expect(link).toHaveAttribute('lang', language);
      if (language === 'pt-BR') await expect(link).toHaveAttribute('aria-current', 'true');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
    await expectNoA11yViolations(page, { label: 'language menu open' });

    await siteHeader(page).getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('lang') === 'en-US');
    await expectLandingIn(page, 'en-US');
    await expect(headerSwitcher(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await storedLanguages(page, context)).toEqual({ cookie: 'en-US', selected: 'en-US', localization: 'en-US' });

    // The app behind the sign-in speaks the same language.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(
      page.getByRole('heading', { level: 1, name: text('en-US', 'auth', 'login.title'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
    expect(missingTranslations('en-US'), 'texts missing from the en-US catalogs').toEqual([]);

    // Later visits, without ?lang=, stay in English (the cookie), reloads too.
    await page.goto('/');
    await expectLandingIn(page, 'en-US');
    await page.reload();
    await expectLandingIn(page, 'en-US');
    await page.goto('/planos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans', exact: true })).toBeVisible();

    await page.goto('/');
    await chooseLanguage(page, 'pt-BR');
    await expectLandingIn(page, 'pt-BR');
    expect(await storedLanguages(page, context)).toEqual({ cookie: 'pt-BR', selected: 'pt-BR', localization: 'pt-BR' });
    await page.goto('/');
    await expectLandingIn(page, 'pt-BR');
    await page.reload();
    await expectLandingIn(page, 'pt-BR');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta', exact: true })).toBeVisible();
    expect(missingTranslations('pt-BR'), 'texts missing from the pt-BR catalogs').toEqual([]);
  });

  test('switches to Español, Français and Deutsch and keeps each after a reload', async ({ page, context }) => {
    // Seven page loads: from 21 s to past the 30 s default on a busy two-core machine.
    test.slow();
    await page.goto('/');
    for (const language of ['es-ES', 'fr-FR', 'de-DE'] as const) {
      await chooseLanguage(page, language);
      await expectLandingIn(page, language);
      expect(await storedLanguages(page, context)).toEqual({
        cookie: language,
        selected: language,
        localization: language,
      });
      await page.goto('/');
      await expectLandingIn(page, language);
    }
  });

  test('works from the keyboard, and the footer menu switches the page it is on', async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto('/blog');
    const switcher = headerSwitcher(page);
    await switcher.focus();
    await page.keyboard.press('Enter');
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    // The list opens with the languages in their menu order; focus moves into it.
    await expect(siteHeader(page).getByRole('link', { name: 'English', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await expect(switcher).toBeFocused();
    await expect(siteHeader(page).getByRole('link', { name: 'English', exact: true })).toBeHidden();

    // Focus leaving the menu closes it.
    await page.keyboard.press('Enter');
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');

    const footer = page.getByTestId('landing-footer');
    const footerSwitcher = footer.getByTestId('language-switcher');
    // The flag is inline SVG in the page's HTML, hidden from assistive technology: the name is the text.
    await expect(footerSwitcher).toHaveText('Português');
    await expect(footerSwitcher.locator('svg[data-flag="BR"]')).toHaveAttribute('aria-hidden', 'true');
    await footerSwitcher.click();
    await expectNoA11yViolations(page, { label: 'footer language menu open' });
    await footer.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.searchParams.get('lang') === 'de-DE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(
      page.getByRole('heading', { level: 1, name: text('de-DE', 'landing', 'blog.title'), exact: true }),
    ).toBeVisible();
    const germanSwitcher = page.getByTestId('landing-footer').getByTestId('language-switcher');
    await expect(germanSwitcher).toHaveText('Deutsch');
    await expect(germanSwitcher.locator('svg[data-flag="DE"]')).toBeVisible();
  });
});
