import { expect, test } from './fixtures';

// Signed-out visitors are sent to /login from these; that is a redirect, not a broken link.
const SIGNED_IN_AREA = /^\/(dashboard|configuracoes|settings|mentor-ia|ai-mentor|validacao-ideia|idea-validation|ideias|ideas-validation|simulacao|simulacao-negocio|business-simulation|simulacao-gerenciamento|simulation-management|simulacao-resultados|simulation-results|relatorios|reports|suporte|support|notificacoes|notifications|perfil)(\/|$)/;

test('every link inside the public site leads to a page that exists', async ({ page, baseURL }) => {
  test.slow();
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const queue = ['/'];
  const seen = new Set(queue);
  const broken: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if ((await page.getByTestId('not-found').count()) > 0 || (await page.getByTestId('empty-state').filter({ hasText: /404|não encontrada/i }).count()) > 0) {
      broken.push(path);
      continue;
    }
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
      if (SIGNED_IN_AREA.test(url.pathname) || seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      queue.push(url.pathname);
    }
  }

  expect(broken, `pages answering "not found": ${broken.join(', ')}`).toEqual([]);
  // The crawl reached the public site: landing, plans, footer pages, blog and its articles, sign-in pages.
  for (const path of ['/planos', '/termos', '/privacidade', '/sobre', '/funcionalidades', '/blog', '/login', '/cadastro', '/recuperar-senha', '/demonstracao']) {
    expect(seen, `the crawl should reach ${path}`).toContain(path);
  }
  expect([...seen].filter((p) => p.startsWith('/blog/')).length).toBeGreaterThanOrEqual(6);
});
