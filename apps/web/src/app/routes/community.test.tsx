import { ME, OTHER, post, SPACES, topicSummary, topicView } from '@/features/community/testing/fixtures';
import { apiError, preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { TopicView } from '@alavanca/contracts/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
import { Component as CommunityRoute } from './community';
import { Component as SpaceRoute } from './community-space';
import { Component as TopicRoute } from './community-topic';

const TOPIC = topicView();
const TOPIC_PATH = `/api/community/topics/${TOPIC.id}`;

async function renderCommunity(path: string, routes: Record<string, Route>) {
  const api = stubApi({
    ...preferencesRoutes(),
    'GET /api/community/spaces': { body: { spaces: SPACES } },
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: '/comunidade', Component: CommunityRoute },
      { path: '/comunidade/espacos/:group/:name', Component: SpaceRoute },
      { path: '/comunidade/topicos/:id', Component: TopicRoute },
    ],
    { path, session: { user: TEST_USER } },
  );
  return { api, ...view };
}

/** A topic route answering with `topic` until a change answers another. */
function topicRoutes(topic: TopicView, changes: Record<string, Route> = {}): Record<string, Route> {
  return { [`GET ${TOPIC_PATH}`]: { body: { topic } }, ...changes };
}

describe('community screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('lists the class spaces first, then the spaces in the user language, then the other languages', async () => {
    await renderCommunity('/comunidade', {});
    const classes = await screen.findByTestId('community-class-spaces');
    expect(within(classes).getByRole('link', { name: /Turma de Empreendedorismo/ })).toHaveAttribute(
      'href',
      `/comunidade/espacos/class/${SPACES[0]!.classId}`,
    );
    expect(within(classes).getByText('Você modera este espaço')).toBeInTheDocument();
    const own = screen.getByTestId('community-spaces');
    expect(within(own).getByRole('heading', { name: 'Espaços em português' })).toBeInTheDocument();
    expect(
      within(own)
        .getAllByTestId('community-space-link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/comunidade/espacos/pt-BR/introductions',
      '/comunidade/espacos/pt-BR/feedback',
      '/comunidade/espacos/pt-BR/food',
    ]);
    expect(within(own).getByRole('link', { name: /Alimentação/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'inglês' })).toBeInTheDocument();
  });

  it("shows a space's topics with their replies and whether a question was answered", async () => {
    const { api } = await renderCommunity('/comunidade/espacos/pt-BR/feedback', {
      'GET /api/community/topics': {
        body: {
          topics: [
            topicSummary(),
            topicSummary({
              id: 'b1b2c3d4-e5f6-4789-8abc-def012345678',
              title: 'Minha vitrine',
              kind: 'discussion',
              replies: 1,
            }),
            topicSummary({
              id: 'c1b2c3d4-e5f6-4789-8abc-def012345678',
              title: 'Resolvida',
              answered: true,
              author: null,
            }),
          ],
          next: null,
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Peça uma opinião' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('topic-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('href', `/comunidade/topicos/${TOPIC.id}`);
    expect(rows[0]).toHaveTextContent('Pergunta');
    expect(rows[0]).toHaveTextContent('2 respostas');
    expect(rows[1]).toHaveTextContent('1 resposta');
    expect(rows[1]).not.toHaveTextContent('Pergunta');
    expect(rows[2]).toHaveTextContent('Respondida');
    expect(rows[2]).toHaveTextContent('Aberto por Membro que saiu');
    expect(api.requestsTo('GET', '/api/community/topics')[0]?.query).toEqual({ space: 'pt-BR/feedback' });
  });

  it('says a space is not there when the server answers 404 (a class the user is not in)', async () => {
    await renderCommunity(`/comunidade/espacos/class/0b0c1d2e-3f40-4152-8637-98a9bacbdcee`, {
      'GET /api/community/topics': apiError(404, 'NOT_FOUND'),
    });
    expect(await screen.findByText('Espaço não encontrado')).toBeInTheDocument();
    expect(screen.queryByTestId('topic-list')).not.toBeInTheDocument();
  });

  it('opens a new topic: the title is checked first, a body the server refuses says why under it, then the topic opens', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api } = await renderCommunity('/comunidade/espacos/pt-BR/feedback', {
      'GET /api/community/topics': { body: { topics: [], next: null } },
      'POST /api/community/topics': () =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'invalid',
                  issues: [{ path: 'body', message: 'validation.tooManyLinks' }],
                },
              },
            }
          : { status: 201, body: { topic: TOPIC } },
      ...topicRoutes(TOPIC),
    });
    expect(await screen.findByText('Nenhum tópico ainda')).toBeInTheDocument();
    await user.click(screen.getByTestId('new-topic'));
    const form = screen.getByTestId('new-topic-form');
    await user.click(within(form).getByRole('radio', { name: /Pergunta/ }));
    await user.type(within(form).getByLabelText('Título'), 'Oi');
    await user.click(within(form).getByTestId('new-topic-send'));
    expect(within(form).getByLabelText('Título')).toHaveAccessibleDescription(/obrigatório|Preencha/i);
    expect(api.requestsTo('POST', '/api/community/topics')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Título'), ' — quanto cobrar?');
    await user.type(
      within(form).getByLabelText('Mensagem'),
      'Vejam https://a.example e https://b.example e https://c.example',
    );
    await user.click(within(form).getByTestId('new-topic-send'));
    await waitFor(() =>
      expect(within(form).getByLabelText('Mensagem')).toHaveAccessibleDescription(
        /mais links do que o seu nível de confiança permite/,
      ),
    );
    await user.click(within(form).getByTestId('new-topic-send'));
    expect(await screen.findByTestId('topic-screen')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/community/topics')[1]?.body).toEqual({
      space: 'pt-BR/feedback',
      kind: 'question',
      title: 'Oi — quanto cobrar?',
      body: 'Vejam https://a.example e https://b.example e https://c.example',
    });
  });

  it('draws a post as Markdown elements, never as HTML, and says which posts were deleted or hidden', async () => {
    await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(
        topicView({
          posts: [
            post(1, { body: '**Preço**: <script>alert(1)</script> [golpe](javascript:alert(1))' }),
            post(2, { body: null }),
            post(3, { body: null, hidden: true }),
            post(4, { author: ME, mine: true, body: 'Minha resposta', hidden: true }),
          ],
        }),
      ),
    });
    const posts = await screen.findAllByTestId('community-post');
    expect(within(posts[0]!).getByText('Preço').tagName).toBe('STRONG');
    expect(posts[0]).toHaveTextContent('<script>alert(1)</script>');
    expect(posts[0]!.querySelector('script')).toBeNull();
    expect(within(posts[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(posts[1]).toHaveTextContent('Esta mensagem foi apagada.');
    expect(posts[2]).toHaveTextContent('ocultada por denúncias');
    expect(posts[3]).toHaveTextContent('Você ainda a vê.');
    expect(posts[3]).toHaveTextContent('Minha resposta');
  });

  it("reacts to another's post and takes the reaction back, reading the counts the server answers", async () => {
    const user = userEvent.setup();
    const reacted = topicView({
      posts: [post(1, { reactions: [{ kind: 'like', count: 3, mine: true }] }), post(2), post(3)],
    });
    const { api } = await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(TOPIC),
      [`PUT /api/community/posts/${post(1).id}/reactions/like`]: { body: { topic: reacted } },
      [`DELETE /api/community/posts/${post(1).id}/reactions/like`]: { body: { topic: TOPIC } },
    });
    const first = (await screen.findAllByTestId('community-post'))[0]!;
    const like = within(first).getByRole('button', { name: 'Curti: 0' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Curti: 3' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(within(first).getByRole('button', { name: 'Curti: 3' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Curti: 0' })).toBeInTheDocument());
    expect(api.requestsTo('PUT', `/api/community/posts/${post(1).id}/reactions/like`)).toHaveLength(1);
    expect(api.requestsTo('DELETE', `/api/community/posts/${post(1).id}/reactions/like`)).toHaveLength(1);
  });

  it("lets the question's author accept a reply, and offers no reaction or flag on the reader's own post", async () => {
    const user = userEvent.setup();
    const mine = topicView({ posts: [post(1, { author: ME, mine: true }), post(2), post(3)] });
    const { api } = await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(mine),
      [`PUT ${TOPIC_PATH}/accepted`]: { body: { topic: { ...mine, acceptedPostId: post(2).id, answered: true } } },
    });
    const posts = await screen.findAllByTestId('community-post');
    expect(within(posts[0]!).queryByTestId('react-like')).not.toBeInTheDocument();
    expect(within(posts[0]!).queryByTestId('flag-post')).not.toBeInTheDocument();
    expect(within(posts[0]!).queryByTestId('accept-answer')).not.toBeInTheDocument();
    await user.click(within(posts[1]!).getByRole('button', { name: 'Aceitar como resposta' }));
    expect(await within(posts[1]!).findByTestId('accepted-answer')).toHaveTextContent('Resposta aceita');
    expect(api.requestsTo('PUT', `${TOPIC_PATH}/accepted`)[0]?.body).toEqual({ postId: post(2).id });
  });

  it('flags a post with a reason and says when the flag hid it', async () => {
    const user = userEvent.setup();
    const { api } = await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(TOPIC),
      [`POST /api/community/posts/${post(2).id}/flags`]: { body: { hidden: true } },
    });
    const second = (await screen.findAllByTestId('community-post'))[1]!;
    await user.click(within(second).getByTestId('flag-post'));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta mensagem' });
    await user.click(within(dialog).getByRole('radio', { name: 'Ofensa ou assédio' }));
    await user.click(within(dialog).getByTestId('flag-send'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Denúncia enviada',
        description: 'Obrigado. A mensagem ficou oculta até a revisão da moderação.',
      }),
    );
    expect(api.requestsTo('POST', `/api/community/posts/${post(2).id}/flags`)[0]?.body).toEqual({ reason: 'abuse' });
    await waitFor(() => expect(api.requestsTo('GET', TOPIC_PATH)).toHaveLength(2));
  });

  it('edits the reader’s own post in place and opens its earlier versions', async () => {
    const user = userEvent.setup();
    const mine = post(2, { author: ME, mine: true, body: 'Primeira versão' });
    const edited = topicView({ posts: [post(1), { ...mine, body: 'Segunda versão', versions: 1 }, post(3)] });
    const { api } = await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(topicView({ posts: [post(1), mine, post(3)] })),
      [`PUT /api/community/posts/${mine.id}`]: { body: { topic: edited } },
      [`GET /api/community/posts/${mine.id}/versions`]: {
        body: { versions: [{ version: 1, body: 'Primeira versão', writtenAt: '2026-11-20T12:00:00.000Z' }] },
      },
    });
    const second = (await screen.findAllByTestId('community-post'))[1]!;
    await user.click(within(second).getByRole('button', { name: 'Editar' }));
    const field = within(second).getByLabelText('Editar mensagem');
    await user.clear(field);
    await user.type(field, 'Segunda versão');
    await user.click(within(second).getByTestId('edit-post-send'));
    expect(await within(second).findByText('Segunda versão')).toBeInTheDocument();
    expect(api.requestsTo('PUT', `/api/community/posts/${mine.id}`)[0]?.body).toEqual({ body: 'Segunda versão' });
    await user.click(within(second).getByRole('button', { name: 'Editada · 1 versão anterior' }));
    const dialog = await screen.findByRole('dialog', { name: 'Histórico de edições' });
    expect(await within(dialog).findByText('Primeira versão')).toBeInTheDocument();
  });

  it('sends a reply and empties the box; a reply past the hourly pace is refused with the reason', async () => {
    const user = userEvent.setup();
    let replies = 0;
    const answered = topicView({
      posts: [...TOPIC.posts, post(4, { author: ME, mine: true, body: 'Cobre pelo custo' })],
    });
    const { api } = await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(TOPIC),
      [`POST ${TOPIC_PATH}/posts`]: () =>
        ++replies === 1 ? { status: 201, body: { topic: answered } } : apiError(429, 'RATE_LIMITED'),
    });
    const box = await screen.findByLabelText('Sua resposta');
    await user.type(box, 'Cobre pelo custo');
    await user.click(screen.getByTestId('reply-form-send'));
    expect(await screen.findByText('Cobre pelo custo')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(api.requestsTo('POST', `${TOPIC_PATH}/posts`)[0]?.body).toEqual({ body: 'Cobre pelo custo' });
    await user.type(box, 'Mais uma');
    await user.click(screen.getByTestId('reply-form-send'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          description: expect.stringMatching(/Você publicou muitas mensagens em pouco tempo/),
        }),
      ),
    );
    expect(box).toHaveValue('Mais uma');
  });

  it('lets the space’s moderator delete another’s post, asking first', async () => {
    const user = userEvent.setup();
    const moderated = topicView({ moderates: true });
    const { api } = await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(moderated),
      [`DELETE /api/community/posts/${post(3).id}`]: { status: 204 },
    });
    const third = (await screen.findAllByTestId('community-post'))[2]!;
    expect(third).toHaveTextContent(OTHER.name);
    await user.click(within(third).getByTestId('delete-post'));
    await user.click(await screen.findByTestId('delete-post-confirm'));
    await waitFor(() => expect(api.requestsTo('DELETE', `/api/community/posts/${post(3).id}`)).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('GET', TOPIC_PATH)).toHaveLength(2));
  });

  it("folds a muted member's post, and shows it when asked", async () => {
    const user = userEvent.setup();
    await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(topicView({ posts: [post(1), post(2, { muted: true, body: 'Resposta silenciada' })] })),
    });
    const folded = await screen.findByTestId('muted-post');
    expect(screen.queryByText('Resposta silenciada')).not.toBeInTheDocument();
    await user.click(within(folded).getByRole('button'));
    expect(await screen.findByText('Resposta silenciada')).toBeInTheDocument();
    expect(screen.getAllByTestId('community-post')).toHaveLength(2);
  });

  it('writes a mention of someone who wrote in the thread into the reply box', async () => {
    const user = userEvent.setup();
    const { api } = await renderCommunity(`/comunidade/topicos/${TOPIC.id}`, {
      ...topicRoutes(topicView({ posts: [post(1), post(2, { author: ME, mine: true })] })),
      [`POST ${TOPIC_PATH}/posts`]: { status: 201, body: { topic: TOPIC } },
    });
    const box = await screen.findByLabelText('Sua resposta');
    const mentions = screen.getByRole('group', { name: 'Mencionar:' });
    expect(
      within(mentions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([`@${OTHER.name}`]);
    await user.type(box, 'Concordo com');
    await user.click(within(mentions).getByRole('button', { name: `Mencionar ${OTHER.name}` }));
    expect(box).toHaveValue(`Concordo com @${OTHER.name} `);
    await user.click(screen.getByTestId('reply-form-send'));
    await waitFor(() =>
      expect(api.requestsTo('POST', `${TOPIC_PATH}/posts`)[0]?.body).toEqual({ body: `Concordo com @${OTHER.name}` }),
    );
  });
});
