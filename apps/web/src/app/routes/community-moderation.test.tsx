import { OTHER, SPACES } from '@/features/community/testing/fixtures';
import { messageQueueItem } from '@/features/community/testing/network-fixtures';
import { apiError, preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { LogEntry, QueueItem } from '@alavanca/contracts/community-moderation';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CommunityRoute } from './community';
import { Component as ModerationRoute } from './community-moderation';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const ITEM: QueueItem = {
  postId: '00000000-0000-4000-8000-000000000002',
  topicId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
  topicTitle: 'Quanto cobrar por um bolo de pote?',
  number: 2,
  space: 'pt-BR/feedback',
  author: OTHER,
  authorSanction: null,
  body: 'Compre meu **curso**!',
  hidden: true,
  flags: [
    { reason: 'offTopic', count: 1 },
    { reason: 'spam', count: 2 },
  ],
  words: ['lucro garantido'],
  createdAt: '2026-11-20T12:00:00.000Z',
  sanctions: true,
};

const ENTRY: LogEntry = {
  id: 'f0000000-0000-4000-8000-000000000001',
  action: 'suspend',
  moderator: { id: TEST_USER.id, name: TEST_USER.name },
  member: OTHER,
  postId: ITEM.postId,
  messageId: null,
  space: 'pt-BR/feedback',
  reason: 'Assédio repetido.',
  until: '2026-12-01T12:00:00.000Z',
  createdAt: '2026-11-24T12:00:00.000Z',
};

async function render(path: string, routes: Record<string, Route>) {
  const api = stubApi({ ...preferencesRoutes(), 'GET /api/community/spaces': { body: { spaces: SPACES } }, ...routes });
  await renderRoutes(
    [
      { path: '/comunidade', Component: CommunityRoute },
      { path: '/comunidade/moderacao', Component: ModerationRoute },
    ],
    { path, session: { user: TEST_USER } },
  );
  return api;
}

describe('community moderation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('leads moderators to the queue from the community, and no one else', async () => {
    await render('/comunidade', {
      'GET /api/community/moderation/access': { body: { operator: false, spaces: ['class/x'] } },
    });
    expect(await screen.findByTestId('moderation-link')).toHaveAttribute('href', '/comunidade/moderacao');
    cleanup();
    await render('/comunidade', { 'GET /api/community/moderation/access': { body: { operator: false, spaces: [] } } });
    await screen.findAllByTestId('community-space-link');
    expect(screen.queryByTestId('moderation-link')).not.toBeInTheDocument();
  });

  it('shows why a post waits, and restores it with the reason given, once the reason is there', async () => {
    const user = userEvent.setup();
    let queue = [ITEM];
    const api = await render('/comunidade/moderacao', {
      'GET /api/community/moderation/access': { body: { operator: true, spaces: [] } },
      'GET /api/community/moderation/queue': () => ({ body: { items: queue, messages: [] } }),
      [`POST /api/community/moderation/posts/${ITEM.postId}`]: () => {
        queue = [];
        return { status: 204 };
      },
    });
    const item = await screen.findByTestId('queue-item');
    expect(within(item).getByRole('link', { name: ITEM.topicTitle })).toHaveAttribute(
      'href',
      `/comunidade/topicos/${ITEM.topicId}#post-2`,
    );
    expect(item).toHaveTextContent('Oculta até a revisão');
    expect(item).toHaveTextContent('Fora do assunto: 1');
    expect(item).toHaveTextContent('Spam ou propaganda: 2');
    expect(item).toHaveTextContent('Palavras da lista: lucro garantido');
    expect(within(item).getByText('curso').tagName).toBe('STRONG');

    await user.click(within(item).getByTestId('moderation-restore'));
    expect(within(item).getByLabelText('Motivo')).toHaveAccessibleDescription(/obrigatório|Preencha/i);
    expect(api.requestsTo('POST', `/api/community/moderation/posts/${ITEM.postId}`)).toHaveLength(0);
    await user.type(within(item).getByLabelText('Motivo'), 'Resposta legítima.');
    await user.click(within(item).getByTestId('moderation-restore'));
    expect(await screen.findByText('Nada para revisar')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/community/moderation/posts/${ITEM.postId}`)[0]?.body).toEqual({
      action: 'restore',
      reason: 'Resposta legítima.',
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Mensagem restaurada' });
  });

  it('suspends the author for the days typed; a teacher sees no sanctions, only a warning', async () => {
    const user = userEvent.setup();
    const api = await render('/comunidade/moderacao', {
      'GET /api/community/moderation/access': { body: { operator: true, spaces: [] } },
      'GET /api/community/moderation/queue': { body: { items: [ITEM], messages: [] } },
      [`POST /api/community/moderation/members/${OTHER.id}`]: { status: 204 },
    });
    const item = await screen.findByTestId('queue-item');
    await user.type(within(item).getByLabelText('Motivo'), 'Assédio repetido.');
    await user.clear(within(item).getByLabelText('Dias'));
    await user.type(within(item).getByLabelText('Dias'), '14');
    await user.click(within(item).getByTestId('moderation-suspend'));
    await waitFor(() =>
      expect(api.requestsTo('POST', `/api/community/moderation/members/${OTHER.id}`)[0]?.body).toEqual({
        action: 'suspend',
        reason: 'Assédio repetido.',
        days: 14,
        postId: ITEM.postId,
      }),
    );
    cleanup();
    await render('/comunidade/moderacao', {
      'GET /api/community/moderation/access': { body: { operator: false, spaces: ['class/x'] } },
      'GET /api/community/moderation/queue': { body: { items: [{ ...ITEM, sanctions: false }], messages: [] } },
    });
    const taught = await screen.findByTestId('queue-item');
    expect(within(taught).queryByTestId('moderation-suspend')).not.toBeInTheDocument();
    expect(within(taught).queryByLabelText('Dias')).not.toBeInTheDocument();
    expect(within(taught).getByTestId('moderation-warn')).toBeInTheDocument();
  });

  it('shows a reported private message alone to the operator, dismisses its report and warns its sender through it', async () => {
    const user = userEvent.setup();
    const reported = messageQueueItem();
    let messages = [reported];
    const api = await render('/comunidade/moderacao', {
      'GET /api/community/moderation/access': { body: { operator: true, spaces: [] } },
      'GET /api/community/moderation/queue': () => ({ body: { items: [], messages } }),
      [`POST /api/community/moderation/members/${OTHER.id}`]: { status: 204 },
      [`POST /api/community/moderation/messages/${reported.messageId}`]: () => {
        messages = [];
        return { status: 204 };
      },
    });
    const item = await screen.findByTestId('message-queue-item');
    expect(within(item).getByRole('heading', { name: `Mensagem privada de ${OTHER.name}` })).toBeInTheDocument();
    expect(item).toHaveTextContent('Spam ou propaganda: 1');
    expect(within(item).getByText('curso').tagName).toBe('STRONG');
    expect(within(item).queryByTestId('moderation-restore')).not.toBeInTheDocument();

    await user.type(within(item).getByLabelText('Motivo'), 'Propaganda por mensagem.');
    await user.click(within(item).getByTestId('moderation-warn'));
    await waitFor(() =>
      expect(api.requestsTo('POST', `/api/community/moderation/members/${OTHER.id}`)[0]?.body).toEqual({
        action: 'warn',
        reason: 'Propaganda por mensagem.',
        messageId: reported.messageId,
      }),
    );
    await user.click(within(item).getByTestId('moderation-dismiss'));
    expect(await screen.findByText('Nada para revisar')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/community/moderation/messages/${reported.messageId}`)[0]?.body).toEqual({
      action: 'dismiss',
      reason: 'Propaganda por mensagem.',
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Denúncia arquivada' });
  });

  it('lists the log, and says so to someone who moderates nothing', async () => {
    const user = userEvent.setup();
    await render('/comunidade/moderacao', {
      'GET /api/community/moderation/access': { body: { operator: true, spaces: [] } },
      'GET /api/community/moderation/queue': { body: { items: [], messages: [] } },
      'GET /api/community/moderation/log': {
        body: {
          entries: [
            ENTRY,
            {
              ...ENTRY,
              id: 'f0000000-0000-4000-8000-000000000002',
              action: 'delete',
              postId: null,
              messageId: messageQueueItem().messageId,
              space: null,
              until: null,
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Registro' }));
    const log = await screen.findByTestId('moderation-log');
    expect(log).toHaveTextContent(`${TEST_USER.name} suspendeu ${OTHER.name} até`);
    expect(log).toHaveTextContent('Assédio repetido.');
    expect(log).toHaveTextContent(`${TEST_USER.name} apagou uma mensagem privada de ${OTHER.name}`);
    cleanup();
    await render('/comunidade/moderacao', {
      'GET /api/community/moderation/access': { body: { operator: false, spaces: [] } },
      'GET /api/community/moderation/queue': apiError(403, 'FORBIDDEN'),
    });
    expect(await screen.findByText('Você não modera nenhum espaço')).toBeInTheDocument();
  });
});
