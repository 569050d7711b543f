import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { SubscriptionCheckResponse } from '@alavanca/contracts/subscription';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionQueryOptions } from '@/lib/api/get-subscription';
import { makeSubscription } from '../testing/fake-billing';
import { useUsageCheck } from './use-usage-check';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

function answer(fields: Partial<SubscriptionCheckResponse>): Route {
  return { body: { currentUsage: 0, plan: 'free', allowed: true, success: true, error: null, limit: 1, ...fields } };
}

type Hooks = ReturnType<typeof useUsageCheck>;

/** Renders the hooks inside a router and a query cache that already holds the subscription. */
async function renderHooks(routes: Record<string, Route>) {
  const api = stubApi(routes);
  const hooks = {} as Hooks;
  function Probe() {
    Object.assign(hooks, useUsageCheck());
    return <p>screen</p>;
  }
  const view = await renderRoutes(
    [
      { path: '/simulacao-negocio', element: <Probe /> },
      { path: '/dashboard/planos', element: <p>plans screen</p> },
    ],
    { path: '/simulacao-negocio' },
  );
  view.queryClient.setQueryData(subscriptionQueryOptions.queryKey, makeSubscription());
  return { ...view, api, hooks };
}

const cachedUsage = (queryClient: Awaited<ReturnType<typeof renderHooks>>['queryClient']) =>
  queryClient.getQueryData(subscriptionQueryOptions.queryKey)?.usage;

describe('useUsageCheck', () => {
  beforeEach(() => {
    notify.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks before an action: asks the server and answers whether one more use fits', async () => {
    const { hooks, api } = await renderHooks({
      'POST /api/subscription-check': answer({ allowed: true, currentUsage: 0 }),
    });
    await expect(hooks.checkUsage('simulations')).resolves.toBe(true);
    expect(api.requestsTo('POST', '/api/subscription-check')).toEqual([
      { method: 'POST', path: '/api/subscription-check', body: { usageType: 'simulations', action: 'check' } },
    ]);
  });

  it('answers not allowed when the server says the limit is reached, without a toast', async () => {
    const { hooks } = await renderHooks({
      'POST /api/subscription-check': answer({ allowed: false, currentUsage: 1 }),
    });
    await expect(hooks.checkUsage('simulations')).resolves.toBe(false);
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido' }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('counts a failed check as not allowed and only logs it (signed out included)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hooks } = await renderHooks({ 'POST /api/subscription-check': apiError(401, 'UNAUTHENTICATED') });
    await expect(hooks.checkUsage('validations')).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido' }));
    error.mockRestore();
  });

  it('counts a use and sets the cached counter to the server’s current usage', async () => {
    const { hooks, api, queryClient } = await renderHooks({
      'POST /api/subscription-check': answer({
        allowed: true,
        success: true,
        currentUsage: 4,
        plan: 'basic',
        limit: 20,
      }),
    });
    let allowed: boolean | undefined;
    await act(async () => {
      allowed = await hooks.incrementUsage('aiConsultations');
    });
    expect(allowed).toBe(true);
    expect(api.requests.at(-1)?.body).toEqual({ usageType: 'aiConsultations', action: 'increment' });
    // The server's number, not the cached 0 plus one.
    expect(cachedUsage(queryClient)).toEqual({ simulations: 0, validations: 0, aiConsultations: 4, reports: 0 });
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido' }));
  });

  it('shows “Limite Atingido” with the server’s message when the increment is refused, with a way to the plans', async () => {
    const { hooks, router, queryClient } = await renderHooks({
      'POST /api/subscription-check': answer({
        allowed: false,
        success: false,
        currentUsage: 1,
        error: 'Seu plano Free permite 1 simulação por mês.',
      }),
    });
    let allowed: boolean | undefined;
    await act(async () => {
      allowed = await hooks.incrementUsage('simulations');
    });
    expect(allowed).toBe(false);
    expect(notify).toHaveBeenCalledWith({
      title: 'Limite Atingido',
      variant: 'warning',
      description: 'Seu plano Free permite 1 simulação por mês.',
      action: { label: 'Ver planos', onClick: expect.any(Function) },
    });
    expect(cachedUsage(queryClient)?.simulations).toBe(1);
    // The limit's toast only.
    expect(notify).toHaveBeenCalledTimes(1);

    const [options] = notify.mock.lastCall as [{ action: { onClick: () => void } }];
    act(() => options.action.onClick());
    expect(await screen.findByText('plans screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/planos');
  });

  it('falls back to the catalog’s message, naming the counter, when the server gives none', async () => {
    const { hooks } = await renderHooks({
      'POST /api/subscription-check': answer({ allowed: false, success: false, currentUsage: 1, error: null }),
    });
    await act(() => hooks.incrementUsage('simulations'));
    expect(notify).toHaveBeenCalledWith({
      title: 'Limite Atingido',
      variant: 'warning',
      description: 'Você atingiu seu limite de simulações para seu plano atual.',
      action: expect.objectContaining({ label: 'Ver planos' }),
    });
  });

  it('says the use could not be recorded when the increment request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hooks, queryClient } = await renderHooks({
      'POST /api/subscription-check': apiError(503, 'SERVICE_UNAVAILABLE'),
    });
    let allowed: boolean | undefined;
    await act(async () => {
      allowed = await hooks.incrementUsage('validations');
    });
    expect(allowed).toBe(false);
    expect(notify).toHaveBeenCalledWith({
      title: 'Erro',
      description: 'Falha ao registrar uso de validações. Tente novamente.',
      variant: 'destructive',
    });
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Limite Atingido' }));
    expect(cachedUsage(queryClient)?.validations).toBe(0);
    error.mockRestore();
  });
});
