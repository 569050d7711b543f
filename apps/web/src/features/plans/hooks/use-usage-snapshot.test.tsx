import { AppShell } from '@/components/layouts/app-shell/app-shell';
import { usageQueryKey } from '@/lib/query-keys';
import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { DatePreferences } from '@alavanca/domain/locale/format';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBillingServer, makeSubscription } from '../testing/fake-billing';
import { useUsageSnapshot } from './use-usage-snapshot';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const BRAZIL: DatePreferences = { dateFormat: 'DD/MM/YYYY', timezone: 'America/Sao_Paulo' };

// The signed-in layout's use of the hook: the shell shows whatever it returns.
function Shell({ dates = BRAZIL }: { dates?: DatePreferences }) {
  const usage = useUsageSnapshot(dates);
  return (
    <AppShell user={TEST_USER} usage={usage} onSignOut={() => {}}>
      <p>screen</p>
    </AppShell>
  );
}

async function openMenu() {
  await userEvent.click(screen.getByTestId('avatar-menu'));
  return screen.findByTestId('usage-summary');
}

const LOAD_FAILED = {
  title: 'Erro ao carregar assinatura',
  description: 'Falha ao carregar os dados da sua assinatura. Tente novamente mais tarde.',
  variant: 'destructive',
};

describe('useUsageSnapshot in the app shell', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the default Free plan with nothing used while the subscription loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    await renderRoutes([{ path: '*', element: <Shell /> }], { path: '/dashboard' });
    expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'green');
    const summary = await openMenu();
    expect(summary).toHaveTextContent('Plano Free');
    expect(within(summary).getByRole('progressbar', { name: 'Simulações' })).toHaveAttribute(
      'aria-valuemax',
      String(PLAN_LIMITS.free.simulations),
    );
    expect(within(summary).getByRole('progressbar', { name: 'Simulações' })).toHaveAttribute('aria-valuenow', '0');
    // The date is the server's to give: none is made up while it has not answered.
    expect(within(summary).queryByTestId('usage-renewal')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says once that the subscription could not load, and keeps the default Free plan', async () => {
    const api = stubApi({ 'GET /api/subscription': apiError(500, 'INTERNAL') });
    const { queryClient } = await renderRoutes([{ path: '*', element: <Shell /> }], { path: '/dashboard' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith(LOAD_FAILED));

    // A refetch that fails again (a realtime event, say) does not repeat the toast.
    await act(() => queryClient.invalidateQueries({ queryKey: usageQueryKey }));
    await waitFor(() => expect(api.requestsTo('GET', '/api/subscription')).toHaveLength(2));
    expect(notify).toHaveBeenCalledTimes(1);

    expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'green');
    expect(await openMenu()).toHaveTextContent('Plano Free');
  });

  it('keeps the server’s last numbers when a later refetch fails, and says the refresh failed', async () => {
    const server = fakeBillingServer(
      makeSubscription({ plan: 'basic', usage: { simulations: 4, validations: 0, aiConsultations: 0, reports: 0 } }),
    );
    const api = stubApi(server.routes);
    const { queryClient } = await renderRoutes([{ path: '*', element: <Shell /> }], { path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'red'));

    stubApi({ 'GET /api/subscription': apiError(503, 'SERVICE_UNAVAILABLE') });
    await act(() => queryClient.invalidateQueries({ queryKey: usageQueryKey }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(LOAD_FAILED));
    expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'red');
    expect(await openMenu()).toHaveTextContent('Plano Basic');
    expect(api.requestsTo('GET', '/api/subscription')).toHaveLength(1);
  });

  it('colours the indicator from the server’s usage and shows the server’s numbers', async () => {
    const server = fakeBillingServer(
      makeSubscription({ plan: 'basic', usage: { simulations: 1, validations: 0, aiConsultations: 18, reports: 0 } }),
    );
    stubApi(server.routes);
    await renderRoutes([{ path: '*', element: <Shell /> }], { path: '/dashboard' });
    // 18 of 20 mentor sessions is 90 %: red.
    await waitFor(() => expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'red'));
    expect(screen.getByTestId('avatar-menu')).toHaveAccessibleName('Menu da conta, 90% do plano usado');
    const summary = await openMenu();
    expect(summary).toHaveTextContent('Plano Basic');
    expect(within(summary).getByRole('progressbar', { name: 'Consultas ao mentor' })).toHaveAttribute(
      'aria-valuetext',
      '18 de 20',
    );
  });

  it('follows the server when the usage changes (the realtime sync refetches the usage key)', async () => {
    const server = fakeBillingServer(makeSubscription({ plan: 'basic' }));
    stubApi(server.routes);
    const { queryClient } = await renderRoutes([{ path: '*', element: <Shell /> }], { path: '/dashboard' });
    await waitFor(() =>
      expect(screen.getByTestId('avatar-menu')).toHaveAccessibleName('Menu da conta, 0% do plano usado'),
    );

    server.set(
      makeSubscription({ plan: 'basic', usage: { simulations: 3, validations: 0, aiConsultations: 0, reports: 0 } }),
    );
    await act(() => queryClient.invalidateQueries({ queryKey: usageQueryKey }));
    await waitFor(() => expect(screen.getByTestId('usage-indicator')).toHaveAttribute('data-level', 'amber'));
  });

  it('shows the renewal date the server gives, in the user’s time zone and date format', async () => {
    stubApi(fakeBillingServer(makeSubscription()).routes);
    const { unmount } = await renderRoutes([{ path: '*', element: <Shell /> }], { path: '/dashboard' });
    // 02:00 UTC on 12 May is still 11 May in São Paulo.
    expect(await openMenu()).toHaveTextContent('Seus limites renovam em 11/05/2025');
    unmount();

    await renderRoutes(
      [{ path: '*', element: <Shell dates={{ dateFormat: 'YYYY-MM-DD', timezone: 'Europe/Berlin' }} /> }],
      { path: '/dashboard' },
    );
    expect(await openMenu()).toHaveTextContent('Seus limites renovam em 2025-05-12');
  });

  it('marks a running trial and says when it ends', async () => {
    stubApi(
      fakeBillingServer(
        makeSubscription({
          plan: 'pro',
          status: 'trialing',
          limits: PLAN_LIMITS.pro,
          trialEndsAt: '2025-04-26T15:00:00.000Z',
          trialAvailable: false,
        }),
      ).routes,
    );
    await renderRoutes([{ path: '*', element: <Shell /> }], { path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('avatar-menu')).toBeInTheDocument());
    const summary = await openMenu();
    await waitFor(() => expect(summary).toHaveTextContent('Plano Pro'));
    expect(within(summary).getByText('Teste grátis')).toBeInTheDocument();
    expect(within(summary).getByTestId('usage-trial-ends')).toHaveTextContent('Teste grátis até 26/04/2025');
  });
});
