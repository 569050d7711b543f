import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createAppDocuments, encodeDocument } from './app-document';
import { AppError } from './app-error';

/** Folder of the pre-rendered pages inside the web build (served by the public site); not served as files. */
export const PAGES_FOLDER = 'pages';

/** Vite fingerprints everything under /assets/: a file there never changes under its name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files must be revalidated, or users keep an old release. */
const REVALIDATE_CACHE = 'no-cache';
/** An app page holds its user's answers: never kept by a shared cache, nor by the browser. */
const PRIVATE_PAGE_CACHE = 'private, no-store';
const WEB_BUILD_MISSING =
  'The web app has not been built yet. ' + 'Run `npm run build` at the repository root, then restart the server.\n';

/**
 * Serves the built single-page app and its client-side routes: any GET outside /api that is
 * not a file gets the app's page (index.html with what its screen needs first, app-document.ts),
 * so a reload on /dashboard works. Missing fingerprinted assets stay 404: answering HTML for a
 * script would only turn into a confusing MIME error.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const available = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (available) {
    const assetsDir = path.join(webDistDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      // The web build writes .br and .gz copies (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // "/" is a pre-rendered page (public-site.ts), and the pages' folder is its source, not files to serve.
      index: false,
      // A folder path ("/" without pages, "/assets/") is no file either: without an index,
      // @fastify/send would answer it 403 (when the client accepts no compressed copy).
      allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.startsWith(`/${PAGES_FOLDER}/`),
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app build not found; run `npm run build`');
  }
  const documents = available ? createAppDocuments(app, webDistDir) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      !pathname.startsWith('/assets/');
    if (!isPageRequest) throw new AppError('NOT_FOUND');

    if (!documents) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(WEB_BUILD_MISSING);
    }
    const { html, cookies } = await documents.render(request);
    const { body, encoding } = await encodeDocument(html, request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply
      .header('cache-control', PRIVATE_PAGE_CACHE)
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
