import { PREFERENCES, stubApi } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly, PublicPlansRedirect } from './guards';
import { ProtectedLayout } from './protected-layout';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const routes = [
  { path: '/login', element: <p>login page</p> },
  {
    Component: ProtectedLayout,
    children: [
      { path: '/dashboard', element: <p>dashboard screen</p> },
      { path: '/turmas/entrar/:code', element: <p>join the class</p> },
    ],
  },
  { path: '/turmas/convite/:code', element: <p>the class invitation</p> },
  { Component: GuestOnly, children: [{ path: '/cadastro', element: <p>sign-up page</p> }] },
  {
    Component: () => <PublicPlansRedirect to="/dashboard/planos" />,
    children: [{ path: '/planos', element: <p>public plans</p> }],
  },
  { path: '/dashboard/planos', element: <p>in-app plans</p> },
];

function stubPreferences({ onboardingCompleted }: { onboardingCompleted: boolean }) {
  return stubApi({
    'GET /api/preferences': { body: { ...PREFERENCES, onboardingCompleted } },
    'GET /api/notifications': { body: { notifications: [], nextCursor: null, unreadCount: 0 } },
  });
}

describe('route guards', () => {
  beforeEach(() => notify.mockClear());

  it('sends a visitor on a protected route to /login', async () => {
    const { router } = await renderRoutes(routes, { path: '/dashboard', session: { user: null } });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('dashboard screen')).not.toBeInTheDocument();
  });

  it('sends a visitor on a class invitation to what the class is, with sign-up, not to /login', async () => {
    const { router } = await renderRoutes(routes, { path: '/turmas/entrar/ABCD2345', session: { user: null } });
    expect(await screen.findByText('the class invitation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/turmas/convite/ABCD2345');
  });

  it('shows the screen inside the app shell to a signed-in user', async () => {
    stubPreferences({ onboardingCompleted: true });
    await renderRoutes(routes, { path: '/dashboard', session: { user: TEST_USER } });
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard');
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the onboarding wizard in place of the screen until the user finishes onboarding', async () => {
    stubPreferences({ onboardingCompleted: false });
    await renderRoutes(routes, { path: '/dashboard', session: { user: TEST_USER } });
    expect(await screen.findByTestId('onboarding-wizard')).toBeInTheDocument();
    expect(screen.queryByText('dashboard screen')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says the session check failed and goes to /login when it errors', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    const { router } = await renderRoutes(routes, { path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(notify).toHaveBeenCalledWith({
      title: 'Erro de autenticação',
      description: 'Ocorreu um erro ao verificar sua sessão',
      variant: 'destructive',
    });
    vi.unstubAllGlobals();
  });

  it('sends a signed-in user away from sign-up to /dashboard', async () => {
    const { router } = await renderRoutes(routes, { path: '/cadastro', session: { user: TEST_USER } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('lets a visitor see sign-up', async () => {
    await renderRoutes(routes, { path: '/cadastro', session: { user: null } });
    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
  });

  it('replaces the public plans page with the in-app one for a signed-in user', async () => {
    const { router } = await renderRoutes(routes, { path: '/planos', session: { user: TEST_USER } });
    expect(await screen.findByText('in-app plans')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a user who signs in back to the page they were turned away from', async () => {
    const { router, queryClient } = await renderRoutes(routes, { path: '/cadastro', session: { user: null } });
    await screen.findByText('sign-up page');
    await act(() => router.navigate('/cadastro', { state: { from: '/dashboard/planos' } }));
    act(() => queryClient.setQueryData(['session'], { user: TEST_USER }));
    expect(await screen.findByText('in-app plans')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/planos');
  });
});
