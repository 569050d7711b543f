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
// One test per language. Every page's head is read from the server's answer (what a crawler
// reads: the pages are static, so nothing the browser runs changes it); one page of each kind is
// then rendered in the browser, in the site's frame, and scanned with axe. The site-links test
// renders every page through its links.

interface HeadFacts {
  lang: string;
  bodyLanguage: string | null;
  title: string;
  headings: string[];
  canonical: string | null;
  alternates: Record<string, string | null>;
  description: string;
}

/** Runs in the browser: the head facts of a page's HTML, parsed as the browser parses it. */
function readHead(html: string): HeadFacts {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return {
    lang: parsed.documentElement.lang,
    bodyLanguage: parsed.body.getAttribute('data-language'),
    title: parsed.title,
    headings: [...parsed.querySelectorAll('h1')].map((heading) => heading.textContent?.trim() ?? ''),
    canonical: parsed.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...parsed.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href'),
      ]),
    ),
    description: parsed.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  };
}

for (const language of LANGUAGES) {
  test(`every public page has its own ${language} title and heading, language and alternate addresses`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // Every public page of the language, read and checked, and one of each kind rendered with axe:
    // about 20 s on a quiet machine, near the default 30 s when the other worker is busy.
    test.slow();
    const origin = new URL(baseURL ?? '').origin;
    const rendered = new Set<PageKind>();

    for (const publicPage of PUBLIC_PAGES) {
      const where = `${publicPage.path}?lang=${language}`;
      const response = await page.request.get(where);
      expect(response.status(), `${publicPage.path} answers`).toBe(200);
      expect(response.headers()['content-language'], `${publicPage.path} Content-Language`).toBe(language);
      const head = await page.evaluate(readHead, await response.text());
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

      if (rendered.has(publicPage.kind)) continue;
      rendered.add(publicPage.kind);
      // Rendered with its stylesheet, in the site's frame.
      await page.goto(where);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 1, name: publicPage.heading(language), exact: true }),
      ).toBeVisible();
      await expect(siteHeader(page)).toBeVisible();
      await expect(page.getByTestId('landing-footer')).toBeVisible();
      if (publicPage.kind === 'plans') await expect(page.getByTestId('plan-comparison')).toBeVisible();
      await expect(
        siteHeader(page).getByRole('link', { name: text(language, 'common', 'nav.login'), exact: true }),
      ).toBeVisible();
      await expectNoA11yViolations(page, { label: `${language} ${publicPage.kind}` });
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
