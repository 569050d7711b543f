import { apiError, stubApi } from '@/test/fake-api';
import { authConfig } from '@/features/auth/testing/auth-config';
import { renderRoutes, TEST_USER } from '@/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../guards';
import { Component as LoginPage } from './login';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const routes = [
  { Component: GuestOnly, children: [{ path: '/login', Component: LoginPage }] },
  { path: '/dashboard', element: <p>dashboard screen</p> },
  { path: '/relatorios', element: <p>reports screen</p> },
  { path: '/cadastro', element: <p>sign-up screen</p> },
  { path: '/recuperar-senha', element: <p>recover screen</p> },
];

function renderLogin(path = '/login') {
  return renderRoutes(routes, { path, session: { user: null } });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('login page', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('has the welcome title, the fields, the remember-me box, and links to recovery and sign-up', async () => {
    stubApi({ 'GET /api/auth-config': authConfig() });
    await renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/recuperar-senha');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
  });

  it('shows the messages under the empty fields and sends nothing', async () => {
    const api = stubApi({ 'GET /api/auth-config': authConfig() });
    await renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Preencha este campo.');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Preencha este campo.');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'nao-e-email');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/session')).toHaveLength(0);
  });

  it('signs in, says so and goes to the dashboard', async () => {
    const api = stubApi({
      'GET /api/auth-config': authConfig(),
      'POST /api/session': { status: 200, body: { user: TEST_USER } },
    });
    const { router, queryClient } = await renderLogin();
    await fillAndSubmit('Ana@Exemplo.com.br ', 'segredo-forte');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/session')[0]?.body).toEqual({
      email: 'ana@exemplo.com.br',
      password: 'segredo-forte',
      rememberMe: true,
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'Login realizado',
      description: 'Redirecionando para o dashboard...',
      variant: 'success',
    });
    expect(queryClient.getQueryData(['session'])).toEqual({ user: TEST_USER });
  });

  it('sends rememberMe false when the box is cleared', async () => {
    const api = stubApi({
      'GET /api/auth-config': authConfig(),
      'POST /api/session': { status: 200, body: { user: TEST_USER } },
    });
    await renderLogin();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lembrar de mim' }));
    await fillAndSubmit('ana@exemplo.com.br', 'segredo-forte');
    await waitFor(() => expect(api.requestsTo('POST', '/api/session')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/session')[0]?.body).toMatchObject({ rememberMe: false });
  });

  it('returns to the page the visitor was turned away from', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(), 'POST /api/session': { status: 200, body: { user: TEST_USER } } });
    const { router } = await renderLogin();
    await router.navigate('/login', { state: { from: '/relatorios' } });
    await fillAndSubmit('ana@exemplo.com.br', 'segredo-forte');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    // The guard of the sign-in pages may redirect at the same moment; both must agree or go to the dashboard.
    expect(['/relatorios', '/dashboard']).toContain(router.state.location.pathname);
  });

  it('shows the invalid-credentials text on a 401 and stays', async () => {
    stubApi({
      'GET /api/auth-config': authConfig(),
      'POST /api/session': apiError(401, 'INVALID_CREDENTIALS', 'Invalid login credentials'),
    });
    const { router } = await renderLogin();
    await fillAndSubmit('ana@exemplo.com.br', 'senha-errada');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro no login',
        description: 'E-mail ou senha incorretos.',
        variant: 'destructive',
      }),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('translates other server errors, and shows the general error when the server cannot be reached', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(), 'POST /api/session': apiError(403, 'EMAIL_NOT_VERIFIED') });
    await renderLogin();
    const user = await fillAndSubmit('ana@exemplo.com.br', 'segredo-forte');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro no login',
        description: 'Confirme seu e-mail antes de entrar. Procure a mensagem que enviamos.',
        variant: 'destructive',
      }),
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith({
        title: 'Erro no login',
        description: 'Ocorreu um erro inesperado. Tente novamente.',
        variant: 'destructive',
      }),
    );
  });

  it('hides the Google and GitHub buttons when no provider is configured', async () => {
    const api = stubApi({ 'GET /api/auth-config': authConfig([]) });
    await renderLogin();
    await waitFor(() => expect(api.requestsTo('GET', '/api/auth-config')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByTestId('oauth-buttons')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Google' })).not.toBeInTheDocument();
  });

  it('offers only the configured providers, each starting a sign-in on the server', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(['google']) });
    await renderLogin();
    const google = await screen.findByRole('link', { name: 'Google' });
    expect(google).toHaveAttribute('href', '/api/oauth/google/start?mode=signin');
    expect(screen.queryByRole('link', { name: 'GitHub' })).not.toBeInTheDocument();
  });

  it('shows both providers when both are configured', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(['google', 'github']) });
    await renderLogin();
    const buttons = await screen.findByTestId('oauth-buttons');
    expect(within(buttons).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      '/api/oauth/github/start?mode=signin',
    );
    expect(within(buttons).getByRole('link', { name: 'Google' })).toBeInTheDocument();
  });

  it('reports a failed Google sign-in from the server’s redirect and cleans the address', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(['google', 'github']) });
    const { router } = await renderLogin('/login?oauthError=google&error=access_denied');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro de autenticação',
        description: 'Não foi possível entrar com o Google. Tente novamente.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('names GitHub when GitHub failed', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(['github']) });
    await renderLogin('/login?oauthError=github');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Não foi possível entrar com o GitHub. Tente novamente.' }),
      ),
    );
  });

  it('says when the confirmation link no longer works', async () => {
    stubApi({ 'GET /api/auth-config': authConfig() });
    const { router } = await renderLogin('/login?verified=1&error=TOKEN_EXPIRED');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Não foi possível confirmar o e-mail', variant: 'destructive' }),
      ),
    );
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'E-mail confirmado' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('confirms a verified e-mail after the link in the e-mail', async () => {
    stubApi({ 'GET /api/auth-config': authConfig() });
    const { router } = await renderLogin('/login?verified=1');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'E-mail confirmado',
        description: 'Sua conta está ativa. Entre para começar.',
        variant: 'success',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
