import { expect, test } from './fixtures';
import { LANGUAGES, pageUrl, PUBLIC_PAGES } from './support/site';

// Served by the server, which knows its public address (APP_URL: the test server's own origin).

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang = '', href = '']) => [lang, href],
      ),
    ),
  }));
}

test('sitemap.xml lists every public page in every language, with hreflang alternates on this server', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const entries = parseSitemap(xml);

  const landing = entries.find((entry) => entry.loc === `${origin}/`);
  expect(landing, `the landing page at ${origin}/`).toBeDefined();
  expect(landing?.alternates).toEqual(
    Object.fromEntries(LANGUAGES.map((language) => [language, pageUrl(origin, '/', language)])),
  );

  const expected = [...new Set(PUBLIC_PAGES.map((page) => page.canonicalPath))].flatMap((path) =>
    LANGUAGES.map((language) => pageUrl(origin, path, language)),
  );
  expect(entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
  for (const entry of entries) {
    expect(Object.values(entry.alternates), `alternates of ${entry.loc}`).toContain(entry.loc);
    expect(Object.keys(entry.alternates).sort()).toEqual([...LANGUAGES].sort());
  }

  // Every address listed answers, in its language (no cookie is sent: each request stands alone).
  for (const entry of entries) {
    const url = new URL(entry.loc);
    const language = url.searchParams.get('lang') ?? 'pt-BR';
    const page = await request.get(`${url.pathname}${url.search}`, { headers: { cookie: '' } });
    expect.soft(page.status(), entry.loc).toBe(200);
    expect.soft(page.headers()['content-language'], entry.loc).toBe(language);
  }
});

test('robots.txt lets crawlers in, keeps them out of the API and names the sitemap', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('a page’s language comes from ?lang=, then the cookie it sets, then Portuguese; never from Accept-Language', async ({
  request,
}) => {
  const languageOf = async (path: string) => {
    const response = await request.get(path, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(response.status()).toBe(200);
    const lang = /<html[^>]* lang="([^"]+)"/.exec(await response.text())?.[1];
    expect(lang, `<html lang> of ${path}`).toBe(response.headers()['content-language']);
    expect(response.headers().vary ?? '').toMatch(/cookie/i);
    return lang;
  };
  expect(await languageOf('/')).toBe('pt-BR');
  expect(await languageOf('/?lang=en-US')).toBe('en-US');
  // The request context keeps cookies like a browser: the choice holds without the parameter.
  expect(await languageOf('/')).toBe('en-US');
  expect(await languageOf('/termos')).toBe('en-US');
  expect(await languageOf('/?lang=fr-FR')).toBe('fr-FR');
  expect(await languageOf('/blog')).toBe('fr-FR');
  // An unknown language is ignored: the stored choice still applies.
  expect(await languageOf('/?lang=xx-YY')).toBe('fr-FR');
  expect(await languageOf('/?lang=pt-BR')).toBe('pt-BR');
  expect(await languageOf('/')).toBe('pt-BR');
});
