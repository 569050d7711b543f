import { expect, test } from './fixtures';
import { BLOG_SLUGS, LANGUAGES } from './support/site';

// Signed-out visitors are sent to /login from these; that is a redirect, not a broken link.
const SIGNED_IN_AREA =
  /^\/(dashboard|configuracoes|settings|mentor-ia|ai-mentor|validacao-ideia|idea-validation|ideias|ideas-validation|simulacao|simulacao-negocio|business-simulation|simulacao-gerenciamento|simulation-management|simulacao-resultados|simulation-results|relatorios|reports|suporte|support|notificacoes|notifications|perfil)(\/|$)/;

test('every link inside the public site leads to a page that exists', async ({ page, baseURL, request }) => {
  test.slow();
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const queue = ['/'];
  const seen = new Set(queue);
  const broken: string[] = [];
  /** The ids on each page visited, for the links to a part of a page ("/#features"). */
  const idsByPath = new Map<string, Set<string>>();
  /** Links to a part of a page: where they are, where they point. */
  const fragmentLinks: { from: string; path: string; id: string }[] = [];
  /** The language links (?lang=), checked once each at the end. */
  const languageLinks = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    const response = await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (
      (response?.status() ?? 0) >= 400 ||
      (await page.getByTestId('not-found').count()) > 0 ||
      (await page
        .getByTestId('empty-state')
        .filter({ hasText: /404|não encontrada/i })
        .count()) > 0
    ) {
      broken.push(path);
      continue;
    }
    idsByPath.set(
      path,
      new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))),
    );
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
      if (url.searchParams.has('lang')) languageLinks.add(`${url.pathname}${url.search}`);
      if (url.hash) fragmentLinks.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
      if (SIGNED_IN_AREA.test(url.pathname) || seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      queue.push(url.pathname);
    }
  }

  expect(broken, `pages answering "not found": ${broken.join(', ')}`).toEqual([]);
  // The crawl reached the public site: landing, plans, footer pages, blog and its articles, sign-in pages.
  for (const path of [
    '/planos',
    '/termos',
    '/privacidade',
    '/sobre',
    '/funcionalidades',
    '/blog',
    '/login',
    '/cadastro',
    '/recuperar-senha',
    '/demonstracao',
  ]) {
    expect(seen, `the crawl should reach ${path}`).toContain(path);
  }
  for (const slug of BLOG_SLUGS) expect(seen, `the crawl should reach /blog/${slug}`).toContain(`/blog/${slug}`);

  // Links to a part of a page land on an element that page has.
  const missingTargets = fragmentLinks
    .filter(({ path, id }) => idsByPath.has(path) && !idsByPath.get(path)?.has(id))
    .map(({ from, path, id }) => `${path}#${id} (linked from ${from})`);
  expect([...new Set(missingTargets)], 'links to a part of a page that is not there').toEqual([]);
  expect(fragmentLinks.map(({ path, id }) => `${path}#${id}`)).toEqual(
    expect.arrayContaining(['/#features', '/#testimonials']),
  );

  // Every language link answers with the page in that language.
  expect(languageLinks.size, 'language links found on the public pages').toBeGreaterThanOrEqual(LANGUAGES.length);
  for (const link of languageLinks) {
    const response = await request.get(link);
    expect.soft(response.status(), link).toBe(200);
    expect.soft(response.headers()['content-language'], link).toBe(new URL(link, origin).searchParams.get('lang'));
  }
});
