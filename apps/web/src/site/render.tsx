// Server-side entry: renders the public pages to static HTML, at build time (scripts/prerender.mjs)
// and in the development server. The browser gets this HTML and a small script (site/main.ts),
// never React, so the first paint needs no JavaScript.
import { ContentArticle } from '@/features/content/components/content-article';
import { renderingI18n } from '@/lib/rendering-i18n';
import { CONTENT_PAGES } from '@/features/content/content-pages';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@alavanca/domain/constants';
import { getTextDirection } from '@alavanca/domain/locale/languages';
import { escapeMarkup } from '@alavanca/domain/text/escape-markup';
import {
  matchPublicPage,
  pickPageLanguage,
  publicPageUrl,
  type PublicPageEntry,
} from '@alavanca/domain/site/public-pages';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { blogArticle, blogIndex, blogSlugs, contentPage } from './content';
import { BlogArticlePage, BlogIndexPage } from './pages/blog';
import { DemoPage } from './pages/demo';
import { LandingPage } from './pages/landing';
import { PlansPage } from './pages/plans';
import { DEMO_PATH, PLANS_REDIRECTS } from './public-paths';
import { SiteLayout } from './site-layout';

const CATALOGS = import.meta.glob<Record<string, unknown>>('/src/locales/*/*.json', { eager: true, import: 'default' });

/**
 * Stands for the site's public origin (APP_URL) in canonical, alternate and Open Graph links,
 * which must be absolute: the server swaps in its configured address when it loads the pages.
 */
export const ORIGIN_PLACEHOLDER = '%ALAVANCA_ORIGIN%';
const SITE_NAME = 'Alavanca';
/** The Open Graph image drawn for the product (apps/web/public), in pixels. */
const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

interface SitePage {
  /** Without the site name; the landing page's title starts with it instead. */
  title: string;
  description: string;
  type: 'website' | 'article';
  body: ReactNode;
}

/** Every public page's catalogs are in the renderer; the head tags below are escaped by escapeMarkup. */
const i18nFor = renderingI18n(CATALOGS);

/** The page at `path` in `language`, or null when no public page lives there. */
function resolvePage(path: string, language: Language, i18n: i18n): SitePage | null {
  const t = i18n.getFixedT(language, 'landing');
  if (path === '/') {
    return {
      title: `${SITE_NAME} — ${t('hero.title')}`,
      description: t('hero.subtitle'),
      type: 'website',
      body: <LandingPage />,
    };
  }
  if (path in PLANS_REDIRECTS) {
    const common = i18n.getFixedT(language, 'common');
    return {
      title: common('plansPage.title'),
      description: common('plansPage.publicIntro'),
      type: 'website',
      body: <PlansPage />,
    };
  }
  if (path === DEMO_PATH) {
    return { title: t('demo.title'), description: t('demo.intro'), type: 'website', body: <DemoPage /> };
  }
  if (path === '/blog') {
    return {
      title: t('blog.title'),
      description: t('blog.description'),
      type: 'website',
      body: <BlogIndexPage articles={blogIndex(language)} language={language} />,
    };
  }
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const article = slug ? blogArticle(language, slug) : null;
  if (article) {
    return { ...article.meta, type: 'article', body: <BlogArticlePage article={article} language={language} /> };
  }
  const page = CONTENT_PAGES.find((name) => `/${name}` === path);
  const content = page ? contentPage(language, page) : null;
  if (content) return { ...content.meta, type: 'website', body: <ContentArticle content={content} /> };
  return null;
}

/** Every public page, in the order a site map lists them. */
export function listPublicPages(): PublicPageEntry[] {
  return [
    { path: '/' },
    ...Object.entries(PLANS_REDIRECTS).map(([path, signedInRedirect]) => ({ path, signedInRedirect })),
    ...CONTENT_PAGES.map((page) => ({ path: `/${page}` })),
    { path: DEMO_PATH, includesSubpaths: true },
    { path: '/blog' },
    ...blogSlugs().map((slug) => ({ path: `/blog/${slug}` })),
  ];
}

const pageUrl = (path: string, language: Language) => publicPageUrl(ORIGIN_PLACEHOLDER, path, language);

/** "pt-BR" → "pt_BR", the form Open Graph expects. */
const ogLocale = (language: Language) => language.replace('-', '_');

function headTags(path: string, language: Language, page: SitePage, imageAlt: string): string {
  const title = path === '/' ? page.title : `${page.title} · ${SITE_NAME}`;
  const canonical = pageUrl(path, language);
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    `<meta name="description" content="${escapeMarkup(page.description)}">`,
    `<link rel="canonical" href="${canonical}">`,
    ...LANGUAGES.map((lng) => `<link rel="alternate" hreflang="${lng}" href="${pageUrl(path, lng)}">`),
    `<link rel="alternate" hreflang="x-default" href="${pageUrl(path, DEFAULT_LANGUAGE)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${page.type}">`,
    `<meta property="og:title" content="${escapeMarkup(page.title)}">`,
    `<meta property="og:description" content="${escapeMarkup(page.description)}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:locale" content="${ogLocale(language)}">`,
    ...LANGUAGES.filter((lng) => lng !== language).map(
      (lng) => `<meta property="og:locale:alternate" content="${ogLocale(lng)}">`,
    ),
    `<meta property="og:image" content="${ORIGIN_PLACEHOLDER}${OG_IMAGE.path}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeMarkup(imageAlt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  return tags.join('\n    ');
}

/**
 * The whole HTML document of a public page: `template` is the built site.html (its stylesheet and
 * script), with `<!--site-head-->` and `<!--site-body-->` where the page goes. Null when there
 * is no page at `path`.
 */
export function renderPublicDocument(template: string, path: string, language: Language): string | null {
  const i18n = i18nFor(language);
  const page = resolvePage(path, language, i18n);
  if (!page) return null;
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={path}>
        <SiteLayout>{page.body}</SiteLayout>
      </StaticRouter>
    </I18nextProvider>,
  );
  const direction = getTextDirection(language);
  return template
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${direction}" data-language="${language}" data-site="">`)
    .replace(/<body[^>]*>/, `<body class="lang-${language}" data-language="${language}">`)
    .replace('<!--site-head-->', headTags(path, language, page, i18n.t('meta.ogImageAlt')))
    .replace('<!--site-body-->', body);
}

/** The public page that answers `pathname` (the development server's question). */
export function findPublicPage(pathname: string): PublicPageEntry | undefined {
  return matchPublicPage(listPublicPages(), pathname);
}

// The pre-render script and the development server run in Node and cannot import the domain
// package's TypeScript themselves: they take these from this module, which Vite compiles.
export { DEFAULT_LANGUAGE, LANGUAGES, pickPageLanguage };
