import { OTHER, SPACES } from '@/features/community/testing/fixtures';
import {
  CONVERSATION_ID,
  conversationSummary,
  conversationView,
  memberCard,
  memberProfile,
  message,
  myProfile,
} from '@/features/community/testing/network-fixtures';
import { apiError, preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
import { Component as CommunityRoute } from './community';
import { Component as ConversationRoute } from './community-conversation';
import { Component as MemberRoute } from './community-member';
import { Component as MembersRoute } from './community-members';
import { Component as MessagesRoute } from './community-messages';
import { Component as ProfileRoute } from './community-profile';

const MEMBER_PATH = `/api/community/members/${OTHER.id}`;
const CONVERSATION_PATH = `/api/community/conversations/${CONVERSATION_ID}`;

async function render(path: string, routes: Record<string, Route>) {
  const api = stubApi({ ...preferencesRoutes(), 'GET /api/community/spaces': { body: { spaces: SPACES } }, ...routes });
  const view = await renderRoutes(
    [
      { path: '/comunidade', Component: CommunityRoute },
      { path: '/comunidade/membros', Component: MembersRoute },
      { path: '/comunidade/membros/:id', Component: MemberRoute },
      { path: '/comunidade/mensagens', Component: MessagesRoute },
      { path: '/comunidade/mensagens/:id', Component: ConversationRoute },
      { path: '/comunidade/perfil', Component: ProfileRoute },
    ],
    { path, session: { user: TEST_USER } },
  );
  return { api, ...view };
}

describe('the community’s members and messages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('leads from the community home to the members, the messages and the profile', async () => {
    await render('/comunidade', {});
    const nav = await screen.findByRole('navigation', { name: 'Sua rede na comunidade' });
    expect(within(nav).getByRole('link', { name: 'Membros' })).toHaveAttribute('href', '/comunidade/membros');
    expect(within(nav).getByRole('link', { name: 'Mensagens' })).toHaveAttribute('href', '/comunidade/mensagens');
    expect(within(nav).getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/comunidade/perfil');
  });

  it('lists the members with what they do, and filters them as asked', async () => {
    const user = userEvent.setup();
    const { api } = await render('/comunidade/membros', {
      'GET /api/community/members': (request) =>
        request.query
          ? { body: { members: [], next: null } }
          : {
              body: {
                members: [
                  memberCard({ followed: true }),
                  memberCard({ id: TEST_USER.id, name: 'Caio', seeks: '', stage: null }),
                ],
                next: null,
              },
            },
    });
    const cards = await screen.findAllByTestId('member-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: OTHER.name })).toHaveAttribute(
      'href',
      `/comunidade/membros/${OTHER.id}`,
    );
    expect(cards[0]).toHaveTextContent('Recife · Alimentação · Lançado');
    expect(cards[0]).toHaveTextContent('Procura: Fornecedor de embalagens');
    expect(cards[0]).toHaveTextContent('Oferece: Receitas de bolo de pote');
    expect(cards[0]).toHaveTextContent('Você segue');
    expect(cards[1]).not.toHaveTextContent('Procura:');

    const filters = screen.getByRole('search', { name: 'Filtrar membros' });
    await user.click(within(filters).getByRole('combobox', { name: 'Tipo de negócio' }));
    await user.click(screen.getByRole('option', { name: 'Varejo' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Estágio' }));
    await user.click(screen.getByRole('option', { name: 'Crescendo' }));
    await user.type(within(filters).getByLabelText('Cidade'), '  Recife ');
    await user.type(within(filters).getByLabelText('Procura ou oferece'), 'sócio');
    await user.click(within(filters).getByRole('checkbox', { name: 'Só quem eu sigo' }));
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhum membro encontrado')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/community/members').at(-1)?.query).toEqual({
      businessType: 'retail',
      stage: 'growing',
      city: 'Recife',
      q: 'sócio',
      following: 'true',
    });

    await user.click(within(filters).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findAllByTestId('member-card')).toHaveLength(2);
  });

  it('shows a profile, follows, blocks after asking, mutes, and sends a first message that opens the conversation', async () => {
    const user = userEvent.setup();
    let current = memberProfile();
    const { api, router } = await render(`/comunidade/membros/${OTHER.id}`, {
      [`GET ${MEMBER_PATH}`]: () => ({ body: { member: current } }),
      [`PUT ${MEMBER_PATH}/follow`]: () => {
        current = { ...current, followed: true, followers: 2 };
        return { body: { member: current } };
      },
      [`PUT ${MEMBER_PATH}/mute`]: () => {
        current = { ...current, muted: true };
        return { status: 204 };
      },
      [`PUT ${MEMBER_PATH}/block`]: () => {
        current = { ...current, blocked: true, followed: false, canMessage: false };
        return { status: 204 };
      },
      [`POST ${MEMBER_PATH}/messages`]: { status: 201, body: { conversation: conversationView() } },
      [`GET ${CONVERSATION_PATH}`]: { body: { conversation: conversationView() } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: OTHER.name })).toBeInTheDocument();
    expect(screen.getByTestId('member-counts')).toHaveTextContent('1 seguidor · segue 2 membros');
    expect(screen.getByText('Segue você')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /bolos\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );

    await user.click(screen.getByRole('button', { name: 'Seguir' }));
    expect(await screen.findByRole('button', { name: 'Deixar de seguir' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('member-counts')).toHaveTextContent('2 seguidores');

    await user.click(screen.getByRole('button', { name: 'Ocultar publicações' }));
    expect(await screen.findByRole('button', { name: 'Mostrar publicações' })).toBeInTheDocument();
    expect(api.requestsTo('PUT', `${MEMBER_PATH}/mute`)).toHaveLength(1);

    await user.type(screen.getByLabelText(`Mensagem para ${OTHER.name}`), 'Oi, **Bruno**!');
    await user.click(screen.getByTestId('message-member-send'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/comunidade/mensagens/${CONVERSATION_ID}`));
    expect(api.requestsTo('POST', `${MEMBER_PATH}/messages`)[0]?.body).toEqual({ body: 'Oi, **Bruno**!' });

    await router.navigate(`/comunidade/membros/${OTHER.id}`);
    await screen.findByTestId('member-screen');
    await user.click(screen.getByTestId('block'));
    const dialog = await screen.findByRole('dialog', { name: `Bloquear ${OTHER.name}?` });
    expect(api.requestsTo('PUT', `${MEMBER_PATH}/block`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Você bloqueou este membro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desbloquear' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /seguir/i })).not.toBeInTheDocument();
    expect(screen.queryByTestId('message-member')).not.toBeInTheDocument();
  });

  it('says why a member cannot be written to, and that a closed profile is not found', async () => {
    await render(`/comunidade/membros/${OTHER.id}`, {
      [`GET ${MEMBER_PATH}`]: { body: { member: memberProfile({ canMessage: false }) } },
    });
    expect(await screen.findByTestId('message-closed')).toHaveTextContent('nível de confiança 1');
    expect(screen.queryByTestId('message-member')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    await render(`/comunidade/membros/${OTHER.id}`, { [`GET ${MEMBER_PATH}`]: apiError(404, 'NOT_FOUND') });
    expect(await screen.findByText('Perfil não encontrado')).toBeInTheDocument();
  });

  it('edits the profile: a link that is not http(s) is refused under its field, then it saves and turns on', async () => {
    const user = userEvent.setup();
    let saved = myProfile();
    const { api } = await render('/comunidade/perfil', {
      'GET /api/community/profile': () => ({ body: { profile: saved } }),
      'PUT /api/community/profile': (request) => {
        saved = request.body as typeof saved;
        return { body: { profile: saved } };
      },
      'GET /api/community/relations': {
        body: { blocked: [{ id: OTHER.id, name: OTHER.name, profile: false }], muted: [] },
      },
      [`DELETE ${MEMBER_PATH}/block`]: { status: 204 },
    });
    const form = await screen.findByTestId('profile-form');
    expect(within(form).getByLabelText('Nome exibido')).toHaveValue('Ana Souza');
    expect(within(form).getByRole('checkbox', { name: 'Mostrar meu perfil na lista de membros' })).not.toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Mostrar meu perfil na lista de membros' }));
    await user.type(within(form).getByLabelText('Cidade'), 'Belo Horizonte');
    await user.click(within(form).getByRole('combobox', { name: 'Estágio do negócio' }));
    await user.click(screen.getByRole('option', { name: 'Validando' }));
    await user.type(within(form).getByLabelText('O que você procura'), 'Um sócio técnico');
    await user.type(within(form).getByLabelText('Link 2'), 'javascript:alert(1)');
    await user.click(within(form).getByTestId('profile-save'));
    const link = within(form).getByLabelText('Link 2');
    expect(link).toHaveAccessibleDescription('Use só links que começam com http:// ou https://.');
    expect(link).toHaveFocus();
    expect(api.requestsTo('PUT', '/api/community/profile')).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://cafe.example');
    await user.click(within(form).getByTestId('profile-save'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Perfil salvo' }));
    expect(api.requestsTo('PUT', '/api/community/profile')[0]?.body).toEqual({
      visible: true,
      name: 'Ana Souza',
      city: 'Belo Horizonte',
      businessType: null,
      stage: 'validating',
      seeks: 'Um sócio técnico',
      offers: '',
      links: ['https://cafe.example'],
    });
    expect(await screen.findByTestId('see-profile')).toHaveAttribute('href', `/comunidade/membros/${TEST_USER.id}`);

    const relations = screen.getByTestId('relations');
    expect(within(relations).getByText(OTHER.name)).toBeInTheDocument();
    await user.click(within(relations).getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(api.requestsTo('DELETE', `${MEMBER_PATH}/block`)).toHaveLength(1));
  });

  it('lists the conversations with what is unread and the last words', async () => {
    await render('/comunidade/mensagens', {
      'GET /api/community/conversations': {
        body: {
          conversations: [
            conversationSummary(),
            conversationSummary({
              id: 'b1b2c3d4-e5f6-4789-8abc-def012345678',
              lastMine: true,
              unread: 1,
              excerpt: 'Fechado!',
            }),
            conversationSummary({ id: 'c1b2c3d4-e5f6-4789-8abc-def012345678', member: null, excerpt: null, unread: 0 }),
          ],
          next: null,
          unread: 3,
        },
      },
    });
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows[0]).toHaveAttribute('href', `/comunidade/mensagens/${CONVERSATION_ID}`);
    expect(rows[0]).toHaveTextContent('Você vende potes?');
    expect(rows[0]).toHaveTextContent('2 não lidas');
    expect(rows[1]).toHaveTextContent('Você: Fechado!');
    expect(rows[1]).toHaveTextContent('1 não lida');
    expect(rows[2]).toHaveTextContent('Membro que saiu');
    expect(rows[2]).toHaveTextContent('Mensagem apagada pela moderação');
    expect(within(rows[2]!).queryByTestId('conversation-unread')).not.toBeInTheDocument();
  });

  it('shows a conversation as elements, never HTML, reports a received message and replies', async () => {
    const user = userEvent.setup();
    const { api } = await render(`/comunidade/mensagens/${CONVERSATION_ID}`, {
      [`GET ${CONVERSATION_PATH}`]: {
        body: {
          conversation: conversationView({
            messages: [
              message(1, { body: '<img src=x onerror=alert(1)> **oi**' }),
              message(2, { mine: true }),
              message(3, { body: null }),
            ],
          }),
        },
      },
      [`POST /api/community/messages/${message(1).id}/reports`]: { status: 204 },
      [`POST ${CONVERSATION_PATH}/messages`]: { status: 201, body: { conversation: conversationView() } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: `Conversa com ${OTHER.name}` })).toBeInTheDocument();
    const messages = screen.getAllByTestId('message');
    expect(messages[0]).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(messages[0]!.querySelector('img')).toBeNull();
    expect(within(messages[0]!).getByText('oi').tagName).toBe('STRONG');
    expect(messages[1]).toHaveTextContent('Você');
    expect(within(messages[1]!).queryByTestId('report-message')).not.toBeInTheDocument();
    expect(messages[2]).toHaveTextContent('Mensagem apagada pela moderação');

    await user.click(within(messages[0]!).getByTestId('report-message'));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta mensagem' });
    await user.click(within(dialog).getByRole('radio', { name: 'Ofensa ou assédio' }));
    await user.click(within(dialog).getByTestId('report-send'));
    await waitFor(() =>
      expect(api.requestsTo('POST', `/api/community/messages/${message(1).id}/reports`)[0]?.body).toEqual({
        reason: 'abuse',
      }),
    );

    await user.type(screen.getByLabelText('Sua mensagem'), 'Combinado.');
    await user.click(screen.getByTestId('conversation-reply-send'));
    await waitFor(() =>
      expect(api.requestsTo('POST', `${CONVERSATION_PATH}/messages`)[0]?.body).toEqual({ body: 'Combinado.' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Sua mensagem')).toHaveValue(''));
  });

  it('says so when a message is refused: a body under its box, not allowed now in a toast', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    await render(`/comunidade/mensagens/${CONVERSATION_ID}`, {
      [`GET ${CONVERSATION_PATH}`]: { body: { conversation: conversationView() } },
      [`POST ${CONVERSATION_PATH}/messages`]: () =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'x',
                  issues: [{ path: 'body', message: 'validation.unsafeLink' }],
                },
              },
            }
          : apiError(403, 'FORBIDDEN'),
    });
    const box = await screen.findByLabelText('Sua mensagem');
    await user.click(screen.getByTestId('conversation-reply-send'));
    expect(box).toHaveAccessibleDescription(/Preencha este campo/);
    await user.click(box);
    await user.paste('[x](javascript:alert(1))');
    await user.click(screen.getByTestId('conversation-reply-send'));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Use só links que começam com http/));
    await user.click(screen.getByTestId('conversation-reply-send'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'A mensagem não foi enviada',
          description: expect.stringContaining('nível de confiança 1'),
        }),
      ),
    );
    expect(box).toHaveValue('[x](javascript:alert(1))');
  });

  it('closes the reply where the conversation cannot go on, loads earlier messages, and is not found elsewhere', async () => {
    const user = userEvent.setup();
    const gone = await render(`/comunidade/mensagens/${CONVERSATION_ID}`, {
      [`GET ${CONVERSATION_PATH}`]: (request) => ({
        body: {
          conversation: request.query?.before
            ? conversationView({
                member: null,
                canReply: false,
                messages: [message(0, { createdAt: '2026-11-10T12:00:00.000Z' })],
              })
            : conversationView({ member: null, canReply: false, earlier: 'cursor-1' }),
        },
      }),
    });
    expect(await screen.findByTestId('reply-closed')).toHaveTextContent('Este membro saiu da Alavanca');
    expect(screen.getByRole('heading', { level: 2, name: 'Conversa com Membro que saiu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mensagens anteriores' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(screen.getAllByTestId('message')[0]).toHaveTextContent('Mensagem 0');
    expect(gone.api.requestsTo('GET', CONVERSATION_PATH).at(-1)?.query).toEqual({ before: 'cursor-1' });
    gone.unmount();

    vi.unstubAllGlobals();
    const blocked = await render(`/comunidade/mensagens/${CONVERSATION_ID}`, {
      [`GET ${CONVERSATION_PATH}`]: { body: { conversation: conversationView({ canReply: false, blocked: true }) } },
      [`DELETE ${MEMBER_PATH}/block`]: { status: 204 },
    });
    expect(await screen.findByTestId('reply-closed')).toHaveTextContent('Você bloqueou este membro.');
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(blocked.api.requestsTo('DELETE', `${MEMBER_PATH}/block`)).toHaveLength(1));
    blocked.unmount();

    vi.unstubAllGlobals();
    await render(`/comunidade/mensagens/${CONVERSATION_ID}`, {
      [`GET ${CONVERSATION_PATH}`]: apiError(404, 'NOT_FOUND'),
    });
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
  });
});
