import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, type Language } from '../constants';
import { resolveLanguage } from '../locale/languages';

/**
 * One pre-rendered public page, as the web build lists it in its manifest and the server (or the
 * development server) serves it.
 */
export interface PublicPageEntry {
  path: string;
  /** Where a signed-in user is sent instead (the public plans pages). */
  signedInRedirect?: string;
  /** The page also answers every path below its own ("/demonstracao and anything under it"). */
  includesSubpaths?: boolean;
}

/** The page that answers `pathname`, if any. */
export function matchPublicPage<T extends PublicPageEntry>(pages: readonly T[], pathname: string): T | undefined {
  return pages.find(
    (page) => page.path === pathname || (page.includesSubpaths === true && pathname.startsWith(`${page.path}/`)),
  );
}

function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * What pickPageLanguage reads of the address's query string. URLSearchParams fits; the domain
 * compiles without the DOM or Node types, so it cannot name it.
 */
export interface QueryParameters {
  get(name: string): string | null;
}

/**
 * The language a public page is sent in: the one the address asks for (?lang=, the hreflang
 * links), else the visitor's last choice (cookie), else the product's default. The browser's
 * Accept-Language is not consulted: the app itself starts in Portuguese too, and both must agree.
 */
export function pickPageLanguage(
  search: QueryParameters,
  cookieHeader: string | undefined,
): { language: Language; fromQuery: boolean } {
  const requested = resolveLanguage(search.get(LANGUAGE_QUERY_PARAM));
  if (requested) return { language: requested, fromQuery: true };
  return { language: resolveLanguage(readCookie(cookieHeader, LANGUAGE_COOKIE)) ?? DEFAULT_LANGUAGE, fromQuery: false };
}

/** The address of a page in one language; the default language needs no parameter. */
export function publicPageUrl(origin: string, path: string, language: Language): string {
  const query = language === DEFAULT_LANGUAGE ? '' : `?${LANGUAGE_QUERY_PARAM}=${language}`;
  return `${origin}${path}${query}`;
}
