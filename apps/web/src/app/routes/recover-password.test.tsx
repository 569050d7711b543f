import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as RecoverPasswordPage } from './recover-password';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const routes = [
  { path: '/recuperar-senha', Component: RecoverPasswordPage },
  { path: '/login', element: <p>login screen</p> },
];

const TOKEN = 'tok_3f9a1c';

describe('password recovery page', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mail and answers the same whether or not an account exists', async () => {
    const api = stubApi({ 'POST /api/account/password-reset-request': { status: 202 } });
    await renderRoutes(routes, { path: '/recuperar-senha', session: { user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ninguem@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se existir uma conta para este e-mail, enviamos um link para criar uma nova senha.',
    );
    expect(api.requestsTo('POST', '/api/account/password-reset-request')[0]?.body).toEqual({
      email: 'ninguem@exemplo.com.br',
      language: 'pt-BR',
    });
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('checks the e-mail before sending', async () => {
    const api = stubApi({});
    await renderRoutes(routes, { path: '/recuperar-senha', session: { user: null } });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(api.requests).toHaveLength(0);
  });

  it('says when too many links were asked for', async () => {
    stubApi({ 'POST /api/account/password-reset-request': apiError(429, 'RATE_LIMITED') });
    await renderRoutes(routes, { path: '/recuperar-senha', session: { user: null } });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Não foi possível enviar o link',
        description: 'Muitas tentativas seguidas. Aguarde um pouco e tente de novo.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('with a token, takes it out of the address and posts it with the new password, then goes to login', async () => {
    const api = stubApi({ 'POST /api/account/password-reset': { status: 204 } });
    const { router } = await renderRoutes(routes, { path: `/recuperar-senha?token=${TOKEN}`, session: { user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova-senha-forte');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-forte');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.requestsTo('POST', '/api/account/password-reset')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'nova-senha-forte',
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'Senha alterada',
      description: 'Entre com a sua nova senha.',
      variant: 'success',
    });
  });

  it('refuses a short password and a confirmation that does not match', async () => {
    const api = stubApi({});
    await renderRoutes(routes, { path: `/recuperar-senha?token=${TOKEN}`, session: { user: null } });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'curta');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'outra');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'Pelo menos 8 caracteres A senha deve ter pelo menos 8 caracteres.',
    );
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAccessibleDescription('As senhas não conferem.');
    expect(api.requests).toHaveLength(0);
  });

  it('explains an expired or used link and offers a new one', async () => {
    stubApi({ 'POST /api/account/password-reset': apiError(400, 'INVALID_TOKEN') });
    await renderRoutes(routes, { path: `/recuperar-senha?token=${TOKEN}`, session: { user: null } });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'nova-senha-forte');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-forte');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link de recuperação expirou ou já foi usado.');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir um novo link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});
