import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { Notification } from '@alavanca/contracts/notifications';
import { NOTIFICATION_LIST_MAX_HEIGHT_PX } from '@alavanca/domain/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsQueryKey } from '../api/get-notifications';
import { fakeNotificationServer, makeNotification } from '../testing/fake-notifications';
import { NotificationBell } from './notification-bell';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const NEW_SESSION = makeNotification({ minutesAgo: 5 });
const MENTOR = makeNotification({
  title: 'notifications:motivation.bia.title',
  description: 'notifications:motivation.bia.lines.7',
  type: 'info',
  route: '/mentor-ia',
  minutesAgo: 90,
});
// Plain text, with the characters i18next would read as a namespace and an interpolation.
const PLAIN = makeNotification({
  title: 'Fatura: {{mês}} paga',
  description: 'Recebemos R$ 49,90: obrigado!',
  type: 'danger',
  read: true,
  minutesAgo: 60 * 24 * 2,
});

async function renderBell(notifications: readonly Notification[] = [NEW_SESSION, MENTOR, PLAIN]) {
  const server = fakeNotificationServer(notifications);
  const api = stubApi(server.routes);
  const view = await renderRoutes(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '/mentor-ia', element: <p>mentor screen</p> },
      { path: '/notificacoes', element: <p>notifications screen</p> },
    ],
    { path: '/dashboard' },
  );
  const bell = () => screen.getByTestId('notification-bell');
  await waitFor(() => expect(api.requestsTo('GET', '/api/notifications')).toHaveLength(1));
  return { ...view, api, server, bell };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, bell: HTMLElement) {
  await user.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notificações' });
  return panel;
}

describe('NotificationBell', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a dot while anything is unread and names the count for screen readers', async () => {
    const { bell, api } = await renderBell();
    expect(api.requests[0]?.query).toEqual({ filter: 'all' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)'));
    const dot = screen.getByTestId('notification-dot');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(bell()).toContainElement(dot);
  });

  it('says "1 não lida" for one, and has no dot with nothing unread', async () => {
    const { bell, unmount } = await renderBell([NEW_SESSION, PLAIN]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    unmount();

    const next = await renderBell([PLAIN]);
    await waitFor(() => expect(next.bell()).toHaveAccessibleName('Notificações'));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('lists the latest notifications in a 300 px scrolling panel: translated keys, plain text as is, type, time and unread state', async () => {
    const user = userEvent.setup();
    const { bell } = await renderBell();
    const panel = await openPanel(user, bell());
    expect(within(panel).getByTestId('notification-panel-list')).toHaveStyle({
      maxHeight: `${NOTIFICATION_LIST_MAX_HEIGHT_PX}px`,
    });
    expect(panel).toHaveClass('w-80');

    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    const [session, mentor, plain] = items as [HTMLElement, HTMLElement, HTMLElement];

    // Catalog keys are translated into pt-BR…
    expect(session).toHaveTextContent('Nova Sessão Iniciada');
    expect(session).toHaveTextContent(
      'Sua conta foi acessada agora. Se não foi você, troque sua senha nas configurações.',
    );
    expect(mentor).toHaveTextContent('BIA, sua mentora motivacional');
    expect(mentor).toHaveTextContent(
      'Escolha uma tarefa pequena para hoje e termine. Um passo por dia também é avançar.',
    );
    // …and plain text is shown exactly as written.
    expect(plain).toHaveTextContent('Fatura: {{mês}} paga');
    expect(plain).toHaveTextContent('Recebemos R$ 49,90: obrigado!');

    expect(within(session).getByText('há 5 minutos')).toHaveAttribute('dateTime', NEW_SESSION.createdAt);
    expect(within(mentor).getByText('há 1 hora')).toBeInTheDocument();
    expect(within(plain).getByText('anteontem')).toBeInTheDocument();

    // The type is an icon and a spoken label, never colour alone.
    expect(within(session).getByTestId('notification-type')).toHaveAttribute('data-type', 'warning');
    expect(within(session).getByTestId('notification-type')).toHaveTextContent('Aviso');
    expect(within(plain).getByTestId('notification-type')).toHaveTextContent('Alerta');

    // Unread: a marker, a spoken "Não lida" and the mark-read action; read: none of them.
    expect(within(session).getByTestId('unread-marker')).toHaveAttribute('aria-hidden', 'true');
    expect(within(session).getByText(/Não lida/)).toHaveClass('sr-only');
    expect(within(session).getByRole('button', { name: 'Marcar como lida: Nova Sessão Iniciada' })).toBeInTheDocument();
    expect(within(plain).queryByTestId('unread-marker')).not.toBeInTheDocument();
    expect(within(plain).queryByRole('button')).not.toBeInTheDocument();

    expect(within(panel).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notificacoes');
  });

  it('marks one notification read: the request, the row and the count', async () => {
    const user = userEvent.setup();
    const { bell, api } = await renderBell();
    const panel = await openPanel(user, bell());
    await user.click(within(panel).getByRole('button', { name: 'Marcar como lida: Nova Sessão Iniciada' }));

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    expect(api.requestsTo('PATCH', `/api/notifications/${NEW_SESSION.id}`)).toEqual([
      { method: 'PATCH', path: `/api/notifications/${NEW_SESSION.id}`, body: { read: true } },
    ]);
    const session = within(panel).getAllByTestId('notification-item')[0]!;
    expect(session).toHaveAttribute('data-read', 'true');
    expect(within(session).queryByRole('button')).not.toBeInTheDocument();
    // The focus that left with the button lands on the item, not on the page.
    await waitFor(() => expect(session).toHaveFocus());
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
  });

  it('says so when marking one fails, and keeps it unread', async () => {
    const user = userEvent.setup();
    const { bell, server } = await renderBell();
    server.routes[`PATCH /api/notifications/${NEW_SESSION.id}`] = apiError(500, 'INTERNAL');
    const panel = await openPanel(user, bell());
    await user.click(within(panel).getByRole('button', { name: 'Marcar como lida: Nova Sessão Iniciada' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro',
        description: 'Não foi possível marcar a notificação como lida. Tente de novo.',
        variant: 'destructive',
      }),
    );
    expect(within(panel).getByRole('button', { name: 'Marcar como lida: Nova Sessão Iniciada' })).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)');
  });

  it('opens an item with a route, marking it read', async () => {
    const user = userEvent.setup();
    const { bell, api, router } = await renderBell();
    const panel = await openPanel(user, bell());
    await user.click(within(panel).getByRole('link', { name: /BIA, sua mentora motivacional/ }));

    expect(router.state.location.pathname).toBe('/mentor-ia');
    expect(await screen.findByText('mentor screen')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('PATCH', `/api/notifications/${MENTOR.id}`)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks all read: the dot goes, the action turns off, and the specification’s toast shows', async () => {
    const user = userEvent.setup();
    const { bell, api } = await renderBell();
    const panel = await openPanel(user, bell());
    const markAll = within(panel).getByRole('button', { name: 'Marcar todas como lidas' });
    expect(markAll).not.toHaveAttribute('aria-disabled');
    await user.click(markAll);

    await waitFor(() => expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Notificações');
    expect(api.requestsTo('POST', '/api/notifications/read-all')).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Notificações',
      description: 'Todas as notificações foram marcadas como lidas.',
      variant: 'success',
    });
    expect(within(panel).queryAllByTestId('unread-marker')).toHaveLength(0);
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    await user.click(markAll);
    expect(api.requestsTo('POST', '/api/notifications/read-all')).toHaveLength(1);
  });

  it('says so when marking all fails, and keeps the unread state', async () => {
    const user = userEvent.setup();
    const { bell, server } = await renderBell();
    server.override('readAll', apiError(500, 'INTERNAL'));
    const panel = await openPanel(user, bell());
    await user.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro',
        description: 'Não foi possível marcar as notificações como lidas',
        variant: 'destructive',
      }),
    );
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)');
  });

  it('has the action off when nothing is unread, and says there is nothing yet when empty', async () => {
    const user = userEvent.setup();
    const { bell } = await renderBell([]);
    const panel = await openPanel(user, bell());
    expect(within(panel).getByRole('button', { name: 'Marcar todas como lidas' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(panel).getByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeNotificationServer([NEW_SESSION]);
    server.override('list', apiError(503, 'SERVICE_UNAVAILABLE'));
    stubApi(server.routes);
    await renderRoutes([{ path: '/dashboard', element: <NotificationBell /> }], { path: '/dashboard' });
    const panel = await openPanel(user, screen.getByTestId('notification-bell'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Não foi possível carregar as notificações.');
    expect(error).toHaveBeenCalled();

    server.override('list', null);
    await user.click(within(panel).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(panel).findByText('Nova Sessão Iniciada')).toBeInTheDocument();
    error.mockRestore();
  });

  it('announces new notifications to screen readers when they arrive, not on the first load', async () => {
    const { bell, server, queryClient } = await renderBell([NEW_SESSION]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificações (1 não lida)'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    server.add(makeNotification({ minutesAgo: 0 }));
    await act(() => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Você tem 2 notificações não lidas'));
    expect(bell()).toHaveAccessibleName('Notificações (2 não lidas)');
  });
});
