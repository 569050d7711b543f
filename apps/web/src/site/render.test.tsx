import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@alavanca/domain/constants';
import { matchPublicPage } from '@alavanca/domain/site/public-pages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FIELDS, demoTextSources } from './enhance/demo-text';
import { DEMO } from './enhance/hooks';
import { PUBLIC_ROUTE_PATTERNS } from './public-paths';
import { listPublicPages, ORIGIN_PLACEHOLDER, renderPublicDocument } from './render';

const TEMPLATE =
  '<!doctype html><html lang="pt-BR"><head><!--site-head--><script type="module" src="/assets/site.js"></script></head><body><!--site-body--></body></html>';

function render(path: string, language: Language): Document {
  const html = renderPublicDocument(TEMPLATE, path, language);
  if (html === null) throw new Error(`${path} rendered nothing in ${language}`);
  return new DOMParser().parseFromString(html, 'text/html');
}

const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name);

describe('the public pages', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // A key missing in a catalog is reported as a warning: no page may have one.
    warn = vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  const paths = listPublicPages().map((page) => page.path);

  it('lists the landing, plans, content pages, demo, blog and at least six articles', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/planos',
        '/plans',
        '/upgrade',
        '/termos',
        '/privacidade',
        '/sobre',
        '/funcionalidades',
        '/demonstracao',
        '/blog',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThanOrEqual(6);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are all reachable through the routes the app hands to the server', () => {
    const patterns = PUBLIC_ROUTE_PATTERNS.map((pattern) => ({
      path: pattern.replace(/\/:slug$/, '').replace(/\/\*$/, ''),
      includesSubpaths: /[:*]/.test(pattern),
    }));
    for (const path of paths) expect(matchPublicPage(patterns, path), path).toBeDefined();
  });

  it.each(paths)('%s has its own title, description, canonical and alternates in every language', (path) => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      const document = render(path, language);
      expect(document.documentElement.lang).toBe(language);
      expect(document.documentElement.hasAttribute('data-site')).toBe(true);
      expect(document.title).not.toBe('');
      titles.add(document.title);
      expect(attribute(document, 'meta[name="description"]', 'content')).toBeTruthy();
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      const canonical = attribute(document, 'link[rel="canonical"]', 'href');
      expect(canonical).toBe(`${ORIGIN_PLACEHOLDER}${path}${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`);
      expect(attribute(document, 'meta[property="og:url"]', 'content')).toBe(canonical);
      expect(attribute(document, `link[rel="alternate"][hreflang="${language}"]`, 'href')).toBe(canonical);
      expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(LANGUAGES.length + 1);
      expect(attribute(document, 'meta[property="og:image"]', 'content')).toBe(`${ORIGIN_PLACEHOLDER}/og-image.png`);
      // Interpolation left undone would show braces to the reader (the demo's templates are a
      // JSON block its script fills in: no one reads it).
      for (const templates of document.querySelectorAll('script[type="application/json"]')) templates.remove();
      expect(document.body.textContent).not.toMatch(/\{\{|\}\}/);
      expect(document.querySelector('script[src="/assets/site.js"]')).not.toBeNull();
    }
    // Each language has its own title (the blog's is the same word in several languages).
    if (path !== '/blog') expect(titles.size).toBeGreaterThan(1);
  });

  it.each(LANGUAGES)('demo: the script’s text templates, each from the catalogs, in %s', (language) => {
    const document = render('/demonstracao', language);
    const block = document.querySelector(`script[type="application/json"][${DEMO.text}]`);
    const texts = JSON.parse(block?.textContent ?? '{}') as Record<string, string>;
    const sources = demoTextSources();
    expect(Object.keys(texts).sort()).toEqual(Object.keys(sources).sort());
    for (const [key, source] of Object.entries(sources)) {
      expect(texts[key], key).toBeTruthy();
      expect(texts[key], key).not.toBe(source.split(':')[1]);
    }
    expect(texts.monthOf).toMatch(/\{\{month\}\}.*\{\{horizon\}\}|\{\{horizon\}\}.*\{\{month\}\}/);
    // Every decision's input is there, disabled until the script runs.
    for (const field of DEMO_FIELDS)
      expect(document.querySelector(`input[${DEMO.field}="${field}"]`)?.hasAttribute('disabled'), field).toBe(true);
    expect(document.querySelector('a[href="/cadastro"]')).not.toBeNull();
  });

  it('landing: header, anchors, five testimonials, five FAQ entries, plans and footer', () => {
    const document = render('/', 'pt-BR');
    expect(document.querySelector('[data-testid="landing-header"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="landing-footer"]')).not.toBeNull();
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('testimonials')?.querySelectorAll('blockquote')).toHaveLength(5);
    expect(document.querySelectorAll('[aria-expanded][aria-controls]').length).toBeGreaterThanOrEqual(5);
    expect(document.querySelector('[data-testid="plan-comparison"]')).not.toBeNull();
    expect(document.body.textContent).toContain('© 2025 Alavanca');
  });

  it('prices the plans in the currency of the language', () => {
    expect(render('/planos', 'pt-BR').querySelector('[data-testid="price-pro"]')?.textContent).toContain('R$');
    expect(render('/planos', 'en-US').querySelector('[data-testid="price-pro"]')?.textContent).toContain('$');
    expect(render('/planos', 'de-DE').querySelector('[data-testid="price-pro"]')?.textContent).toContain('€');
  });

  it('renders nothing where there is no page', () => {
    expect(renderPublicDocument(TEMPLATE, '/nope', 'pt-BR')).toBeNull();
    expect(renderPublicDocument(TEMPLATE, '/blog/no-such-article', 'pt-BR')).toBeNull();
  });
});
