import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../db/client';
import type { RawResponse } from './raw-request';
import { startTestApp, type TestApp } from './test-app';

export const INDEX_HTML = '<!doctype html><title>Alavanca</title><div id="root"></div>';
export const STATIC_ROBOTS = 'User-agent: *\nDisallow: /static-robots-file\n';
export const ORIGIN_PLACEHOLDER = '%ALAVANCA_ORIGIN%';
export const APP_URL = 'https://alavanca.example';
export const LANGUAGE_COOKIE_LINE = (language: Language) =>
  `selected_language=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

export interface FakePage {
  path: string;
  file: string;
  signedInRedirect?: string;
  includesSubpaths?: boolean;
}

export const PAGES: FakePage[] = [
  { path: '/', file: 'index.html' },
  { path: '/planos', file: 'planos.html', signedInRedirect: '/dashboard/planos' },
  { path: '/sobre', file: 'sobre.html' },
  { path: '/demonstracao', file: 'demonstracao.html', includesSubpaths: true },
];

/** No Accept-Encoding at all (curl, monitors), identity only, and what browsers send. */
export const ACCEPT_ENCODING_VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'identity' },
  { 'accept-encoding': 'br, gzip' },
];

/**
 * One pre-rendered page as the web build writes it: its language, and the origin placeholder
 * twice (canonical link, og:url), so replacing only the first would show. Long enough that
 * compression changes its size.
 */
export function pageSource(page: FakePage, language: Language): string {
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
export function expectedPage(page: FakePage, language: Language, origin: string): string {
  return pageSource(page, language).replaceAll(ORIGIN_PLACEHOLDER, origin);
}

export function pageAt(pagePath: string): FakePage {
  const page = PAGES.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`No fake page at ${pagePath}`);
  return page;
}

export const MANIFEST = JSON.stringify({
  originPlaceholder: ORIGIN_PLACEHOLDER,
  defaultLanguage: 'pt-BR',
  languages: LANGUAGES,
  pages: PAGES,
});

/** A stand-in for the web build, with the pre-rendered pages (or without, to see nothing break). */
export function createFakeWebDist(options: { withPages: boolean }): string {
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

/**
 * The real app over a fake web build for the enclosing describe block: started before its
 * tests, closed and cleaned up after them. Read `baseUrl` and `port` inside tests.
 */
export function serveFakeBuild(getDb: () => Database, options: { withPages: boolean; appUrl: string | null }) {
  const served = { baseUrl: '', port: 0 };
  let app: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = createFakeWebDist({ withPages: options.withPages });
    app = await startTestApp(getDb(), { config: { appUrl: options.appUrl }, webDistDir: webDist });
    Object.assign(served, { baseUrl: app.baseUrl, port: Number(new URL(app.baseUrl).port) });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });
  return served;
}

/** Asserts a response is the given pre-rendered page, sent uncompressed. */
export function expectPage(response: RawResponse, pagePath: string, language: Language, origin: string): void {
  expect(response.status, `status of ${pagePath} [${language}]`).toBe(200);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers['content-language']).toBe(language);
  expect(response.text).toBe(expectedPage(pageAt(pagePath), language, origin));
}

/** Asserts a response is the single-page app's index.html (the client-side route fallback). */
export function expectSpaFallback(response: RawResponse, what: string): void {
  expect(response.status, what).toBe(200);
  expect(decodedText(response), what).toBe(INDEX_HTML);
  expect(response.headers['content-language'], what).toBeUndefined();
  // It may hold the user's answers: no cache keeps it (the files of the build are another matter).
  expect(response.headers['cache-control'], what).toBe('private, no-store');
}

/** The body as text, decompressed as its Content-Encoding says. */
export function decodedText(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.text;
}

export interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

/**
 * Checks the site map's XML shape (declaration, root element and namespaces, balanced and
 * properly nested elements, nothing but <url> entries inside) and reads its entries.
 */
export function parseSitemap(xml: string): SitemapEntry[] {
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
export function addressOf(origin: string, pagePath: string, language: Language): string {
  return language === 'pt-BR' ? `${origin}${pagePath}` : `${origin}${pagePath}?lang=${language}`;
}
