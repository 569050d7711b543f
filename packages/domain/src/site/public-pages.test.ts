import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, LANGUAGES, type Language } from '../constants';
import {
  matchPublicPage,
  pickPageLanguage,
  publicPageUrl,
  type PublicPageEntry,
  type QueryParameters,
} from './public-pages';

interface TestPage extends PublicPageEntry {
  file: string;
}

const HOME: TestPage = { path: '/', file: 'index.html' };
const PLANS: TestPage = { path: '/planos', file: 'planos.html', signedInRedirect: '/dashboard/planos' };
const ABOUT: TestPage = { path: '/sobre', file: 'sobre.html' };
const DEMO: TestPage = { path: '/demonstracao', file: 'demonstracao.html', includesSubpaths: true };
const PAGES: readonly TestPage[] = [HOME, PLANS, ABOUT, DEMO];

/**
 * A query string read the way URLSearchParams.get reads it (first value, percent-decoded). The
 * domain compiles without the DOM and Node types, so its tests cannot use URLSearchParams itself.
 */
function queryOf(search: string): QueryParameters {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair): [string, string] => {
      const [name = '', ...value] = pair.split('=');
      return [decodeURIComponent(name), decodeURIComponent(value.join('='))];
    });
  return { get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

const NO_QUERY = queryOf('');

describe('matchPublicPage', () => {
  it.each([
    ['/', HOME],
    ['/planos', PLANS],
    ['/sobre', ABOUT],
    ['/demonstracao', DEMO],
  ])('matches %s exactly', (pathname, page) => {
    // The very entry, so the caller gets its file and redirect back.
    expect(matchPublicPage(PAGES, pathname)).toBe(page);
  });

  it.each(['/demonstracao/', '/demonstracao/passo', '/demonstracao/passo/2', '/demonstracao/a/b/c.html'])(
    'matches %s below a page that includes its subpaths',
    (pathname) => {
      expect(matchPublicPage(PAGES, pathname)).toBe(DEMO);
    },
  );

  it.each(['/sobre/', '/sobre/equipe', '/planos/anual', '/planos/'])(
    'does not match %s below a page without includesSubpaths',
    (pathname) => {
      expect(matchPublicPage(PAGES, pathname)).toBeUndefined();
    },
  );

  it.each(['/demonstracaoX', '/demonstracao-x', '/demonstracao.html', '/sobrex', '/planos2', '/planosdemo'])(
    'does not take %s for a page it merely starts with',
    (pathname) => {
      expect(matchPublicPage(PAGES, pathname)).toBeUndefined();
    },
  );

  it('does not let "/" answer every path', () => {
    // "/" is a prefix of everything: it must only match itself.
    expect(matchPublicPage(PAGES, '/dashboard')).toBeUndefined();
    expect(matchPublicPage(PAGES, '/index.html')).toBeUndefined();
  });

  it('compares paths exactly: case, trailing slash and empty paths do not match', () => {
    expect(matchPublicPage(PAGES, '/Sobre')).toBeUndefined();
    expect(matchPublicPage(PAGES, '/DEMONSTRACAO/x')).toBeUndefined();
    expect(matchPublicPage(PAGES, '')).toBeUndefined();
    expect(matchPublicPage(PAGES, 'sobre')).toBeUndefined();
  });

  it('finds nothing in an empty list', () => {
    expect(matchPublicPage([], '/')).toBeUndefined();
  });

  it('returns the first page listed when several match', () => {
    const first: TestPage = { path: '/demonstracao', file: 'first.html', includesSubpaths: true };
    const second: TestPage = { path: '/demonstracao/passo', file: 'second.html' };
    expect(matchPublicPage([first, second], '/demonstracao/passo')).toBe(first);
    expect(matchPublicPage([second, first], '/demonstracao/passo')).toBe(second);
  });
});

describe('pickPageLanguage', () => {
  const query = (value: string) => queryOf(`${LANGUAGE_QUERY_PARAM}=${encodeURIComponent(value)}`);
  const cookie = (value: string) => `${LANGUAGE_COOKIE}=${value}`;

  it('uses the names the rest of the product uses', () => {
    // The web app reads and writes the same cookie and parameter: a rename must show up here.
    expect(LANGUAGE_QUERY_PARAM).toBe('lang');
    expect(LANGUAGE_COOKIE).toBe('selected_language');
    expect(DEFAULT_LANGUAGE).toBe('pt-BR');
  });

  it('defaults to pt-BR with neither a parameter nor a cookie', () => {
    expect(pickPageLanguage(NO_QUERY, undefined)).toEqual({ language: 'pt-BR', fromQuery: false });
    expect(pickPageLanguage(NO_QUERY, '')).toEqual({ language: 'pt-BR', fromQuery: false });
  });

  it.each(LANGUAGES)('takes ?lang=%s exactly, as asked by the address', (language) => {
    expect(pickPageLanguage(query(language), undefined)).toEqual({ language, fromQuery: true });
  });

  it.each<[string, Language]>([
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN-us', 'en-US'],
    ['pt', 'pt-BR'],
    ['pt_PT', 'pt-BR'],
    ['es', 'es-ES'],
    ['es-MX', 'es-ES'],
    ['fr', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
  ])('maps ?lang=%s to %s by its primary subtag', (value, language) => {
    expect(pickPageLanguage(query(value), undefined)).toEqual({ language, fromQuery: true });
  });

  it('reads the parameter from a full query string with other parameters', () => {
    const search = queryOf('?utm_source=news&lang=de&ref=x');
    expect(pickPageLanguage(search, undefined)).toEqual({ language: 'de-DE', fromQuery: true });
  });

  it('lets the parameter win over the cookie', () => {
    expect(pickPageLanguage(query('fr-FR'), cookie('de-DE'))).toEqual({ language: 'fr-FR', fromQuery: true });
    // Even when the parameter names the default language: the visitor asked for it.
    expect(pickPageLanguage(query('pt-BR'), cookie('en-US'))).toEqual({ language: 'pt-BR', fromQuery: true });
  });

  it.each(['', 'xx', 'it-IT', 'portuguese', 'en;q=0.9', '1'])(
    'ignores ?lang=%s, which names no supported language, and falls back to the cookie',
    (value) => {
      expect(pickPageLanguage(query(value), cookie('es-ES'))).toEqual({ language: 'es-ES', fromQuery: false });
      expect(pickPageLanguage(query(value), undefined)).toEqual({ language: 'pt-BR', fromQuery: false });
    },
  );

  it('only reads the lang parameter', () => {
    expect(pickPageLanguage(queryOf('language=en-US&locale=en-US'), undefined)).toEqual({
      language: 'pt-BR',
      fromQuery: false,
    });
  });

  it.each(LANGUAGES)('takes the cookie %s when the address does not ask', (language) => {
    expect(pickPageLanguage(NO_QUERY, cookie(language))).toEqual({ language, fromQuery: false });
  });

  it('finds the cookie among several, with or without spaces', () => {
    for (const header of [
      `session=abc; ${LANGUAGE_COOKIE}=de-DE; theme=dark`,
      `session=abc;${LANGUAGE_COOKIE}=de-DE;theme=dark`,
      `  session=abc ;   ${LANGUAGE_COOKIE}=de-DE  ;  theme=dark  `,
      `theme=dark; ${LANGUAGE_COOKIE}=de-DE`,
      `${LANGUAGE_COOKIE}=de-DE; theme=dark`,
    ]) {
      expect(pickPageLanguage(NO_QUERY, header), header).toEqual({ language: 'de-DE', fromQuery: false });
    }
  });

  it('does not mistake a cookie whose name merely contains the language cookie name', () => {
    for (const header of [
      `x${LANGUAGE_COOKIE}=en-US`,
      `${LANGUAGE_COOKIE}_old=en-US`,
      `other=${LANGUAGE_COOKIE}=en-US`,
    ]) {
      expect(pickPageLanguage(NO_QUERY, header), header).toEqual({ language: 'pt-BR', fromQuery: false });
    }
    // The real one still wins beside a look-alike.
    expect(pickPageLanguage(NO_QUERY, `x${LANGUAGE_COOKIE}=en-US; ${LANGUAGE_COOKIE}=fr-FR`)).toEqual({
      language: 'fr-FR',
      fromQuery: false,
    });
  });

  it('maps a cookie by primary subtag, like the parameter', () => {
    expect(pickPageLanguage(NO_QUERY, cookie('en'))).toEqual({ language: 'en-US', fromQuery: false });
  });

  it.each(['', 'xx', 'it-IT', 'nonsense', '=='])('falls back to pt-BR for the cookie value %j', (value) => {
    expect(pickPageLanguage(NO_QUERY, cookie(value))).toEqual({ language: 'pt-BR', fromQuery: false });
  });

  it('falls back to pt-BR for a cookie without a value', () => {
    expect(pickPageLanguage(NO_QUERY, LANGUAGE_COOKIE)).toEqual({ language: 'pt-BR', fromQuery: false });
    expect(pickPageLanguage(NO_QUERY, ';;; ;')).toEqual({ language: 'pt-BR', fromQuery: false });
  });
});

describe('publicPageUrl', () => {
  const origin = 'https://alavanca.example';

  it('leaves the query out for the default language', () => {
    expect(publicPageUrl(origin, '/', 'pt-BR')).toBe('https://alavanca.example/');
    expect(publicPageUrl(origin, '/planos', 'pt-BR')).toBe('https://alavanca.example/planos');
  });

  it.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))('names %s with ?lang=', (language) => {
    expect(publicPageUrl(origin, '/sobre', language)).toBe(`https://alavanca.example/sobre?lang=${language}`);
    expect(publicPageUrl(origin, '/', language)).toBe(`https://alavanca.example/?lang=${language}`);
  });

  it('keeps a local origin with its port', () => {
    expect(publicPageUrl('http://localhost:3000', '/demonstracao', 'en-US')).toBe(
      'http://localhost:3000/demonstracao?lang=en-US',
    );
  });

  it.each(LANGUAGES)('gives an address that pickPageLanguage reads back as %s', (language) => {
    const url = publicPageUrl(origin, '/sobre', language);
    const [address = '', search = ''] = url.split('?');
    expect(address).toBe('https://alavanca.example/sobre');
    expect(pickPageLanguage(queryOf(search), undefined).language).toBe(language);
    // The default language's address carries no choice, so it must not override a cookie.
    expect(pickPageLanguage(queryOf(search), 'selected_language=de-DE')).toEqual(
      language === DEFAULT_LANGUAGE ? { language: 'de-DE', fromQuery: false } : { language, fromQuery: true },
    );
  });
});
