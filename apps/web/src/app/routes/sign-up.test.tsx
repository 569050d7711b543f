import { apiError, stubApi, type FakeAnswer, type RecordedRequest } from '@/test/fake-api';
import { SignUpChallenge, SignUpProof } from '@alavanca/contracts/auth';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { authConfig } from '@/features/auth/testing/auth-config';
import { renderRoutes, TEST_USER } from '@/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../guards';
import { Component as SignUpPage } from './sign-up';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const routes = [
  {
    Component: GuestOnly,
    children: [
      { path: '/cadastro', Component: SignUpPage },
      { path: '/login', element: <p>login screen</p> },
    ],
  },
  { path: '/dashboard', element: <p>dashboard screen</p> },
  { path: '/turmas/entrar/:code', element: <p>join screen</p> },
];

function renderSignUp(path = '/cadastro', state?: unknown) {
  return renderRoutes(routes, { path, session: { user: null }, state });
}

async function fill({
  name = 'Ana Souza',
  email = 'ana@exemplo.com.br',
  password = 'segredo-forte',
  agree = true,
} = {}) {
  const user = userEvent.setup();
  if (name) await user.type(await screen.findByLabelText('Nome completo'), name);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  if (agree) await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  return user;
}

const SIGNED_UP = { status: 201, body: { user: TEST_USER, verificationRequired: false } };

const SECRET = 'test secret for signing challenges';

/** A real challenge, cheap to solve, as the server would sign it. */
async function easyChallenge(): Promise<SignUpChallenge> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 20,
    deriveKey,
    hmacSignatureSecret: SECRET,
  });
  return SignUpChallenge.parse(challenge);
}

/** The server's answer to a sign-up: a proof is required, and this one answers when it comes. */
function requiringProof(withProof: (proof: SignUpProof) => FakeAnswer) {
  return (request: RecordedRequest) => {
    const { proof } = request.body as { proof?: unknown };
    if (proof === undefined) return apiError(403, 'CHALLENGE_REQUIRED');
    return withProof(SignUpProof.parse(proof));
  };
}

describe('sign-up page', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('has the fields, the password requirement under the password, the terms with their links, and a link to log in', async () => {
    stubApi({ 'GET /api/auth-config': authConfig() });
    await renderSignUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Pelo menos 8 caracteres');
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Termos de Serviço/ })).toHaveAttribute('href', '/termos');
    expect(screen.getByRole('link', { name: /Política de Privacidade/ })).toHaveAttribute('href', '/privacidade');
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  it('with the terms unchecked shows the destructive toast and sends nothing', async () => {
    const api = stubApi({ 'GET /api/auth-config': authConfig(), 'POST /api/account': SIGNED_UP });
    await renderSignUp();
    await fill({ agree: false });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro no cadastro',
        description: 'Você precisa aceitar os Termos de Serviço e a Política de Privacidade.',
        variant: 'destructive',
      }),
    );
    expect(api.requestsTo('POST', '/api/account')).toHaveLength(0);
    expect(api.fetchMock.mock.calls.every(([url]) => String(url) === '/api/auth-config')).toBe(true);
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows each field’s message under it', async () => {
    const api = stubApi({ 'GET /api/auth-config': authConfig() });
    await renderSignUp();
    await fill({ name: '', email: 'ana@', password: 'curta' });
    expect(screen.getByLabelText('Nome completo')).toHaveAccessibleDescription('Preencha este campo.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      'Pelo menos 8 caracteres A senha deve ter pelo menos 8 caracteres.',
    );
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(notify).not.toHaveBeenCalled();
    expect(api.requestsTo('POST', '/api/account')).toHaveLength(0);
  });

  it('goes back to the page a guard turned the visitor away from, such as a class’s invitation', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(), 'POST /api/account': SIGNED_UP });
    const { router } = await renderSignUp('/cadastro', { from: '/turmas/entrar/ABCD2345' });
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/turmas/entrar/ABCD2345'));
  });

  it('carries the page it was going to over to the login link', async () => {
    stubApi({ 'GET /api/auth-config': authConfig() });
    const { router } = await renderSignUp('/cadastro', { from: '/turmas/entrar/ABCD2345' });
    await userEvent.click(await screen.findByRole('link', { name: 'Entrar' }));
    await screen.findByText('login screen');
    expect(router.state.location.state).toEqual({ from: '/turmas/entrar/ABCD2345' });
  });

  it('creates the account in the page’s language, says so and goes to the dashboard', async () => {
    const api = stubApi({ 'GET /api/auth-config': authConfig(), 'POST /api/account': SIGNED_UP });
    const { router, queryClient } = await renderSignUp();
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.requestsTo('POST', '/api/account')[0]?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      password: 'segredo-forte',
      language: 'pt-BR',
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Cadastro realizado', variant: 'success' });
    expect(queryClient.getQueryData(['session'])).toEqual({ user: TEST_USER });
  });

  it('sends the visitor to log in with a verify-your-e-mail toast when the e-mail must be confirmed', async () => {
    stubApi({
      'GET /api/auth-config': authConfig(),
      'POST /api/account': { status: 201, body: { user: null, verificationRequired: true } },
    });
    const { router, queryClient } = await renderSignUp();
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(notify).toHaveBeenCalledWith({
      title: 'Confirme seu e-mail',
      description: 'Enviamos um e-mail de confirmação. Verifique sua caixa de entrada.',
      variant: 'success',
    });
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
  });

  it.each([
    ['EMAIL_IN_USE', 409, 'Este e-mail já está em uso. Tente fazer login.'],
    ['PASSWORD_TOO_SHORT', 400, 'A senha deve ter pelo menos 8 caracteres.'],
    ['RATE_LIMITED', 429, 'Muitas tentativas seguidas. Aguarde um pouco e tente de novo.'],
  ] as const)('shows the registration error for %s', async (code, status, message) => {
    stubApi({ 'GET /api/auth-config': authConfig(), 'POST /api/account': apiError(status, code) });
    const { router } = await renderSignUp();
    await fill();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: 'Erro no cadastro', description: message, variant: 'destructive' }),
    );
    expect(router.state.location.pathname).toBe('/cadastro');
  });

  it('when the server asks for a proof, says it is checking, solves the challenge and signs up with it', async () => {
    const challenge = await easyChallenge();
    const api = stubApi({
      'GET /api/auth-config': authConfig(),
      'GET /api/account/challenge': { body: challenge },
      'POST /api/account': requiringProof(() => SIGNED_UP),
    });
    // The proof's answer waits, so the checking state can be seen while it is on screen.
    let answerProof = () => {};
    const answered = new Promise<void>((resolve) => (answerProof = resolve));
    const proofSent = vi.fn();
    const answer = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"proof"')) {
        proofSent();
        await answered;
      }
      return answer ? answer(input, init) : Response.error();
    });
    const { router } = await renderSignUp();
    expect(await screen.findByRole('status')).toBeEmptyDOMElement();
    await fill();

    await waitFor(() => expect(proofSent).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Verificando que você é uma pessoa...');
    expect(screen.getByRole('button', { name: 'Criando sua conta...' })).toBeDisabled();
    answerProof();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    const [first, second] = api.requestsTo('POST', '/api/account');
    expect(first?.body).not.toHaveProperty('proof');
    const { proof, ...account } = second?.body as { proof: SignUpProof };
    expect(account).toEqual(first?.body);
    expect(proof.challenge).toEqual(challenge);
    const verified = await verifySolution({ ...proof, deriveKey, hmacSignatureSecret: SECRET });
    expect(verified.verified).toBe(true);
    expect(notify).toHaveBeenCalledWith({ title: 'Cadastro realizado', variant: 'success' });
  });

  it('shows the registration error and stops checking when the proof is refused', async () => {
    stubApi({
      'GET /api/auth-config': authConfig(),
      'GET /api/account/challenge': { body: await easyChallenge() },
      'POST /api/account': requiringProof(() => apiError(400, 'CHALLENGE_EXPIRED')),
    });
    const { router } = await renderSignUp();
    await fill();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro no cadastro',
        description: 'A verificação demorou demais e expirou. Tente criar a conta de novo.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/cadastro');
  });

  it('offers sign-up with the configured providers only', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(['github']) });
    await renderSignUp();
    expect(await screen.findByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      '/api/oauth/github/start?mode=signup',
    );
    expect(screen.queryByRole('link', { name: 'Google' })).not.toBeInTheDocument();
  });

  it('reports a failed provider sign-up from the server’s redirect and cleans the address', async () => {
    stubApi({ 'GET /api/auth-config': authConfig(['google', 'github']) });
    const { router } = await renderSignUp('/cadastro?oauthError=github');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro de autenticação',
        description: 'Não foi possível se cadastrar com o Google ou o GitHub. Tente novamente.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
