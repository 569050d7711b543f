import { CONTENT_PAGES } from '@/features/content/content-pages';

/**
 * The public plans paths and where a signed-in user goes instead, replacing history, as the
 * specification says. The server redirects page loads; the app redirects its own links.
 */
export const PLANS_REDIRECTS = {
  '/planos': '/dashboard/planos',
  '/upgrade': '/dashboard/planos',
  '/plans': '/dashboard/plans',
} as const;

/** "/demonstracao and anything under it" is public: every path below it shows the demo page. */
export const DEMO_PATH = '/demonstracao';

/**
 * Route patterns of the pages that are pre-rendered to static HTML and served by the server
 * (react-router syntax). The app sends its links to them as document loads.
 */
export const PUBLIC_ROUTE_PATTERNS = [
  '/',
  ...Object.keys(PLANS_REDIRECTS),
  ...CONTENT_PAGES.map((page) => `/${page}`),
  '/blog',
  '/blog/:slug',
  DEMO_PATH,
  `${DEMO_PATH}/*`,
] as const;
