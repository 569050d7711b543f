import { ApiError } from '@/lib/api-client';
import { renderRoutes } from '@/test/render';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLimitReached } from './use-limit-reached';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

type Hooks = ReturnType<typeof useLimitReached>;

/** Renders the hook inside a router, on a feature's screen, with the in-app plans screen beside it. */
async function renderHook() {
  const hooks = {} as Hooks;
  function Probe() {
    Object.assign(hooks, useLimitReached());
    return <p>screen</p>;
  }
  const view = await renderRoutes(
    [
      { path: '/simulacao-negocio', element: <Probe /> },
      { path: '/dashboard/planos', element: <p>plans screen</p> },
    ],
    { path: '/simulacao-negocio' },
  );
  return { ...view, hooks };
}

type ToastOptions = { action: { label: string; onClick: () => void } };

describe('useLimitReached', () => {
  beforeEach(() => {
    notify.mockClear();
  });

  it('shows “Limite Atingido” with the server’s words and a way to the plans', async () => {
    const { hooks, router } = await renderHook();
    act(() => hooks.showLimitReached('simulations', 'Seu plano Free permite 1 simulação por mês.'));
    expect(notify).toHaveBeenCalledWith({
      title: 'Limite Atingido',
      description: 'Seu plano Free permite 1 simulação por mês.',
      variant: 'warning',
      action: { label: 'Ver planos', onClick: expect.any(Function) },
    });

    const [options] = notify.mock.calls[0] as [ToastOptions];
    act(() => options.action.onClick());
    expect(await screen.findByText('plans screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/planos');
  });

  it('falls back to the catalog’s message naming the counter when the server gives none', async () => {
    const { hooks } = await renderHook();
    act(() => hooks.showLimitReached('validations', null));
    expect(notify).toHaveBeenCalledWith({
      title: 'Limite Atingido',
      description: 'Você atingiu seu limite de validações para seu plano atual.',
      variant: 'warning',
      action: expect.objectContaining({ label: 'Ver planos' }),
    });
  });

  it('turns any feature’s QUOTA_EXCEEDED into the same toast, and leaves other errors to the caller', async () => {
    const { hooks } = await renderHook();

    expect(hooks.handleQuotaError(new ApiError('QUOTA_EXCEEDED', 403, 'quota exceeded'), 'aiConsultations')).toBe(true);
    expect(notify).toHaveBeenCalledWith({
      title: 'Limite Atingido',
      description: 'Você atingiu seu limite de consultas ao mentor para seu plano atual.',
      variant: 'warning',
      action: expect.objectContaining({ label: 'Ver planos' }),
    });

    notify.mockClear();
    expect(hooks.handleQuotaError(new ApiError('INTERNAL', 500, 'boom'), 'aiConsultations')).toBe(false);
    expect(hooks.handleQuotaError(new Error('offline'), 'reports')).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});
