import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LANGUAGE_COOKIE, type Language } from '@alavanca/domain/constants';
import { escapeMarkup } from '@alavanca/domain/text/escape-markup';
import {
  matchPublicPage,
  pickPageLanguage,
  publicPageUrl,
  type PublicPageEntry,
} from '@alavanca/domain/site/public-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../../http/encoding';
import { PAGES_FOLDER } from '../../http/web-app';
import { lookUpSessionUser } from '../../http/session-lookup';

/** What the web build's pre-render step writes next to the pages (apps/web/scripts/prerender.mjs). */
interface PagesManifest {
  originPlaceholder: string;
  languages: Language[];
  pages: (PublicPageEntry & { file: string })[];
}

interface EncodedPage {
  origin: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
// Fast enough for the first request of each page, within a few percent of the best ratio.
const BROTLI_QUALITY = 9;

function readManifest(pagesDir: string): PagesManifest | null {
  const file = path.join(pagesDir, 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagesManifest) : null;
}

/**
 * Serves the public pages the web build pre-rendered (one HTML file per page and language), the
 * site map and robots.txt. A page goes out in the language its address asks for (?lang=), else the
 * visitor's last choice (cookie), else Portuguese; asking by address also remembers the choice.
 * The public plans pages send a signed-in user to the in-app plans page instead.
 * Does nothing when the build has no pages (the web app has not been built).
 */
export function registerPublicSite(
  app: FastifyInstance,
  options: { webDistDir: string; publicUrl: () => string },
): void {
  const pagesDir = path.join(options.webDistDir, PAGES_FOLDER);
  const manifest = readManifest(pagesDir);
  if (!manifest) return;
  const { pages, languages, originPlaceholder } = manifest;
  const origin = () => new URL(options.publicUrl()).origin;

  // Read once and compressed on first use, with the site's address written in: pages are few and small.
  const encoded = new Map<string, EncodedPage>();
  function encodedPage(file: string, language: Language): EncodedPage {
    const key = `${language}/${file}`;
    const current = origin();
    let page = encoded.get(key);
    if (page?.origin !== current) {
      const html = fs.readFileSync(path.join(pagesDir, language, file), 'utf8').replaceAll(originPlaceholder, current);
      const identity = Buffer.from(html);
      page = {
        origin: current,
        identity,
        br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      encoded.set(key, page);
    }
    return page;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://localhost');
    const page = matchPublicPage(pages, url.pathname);
    if (!page) return reply.callNotFound();
    if (page.signedInRedirect && (await lookUpSessionUser(request))) {
      return reply.header('cache-control', 'no-store').redirect(page.signedInRedirect, 302);
    }
    const { language, fromQuery } = pickPageLanguage(url.searchParams, request.headers.cookie);
    if (fromQuery) {
      reply.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`,
      );
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = encodedPage(page.file, language)[encoding];
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', language)
        // The same address answers per language cookie and per encoding; pages change with releases.
        .header('vary', 'Accept-Encoding, Cookie')
        .header('cache-control', 'no-cache')
        .send(body)
    );
  }

  for (const page of pages) {
    app.get(page.path, sendPage);
    if (page.includesSubpaths) app.get(`${page.path}/*`, sendPage);
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    const base = origin();
    const urls = pages.flatMap((page) =>
      languages.map((language) => {
        const alternates = languages.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeMarkup(publicPageUrl(base, page.path, other))}"/>`,
        );
        return [
          `  <url>`,
          `    <loc>${escapeMarkup(publicPageUrl(base, page.path, language))}</loc>`,
          ...alternates,
          `  </url>`,
        ].join('\n');
      }),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${origin()}/sitemap.xml`, ''].join('\n')),
  );
}
