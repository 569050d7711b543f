import { Component as MentorRoute } from './mentor';
import { apiError, PREFERENCES, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { Conversation, MentorMessage } from '@alavanca/contracts/mentor';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const ID = '5b9c1c0e-3f7a-4d1b-9a55-0c1f2e3d4a5b';
const NOW = '2026-11-26T12:00:00.000Z';
const conversation = (patch: Partial<Conversation> = {}): Conversation => ({
  id: ID,
  title: '',
  persona: 'leo',
  createdAt: NOW,
  updatedAt: NOW,
  messages: [],
  ...patch,
});
const message = (patch: Partial<MentorMessage>): MentorMessage => ({
  id: crypto.randomUUID(),
  role: 'assistant',
  persona: 'leo',
  mode: 'answer',
  content: '',
  engine: 'builtIn',
  fallback: false,
  status: 'complete',
  createdAt: NOW,
  ...patch,
});

async function renderMentor(path: string, routes: Record<string, Route> = {}) {
  const api = stubApi({
    'GET /api/preferences': { body: PREFERENCES },
    'GET /api/mentor/engine': { body: { engine: 'builtIn', model: null } },
    'GET /api/mentor/suggestions': { body: { suggestions: ['runway', 'starter.taxRegime'] } },
    'GET /api/mentor/conversations': { body: { conversations: [] } },
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: '/mentor-ia', Component: MentorRoute },
      { path: '/mentor-ia/:id', Component: MentorRoute },
    ],
    { path },
  );
  return { ...view, api, user: userEvent.setup() };
}

describe('/mentor-ia', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('shows the four mentors, the engine, the questions the user’s numbers call for, and an empty history', async () => {
    await renderMentor('/mentor-ia');
    const personas = await screen.findByTestId('mentor-personas');
    expect(within(personas).getAllByRole('listitem')).toHaveLength(4);
    for (const name of ['EVA', 'MAX', 'LEO', 'BIA']) {
      expect(within(personas).getByRole('button', { name: `Conversar com ${name}` })).toBeInTheDocument();
    }
    expect(within(personas).getByText(/Olá, sou o LEO/)).toBeInTheDocument();
    expect(await screen.findByTestId('mentor-engine')).toHaveTextContent('mentor embutido');
    const suggestions = await screen.findByTestId('mentor-suggestions');
    expect(within(suggestions).getByRole('button', { name: 'Como faço meu caixa durar mais?' })).toBeInTheDocument();
    expect(within(suggestions).getByRole('button', { name: 'Devo abrir MEI ou ME?' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma conversa ainda')).toBeInTheDocument();
  });

  it('starts a conversation with the chosen mentor and opens it', async () => {
    const { api, user } = await renderMentor('/mentor-ia', {
      'POST /api/mentor/conversations': { status: 201, body: { conversation: conversation() } },
      [`GET /api/mentor/conversations/${ID}`]: { body: { conversation: conversation() } },
    });
    await user.click(await screen.findByRole('button', { name: 'Conversar com LEO' }));
    expect(await screen.findByTestId('mentor-greeting')).toHaveTextContent('Olá, sou o LEO');
    expect(api.requestsTo('POST', '/api/mentor/conversations')[0]?.body).toEqual({ persona: 'leo' });
  });

  it('sends a question and shows the streamed answer as Markdown, links to the user’s screens included', async () => {
    const question = message({ role: 'user', persona: null, engine: null, content: 'Como está meu caixa?' });
    const answer = message({
      content: 'Vamos com calma.\n\n**Fluxo de caixa.** Seu caixa dura 4,2 meses ([Padaria](/simulacao-negocio/abc)).',
    });
    // The server stores both: a refetch after the answer finds them.
    let stored: MentorMessage[] = [];
    const { api, user } = await renderMentor(`/mentor-ia/${ID}`, {
      [`GET /api/mentor/conversations/${ID}`]: () => ({ body: { conversation: conversation({ messages: stored }) } }),
      [`POST /api/mentor/conversations/${ID}/messages`]: () => {
        stored = [question, answer];
        return {
          events: [
            { event: 'question', data: question },
            { event: 'delta', data: { text: 'Vamos com calma.\n\n' } },
            { event: 'delta', data: { text: answer.content.slice('Vamos com calma.\n\n'.length) } },
            { event: 'done', data: answer },
          ],
        };
      },
    });
    await user.type(await screen.findByLabelText('Sua pergunta'), 'Como está meu caixa?{Enter}');
    const shown = await screen.findByTestId('mentor-answer');
    expect(within(shown).getByText('Fluxo de caixa.').tagName).toBe('STRONG');
    expect(within(shown).getByRole('link', { name: 'Padaria' })).toHaveAttribute('href', '/simulacao-negocio/abc');
    expect(screen.getByTestId('mentor-question')).toHaveTextContent('Como está meu caixa?');
    expect(api.requestsTo('POST', `/api/mentor/conversations/${ID}/messages`)[0]?.body).toEqual({
      content: 'Como está meu caixa?',
      mode: 'answer',
    });
    expect(screen.getByLabelText('Sua pergunta')).toHaveValue('');
  });

  it('asks the four at a board meeting when the box is ticked', async () => {
    const { api, user } = await renderMentor(`/mentor-ia/${ID}`, {
      [`GET /api/mentor/conversations/${ID}`]: { body: { conversation: conversation() } },
      [`POST /api/mentor/conversations/${ID}/messages`]: apiError(403, 'QUOTA_EXCEEDED'),
    });
    await user.click(await screen.findByLabelText('Reunião de conselho'));
    await user.type(screen.getByLabelText('Sua pergunta'), 'Contrato agora?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido', variant: 'warning' })),
    );
    expect(api.requestsTo('POST', `/api/mentor/conversations/${ID}/messages`)[0]?.body).toEqual({
      content: 'Contrato agora?',
      mode: 'board',
    });
    expect(screen.queryByTestId('mentor-answer')).not.toBeInTheDocument();
  });

  it('regenerates the last answer in place of the old one', async () => {
    const question = message({ role: 'user', persona: null, engine: null, content: 'Preço?' });
    const first = message({ content: 'Primeira resposta.' });
    const again = message({ content: 'Segunda resposta.', persona: 'leo' });
    let stored = [question, first];
    const { api, user } = await renderMentor(`/mentor-ia/${ID}`, {
      [`GET /api/mentor/conversations/${ID}`]: () => ({ body: { conversation: conversation({ messages: stored }) } }),
      [`POST /api/mentor/conversations/${ID}/regenerate`]: () => {
        stored = [question, again];
        return {
          events: [
            { event: 'question', data: question },
            { event: 'delta', data: { text: 'Segunda resposta.' } },
            { event: 'done', data: again },
          ],
        };
      },
    });
    expect(await screen.findByText('Primeira resposta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar de novo' }));
    expect(await screen.findByText('Segunda resposta.')).toBeInTheDocument();
    expect(screen.queryByText('Primeira resposta.')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('mentor-answer')).toHaveLength(1);
    expect(api.requestsTo('POST', `/api/mentor/conversations/${ID}/regenerate`)).toHaveLength(1);
  });

  it.each([
    ['an unknown id', ID, apiError(404, 'NOT_FOUND')],
    ['an address with no id in it', 'xyz', apiError(400, 'VALIDATION_FAILED')],
  ])('says the conversation does not exist at %s, and offers a new one', async (_, id, answer) => {
    const { user, router } = await renderMentor(`/mentor-ia/${id}`, {
      [`GET /api/mentor/conversations/${id}`]: answer,
    });
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sua pergunta')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Começar uma nova conversa' }));
    expect(router.state.location.pathname).toBe('/mentor-ia');
    expect(await screen.findByTestId('mentor-personas')).toBeInTheDocument();
  });

  it('says so when the open conversation is deleted elsewhere', async () => {
    let deleted = false;
    const { queryClient } = await renderMentor(`/mentor-ia/${ID}`, {
      [`GET /api/mentor/conversations/${ID}`]: () =>
        deleted ? apiError(404, 'NOT_FOUND') : { body: { conversation: conversation() } },
    });
    expect(await screen.findByTestId('mentor-greeting')).toBeInTheDocument();
    deleted = true;
    // What the realtime sync does when another tab deletes it.
    await act(() => queryClient.invalidateQueries({ queryKey: ['mentor'] }));
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
  });
});
