import { pageTitleKey } from '@/components/layouts/app-shell/page-title';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PLANS_REDIRECTS, PUBLIC_ROUTE_PATTERNS } from '@/site/public-paths';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DocumentTitle, type RouteHandle } from './document-title';
import { RouteErrorBoundary } from './fatal-error';
import { GuestOnly, PublicPlansRedirect, SessionEndedWatch } from './guards';

// Every screen is its own chunk. The dashboard is where most visits go after sign-in, so its
// chunk is fetched as soon as the app is idle (see preloadDashboard).
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

/** Several paths that show one screen (Portuguese and English aliases). */
function aliases(paths: readonly string[], lazy: RouteObject['lazy'], handle?: RouteHandle): RouteObject[] {
  return paths.map((path) => ({ path, lazy, handle }));
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
              { path: 'login', lazy: loadLogin, handle: title('titles.login') },
              ...aliases(['cadastro', 'register'], loadSignUp, title('titles.signUp')),
            ],
          },
          { path: 'recuperar-senha', lazy: loadRecoverPassword, handle: title('titles.recoverPassword') },
          ...aliases(
            ['turmas/convite/:code', 'classes/invite/:code'],
            loadClassInvitation,
            title('titles.classInvitation'),
          ),
        ],
      },
      {
        lazy: loadProtectedLayout,
        // Every screen inside the shell takes the top bar's title.
        handle: { title: pageTitleKey } satisfies RouteHandle,
        children: [
          { path: 'dashboard', lazy: loadDashboard },
          ...aliases(['dashboard/planos', 'dashboard/plans', 'dashboard/upgrade'], loadPlans),
          { path: 'dashboard/subscription-success', lazy: loadSubscriptionSuccess },
          { path: 'dashboard/checkout', lazy: loadCheckout },
          ...aliases(['configuracoes', 'settings'], loadSettings),
          ...aliases(['mentor-ia', 'ai-mentor', 'mentor-ia/:id', 'ai-mentor/:id'], loadMentor),
          ...aliases(['validacao-ideia', 'idea-validation'], loadNewValidation),
          ...aliases(['validacao-ideia/:id', 'idea-validation/:id'], loadValidation),
          ...aliases(['validacao-ideia/:id/editar', 'idea-validation/:id/edit'], loadEditValidation),
          ...aliases(['ideias', 'ideas-validation'], loadIdeas),
          ...aliases(
            [
              'simulacao-negocio',
              'business-simulation',
              'simulacao',
              'simulacao-gerenciamento',
              'simulation-management',
            ],
            loadSimulations,
          ),
          { path: 'simulacao-negocio/:id', lazy: loadSimulation },
          ...aliases(
            ['simulacao-negocio/resultados/:id', 'simulacao-resultados', 'simulation-results'],
            loadSimulationResults,
          ),
          ...aliases(['relatorios', 'reports'], loadReports),
          ...aliases(['turmas', 'classes'], loadClasses),
          ...aliases(['turmas/nova', 'classes/new'], loadNewClass),
          ...aliases(['turmas/entrar/:code', 'classes/join/:code'], loadJoinClass),
          ...aliases(['turmas/:id', 'classes/:id'], loadClass),
          ...aliases(['suporte', 'support'], loadSupport),
          ...aliases(['suporte/artigos/:slug', 'support/articles/:slug'], loadHelpArticle),
          ...aliases(['suporte/chamados/:id', 'support/tickets/:id'], loadTicket),
          ...aliases(['admin/suporte', 'admin/support', 'admin/suporte/:id', 'admin/support/:id'], loadAdminSupport),
          ...aliases(['notificacoes', 'notifications'], loadNotifications),
          { path: 'perfil', lazy: loadProfile },
        ],
      },
      { path: '*', lazy: loadNotFound, handle: title('titles.notFound') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
