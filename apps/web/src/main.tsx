// First: configures zod before any schema in the app is built.
import './lib/zod-config';
import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { runAnnouncedChunks } from './app/announced-chunks';
import { App } from './app/app';
import { prefetchFirstReads } from './app/first-reads';
import type { createRouter } from './app/router';
import { FatalErrorScreen } from './app/fatal-error';
import { earlyLanguage, hasEarlyAnswers } from './lib/early-answers';
import { initI18n } from './lib/i18n';
import { readStoredLanguage } from './lib/language-storage';
import { createQueryClient } from './lib/query-client';
import { cn } from './lib/utils';
import { yieldToMain } from './lib/yield-to-main';
import { resolveLanguage } from '@alavanca/domain/locale/languages';
import { APP_SCREENS, LAYOUT_NAMESPACES, matchScreen, PAINT_WIDTH_ATTRIBUTE } from '@alavanca/contracts/app-screens';

const container = document.getElementById('root') as HTMLElement;
// A signed-in screen the server painted says at which width it drew (decision 030).
const paintWidth = Number(container.getAttribute(PAINT_WIDTH_ATTRIBUTE)) || null;
let root: Root;
const rootOptions: RootOptions = {
  // Errors outside the router (providers, i18n) still end on the fatal screen, not a blank page.
  onUncaughtError: (error) => {
    console.error('Unexpected application error', error);
    root.render(<FatalErrorScreen />);
  },
};

const shown = matchScreen(location.pathname);
const layout = shown && APP_SCREENS[shown.name].layout;
const queryClient = createQueryClient();

/** Resolves once the router has the first screen's modules (it draws nothing worth seeing before). */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The first screen draws once, complete (decision 030): its catalogs, its modules and, when the
// server wrote them into the page, its first reads are all in before React starts. The steps are
// tasks of their own: on a screen the server painted, the page is already showing, and one long
// task would keep a tap on it waiting for all of them.
// The router, the screen's frame and the screen are chunks the server announces with the page: each
// runs in a task of its own, not all with the router's import or the screen's.
await runAnnouncedChunks();
const routing = await import('./app/router');
await yieldToMain();
// A signed-in page starts in the account's language, whatever this browser stored last.
const catalogs = initI18n(resolveLanguage(earlyLanguage()) ?? readStoredLanguage()).then(async (i18n) => {
  if (shown && layout) await i18n.loadNamespaces([...LAYOUT_NAMESPACES[layout], ...APP_SCREENS[shown.name].namespaces]);
  return i18n;
});
await yieldToMain();
const router = routing.createRouter();
const [i18n] = await Promise.all([
  catalogs,
  routerReady(router),
  shown && layout === 'shell' && hasEarlyAnswers()
    ? prefetchFirstReads(
        queryClient,
        [routing.loadProtectedLayout(), routing.SCREEN_MODULES[shown.name]()],
        shown.params,
        yieldToMain,
      )
    : null,
]);
await yieldToMain();
// tailwind-merge builds its table of classes on its first call: here, in a task of its own, not
// inside one of the first draw's slices (the shell's first component to call it).
cn();
await yieldToMain();
const app = (
  <App queryClient={queryClient} i18n={i18n} assumedWidth={paintWidth}>
    <RouterProvider router={router} />
  </App>
);
// A transition: the first draw is done in slices the browser can answer input between. A painted
// screen is taken over where it stands: the same tree on the same answers draws the same elements.
startTransition(() => {
  if (paintWidth) {
    root = hydrateRoot(container, app, rootOptions);
  } else {
    root = createRoot(container, rootOptions);
    root.render(app);
  }
});

// From the sign-in pages most visits go on to the dashboard: its chunk is fetched once the app is
// idle. A signed-in screen leaves a phone's network to itself (the server announced what it needs).
if (layout === 'auth') {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  whenIdle(routing.preloadDashboard);
}
