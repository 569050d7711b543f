// Server-side entry: a signed-in screen's first paint (decision 030). The server, answering the
// address of a screen, draws it here to HTML from the answers it already read for the page, in the
// user's language, and puts it in the page: the screen's text is painted with the HTML, before any
// script has arrived. The browser's first render then takes it over (hydration, main.tsx); until
// then it is inert, so a click or a screen reader meets nothing that does not work yet.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { readAnswersFrom } from '@/lib/early-answers';
import { renderingI18n } from '@/lib/rendering-i18n';
import { createQueryClient } from '@/lib/query-client';
import { APP_SCREENS, matchScreen, PAINT_VIEWPORT_WIDTHS } from '@alavanca/contracts/app-screens';
import { isSharedNamespace } from '@alavanca/contracts/shared-namespaces';
import type { Language } from '@alavanca/domain/constants';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app';
import { prefetchFirstReads } from './first-reads';
import { loadProtectedLayout, routes, SCREEN_MODULES } from './router';

// The web app's catalogs, and the ones it shares with the server (lib/i18n.ts loads them the same
// way): the server's own files beside those (its `billing`) are not the app's namespaces.
const CATALOGS = {
  ...import.meta.glob<Record<string, unknown>>('/src/locales/*/*.json', { eager: true, import: 'default' }),
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<Record<string, unknown>>('../../../../packages/contracts/src/locales/*/*.json', {
        eager: true,
        import: 'default',
      }),
    ).filter(([file]) => isSharedNamespace(/([^/]+)\.json$/.exec(file)?.[1] ?? '')),
  ),
};

const i18nFor = renderingI18n(CATALOGS);

// Each drawing reads its own request's answers, however many are drawn at once.
const drawing = new AsyncLocalStorage<Map<string, unknown>>();
readAnswersFrom(() => drawing.getStore());

export interface ScreenDrawing {
  /** The address, without its query. */
  pathname: string;
  /** Its query (`?plan=pro`), or '': a screen that reads it draws from it on the server too. */
  search: string;
  language: Language;
  /** The page's early answers, by API path. */
  answers: Readonly<Record<string, unknown>>;
  /** Whether the browser says it is a phone (`Sec-CH-UA-Mobile`, or a mobile user agent). */
  phone: boolean;
}

/**
 * The HTML of a signed-in screen's first paint, or null when there is none to draw: an address
 * outside the shell, a visitor without a session, a screen whose route the router sends elsewhere.
 */
export async function renderScreen({
  pathname,
  search,
  language,
  answers,
  phone,
}: ScreenDrawing): Promise<string | null> {
  const shown = matchScreen(pathname);
  if (!shown || APP_SCREENS[shown.name].layout !== 'shell') return null;
  return drawing.run(new Map(Object.entries(answers)), async () => {
    const queryClient = createQueryClient();
    await prefetchFirstReads(queryClient, [loadProtectedLayout(), SCREEN_MODULES[shown.name]()], shown.params);
    if (!queryClient.getQueryData(sessionQueryOptions.queryKey)?.user) return null;
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(`${pathname}${search}`, 'http://localhost')));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <App
        queryClient={queryClient}
        i18n={i18nFor(language)}
        assumedWidth={phone ? PAINT_VIEWPORT_WIDTHS.phone : PAINT_VIEWPORT_WIDTHS.other}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>,
    );
    queryClient.clear();
    return html;
  });
}
