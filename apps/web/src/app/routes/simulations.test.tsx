import { fakeSimulationServer } from '@/features/simulations/testing/fake-simulations';
import { apiError, PREFERENCES, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { SubscriptionCheckResponse } from '@alavanca/contracts/subscription';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SimulationsRoute } from './simulations';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

function check(fields: Partial<SubscriptionCheckResponse>): Route {
  return { body: { currentUsage: 0, plan: 'free', allowed: true, success: true, error: null, limit: 1, ...fields } };
}

async function renderRoute(routes: Record<string, Route>) {
  const server = fakeSimulationServer([]);
  const api = stubApi({
    'GET /api/preferences': { body: { ...PREFERENCES, country: 'FR', currency: 'EUR' } },
    ...server.routes,
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: '/simulacao-negocio', Component: SimulationsRoute },
      { path: '/simulacao-negocio/:id', element: <p>month screen</p> },
    ],
    { path: '/simulacao-negocio' },
  );
  await screen.findByTestId('empty-state');
  return { ...view, api, user: userEvent.setup() };
}

const LIMIT_TOAST = {
  description: 'Você atingiu seu limite de simulações para seu plano atual.',
  action: expect.objectContaining({ label: 'Ver planos' }),
};

describe('/simulacao-negocio', () => {
  beforeEach(() => {
    notify.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the plans’ usage check before opening the form, and the form starts from the user’s preferences', async () => {
    const { api, user } = await renderRoute({ 'POST /api/subscription-check': check({ allowed: true }) });
    await user.click(screen.getByRole('button', { name: 'Nova simulação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova simulação' });
    expect(api.requestsTo('POST', '/api/subscription-check')).toEqual([
      { method: 'POST', path: '/api/subscription-check', body: { usageType: 'simulations', action: 'check' } },
    ]);
    expect(within(dialog).getByRole('combobox', { name: 'País' })).toHaveTextContent('França');
    expect(within(dialog).getByRole('combobox', { name: 'Moeda' })).toHaveTextContent('EUR');
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido' }));
  });

  it('shows “Limite Atingido” and does not open the form when the check refuses', async () => {
    const { api, user } = await renderRoute({
      'POST /api/subscription-check': check({ allowed: false, currentUsage: 1 }),
    });
    await user.click(screen.getByRole('button', { name: 'Nova simulação' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: 'Limite Atingido', variant: 'warning', ...LIMIT_TOAST }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/simulations')).toEqual([]);
  });

  it('counts a failed check as not allowed (spec §5): no form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderRoute({ 'POST /api/subscription-check': apiError(503, 'SERVICE_UNAVAILABLE') });
    await user.click(screen.getByRole('button', { name: 'Nova simulação' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: 'Limite Atingido', variant: 'warning', ...LIMIT_TOAST }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('shows “Limite Atingido” when the server refuses the creation itself (403), with the form closed', async () => {
    const { user, router } = await renderRoute({
      'POST /api/subscription-check': check({ allowed: true }),
      'POST /api/simulations': apiError(403, 'QUOTA_EXCEEDED'),
    });
    await user.click(screen.getByRole('button', { name: 'Nova simulação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova simulação' });
    await user.type(within(dialog).getByLabelText('Nome da empresa'), 'Café Aurora');
    await user.click(within(dialog).getByRole('button', { name: 'Criar simulação' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: 'Limite Atingido', variant: 'warning', ...LIMIT_TOAST }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/simulacao-negocio');
  });
});
