import { pageTitleKey } from '@/components/layouts/app-shell/page-title';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PLANS_REDIRECTS, PUBLIC_ROUTE_PATTERNS } from '@/site/public-paths';
import { APP_SCREENS, type ScreenName } from '@alavanca/contracts/app-screens';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DocumentTitle, type RouteHandle } from './document-title';
import { RouteErrorBoundary } from './fatal-error';
import { GuestOnly, PublicPlansRedirect, SessionEndedWatch } from './guards';

// Every screen is its own chunk. The dashboard is where most visits go after sign-in, so on the
// sign-in pages its chunk is fetched as soon as the app is idle (see preloadDashboard, main.tsx).
const loadDashboard = () => import('./routes/dashboard');
const loadPublicPage = () => import('./routes/public-page');
const loadLogin = () => import('./routes/login');
const loadSignUp = () => import('./routes/sign-up');
const loadRecoverPassword = () => import('./routes/recover-password');
const loadPlans = () => import('./routes/plans');
const loadSubscriptionSuccess = () => import('./routes/subscription-success');
const loadCheckout = () => import('./routes/checkout');
const loadSettings = () => import('./routes/settings');
const loadMentor = () => import('./routes/mentor');
const loadHelpArticle = () => import('./routes/help-article');
const loadTicket = () => import('./routes/ticket');
const loadAdminSupport = () => import('./routes/admin-support');
const loadNewValidation = () => import('./routes/new-validation');
const loadValidation = () => import('./routes/validation');
const loadEditValidation = () => import('./routes/edit-validation');
const loadIdeas = () => import('./routes/ideas');
const loadSimulations = () => import('./routes/simulations');
const loadSimulation = () => import('./routes/simulation');
const loadSimulationResults = () => import('./routes/simulation-results');
const loadReports = () => import('./routes/reports');
const loadClasses = () => import('./routes/classes');
const loadNewClass = () => import('./routes/new-class');
const loadJoinClass = () => import('./routes/join-class');
const loadClassInvitation = () => import('./routes/class-invitation');
const loadClass = () => import('./routes/class');
const loadSupport = () => import('./routes/support');
const loadNotifications = () => import('./routes/notifications');
const loadProfile = () => import('./routes/profile');
const loadNotFound = () => import('./routes/not-found');
const loadProtectedLayout = () => import('./protected-layout');

export function preloadDashboard(): void {
  void loadDashboard();
}

/** A screen's routes: every path it answers (Portuguese and English aliases), from the table the server shares. */
function screen(name: ScreenName, lazy: RouteObject['lazy'], handle?: RouteHandle): RouteObject[] {
  return APP_SCREENS[name].paths.map((path) => ({ path, lazy, handle }));
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
        Component: AuthLayout,
        children: [
          {
            Component: GuestOnly,
            children: [
              ...screen('login', loadLogin, title('titles.login')),
              ...screen('sign-up', loadSignUp, title('titles.signUp')),
            ],
          },
          ...screen('recover-password', loadRecoverPassword, title('titles.recoverPassword')),
          ...screen('class-invitation', loadClassInvitation, title('titles.classInvitation')),
        ],
      },
      {
        lazy: loadProtectedLayout,
        // Every screen inside the shell takes the top bar's title.
        handle: { title: pageTitleKey } satisfies RouteHandle,
        children: [
          ...screen('dashboard', loadDashboard),
          ...screen('plans', loadPlans),
          ...screen('subscription-success', loadSubscriptionSuccess),
          ...screen('checkout', loadCheckout),
          ...screen('settings', loadSettings),
          ...screen('mentor', loadMentor),
          ...screen('new-validation', loadNewValidation),
          ...screen('validation', loadValidation),
          ...screen('edit-validation', loadEditValidation),
          ...screen('ideas', loadIdeas),
          ...screen('simulations', loadSimulations),
          ...screen('simulation', loadSimulation),
          ...screen('simulation-results', loadSimulationResults),
          ...screen('reports', loadReports),
          ...screen('classes', loadClasses),
          ...screen('new-class', loadNewClass),
          ...screen('join-class', loadJoinClass),
          ...screen('class', loadClass),
          ...screen('support', loadSupport),
          ...screen('help-article', loadHelpArticle),
          ...screen('ticket', loadTicket),
          ...screen('admin-support', loadAdminSupport),
          ...screen('notifications', loadNotifications),
          ...screen('profile', loadProfile),
        ],
      },
      { path: '*', lazy: loadNotFound, handle: title('titles.notFound') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
