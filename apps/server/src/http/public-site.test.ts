import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { describeEachDatabase } from '../test/databases';
import { signUpTestUser, type TestUser } from '../test/users';
import { buildApp } from './build-app';

const INDEX_HTML = '<!doctype html><title>Alavanca</title><div id="root"></div>';
const STATIC_ROBOTS = 'User-agent: *\nDisallow: /static-robots-file\n';
const ORIGIN_PLACEHOLDER = '%ALAVANCA_ORIGIN%';
const APP_URL = 'https://alavanca.example';
const LANGUAGE_COOKIE_LINE = (language: Language) =>
  `selected_language=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

interface FakePage {
  path: string;
  file: string;
  signedInRedirect?: string;
  includesSubpaths?: boolean;
}

const PAGES: FakePage[] = [
  { path: '/', file: 'index.html' },
  { path: '/planos', file: 'planos.html', signedInRedirect: '/dashboard/planos' },
  { path: '/sobre', file: 'sobre.html' },
  { path: '/demonstracao', file: 'demonstracao.html', includesSubpaths: true },
];

const silent = pino({ level: 'silent' });

/** No Accept-Encoding at all (curl, monitors), identity only, and what browsers send. */
const ACCEPT_ENCODING_VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'identity' },
  { 'accept-encoding': 'br, gzip' },
];

/**
 * One pre-rendered page as the web build writes it: its language, and the origin placeholder
 * twice (canonical link, og:url), so replacing only the first would show. Long enough that
 * compression changes its size.
 */
function pageSource(page: FakePage, language: Language): string {
  const paragraphs = Array.from(
    { length: 20 },
    (_, index) => `<p>${page.file} ${language} paragraph ${index}: Alavanca, finanças pessoais.</p>`,
  ).join('');
  return (
    `<!doctype html><html lang="${language}"><head>` +
    `<title>${page.file} [${language}]</title>` +
    `<link rel="canonical" href="${ORIGIN_PLACEHOLDER}${page.path}">` +
    `<meta property="og:url" content="${ORIGIN_PLACEHOLDER}${page.path}">` +
    `</head><body data-page="${page.file}" data-language="${language}">${paragraphs}</body></html>`
  );
}

/** What the server must send for a page: the source with the site's origin written in. */
function expectedPage(page: FakePage, language: Language, origin: string): string {
  return pageSource(page, language).replaceAll(ORIGIN_PLACEHOLDER, origin);
}

function pageAt(pagePath: string): FakePage {
  const page = PAGES.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`No fake page at ${pagePath}`);
  return page;
}

const MANIFEST = JSON.stringify({
  originPlaceholder: ORIGIN_PLACEHOLDER,
  defaultLanguage: 'pt-BR',
  languages: LANGUAGES,
  pages: PAGES,
});

/** A stand-in for the web build, with the pre-rendered pages (or without, to see nothing break). */
function createFakeWebDist(options: { withPages: boolean }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-public-site-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  // A static robots.txt too: the generated one must win over it.
  fs.writeFileSync(path.join(dir, 'robots.txt'), STATIC_ROBOTS);
  // A folder of plain files: its own path is a directory, not a file to send.
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (!options.withPages) return dir;
  const pagesDir = path.join(dir, 'pages');
  for (const language of LANGUAGES) {
    fs.mkdirSync(path.join(pagesDir, language), { recursive: true });
    for (const page of PAGES) {
      fs.writeFileSync(path.join(pagesDir, language, page.file), pageSource(page, language));
    }
  }
  fs.writeFileSync(path.join(pagesDir, 'manifest.json'), MANIFEST);
  // Compressed copies, as if precompress had run over the folder: they must not leak either.
  fs.writeFileSync(path.join(pagesDir, 'manifest.json.br'), brotliCompressSync(MANIFEST));
  fs.writeFileSync(path.join(pagesDir, 'manifest.json.gz'), gzipSync(MANIFEST));
  const ptHome = pageSource(pageAt('/'), 'pt-BR');
  fs.writeFileSync(path.join(pagesDir, 'pt-BR', 'index.html.br'), brotliCompressSync(ptHome));
  fs.writeFileSync(path.join(pagesDir, 'pt-BR', 'index.html.gz'), gzipSync(ptHome));
  return dir;
}

async function listen(app: FastifyInstance): Promise<{ baseUrl: string; port: number }> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('Not listening.');
  return { baseUrl: `http://127.0.0.1:${address.port}`, port: address.port };
}

/**
 * The real app over a fake web build for the enclosing describe block: started before its
 * tests, closed and cleaned up after them. Read `baseUrl` and `port` inside tests.
 */
function serveFakeBuild(getDb: () => Database, options: { withPages: boolean; appUrl: string | null }) {
  const served = { baseUrl: '', port: 0 };
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = createFakeWebDist({ withPages: options.withPages });
    app = await buildApp({
      config: { appUrl: options.appUrl, logLevel: 'silent' },
      db: getDb(),
      webDistDir: webDist,
      logger: silent,
      rateLimits: null,
    });
    Object.assign(served, await listen(app));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });
  return served;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
  text: string;
}

/**
 * A request through node:http, not fetch: fetch adds its own Accept-Encoding, decompresses and
 * normalizes the path, which would hide what the server does. No Accept-Encoding unless given.
 */
function request(
  baseUrl: string,
  rawPath: string,
  options: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Asserts a response is the given pre-rendered page, sent uncompressed. */
function expectPage(response: RawResponse, pagePath: string, language: Language, origin: string): void {
  expect(response.status, `status of ${pagePath} [${language}]`).toBe(200);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers['content-language']).toBe(language);
  expect(response.text).toBe(expectedPage(pageAt(pagePath), language, origin));
}

/** Asserts a response is the single-page app's index.html (the client-side route fallback). */
function expectSpaFallback(response: RawResponse, what: string): void {
  expect(response.status, what).toBe(200);
  expect(response.text, what).toBe(INDEX_HTML);
  expect(response.headers['content-language'], what).toBeUndefined();
}

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

/**
 * Checks the site map's XML shape (declaration, root element and namespaces, balanced and
 * properly nested elements, nothing but <url> entries inside) and reads its entries.
 */
function parseSitemap(xml: string): SitemapEntry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1).trim();
  expect(body).toMatch(
    /^<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  );
  expect(body.endsWith('</urlset>')).toBe(true);

  // Balanced, properly nested elements; no stray text outside <loc>.
  const stack: string[] = [];
  const tokens = body.match(/<[^>]*>|[^<]+/g) ?? [];
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      if (token.trim() !== '') expect(stack.at(-1), `text ${JSON.stringify(token)}`).toBe('loc');
      expect(token).not.toMatch(/[<>"]|&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/);
      continue;
    }
    const element = /^<(\/?)([\w:]+)[^>]*?(\/?)>$/.exec(token);
    expect(element, `tag ${token}`).not.toBeNull();
    if (!element) continue;
    const [, closing, name, selfClosing] = element;
    if (closing) expect(stack.pop(), `closing ${token}`).toBe(name);
    else if (!selfClosing) stack.push(name ?? '');
  }
  expect(stack).toEqual([]);

  const blocks = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  // Nothing inside <urlset> but <url> entries.
  expect(body.replace(/<url>[\s\S]*?<\/url>/g, '').replace(/<urlset[^>]*>|<\/urlset>|\s/g, '')).toBe('');
  return blocks.map((block) => {
    const locs = [...block.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs).toHaveLength(1);
    const alternates: Record<string, string> = {};
    const links = [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    for (const [, hreflang = '', href = ''] of links) {
      expect(alternates, `hreflang ${hreflang} twice`).not.toHaveProperty(hreflang);
      alternates[hreflang] = href;
    }
    // Every element in the block is the <loc> or one of the links.
    expect(block.match(/<[^/][^>]*>/g)).toHaveLength(1 + links.length);
    return { loc: locs[0] ?? '', alternates };
  });
}

/** The address of a page in a language, as the site map must write it. */
function addressOf(origin: string, pagePath: string, language: Language): string {
  return language === 'pt-BR' ? `${origin}${pagePath}` : `${origin}${pagePath}?lang=${language}`;
}

describeEachDatabase('public site', (getDb) => {
  describe('with APP_URL set', () => {
    const served = serveFakeBuild(getDb, { withPages: true, appUrl: APP_URL });

    describe('language', () => {
      it('sends every page in pt-BR by default, without setting a cookie', async () => {
        for (const page of PAGES) {
          const response = await request(served.baseUrl, page.path);
          expectPage(response, page.path, 'pt-BR', APP_URL);
          expect(response.headers['set-cookie']).toBeUndefined();
        }
      });

      it('sends the language asked for by ?lang= and remembers it in the cookie', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=en-US');
        expectPage(response, '/sobre', 'en-US', APP_URL);
        expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE('en-US')]);
      });

      it.each(LANGUAGES)('serves ?lang=%s from that language folder', async (language) => {
        for (const page of PAGES) {
          const response = await request(served.baseUrl, `${page.path}?lang=${language}`);
          expectPage(response, page.path, language, APP_URL);
          expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE(language)]);
        }
      });

      it('maps ?lang=en to en-US and stores the full tag', async () => {
        const response = await request(served.baseUrl, '/?lang=en');
        expectPage(response, '/', 'en-US', APP_URL);
        expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE('en-US')]);
      });

      it('reads ?lang= among other query parameters', async () => {
        const response = await request(served.baseUrl, '/sobre?utm_source=news&lang=de&ref=x');
        expectPage(response, '/sobre', 'de-DE', APP_URL);
      });

      it('sends the cookie language without setting the cookie again', async () => {
        const response = await request(served.baseUrl, '/sobre', { headers: { cookie: 'selected_language=fr-FR' } });
        expectPage(response, '/sobre', 'fr-FR', APP_URL);
        expect(response.headers['set-cookie']).toBeUndefined();
      });

      it('finds the language cookie among others', async () => {
        const response = await request(served.baseUrl, '/', {
          headers: { cookie: 'theme=dark;  selected_language=es-ES ;other=1' },
        });
        expectPage(response, '/', 'es-ES', APP_URL);
        expect(response.headers['set-cookie']).toBeUndefined();
      });

      it('lets ?lang= win over the cookie, and updates the cookie', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=de-DE', {
          headers: { cookie: 'selected_language=fr-FR' },
        });
        expectPage(response, '/sobre', 'de-DE', APP_URL);
        expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE('de-DE')]);
      });

      it('falls back to the cookie for an unknown ?lang=, and to pt-BR without one', async () => {
        const withCookie = await request(served.baseUrl, '/sobre?lang=xx', {
          headers: { cookie: 'selected_language=en-US' },
        });
        expectPage(withCookie, '/sobre', 'en-US', APP_URL);
        expect(withCookie.headers['set-cookie']).toBeUndefined();

        const withoutCookie = await request(served.baseUrl, '/sobre?lang=it-IT');
        expectPage(withoutCookie, '/sobre', 'pt-BR', APP_URL);
        expect(withoutCookie.headers['set-cookie']).toBeUndefined();
      });

      it('sends pt-BR for an unknown cookie value', async () => {
        const response = await request(served.baseUrl, '/', { headers: { cookie: 'selected_language=klingon' } });
        expectPage(response, '/', 'pt-BR', APP_URL);
        expect(response.headers['set-cookie']).toBeUndefined();
      });
    });

    describe('response', () => {
      it('writes the site address in place of every placeholder', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=en-US');
        expect(response.text).not.toContain(ORIGIN_PLACEHOLDER);
        expect(response.text).toContain(`<link rel="canonical" href="${APP_URL}/sobre">`);
        expect(response.text).toContain(`<meta property="og:url" content="${APP_URL}/sobre">`);
        expect(response.text).toContain('<html lang="en-US">');
      });

      it('sends the page headers', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=es-ES');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-language']).toBe('es-ES');
        expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-length']).toBe(String(response.body.length));
        // The security headers apply to the pages like everything else.
        expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      });

      it('sends Brotli to a client that accepts it', async () => {
        for (const acceptEncoding of ['br', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', 'BR']) {
          const response = await request(served.baseUrl, '/?lang=fr-FR', {
            headers: { 'accept-encoding': acceptEncoding },
          });
          expect(response.status, acceptEncoding).toBe(200);
          expect(response.headers['content-encoding'], acceptEncoding).toBe('br');
          expect(response.headers['content-length']).toBe(String(response.body.length));
          expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
          expect(response.headers['content-language']).toBe('fr-FR');
          const expected = expectedPage(pageAt('/'), 'fr-FR', APP_URL);
          expect(response.body.length).toBeLessThan(Buffer.byteLength(expected));
          expect(brotliDecompressSync(response.body).toString('utf8')).toBe(expected);
        }
      });

      it('sends gzip to a client that accepts gzip but not Brotli', async () => {
        for (const acceptEncoding of [
          'gzip',
          'gzip, deflate',
          'deflate, gzip;q=0.5',
          'br;q=0, gzip',
          'gzip;q=0.001, br;q=0.0',
        ]) {
          const response = await request(served.baseUrl, '/planos?lang=de-DE', {
            headers: { 'accept-encoding': acceptEncoding },
          });
          expect(response.status, acceptEncoding).toBe(200);
          expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
          expect(response.headers['content-length']).toBe(String(response.body.length));
          const expected = expectedPage(pageAt('/planos'), 'de-DE', APP_URL);
          expect(response.body.length).toBeLessThan(Buffer.byteLength(expected));
          expect(gunzipSync(response.body).toString('utf8')).toBe(expected);
        }
      });

      it('sends the plain page to a client that accepts neither', async () => {
        // q=0 refuses an encoding (RFC 9110 §12.5.3).
        for (const acceptEncoding of [undefined, 'identity', 'deflate', '', 'gzip;q=0', 'br;q=0, gzip;q=0, identity']) {
          const headers: Record<string, string> =
            acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
          const response = await request(served.baseUrl, '/demonstracao', { headers });
          expectPage(response, '/demonstracao', 'pt-BR', APP_URL);
          expect(response.headers['content-length']).toBe(String(response.body.length));
        }
      });

      it('answers HEAD with the headers and no body', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=en-US', { method: 'HEAD' });
        expect(response.status).toBe(200);
        expect(response.body.length).toBe(0);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-language']).toBe('en-US');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
      });

      it('answers HEAD on the default page and in the cookie language', async () => {
        const home = await request(served.baseUrl, '/', { method: 'HEAD' });
        expect(home.status).toBe(200);
        expect(home.headers['content-language']).toBe('pt-BR');
        const byCookie = await request(served.baseUrl, '/planos', {
          method: 'HEAD',
          headers: { cookie: 'selected_language=de-DE' },
        });
        expect(byCookie.status).toBe(200);
        expect(byCookie.headers['content-language']).toBe('de-DE');
      });
    });

    describe('paths', () => {
      it('sends the demonstration page for every path below it', async () => {
        for (const route of ['/demonstracao/', '/demonstracao/anything', '/demonstracao/passo/2']) {
          expectPage(await request(served.baseUrl, route), '/demonstracao', 'pt-BR', APP_URL);
        }
        expectPage(await request(served.baseUrl, '/demonstracao/passo/2?lang=es'), '/demonstracao', 'es-ES', APP_URL);
      });

      it('sends the single-page app for paths that only look like a page', async () => {
        for (const route of ['/demonstracaoX', '/sobre/equipe', '/planos/anual', '/sobrex', '/nope', '/dashboard']) {
          expectSpaFallback(await request(served.baseUrl, route), route);
        }
      });

      it('sends the single-page app for a folder of the build, whatever the client accepts', async () => {
        for (const route of ['/icons/', '/icons']) {
          for (const headers of ACCEPT_ENCODING_VARIANTS) {
            expectSpaFallback(await request(served.baseUrl, route, { headers }), `${route} ${JSON.stringify(headers)}`);
          }
        }
        const file = await request(served.baseUrl, '/icons/icon.svg');
        expect(file.status).toBe(200);
        expect(file.text).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
      });

      it('does not serve the pages folder as files', async () => {
        for (const route of [
          '/pages/manifest.json',
          '/pages/pt-BR/index.html',
          '/pages/en-US/sobre.html',
          '/pages/',
          '/pages',
        ]) {
          for (const acceptEncoding of ['identity', 'br', 'gzip']) {
            const response = await request(served.baseUrl, route, { headers: { 'accept-encoding': acceptEncoding } });
            expect(response.headers['content-encoding'], `${route} ${acceptEncoding}`).toBeUndefined();
            expectSpaFallback(response, `${route} ${acceptEncoding}`);
          }
        }
      });

      it('does not serve the pages folder through a disguised path either', async () => {
        for (const route of [
          '//pages/manifest.json',
          '/./pages/manifest.json',
          '/assets/../pages/manifest.json',
          '/%70ages/manifest.json',
          '/pages%2Fmanifest.json',
          '/pages/%2e/manifest.json',
          '/pages/pt-BR/../manifest.json',
        ]) {
          const response = await request(served.baseUrl, route, { headers: { 'accept-encoding': 'identity' } });
          // Refused or the app's fallback: never the file itself.
          expect(response.text, route).not.toContain(ORIGIN_PLACEHOLDER);
          expect(response.text, route).not.toContain('originPlaceholder');
          if (response.status === 200) expect(response.text, route).toBe(INDEX_HTML);
          else expect(response.status, route).toBeGreaterThanOrEqual(400);
        }
      });
    });

    describe('signed-in users', () => {
      let user: TestUser;

      beforeAll(async () => {
        user = await signUpTestUser(served.baseUrl);
      });

      it('sends a signed-in user from the public plans page to the in-app one', async () => {
        for (const route of ['/planos', '/planos?lang=en-US']) {
          const response = await request(served.baseUrl, route, { headers: { cookie: user.cookie } });
          expect(response.status, route).toBe(302);
          expect(response.headers.location).toBe('/dashboard/planos');
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.text).not.toContain('planos.html');
        }
      });

      it('sends the plans page to a visitor, and to a forged session cookie', async () => {
        expectPage(await request(served.baseUrl, '/planos'), '/planos', 'pt-BR', APP_URL);
        const forged = user.cookie.replace(/=([^;]*)/, '=forged-session-token');
        expect(forged).not.toBe(user.cookie);
        const response = await request(served.baseUrl, '/planos', { headers: { cookie: forged } });
        expectPage(response, '/planos', 'pt-BR', APP_URL);
      });

      it('sends the other pages to a signed-in user, in the cookie language', async () => {
        const about = await request(served.baseUrl, '/sobre', { headers: { cookie: user.cookie } });
        expectPage(about, '/sobre', 'pt-BR', APP_URL);
        const home = await request(served.baseUrl, '/', {
          headers: { cookie: `${user.cookie}; selected_language=es-ES` },
        });
        expectPage(home, '/', 'es-ES', APP_URL);
        const demo = await request(served.baseUrl, '/demonstracao/x', { headers: { cookie: user.cookie } });
        expectPage(demo, '/demonstracao', 'pt-BR', APP_URL);
      });
    });

    describe('site map and robots.txt', () => {
      it('lists every page in every language, with its alternates', async () => {
        const response = await request(served.baseUrl, '/sitemap.xml');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');

        const entries = parseSitemap(response.text);
        expect(entries).toHaveLength(PAGES.length * LANGUAGES.length);
        const expectedLocs = PAGES.flatMap((page) =>
          LANGUAGES.map((language) => addressOf(APP_URL, page.path, language)),
        );
        expect(entries.map((entry) => entry.loc).sort()).toEqual([...expectedLocs].sort());
        for (const entry of entries) {
          const pagePath = new URL(entry.loc).pathname;
          expect(entry.alternates, entry.loc).toEqual(
            Object.fromEntries(LANGUAGES.map((language) => [language, addressOf(APP_URL, pagePath, language)])),
          );
        }
        expect(response.text).toContain(`<loc>${APP_URL}/</loc>`);
        expect(response.text).toContain(`<loc>${APP_URL}/demonstracao?lang=en-US</loc>`);
        expect(response.text).not.toContain('127.0.0.1');
      });

      it('writes robots.txt with the site map address', async () => {
        const response = await request(served.baseUrl, '/robots.txt');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        const lines = response.text.split('\n');
        expect(lines).toContain('User-agent: *');
        expect(lines).toContain('Disallow: /api/');
        expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
        expect(response.text).not.toBe(STATIC_ROBOTS);
      });
    });
  });

  describe('without APP_URL', () => {
    const served = serveFakeBuild(getDb, { withPages: true, appUrl: null });
    const localOrigin = () => `http://localhost:${served.port}`;

    it('writes the local address, with its port, into the pages', async () => {
      const response = await request(served.baseUrl, '/sobre');
      expectPage(response, '/sobre', 'pt-BR', localOrigin());
      expect(response.text).toContain(`<link rel="canonical" href="${localOrigin()}/sobre">`);
      expect(response.headers['strict-transport-security']).toBeUndefined();

      const compressed = await request(served.baseUrl, '/?lang=en-US', { headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(
        expectedPage(pageAt('/'), 'en-US', localOrigin()),
      );
    });

    it('uses the local address in the site map and robots.txt', async () => {
      const sitemap = await request(served.baseUrl, '/sitemap.xml');
      const locs = parseSitemap(sitemap.text).map((entry) => entry.loc);
      expect(locs).toContain(`${localOrigin()}/`);
      expect(locs).toContain(`${localOrigin()}/planos?lang=fr-FR`);
      expect(locs.every((loc) => loc.startsWith(`${localOrigin()}/`))).toBe(true);

      const robots = await request(served.baseUrl, '/robots.txt');
      expect(robots.text.split('\n')).toContain(`Sitemap: ${localOrigin()}/sitemap.xml`);
    });
  });

  describe('without pre-rendered pages', () => {
    const served = serveFakeBuild(getDb, { withPages: false, appUrl: APP_URL });

    it('registers nothing: the page paths get the single-page app', async () => {
      for (const route of ['/', '/?lang=en-US', '/planos', '/sobre', '/demonstracao/x', '/sitemap.xml']) {
        // Without Accept-Encoding too (curl, monitors): "/" is a folder, which must not get a 403.
        for (const headers of ACCEPT_ENCODING_VARIANTS) {
          const what = `${route} ${JSON.stringify(headers)}`;
          const response = await request(served.baseUrl, route, { headers });
          expectSpaFallback(response, what);
          expect(response.headers['set-cookie'], what).toBeUndefined();
          expect(response.headers['cache-control'], what).toBe('no-cache');
        }
      }
      expectSpaFallback(await request(served.baseUrl, '/icons/'), '/icons/');
    });

    it('serves the build’s own robots.txt file', async () => {
      const response = await request(served.baseUrl, '/robots.txt');
      expect(response.status).toBe(200);
      expect(response.text).toBe(STATIC_ROBOTS);
    });
  });
});
