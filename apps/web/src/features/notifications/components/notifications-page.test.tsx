import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { Notification } from '@alavanca/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNotificationServer, makeNotification } from '../testing/fake-notifications';
import { NotificationsPage } from './notifications-page';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const NEW_SESSION = makeNotification({ minutesAgo: 1 });
const RECOVERY = makeNotification({
  title: 'notifications:system.passwordRecovery.title',
  description: 'notifications:system.passwordRecovery.description',
  read: true,
  minutesAgo: 10,
});
const WELCOME = makeNotification({
  title: 'Bem-vindo à Alavanca',
  description: 'Comece pela sua primeira simulação.',
  type: 'default',
  read: true,
  minutesAgo: 30,
});
const MENTOR = makeNotification({
  title: 'notifications:motivation.leo.title',
  description: 'notifications:motivation.leo.lines.5',
  type: 'info',
  route: '/mentor-ia',
  minutesAgo: 60,
});

async function renderPage(
  notifications: readonly Notification[] = [NEW_SESSION, RECOVERY, WELCOME, MENTOR],
  { path = '/notificacoes', pageSize = 20 } = {},
) {
  const server = fakeNotificationServer(notifications, { pageSize });
  const api = stubApi(server.routes);
  const view = await renderRoutes(
    [
      { path: '/notificacoes', element: <NotificationsPage /> },
      { path: '/mentor-ia', element: <p>mentor screen</p> },
    ],
    { path },
  );
  const listRequests = () => api.requestsTo('GET', '/api/notifications').map((request) => request.query);
  return { ...view, api, server, listRequests };
}

/** The titles of the listed notifications, without the spoken "Não lida" of unread ones. */
const itemTitles = async () => {
  const list = await screen.findByTestId('notification-list');
  return within(list)
    .getAllByTestId('notification-item')
    .map((item) => item.querySelector('p')?.textContent?.replace('Não lida: ', ''));
};

describe('NotificationsPage', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton, then every notification, newest first', async () => {
    const { listRequests } = await renderPage();
    expect(screen.getByTestId('notifications-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await itemTitles()).toEqual([
      'Nova Sessão Iniciada',
      'Recuperação de Senha',
      'Bem-vindo à Alavanca',
      'LEO, seu mentor estratégico',
    ]);
    expect(listRequests()).toEqual([{ filter: 'all' }]);
    expect(screen.getByRole('tab', { name: /Todas/ })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText(
        'Monte três cenários para o próximo trimestre: pessimista, provável e otimista. Decida pensando no pessimista.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-loading')).not.toBeInTheDocument();
  });

  it('filters by unread and read, asking the server for each, and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = await renderPage();
    await itemTitles();

    await user.click(screen.getByRole('tab', { name: /Não lidas/ }));
    await waitFor(async () =>
      expect(await itemTitles()).toEqual(['Nova Sessão Iniciada', 'LEO, seu mentor estratégico']),
    );
    expect(listRequests()).toContainEqual({ filter: 'unread' });
    expect(router.state.location.search).toBe('?filter=unread');

    await user.click(screen.getByRole('tab', { name: 'Lidas' }));
    await waitFor(async () => expect(await itemTitles()).toEqual(['Recuperação de Senha', 'Bem-vindo à Alavanca']));
    expect(listRequests()).toContainEqual({ filter: 'read' });
    expect(screen.queryByTestId('unread-marker')).not.toBeInTheDocument();
  });

  it('opens on the filter in the address', async () => {
    const { listRequests } = await renderPage(undefined, { path: '/notificacoes?filter=read' });
    expect(await itemTitles()).toEqual(['Recuperação de Senha', 'Bem-vindo à Alavanca']);
    expect(screen.getByRole('tab', { name: 'Lidas' })).toHaveAttribute('aria-selected', 'true');
    expect(listRequests()).toContainEqual({ filter: 'read' });
  });

  it('shows the unread count on its tab', async () => {
    await renderPage();
    expect(await screen.findByTestId('unread-tab-count')).toHaveTextContent('2');
  });

  it('loads the next page after the last one, with the server’s cursor, until there is no more', async () => {
    const user = userEvent.setup();
    const { listRequests } = await renderPage(undefined, { pageSize: 3 });
    expect(await itemTitles()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(async () =>
      expect(await itemTitles()).toEqual([
        'Nova Sessão Iniciada',
        'Recuperação de Senha',
        'Bem-vindo à Alavanca',
        'LEO, seu mentor estratégico',
      ]),
    );
    expect(listRequests()).toEqual([{ filter: 'all' }, { filter: 'all', cursor: WELCOME.id }]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('says what each empty filter means', async () => {
    const user = userEvent.setup();
    await renderPage([RECOVERY]);
    await user.click(await screen.findByRole('tab', { name: /Não lidas/ }));
    expect(await screen.findByRole('heading', { name: 'Tudo em dia' })).toBeInTheDocument();
  });

  it('says when there are no notifications at all', async () => {
    await renderPage([]);
    expect(await screen.findByRole('heading', { name: 'Nenhuma notificação ainda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks one read; in the unread filter it leaves the list and the focus moves to the next one', async () => {
    const user = userEvent.setup();
    const { api } = await renderPage(undefined, { path: '/notificacoes?filter=unread' });
    expect(await itemTitles()).toEqual(['Nova Sessão Iniciada', 'LEO, seu mentor estratégico']);

    const button = screen.getByRole('button', { name: 'Marcar como lida: Nova Sessão Iniciada' });
    expect(button).toHaveTextContent('Marcar como lida');
    await user.click(button);
    await waitFor(async () => expect(await itemTitles()).toEqual(['LEO, seu mentor estratégico']));
    expect(api.requestsTo('PATCH', `/api/notifications/${NEW_SESSION.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('notification-item')).toHaveFocus());
    expect(screen.getByTestId('unread-tab-count')).toHaveTextContent('1');
  });

  it('marks all read from the page, with the toast', async () => {
    const user = userEvent.setup();
    await renderPage();
    await itemTitles();
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.queryAllByTestId('unread-marker')).toHaveLength(0));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Notificações', variant: 'success' }));
    expect(screen.queryByTestId('unread-tab-count')).not.toBeInTheDocument();
  });

  it('opens a notification with a route and marks it read', async () => {
    const user = userEvent.setup();
    const { api, router } = await renderPage();
    await itemTitles();
    await user.click(screen.getByRole('link', { name: /LEO, seu mentor estratégico/ }));
    expect(router.state.location.pathname).toBe('/mentor-ia');
    await waitFor(() => expect(api.requestsTo('PATCH', `/api/notifications/${MENTOR.id}`)).toHaveLength(1));
  });

  it('offers a retry when the list cannot load', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeNotificationServer([NEW_SESSION]);
    server.override('list', apiError(500, 'INTERNAL'));
    stubApi(server.routes);
    await renderRoutes([{ path: '/notificacoes', element: <NotificationsPage /> }], { path: '/notificacoes' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as notificações.');

    server.override('list', null);
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await itemTitles()).toEqual(['Nova Sessão Iniciada']);
    error.mockRestore();
  });
});
