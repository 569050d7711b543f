import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  APP_SCREENS,
  EARLY_ANSWERS_ELEMENT,
  LAYOUT_NAMESPACES,
  PAINT_VIEWPORT_WIDTHS,
  PAINT_WIDTH_ATTRIBUTE,
  SHELL_READS,
  matchScreen,
  type AppScreen,
  type ScreenLayout,
  type ScreenName,
} from '@alavanca/contracts/app-screens';
import { isSharedNamespace } from '@alavanca/contracts/shared-namespaces';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@alavanca/domain/constants';
import { resolveLanguage } from '@alavanca/domain/locale/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickEncoding } from './encoding';
import { readCookie } from './read-cookie';
import { createScreenPainter } from './screen-painter';

/** The face of Inter that sets the five languages' text (its other subsets load only for other scripts). */
const LATIN_FONT = '/inter-latin-wght-normal.woff2';

/** Where boot.js finds the scripts of a painted page (apps/web/public/boot.js). */
const APP_SCRIPTS_ELEMENT = 'app-scripts';

/** Where the first paint goes: the app's root, which its first render takes over (hydration). */
const ROOT_ELEMENT = '<div id="root"></div>';

/** Whether the browser says it is a phone: its client hint, else its user agent. */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android/.test(request.headers['user-agent'] ?? '');
}

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
 * the same checks, the same answers, only the user's own data. A signed-in screen is also drawn
 * from those answers, in the user's language, and painted in the page (screen-painter.ts).
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
  const latinFont = Object.entries(manifest ?? {}).find(([key]) => key.endsWith(LATIN_FONT))?.[1].file;
  const fontPreload = latinFont
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${latinFont}">`
    : '';
  // Built beside the pages (`vite build --ssr`); a build without it sends pages without a first paint.
  const painter = createScreenPainter(path.join(webDistDir, '..', 'dist-server', 'render-screen.js'), (error) =>
    app.log.error({ err: error }, 'the first paint of a screen failed'),
  );
  app.addHook('onClose', () => painter.close());

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
      const phone = isPhone(request);
      // A screen that draws from what only the browser keeps is left to the app.
      const paint =
        signedIn && screen.layout === 'shell' && !screen.drawsFromBrowser
          ? await painter.paint({
              pathname,
              search: request.url.slice(pathname.length),
              language,
              answers: Object.fromEntries(answers),
              phone,
            })
          : '';
      // A painted screen's text is set in Inter from the start: drawn in the fallback and then again
      // by the app in Inter, it counted as painted late.
      const head = `${paint ? fontPreload : ''}${preloadLinks(shown, language)}<script type="application/json" id="${EARLY_ANSWERS_ELEMENT}">${escapeScriptData(data)}</script></head>`;
      // Replaced through functions: a `$&` or `$'` in a user's text is text, not a replacement pattern.
      const page = template
        .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
        .replace('</head>', () => head);
      const html = paint ? withFirstPaint(page, paint, phone) : page;
      return { html, cookies };
    },
  };
}

/** The app's scripts in the page: its entry and what it and the screen preload. */
const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A page with its screen painted: the paint in the root, which says at which width it was drawn
 * and is inert until the app's first render has taken it over, and the app's scripts in
 * `<template id="app-scripts">`, which boot.js asks for once the paint is on screen. Requested with
 * the page, they ran before the first paint on a fast link, and on a slow one every script asked
 * for before the screen showed counts as what it waited for.
 */
function withFirstPaint(page: string, paint: string, phone: boolean): string {
  const width = phone ? PAINT_VIEWPORT_WIDTHS.phone : PAINT_VIEWPORT_WIDTHS.other;
  const scripts = page.match(SCRIPT_TAGS) ?? [];
  return page
    .replace(SCRIPT_TAGS, '')
    .replace('</head>', () => `<template id="${APP_SCRIPTS_ELEMENT}">${scripts.join('')}</template></head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" inert ${PAINT_WIDTH_ATTRIBUTE}="${width}">${paint}</div>`);
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

/** The module of each layout's frame, a chunk of its own (apps/web/src/app/router.tsx). */
const LAYOUT_MODULES: Readonly<Record<ScreenLayout, string>> = {
  shell: 'src/app/protected-layout.tsx',
  auth: 'src/components/layouts/auth-layout.tsx',
};

function linksFor(
  manifest: Manifest,
  screen: AppScreen,
  name: ScreenName,
  language: Language,
  inTemplate: ReadonlySet<string>,
): string {
  // The router is a chunk the app's entry imports as it starts (apps/web/src/main.tsx).
  const modules = ['src/app/router.tsx', LAYOUT_MODULES[screen.layout], `src/app/routes/${name}.tsx`];
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

/**
 * The manifest keys of `roots` and of everything they import statically, each after what it
 * imports: the app evaluates the announced chunks in this order, one per task (main.tsx), and a
 * stylesheet comes after those of the chunks it builds on, as Vite itself would load them.
 */
function closure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    ordered.push(key);
  };
  roots.forEach(visit);
  return ordered;
}
