import type { Locator, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isSharedNamespace } from '../../packages/contracts/src/shared-namespaces';

// What the public pages must show, read from the same sources the build renders them from:
// the catalogs (apps/web/src/locales/<language>/*.json) and the Markdown (apps/web/src/content).

export const LANGUAGES = ['pt-BR', 'en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
export type Language = (typeof LANGUAGES)[number];
/** What a page speaks without ?lang= and without the cookie. */
export const DEFAULT_LANGUAGE: Language = 'pt-BR';
/** Each language as its own menu entry names it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
};

const WEB_SRC = path.join(import.meta.dirname, '../../apps/web/src');
/** The namespaces the server shares with the web app live in the contracts package. */
const SHARED_LOCALES = path.join(import.meta.dirname, '../../packages/contracts/src/locales');
const catalogs = new Map<string, Record<string, unknown>>();

/** A text of a catalog by its dotted key, with its {{placeholders}} filled in. */
export function text(
  language: Language,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const file = isSharedNamespace(namespace)
    ? path.join(SHARED_LOCALES, language, `${namespace}.json`)
    : path.join(WEB_SRC, 'locales', language, `${namespace}.json`);
  let catalog = catalogs.get(file);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    catalogs.set(file, catalog);
  }
  let value: unknown = catalog;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no text at ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
}

function frontMatter(file: string, field: string): string {
  const match = new RegExp(`^${field}:\\s*"(.*)"\\s*$`, 'm').exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`${file} has no ${field}`);
  return match[1];
}

export const CONTENT_PAGES = ['termos', 'privacidade', 'sobre', 'funcionalidades'] as const;
/** Every article, named after its Portuguese original. */
export const BLOG_SLUGS = readdirSync(path.join(WEB_SRC, 'content/blog', DEFAULT_LANGUAGE)).map((file) =>
  file.replace(/\.md$/, ''),
);

const contentTitle = (language: Language, page: string) =>
  frontMatter(path.join(WEB_SRC, 'content/pages', language, `${page}.md`), 'title');
export const blogTitle = (language: Language, slug: string) =>
  frontMatter(path.join(WEB_SRC, 'content/blog', language, `${slug}.md`), 'title');

export type PageKind = 'landing' | 'plans' | 'content' | 'demo' | 'blog' | 'article';

export interface PublicPage {
  /** The address visited. */
  path: string;
  /** The address the page declares as canonical (a page below /demonstracao is the demo page). */
  canonicalPath: string;
  kind: PageKind;
  heading: (language: Language) => string;
  /** The whole document title. */
  title: (language: Language) => string;
}

const SITE_NAME = 'Alavanca';
function page(path: string, kind: PageKind, heading: (language: Language) => string, canonicalPath = path): PublicPage {
  return { path, canonicalPath, kind, heading, title: (language) => `${heading(language)} · ${SITE_NAME}` };
}

/** Every pre-rendered public page, one address per page (plus one below /demonstracao). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    canonicalPath: '/',
    kind: 'landing',
    heading: (language) => text(language, 'landing', 'hero.title'),
    title: (language) => `${SITE_NAME} — ${text(language, 'landing', 'hero.title')}`,
  },
  ...['/planos', '/plans', '/upgrade'].map((path) =>
    page(path, 'plans', (language) => text(language, 'common', 'plansPage.title')),
  ),
  ...CONTENT_PAGES.map((name) => page(`/${name}`, 'content', (language) => contentTitle(language, name))),
  page('/demonstracao', 'demo', (language) => text(language, 'landing', 'demo.title')),
  page('/demonstracao/qualquer-coisa', 'demo', (language) => text(language, 'landing', 'demo.title'), '/demonstracao'),
  page('/blog', 'blog', (language) => text(language, 'landing', 'blog.title')),
  ...BLOG_SLUGS.map((slug) => page(`/blog/${slug}`, 'article', (language) => blogTitle(language, slug))),
];

/** A page's address in one language, as the hreflang alternates write it: pt-BR needs no parameter. */
export function pageUrl(origin: string, pagePath: string, language: Language): string {
  return `${origin}${pagePath}${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`;
}

/** The sticky header of the public pages. */
export function siteHeader(page: Page): Locator {
  return page.getByTestId('landing-header');
}

/**
 * Presses Tab until `target` has focus, as a keyboard user would reach it; fails after `limit`
 * presses (the target is not in the tab order, or is further away than any page needs).
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}
