import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  APP_SCREENS,
  EARLY_ANSWERS_ELEMENT,
  LAYOUT_NAMESPACES,
  SHELL_READS,
  matchScreen,
  type AppScreen,
  type ScreenName,
} from '@alavanca/contracts/app-screens';
import { isSharedNamespace } from '@alavanca/contracts/shared-namespaces';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@alavanca/domain/constants';
import { resolveLanguage } from '@alavanca/domain/locale/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickEncoding } from './encoding';
import { readCookie } from './read-cookie';

/** What Vite's build manifest says of a chunk (apps/web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface AppDocument {
  html: string;
  /** Cookies the reads set (a session extended on the way), for the page's answer to carry. */
  cookies: string[];
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** The page differs per request, so it is compressed per request: a fast level, off the main thread. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Writes the page of an app address: the built index.html with, for the screen that address
 * shows, `modulepreload` links to its scripts and its catalogs in the user's language, and the
 * answers to its first API reads, so that no request waits for another before the screen draws
 * (decision 030). The reads run through the app's own routes (`inject`) with the request's cookie:
 * the same checks, the same answers, only the user's own data.
 */
export function createAppDocuments(app: FastifyInstance, webDistDir: string) {
  const template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest | null = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : null;
  // The entry's own graph is already announced by index.html.
  const inTemplate = new Set(manifest ? closure(manifest, ['index.html']) : []);
  const preloads = new Map<string, string>();

  /** The links for a screen in a language, worked out once from the manifest. */
  function preloadLinks(name: ScreenName, language: Language): string {
    const key = `${name}/${language}`;
    let links = preloads.get(key);
    if (links === undefined) {
      links = manifest ? linksFor(manifest, APP_SCREENS[name], name, language, inTemplate) : '';
      preloads.set(key, links);
    }
    return links;
  }

  async function read(request: FastifyRequest, apiPath: string): Promise<{ body: string; cookies: string[] } | null> {
    const response = await app.inject({
      method: 'GET',
      url: `/api${apiPath}`,
      headers: {
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        accept: 'application/json',
      },
    });
    if (response.statusCode !== 200) return null;
    const setCookie = response.headers['set-cookie'];
    return { body: response.body, cookies: setCookie === undefined ? [] : [setCookie].flat() };
  }

  return {
    async render(request: FastifyRequest): Promise<AppDocument> {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const match = matchScreen(pathname);
      if (!match) return { html: template, cookies: [] };
      const screen: AppScreen = APP_SCREENS[match.name];
      const answers = new Map<string, string>();
      const cookies: string[] = [];
      const keep = (apiPath: string, answer: { body: string; cookies: string[] } | null) => {
        if (!answer) return;
        answers.set(apiPath, answer.body);
        cookies.push(...answer.cookies);
      };

      // Without a session cookie there is nobody to read for: the session's answer is known.
      const session = request.headers.cookie ? await read(request, '/session') : null;
      keep('/session', session);
      const signedIn = session !== null && (JSON.parse(session.body) as { user: unknown }).user !== null;
      const reads = [...(screen.layout === 'shell' ? SHELL_READS : []), ...(screen.reads?.(match.params) ?? [])];
      if (signedIn) {
        const others = reads.filter((apiPath) => apiPath !== '/session');
        const results = await Promise.all(others.map((apiPath) => read(request, apiPath)));
        others.forEach((apiPath, index) => keep(apiPath, results[index] ?? null));
      }

      const saved = answers.get('/preferences');
      const language =
        (saved ? resolveLanguage((JSON.parse(saved) as { language?: string }).language) : null) ??
        resolveLanguage(readCookie(request.headers.cookie ?? null, LANGUAGE_COOKIE)) ??
        DEFAULT_LANGUAGE;
      // A visitor at a signed-in address is sent to the sign-in form: announce that one instead.
      const shown = screen.layout === 'shell' && !signedIn ? 'login' : match.name;
      const data = `{${[...answers].map(([apiPath, body]) => `${JSON.stringify(apiPath)}:${body}`).join(',')}}`;
      const head = `${preloadLinks(shown, language)}<script type="application/json" id="${EARLY_ANSWERS_ELEMENT}">${escapeScriptData(data)}</script></head>`;
      // Replaced through functions: a `$&` or `$'` in a user's text is text, not a replacement pattern.
      const html = template
        .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
        .replace('</head>', () => head);
      return { html, cookies };
    },
  };
}

/** The page's bytes in the best encoding the client takes, with the header that names it. */
export async function encodeDocument(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | 'identity' }> {
  const encoding = pickEncoding(acceptEncoding);
  const identity = Buffer.from(html);
  if (encoding === 'br') {
    return {
      body: await compressBrotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      encoding,
    };
  }
  if (encoding === 'gzip') return { body: await compressGzip(identity, { level: GZIP_LEVEL }), encoding };
  return { body: identity, encoding };
}

/** JSON inside a script element: `<` escaped, so no `</script>` or `<!--` in the data ends it early. */
export function escapeScriptData(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

function linksFor(
  manifest: Manifest,
  screen: AppScreen,
  name: ScreenName,
  language: Language,
  inTemplate: ReadonlySet<string>,
): string {
  const modules = [
    ...(screen.layout === 'shell' ? ['src/app/protected-layout.tsx'] : []),
    `src/app/routes/${name}.tsx`,
  ];
  const namespaces = ['common', ...LAYOUT_NAMESPACES[screen.layout], ...screen.namespaces];
  const catalogs = namespaces.map((namespace) =>
    isSharedNamespace(namespace)
      ? `../../packages/contracts/src/locales/${language}/${namespace}.json`
      : `src/locales/${language}/${namespace}.json`,
  );
  const keys = closure(manifest, [...modules, ...catalogs]).filter((key) => !inTemplate.has(key));
  const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  const styles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  return [...styles, ...scripts].join('');
}

/** The manifest keys of `roots` and of everything they import statically, roots first. */
function closure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}
