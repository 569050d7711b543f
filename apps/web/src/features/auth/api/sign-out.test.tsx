import { renderRoutes, TEST_USER } from '@/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fake-api';
import { useSignOut } from './sign-out';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Sair
    </button>
  );
}

const routes = [
  { path: '/dashboard', element: <SignOutButton /> },
  { path: '/login', element: <p>login screen</p> },
];

describe('useSignOut', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('says it is signing out, clears the user’s data but not the device preferences, tells the other tabs, goes to /login and ends the session', async () => {
    const api = stubApi({ 'DELETE /api/session': { status: 204 } });
    localStorage.setItem('selected_language', 'pt-BR');
    localStorage.setItem('localization_language', 'pt-BR');
    localStorage.setItem('ui-theme', 'dark');
    localStorage.setItem('profile-cache', JSON.stringify({ first_name: 'Ana' }));
    localStorage.setItem('mentor-last-notification', '123');
    sessionStorage.setItem('app-auth-token', 'secret');
    const { router, queryClient } = await renderRoutes(routes, { path: '/dashboard', session: { user: TEST_USER } });
    queryClient.setQueryData(['profile'], { firstName: 'Ana' });
    const otherTab = new BroadcastChannel('alavanca:session');
    const toldOtherTabs = vi.fn();
    otherTab.addEventListener('message', (message) => toldOtherTabs(message.data));

    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(notify).toHaveBeenCalledWith({ title: 'Saindo...', description: 'Encerrando sua sessão.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect({ ...localStorage }).toEqual({
      selected_language: 'pt-BR',
      localization_language: 'pt-BR',
      'ui-theme': 'dark',
    });
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/session')).toHaveLength(1));
    await waitFor(() => expect(toldOtherTabs).toHaveBeenCalledWith('signed-out'));
    otherTab.close();
  });

  it('still leaves the page when the server cannot be reached', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { router } = await renderRoutes(routes, { path: '/dashboard', session: { user: TEST_USER } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    consoleError.mockRestore();
  });
});
