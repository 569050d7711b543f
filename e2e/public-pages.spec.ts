import { expect, test } from './fixtures';
import {
  BLOG_SLUGS,
  blogTitle,
  LANGUAGES,
  pageUrl,
  PUBLIC_PAGES,
  siteHeader,
  text,
  type PageKind,
} from './support/site';

// Every public page in every language, as search engines and visitors reach them: by ?lang=.
// One test per language that walks every page (they are static, so a visit is quick) and runs axe
// once per kind of page; the whole site in one language stays within a test's time.

interface HeadFacts {
  lang: string;
  bodyLanguage: string | null;
  title: string;
  headings: string[];
  canonical: string | null;
  alternates: Record<string, string | null>;
  description: string;
}

function readHead(): HeadFacts {
  return {
    lang: document.documentElement.lang,
    bodyLanguage: document.body.getAttribute('data-language'),
    title: document.title,
    headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent?.trim() ?? ''),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href'),
      ]),
    ),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  };
}

for (const language of LANGUAGES) {
  test(`every public page has its own ${language} title and heading, language and alternate addresses`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // About 20 page visits and 6 axe scans: some 15-20 s here, more on a loaded machine.
    test.slow();
    const origin = new URL(baseURL ?? '').origin;
    const scanned = new Set<PageKind>();

    for (const publicPage of PUBLIC_PAGES) {
      const response = await page.goto(`${publicPage.path}?lang=${language}`);
      expect(response?.status(), `${publicPage.path} answers`).toBe(200);
      expect(response?.headers()['content-language'], `${publicPage.path} Content-Language`).toBe(language);
      const head = await page.evaluate(readHead);
      const where = `${publicPage.path}?lang=${language}`;
      expect.soft(head.lang, `<html lang> of ${where}`).toBe(language);
      expect.soft(head.bodyLanguage, `<body data-language> of ${where}`).toBe(language);
      expect.soft(head.title, `<title> of ${where}`).toBe(publicPage.title(language));
      expect.soft(head.headings, `the one <h1> of ${where}`).toEqual([publicPage.heading(language)]);
      // The content pages' descriptions are written for search results; the others come from the catalogs.
      expect
        .soft(head.description.length, `meta description of ${where}`)
        .toBeGreaterThanOrEqual(publicPage.kind === 'content' ? 100 : 20);
      expect.soft(head.canonical, `canonical of ${where}`).toBe(pageUrl(origin, publicPage.canonicalPath, language));
      expect.soft(head.alternates, `hreflang alternates of ${where}`).toEqual({
        ...Object.fromEntries(LANGUAGES.map((other) => [other, pageUrl(origin, publicPage.canonicalPath, other)])),
        'x-default': pageUrl(origin, publicPage.canonicalPath, 'pt-BR'),
      });
      // Rendered with its stylesheet, in the site's frame.
      await expect(
        page.getByRole('heading', { level: 1, name: publicPage.heading(language), exact: true }),
      ).toBeVisible();
      await expect(siteHeader(page)).toBeVisible();
      await expect(page.getByTestId('landing-footer')).toBeVisible();
      if (publicPage.kind === 'plans') await expect(page.getByTestId('plan-comparison')).toBeVisible();

      if (!scanned.has(publicPage.kind)) {
        scanned.add(publicPage.kind);
        await expect(
          siteHeader(page).getByRole('link', { name: text(language, 'common', 'nav.login'), exact: true }),
        ).toBeVisible();
        await expectNoA11yViolations(page, { label: `${language} ${publicPage.kind}` });
      }
    }

    // The blog lists every article in this language and opens it; the language now comes from
    // the cookie that ?lang= set, as the article links carry no parameter.
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('blog-articles').getByRole('listitem')).toHaveCount(BLOG_SLUGS.length);
    const slug = BLOG_SLUGS[0] ?? '';
    await page
      .getByTestId('blog-articles')
      .getByRole('link', { name: blogTitle(language, slug), exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === `/blog/${slug}` && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: blogTitle(language, slug), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
}
