import { pageTitleKey } from '@/components/layouts/app-shell/page-title';
import { PLANS_REDIRECTS, PUBLIC_ROUTE_PATTERNS } from '@/site/public-paths';
import { APP_SCREENS, type ScreenName } from '@alavanca/contracts/app-screens';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DocumentTitle, type RouteHandle } from './document-title';
import { RouteErrorBoundary } from './fatal-error';
import type { FirstReads } from './first-reads';
import { GuestOnly, PublicPlansRedirect, SessionEndedWatch } from './guards';

// Every screen is its own chunk. The dashboard is where most visits go after sign-in, so on the
// sign-in pages its chunk is fetched as soon as the app is idle (see preloadDashboard, main.tsx).
export const SCREEN_MODULES = {
  login: () => import('./routes/login'),
  'sign-up': () => import('./routes/sign-up'),
  'recover-password': () => import('./routes/recover-password'),
  'class-invitation': () => import('./routes/class-invitation'),
  'certificate-verification': () => import('./routes/certificate-verification'),
  dashboard: () => import('./routes/dashboard'),
  plans: () => import('./routes/plans'),
  'subscription-success': () => import('./routes/subscription-success'),
  checkout: () => import('./routes/checkout'),
  settings: () => import('./routes/settings'),
  mentor: () => import('./routes/mentor'),
  'new-validation': () => import('./routes/new-validation'),
  validation: () => import('./routes/validation'),
  'edit-validation': () => import('./routes/edit-validation'),
  ideas: () => import('./routes/ideas'),
  canvases: () => import('./routes/canvases'),
  canvas: () => import('./routes/canvas'),
  'canvas-versions': () => import('./routes/canvas-versions'),
  pitches: () => import('./routes/pitches'),
  pitch: () => import('./routes/pitch'),
  'pitch-rehearsal': () => import('./routes/pitch-rehearsal'),
  simulations: () => import('./routes/simulations'),
  simulation: () => import('./routes/simulation'),
  'simulation-results': () => import('./routes/simulation-results'),
  reports: () => import('./routes/reports'),
  progress: () => import('./routes/progress'),
  certificate: () => import('./routes/certificate'),
  community: () => import('./routes/community'),
  'community-space': () => import('./routes/community-space'),
  'community-reviews': () => import('./routes/community-reviews'),
  'community-review': () => import('./routes/community-review'),
  'community-moderation': () => import('./routes/community-moderation'),
  'community-search': () => import('./routes/community-search'),
  'community-topic': () => import('./routes/community-topic'),
  'community-members': () => import('./routes/community-members'),
  'community-member': () => import('./routes/community-member'),
  'community-messages': () => import('./routes/community-messages'),
  'community-conversation': () => import('./routes/community-conversation'),
  'community-profile': () => import('./routes/community-profile'),
  classes: () => import('./routes/classes'),
  'new-class': () => import('./routes/new-class'),
  'join-class': () => import('./routes/join-class'),
  class: () => import('./routes/class'),
  support: () => import('./routes/support'),
  'help-article': () => import('./routes/help-article'),
  ticket: () => import('./routes/ticket'),
  'admin-support': () => import('./routes/admin-support'),
  notifications: () => import('./routes/notifications'),
  profile: () => import('./routes/profile'),
} satisfies Record<ScreenName, () => Promise<RouteObject & { firstReads?: FirstReads }>>;
const loadPublicPage = () => import('./routes/public-page');
const loadNotFound = () => import('./routes/not-found');
export const loadProtectedLayout = () => import('./protected-layout');
// Its own chunk: the app's entry is evaluated in one go before anything else runs, and a signed-in
// screen has no use for the sign-in pages' frame (its language menu, its testimonials).
const loadAuthLayout = () =>
  import('@/components/layouts/auth-layout').then(({ AuthLayout }) => ({ Component: AuthLayout }));

export function preloadDashboard(): void {
  void SCREEN_MODULES.dashboard();
}

/** A screen's routes: every path it answers (Portuguese and English aliases), from the table the server shares. */
function screen(name: ScreenName, handle?: RouteHandle): RouteObject[] {
  return APP_SCREENS[name].paths.map((path) => ({ path, lazy: SCREEN_MODULES[name], handle }));
}

const title = (key: string): RouteHandle => ({ title: key });

// While the first screen's chunk loads there is nothing meaningful to show; index.html is already painted.
function InitialLoad() {
  return null;
}

function Root() {
  return (
    <>
      <DocumentTitle />
      <SessionEndedWatch />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: InitialLoad,
    children: [
      // The public pages are static HTML from the server; the app only hands its links over.
      ...Object.entries(PLANS_REDIRECTS).map(([path, to]) => ({
        Component: () => <PublicPlansRedirect to={to} />,
        children: [{ path, lazy: loadPublicPage }],
      })),
      ...PUBLIC_ROUTE_PATTERNS.filter((path) => !(path in PLANS_REDIRECTS)).map((path) => ({
        path,
        lazy: loadPublicPage,
      })),
      {
        lazy: loadAuthLayout,
        children: [
          {
            Component: GuestOnly,
            children: [...screen('login', title('titles.login')), ...screen('sign-up', title('titles.signUp'))],
          },
          ...screen('recover-password', title('titles.recoverPassword')),
          ...screen('class-invitation', title('titles.classInvitation')),
          ...screen('certificate-verification', title('titles.certificateVerification')),
        ],
      },
      {
        lazy: loadProtectedLayout,
        // Every screen inside the shell takes the top bar's title.
        handle: { title: pageTitleKey } satisfies RouteHandle,
        children: [
          ...screen('dashboard'),
          ...screen('plans'),
          ...screen('subscription-success'),
          ...screen('checkout'),
          ...screen('settings'),
          ...screen('mentor'),
          ...screen('new-validation'),
          ...screen('validation'),
          ...screen('edit-validation'),
          ...screen('ideas'),
          ...screen('canvases'),
          ...screen('canvas'),
          ...screen('canvas-versions'),
          ...screen('pitches'),
          ...screen('pitch'),
          ...screen('pitch-rehearsal'),
          ...screen('simulations'),
          ...screen('simulation'),
          ...screen('simulation-results'),
          ...screen('reports'),
          ...screen('progress'),
          ...screen('certificate'),
          ...screen('community'),
          ...screen('community-space'),
          ...screen('community-reviews'),
          ...screen('community-review'),
          ...screen('community-moderation'),
          ...screen('community-search'),
          ...screen('community-topic'),
          ...screen('community-members'),
          ...screen('community-member'),
          ...screen('community-messages'),
          ...screen('community-conversation'),
          ...screen('community-profile'),
          ...screen('classes'),
          ...screen('new-class'),
          ...screen('join-class'),
          ...screen('class'),
          ...screen('support'),
          ...screen('help-article'),
          ...screen('ticket'),
          ...screen('admin-support'),
          ...screen('notifications'),
          ...screen('profile'),
        ],
      },
      { path: '*', lazy: loadNotFound, handle: title('titles.notFound') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
