import { Component as SupportRoute } from './support';
import { Component as TicketRoute } from './ticket';
import { Component as AdminSupportRoute } from './admin-support';
import { apiError, PREFERENCES, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { AdminTicket, Ticket } from '@alavanca/contracts/support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const NOW = '2026-11-26T12:00:00.000Z';
const ticket = (patch: Partial<Ticket> = {}): Ticket => ({
  id: ID,
  subject: 'Não consigo avançar o mês',
  category: 'simulations',
  status: 'open',
  createdAt: NOW,
  updatedAt: NOW,
  messages: [
    { id: crypto.randomUUID(), author: 'user', body: 'O botão não responde.', attachments: [], createdAt: NOW },
  ],
  ...patch,
});

async function render(path: string, routes: Record<string, Route> = {}) {
  const api = stubApi({ 'GET /api/preferences': { body: PREFERENCES }, ...routes });
  const view = await renderRoutes(
    [
      { path: '/suporte', Component: SupportRoute },
      { path: '/suporte/chamados/:id', Component: TicketRoute },
      { path: '/admin/suporte', Component: AdminSupportRoute },
      { path: '/admin/suporte/:id', Component: AdminSupportRoute },
    ],
    { path },
  );
  return { ...view, api, user: userEvent.setup() };
}

describe('/suporte', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('lists the help by section and finds articles as the user types, accents or not', async () => {
    const { user } = await render('/suporte', { 'GET /api/support/tickets': { body: { tickets: [] } } });
    const sections = await screen.findByTestId('help-sections');
    expect(within(sections).getByRole('heading', { name: 'Simulações' })).toBeInTheDocument();
    expect(within(sections).getAllByRole('link').length).toBeGreaterThanOrEqual(20);
    await user.type(screen.getByLabelText('Buscar na ajuda'), 'simulacao');
    const results = await screen.findByTestId('help-results');
    expect(within(results).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(results).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/suporte\/artigos\//),
    );
    expect(await screen.findByText('Nenhum chamado ainda')).toBeInTheDocument();
  });

  it('opens a ticket: says what is missing, then sends it and opens its thread', async () => {
    const { api, user } = await render('/suporte', {
      'GET /api/support/tickets': { body: { tickets: [] } },
      'POST /api/support/tickets': { status: 201, body: { ticket: ticket() } },
      [`GET /api/support/tickets/${ID}`]: { body: { ticket: ticket() } },
    });
    await user.click(await screen.findByRole('button', { name: 'Abrir chamado' }));
    const dialog = await screen.findByTestId('new-ticket');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar chamado' }));
    expect(within(dialog).getByLabelText('Assunto')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Mensagem')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', '/api/support/tickets')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Assunto'), 'Não consigo avançar o mês');
    await user.click(within(dialog).getByTestId('ticket-category'));
    await user.click(await screen.findByRole('option', { name: 'Simulações' }));
    await user.type(within(dialog).getByLabelText('Mensagem'), 'O botão não responde.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar chamado' }));
    expect(await screen.findByTestId('ticket-screen')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/support/tickets')[0]?.body).toEqual({
      subject: 'Não consigo avançar o mês',
      category: 'simulations',
      message: 'O botão não responde.',
    });
  });

  it('shows a ticket’s thread with the team’s answer, replies, and closes it', async () => {
    const answered = ticket({
      status: 'answered',
      messages: [
        ...ticket().messages,
        { id: crypto.randomUUID(), author: 'support', body: 'Atualize a página.', attachments: [], createdAt: NOW },
      ],
    });
    const { api, user } = await render(`/suporte/chamados/${ID}`, {
      [`GET /api/support/tickets/${ID}`]: { body: { ticket: answered } },
      [`POST /api/support/tickets/${ID}/messages`]: { body: { ticket: { ...answered, status: 'open' } } },
      [`PATCH /api/support/tickets/${ID}`]: { body: { ticket: { ...answered, status: 'closed' } } },
    });
    const thread = await screen.findByTestId('ticket-thread');
    expect(within(thread).getByText('Equipe de suporte')).toBeInTheDocument();
    expect(within(thread).getByText('Atualize a página.')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Respondido');

    await user.type(screen.getByLabelText('Responder'), 'Funcionou, obrigado!');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', `/api/support/tickets/${ID}/messages`)[0]?.body).toEqual({
        message: 'Funcionou, obrigado!',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Encerrar chamado' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('Encerrado'));
    expect(api.requestsTo('PATCH', `/api/support/tickets/${ID}`)[0]?.body).toEqual({ status: 'closed' });
  });

  it('keeps the support desk from anyone without the role', async () => {
    const { api } = await render('/admin/suporte', { 'GET /api/admin/access': { body: { admin: false } } });
    expect(await screen.findByText('Área restrita')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/support/tickets')).toHaveLength(0);
  });

  it('lets an operator filter every ticket and answer one', async () => {
    const adminTicket: AdminTicket = {
      ...ticket(),
      user: { id: crypto.randomUUID(), name: 'Ana', email: 'ana@exemplo.com.br' },
    };
    const { api, user } = await render('/admin/suporte', {
      'GET /api/admin/access': { body: { admin: true } },
      'GET /api/admin/support/tickets': { body: { tickets: [adminTicket] } },
      [`GET /api/admin/support/tickets/${ID}`]: { body: { ticket: adminTicket } },
      [`POST /api/admin/support/tickets/${ID}/messages`]: { body: { ticket: { ...adminTicket, status: 'answered' } } },
    });
    const list = await screen.findByTestId('admin-ticket-list');
    expect(list).toHaveTextContent('ana@exemplo.com.br');
    expect(api.requestsTo('GET', '/api/admin/support/tickets')[0]?.query).toEqual({ status: 'open', search: '' });
    await user.click(within(list).getByRole('link'));
    await user.type(await screen.findByLabelText('Resposta ao cliente'), 'Atualize a página.');
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('Respondido'));
    expect(api.requestsTo('POST', `/api/admin/support/tickets/${ID}/messages`)[0]?.body).toEqual({
      message: 'Atualize a página.',
    });
  });

  it('says a ticket of someone else’s is not found', async () => {
    await render(`/suporte/chamados/${ID}`, { [`GET /api/support/tickets/${ID}`]: apiError(404, 'NOT_FOUND') });
    expect(await screen.findByText('Chamado não encontrado')).toBeInTheDocument();
  });

  it.each([
    ['the owner’s', '/suporte/chamados/xyz', 'GET /api/support/tickets/xyz', 'Voltar para o suporte', '/suporte'],
    [
      'the desk’s',
      '/admin/suporte/xyz',
      'GET /api/admin/support/tickets/xyz',
      'Voltar para o atendimento',
      '/admin/suporte',
    ],
  ])(
    'says %s ticket address with no ticket id in it is not found, as an unknown id',
    async (_, path, route, back, to) => {
      await render(path, {
        'GET /api/admin/access': { body: { admin: true } },
        'GET /api/admin/support/tickets': { body: { tickets: [] } },
        // What the server answers when the id param is not an id.
        [route]: apiError(400, 'VALIDATION_FAILED'),
      });
      expect(await screen.findByText('Chamado não encontrado')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', to);
    },
  );

  it('says a ticket that failed to load did, and loads it on retry', async () => {
    let fails = true;
    const { user } = await render(`/suporte/chamados/${ID}`, {
      [`GET /api/support/tickets/${ID}`]: () => (fails ? apiError(500, 'INTERNAL') : { body: { ticket: ticket() } }),
    });
    expect(await screen.findByText('Não foi possível carregar este chamado.')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('ticket-screen')).toHaveTextContent('Não consigo avançar o mês');
  });
});
