import { renderRoutes, TEST_USER } from '@/test/render';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { UNAUTHENTICATED_EVENT } from '@/lib/api-client';
import { useSessionEnded } from './use-session-ended';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

function Root() {
  useSessionEnded();
  return <Outlet />;
}

const routes = [
  {
    Component: Root,
    children: [
      { path: '/', element: <p>landing screen</p> },
      { path: '/relatorios', element: <p>reports screen</p> },
      { path: '/demonstracao/*', element: <p>demo screen</p> },
      { path: '/login', element: <p>login screen</p> },
    ],
  },
];

function endSession() {
  act(() => {
    window.dispatchEvent(new Event(UNAUTHENTICATED_EVENT));
  });
}

describe('useSessionEnded', () => {
  beforeEach(() => notify.mockClear());

  it('clears the user’s data, says the session ended and opens /login', async () => {
    localStorage.setItem('ui-theme', 'dark');
    localStorage.setItem('profile-cache', '{}');
    sessionStorage.setItem('app-auth-token', 'secret');
    const { router, queryClient } = await renderRoutes(routes, { path: '/relatorios', session: { user: TEST_USER } });
    await screen.findByText('reports screen');
    endSession();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/relatorios' });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Sessão encerrada',
        description: 'Faça login novamente para continuar',
      }),
    );
    expect({ ...localStorage }).toEqual({ 'ui-theme': 'dark' });
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
  });

  it('does the same within moments when another tab of this browser signs out', async () => {
    localStorage.setItem('profile-cache', '{}');
    const { router, queryClient } = await renderRoutes(routes, { path: '/relatorios', session: { user: TEST_USER } });
    await screen.findByText('reports screen');
    // Another tab's channel: the name is what every tab of every deployed version must share.
    const otherTab = new BroadcastChannel('alavanca:session');
    otherTab.postMessage('signed-out');
    otherTab.close();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Sessão encerrada',
        description: 'Faça login novamente para continuar',
      }),
    );
    expect(screen.queryByText('reports screen')).not.toBeInTheDocument();
    expect(localStorage.getItem('profile-cache')).toBeNull();
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
  });

  it.each(['/', '/demonstracao/qualquer'])('on the public page %s clears the data quietly and stays', async (path) => {
    localStorage.setItem('profile-cache', '{}');
    const { router, queryClient } = await renderRoutes(routes, { path, session: { user: TEST_USER } });
    await screen.findByText(/screen/);
    endSession();
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
    expect(localStorage.getItem('profile-cache')).toBeNull();
    expect(router.state.location.pathname).toBe(path);
    expect(notify).not.toHaveBeenCalled();
  });

  it('ignores a 401 when nobody was signed in', async () => {
    localStorage.setItem('profile-cache', '{}');
    const { router } = await renderRoutes(routes, { path: '/relatorios', session: { user: null } });
    await screen.findByText('reports screen');
    endSession();
    expect(router.state.location.pathname).toBe('/relatorios');
    expect(localStorage.getItem('profile-cache')).toBe('{}');
    expect(notify).not.toHaveBeenCalled();
  });
});
