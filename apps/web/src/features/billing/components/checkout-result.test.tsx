import { usageQueryKey } from '@/lib/query-keys';
import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_POLL_INTERVAL_MS, CHECKOUT_POLL_TIMEOUT_MS } from '../api/get-checkout';
import { CHECKOUT_ID, FAILED_CHECKOUT, FREE_SANDBOX, PAID_CHECKOUT, PENDING_CHECKOUT } from '../testing/fixtures';
import { CheckoutResult } from './checkout-result';

const CHECKOUT_PATH = `/api/billing/checkouts/${CHECKOUT_ID}`;

async function renderResult(
  route: Route | undefined,
  path = `/dashboard/subscription-success?checkout=${CHECKOUT_ID}`,
) {
  const api = stubApi(route ? { [`GET ${CHECKOUT_PATH}`]: route } : {});
  const view = await renderRoutes(
    [{ path: '/dashboard/subscription-success', element: <CheckoutResult numberFormat="decimal" /> }],
    { path },
  );
  return { api, ...view };
}

/** Lets the fake clock run, flushing the fetches and renders it sets off. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('subscription success page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('confirms a paid checkout with the new plan, its limits and the amount, and refreshes the usage', async () => {
    const { api, queryClient } = await renderResult({ body: { checkout: PAID_CHECKOUT } });
    // The app-wide usage cache as the avatar menu holds it: still on Free.
    queryClient.setQueryData(usageQueryKey, FREE_SANDBOX);

    expect(await screen.findByRole('heading', { name: 'Pagamento confirmado!' })).toBeInTheDocument();
    expect(screen.getByText('Sua conta agora está no plano Pro.')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('Valor cobrado: R$ 79,00');
    const limits = screen.getByTestId('plan-limits');
    expect(within(limits).getByText('10 simulações por mês')).toBeInTheDocument();
    expect(within(limits).getByText('Relatórios ilimitados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
    // The avatar's indicator and panel read the new plan without a reload.
    expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(true);
    expect(api.requestsTo('GET', CHECKOUT_PATH)).toHaveLength(1);
  });

  it('waits politely for a pending checkout and shows the confirmation once the provider confirms it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const { api, queryClient } = await renderResult(() => {
      answers += 1;
      return { body: { checkout: answers < 3 ? PENDING_CHECKOUT : PAID_CHECKOUT } };
    });
    queryClient.setQueryData(usageQueryKey, FREE_SANDBOX);

    expect(await screen.findByRole('heading', { name: 'Confirmando seu pagamento' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-result')).toHaveAttribute('aria-live', 'polite');
    expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(false);

    await advance(CHECKOUT_POLL_INTERVAL_MS);
    expect(api.requestsTo('GET', CHECKOUT_PATH)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Confirmando seu pagamento' })).toBeInTheDocument();

    await advance(CHECKOUT_POLL_INTERVAL_MS);
    expect(await screen.findByRole('heading', { name: 'Pagamento confirmado!' })).toBeInTheDocument();
    expect(queryClient.getQueryState(usageQueryKey)?.isInvalidated).toBe(true);

    // Paid is final: no more asking.
    await advance(CHECKOUT_POLL_INTERVAL_MS * 3);
    expect(api.requestsTo('GET', CHECKOUT_PATH)).toHaveLength(3);
  });

  it('stops asking after a minute and says the payment is still processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await renderResult({ body: { checkout: PENDING_CHECKOUT } });
    await screen.findByRole('heading', { name: 'Confirmando seu pagamento' });

    await advance(CHECKOUT_POLL_TIMEOUT_MS);
    expect(
      await screen.findByRole('heading', { name: 'Seu pagamento ainda está em processamento' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Não pague de novo/)).toBeInTheDocument();
    const asked = api.requestsTo('GET', CHECKOUT_PATH).length;
    // One request on arrival, then one every 2 s for 60 s.
    expect(asked).toBeGreaterThanOrEqual(CHECKOUT_POLL_TIMEOUT_MS / CHECKOUT_POLL_INTERVAL_MS);
    expect(asked).toBeLessThanOrEqual(CHECKOUT_POLL_TIMEOUT_MS / CHECKOUT_POLL_INTERVAL_MS + 1);

    await advance(CHECKOUT_POLL_INTERVAL_MS * 5);
    expect(api.requestsTo('GET', CHECKOUT_PATH)).toHaveLength(asked);

    // The user may still ask once more by hand.
    await act(async () => screen.getByRole('button', { name: 'Verificar de novo' }).click());
    await advance(0);
    expect(api.requestsTo('GET', CHECKOUT_PATH)).toHaveLength(asked + 1);
  });

  it('says a failed payment changed nothing, with a retry of the same plan and the plans', async () => {
    await renderResult({ body: { checkout: FAILED_CHECKOUT } });
    expect(await screen.findByRole('heading', { name: 'O pagamento não foi concluído' })).toBeInTheDocument();
    expect(screen.getByText(/seu plano continua o mesmo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentar de novo' })).toHaveAttribute(
      'href',
      '/dashboard/checkout?plan=pro',
    );
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
  });

  it('has nothing to confirm for a checkout the server does not know (or is someone else’s)', async () => {
    const { api } = await renderResult(apiError(404, 'NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Nenhum pagamento para confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
    // A 404 is final: not asked again.
    expect(api.requestsTo('GET', CHECKOUT_PATH)).toHaveLength(1);
  });

  it.each([['/dashboard/subscription-success'], ['/dashboard/subscription-success?checkout=not-a-checkout']])(
    'has nothing to confirm at %s, without asking the server',
    async (path) => {
      const { api } = await renderResult(undefined, path);
      expect(await screen.findByRole('heading', { name: 'Nenhum pagamento para confirmar' })).toBeInTheDocument();
      expect(api.requests).toEqual([]);
    },
  );
});
