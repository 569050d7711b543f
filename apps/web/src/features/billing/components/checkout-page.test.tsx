import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { CARD_MESSAGES } from '@alavanca/contracts/billing';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ID, FREE_SANDBOX, PAID_CHECKOUT, PENDING_CHECKOUT, futureExpiry } from '../testing/fixtures';
import { CheckoutPage } from './checkout-page';

const EXPIRY = futureExpiry();

async function renderCheckout({
  path = '/dashboard/checkout?plan=pro',
  routes = {},
}: { path?: string; routes?: Record<string, Route> } = {}) {
  const api = stubApi({ 'GET /api/subscription': { body: FREE_SANDBOX }, ...routes });
  const view = await renderRoutes(
    [
      { path: '/dashboard/checkout', element: <CheckoutPage pricing={{ currency: 'BRL', numberFormat: 'decimal' }} /> },
      { path: '/dashboard/subscription-success', element: <p>success screen</p> },
      { path: '/dashboard/planos', element: <p>plans screen</p> },
    ],
    { path },
  );
  return { api, ...view };
}

const field = {
  holder: () => screen.getByLabelText('Nome impresso no cartão'),
  number: () => screen.getByLabelText('Número do cartão'),
  expiry: () => screen.getByLabelText('Validade (MM/AA)'),
  cvc: () => screen.getByLabelText('Código de segurança (CVC)'),
};
const payButton = () => screen.getByRole('button', { name: 'Pagar e assinar o Pro' });

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { holder?: string; number?: string; expiry?: string; cvc?: string },
) {
  await screen.findByTestId('card-form');
  if (card.holder) await user.type(field.holder(), card.holder);
  if (card.number) await user.type(field.number(), card.number);
  if (card.expiry) await user.type(field.expiry(), card.expiry);
  if (card.cvc) await user.type(field.cvc(), card.cvc);
}

const VALID_CARD = { holder: 'Ana Souza', number: '4242424242424242', expiry: EXPIRY, cvc: '123' };

describe('checkout page (sandbox)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the order summary in the user’s currency, the test-mode banner and labelled card fields', async () => {
    await renderCheckout();
    expect(await screen.findByRole('heading', { level: 2, name: 'Assinar o plano Pro' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(summary).getByText('Plano Pro')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-price')).toHaveTextContent('R$ 79,00/mês');
    expect(within(summary).getByText('10 simulações por mês')).toBeInTheDocument();
    expect(within(summary).getByText('Consultas ao mentor ilimitadas')).toBeInTheDocument();
    // From Free the full month is charged: no proration note.
    expect(within(summary).queryByTestId('order-proration')).not.toBeInTheDocument();

    const banner = screen.getByRole('region', { name: 'Modo de teste' });
    expect(within(banner).getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(within(banner).getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Com qualquer validade futura e qualquer CVC.');

    expect(field.holder()).toHaveAttribute('autocomplete', 'cc-name');
    expect(field.number()).toHaveAttribute('autocomplete', 'cc-number');
    expect(field.number()).toHaveAttribute('inputmode', 'numeric');
    expect(field.expiry()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field.expiry()).toHaveAttribute('placeholder', 'MM/AA');
    expect(field.cvc()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(field.cvc()).toHaveAccessibleDescription(
      '3 dígitos no verso do cartão; no American Express, 4 dígitos na frente.',
    );
  });

  it('notes the prorated charge when upgrading from a paid plan', async () => {
    await renderCheckout({ routes: { 'GET /api/subscription': { body: { ...FREE_SANDBOX, plan: 'basic' } } } });
    expect(await screen.findByTestId('order-proration')).toHaveTextContent('Como você já assina o plano Basic');
  });

  it('groups the number as it is typed and names the brand', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await fillCard(user, { number: '4242424242424242' });
    expect(field.number()).toHaveValue('4242 4242 4242 4242');
    expect(field.number()).toHaveAccessibleDescription('Bandeira: Visa');

    await user.clear(field.number());
    await user.type(field.number(), '378282246310005');
    expect(field.number()).toHaveValue('3782 822463 10005');
    expect(field.number()).toHaveAccessibleDescription('Bandeira: American Express');

    await user.type(field.expiry(), '1228');
    expect(field.expiry()).toHaveValue('12/28');
  });

  it('shows each field’s message beside it and sends nothing while the card is invalid', async () => {
    const user = userEvent.setup();
    const { api } = await renderCheckout();
    await screen.findByTestId('card-form');
    await user.click(payButton());

    expect(field.holder()).toHaveAttribute('aria-invalid', 'true');
    expect(field.holder()).toHaveAccessibleDescription('Preencha este campo.');
    expect(field.holder()).toHaveFocus();
    expect(field.number()).toHaveAccessibleDescription(i18next.t(CARD_MESSAGES.number));
    expect(field.expiry()).toHaveAccessibleDescription(i18next.t(CARD_MESSAGES.expiry));

    await fillCard(user, { holder: 'Ana Souza', number: '4242424242424241', expiry: '01/20', cvc: '12' });
    await user.click(payButton());
    expect(field.holder()).not.toHaveAttribute('aria-invalid');
    // A number that fails the check digit, a month long gone, a code too short for Visa.
    expect(field.number()).toHaveAccessibleDescription(`Bandeira: Visa ${i18next.t(CARD_MESSAGES.number)}`);
    expect(field.expiry()).toHaveAccessibleDescription(i18next.t(CARD_MESSAGES.expiry));
    expect(field.cvc()).toHaveAccessibleDescription(expect.stringContaining(i18next.t(CARD_MESSAGES.cvc)));
    expect(api.requestsTo('POST', '/api/billing/checkout')).toHaveLength(0);
  });

  it('pays with an approved card and goes to the confirmation of that checkout', async () => {
    const user = userEvent.setup();
    const { api, router } = await renderCheckout({
      routes: { 'POST /api/billing/checkout': { body: { checkout: PAID_CHECKOUT, redirectUrl: null } } },
    });
    await fillCard(user, VALID_CARD);
    await user.click(payButton());

    expect(await screen.findByText('success screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/subscription-success');
    expect(router.state.location.search).toBe(`?checkout=${CHECKOUT_ID}`);
    expect(api.requestsTo('POST', '/api/billing/checkout')[0]?.body).toEqual({
      plan: 'pro',
      card: { holderName: 'Ana Souza', number: '4242424242424242', expiry: EXPIRY, cvc: '123' },
    });
  });

  it('says the button is working while the payment is processed', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    await renderCheckout();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await fillCard(user, VALID_CARD);
    await user.click(payButton());
    const busy = await screen.findByRole('button', { name: 'Processando pagamento...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ checkout: PAID_CHECKOUT, redirectUrl: null }), { status: 200 }));
    expect(await screen.findByText('success screen')).toBeInTheDocument();
  });

  it('shows a declined card’s message at the card number, keeps what was typed and clears only the CVC', async () => {
    const user = userEvent.setup();
    const { router } = await renderCheckout({
      routes: { 'POST /api/billing/checkout': apiError(402, 'PAYMENT_DECLINED', 'Your card was declined') },
    });
    await fillCard(user, { ...VALID_CARD, number: '4000000000000002' });
    await user.click(payButton());

    const declined = 'O cartão foi recusado. Confira os dados ou use outro cartão, e digite o CVC de novo.';
    await waitFor(() => expect(field.number()).toHaveAccessibleDescription(`Bandeira: Visa ${declined}`));
    expect(field.number()).toHaveAttribute('aria-invalid', 'true');
    expect(field.number()).toHaveFocus();
    expect(field.number()).toHaveValue('4000 0000 0000 0002');
    expect(field.holder()).toHaveValue('Ana Souza');
    expect(field.expiry()).toHaveValue(EXPIRY);
    expect(field.cvc()).toHaveValue('');
    expect(router.state.location.pathname).toBe('/dashboard/checkout');
  });

  it('says so when the payment service fails, keeping the whole card', async () => {
    const user = userEvent.setup();
    await renderCheckout({ routes: { 'POST /api/billing/checkout': apiError(502, 'PAYMENT_PROVIDER_FAILED') } });
    await fillCard(user, VALID_CARD);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(i18next.t('errors.PAYMENT_PROVIDER_FAILED'));
    expect(field.cvc()).toHaveValue('123');
    expect(payButton()).toBeEnabled();
  });

  it('shows the server’s refusal of a card field beside that field, not as a whole-form error', async () => {
    const user = userEvent.setup();
    const { api } = await renderCheckout({
      routes: {
        'POST /api/billing/checkout': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid request body',
              issues: [{ path: 'card.number', message: 'validation.cardNumber' }],
            },
          },
        },
      },
    });
    await fillCard(user, VALID_CARD);
    await user.click(payButton());

    const message = 'Informe um número de cartão válido.';
    await waitFor(() => expect(field.number()).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = field.number().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(field.number()).toHaveAccessibleDescription(`Bandeira: Visa ${message}`);
    expect(field.number()).toHaveFocus();
    // Only the field the server named is marked, and nothing typed is lost.
    expect(field.holder()).not.toHaveAttribute('aria-invalid');
    expect(field.expiry()).not.toHaveAttribute('aria-invalid');
    expect(field.cvc()).not.toHaveAttribute('aria-invalid');
    expect(field.cvc()).toHaveValue('123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/billing/checkout')).toHaveLength(1);
  });

  it('reports a refusal of the server’s own checks that names no card field as a whole-form error', async () => {
    const user = userEvent.setup();
    await renderCheckout({ routes: { 'POST /api/billing/checkout': apiError(400, 'VALIDATION_FAILED') } });
    await fillCard(user, VALID_CARD);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alguns campos não estão corretos. Confira e tente de novo.',
    );
  });

  it('can be filled and paid with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { api } = await renderCheckout({
      routes: { 'POST /api/billing/checkout': { body: { checkout: PAID_CHECKOUT, redirectUrl: null } } },
    });
    await screen.findByTestId('card-form');
    field.holder().focus();
    await user.keyboard('Ana Souza');
    await user.tab();
    expect(field.number()).toHaveFocus();
    await user.keyboard('4242424242424242');
    await user.tab();
    expect(field.expiry()).toHaveFocus();
    await user.keyboard(EXPIRY);
    await user.tab();
    expect(field.cvc()).toHaveFocus();
    await user.keyboard('123{Enter}');
    expect(await screen.findByText('success screen')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/billing/checkout')).toHaveLength(1);
  });
});

describe('checkout page (Stripe)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for no card and sends the browser to Stripe’s page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    const redirectUrl = 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3';
    const { api } = await renderCheckout({
      routes: {
        'GET /api/subscription': { body: { ...FREE_SANDBOX, provider: 'stripe' } },
        'POST /api/billing/checkout': { body: { checkout: PENDING_CHECKOUT, redirectUrl } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continuar para o pagamento seguro' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
    expect(api.requestsTo('POST', '/api/billing/checkout')[0]?.body).toEqual({ plan: 'pro' });
    expect(screen.queryByTestId('card-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Modo de teste' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resumo do pedido' })).toBeInTheDocument();
    // The page stays while Stripe's loads; a second click must not open a second checkout.
    expect(screen.getByRole('button', { name: 'Abrindo o pagamento seguro...' })).toBeDisabled();
  });

  it('says so when Stripe cannot be reached', async () => {
    const user = userEvent.setup();
    await renderCheckout({
      routes: {
        'GET /api/subscription': { body: { ...FREE_SANDBOX, provider: 'stripe' } },
        'POST /api/billing/checkout': apiError(502, 'PAYMENT_PROVIDER_FAILED'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continuar para o pagamento seguro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18next.t('errors.PAYMENT_PROVIDER_FAILED'));
    expect(screen.getByRole('button', { name: 'Continuar para o pagamento seguro' })).toBeEnabled();
  });
});

describe('checkout page without something to buy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([['/dashboard/checkout'], ['/dashboard/checkout?plan=free'], ['/dashboard/checkout?plan=gold']])(
    '%s asks to choose a plan, with a link to the plans',
    async (path) => {
      const { api } = await renderCheckout({ path });
      expect(await screen.findByRole('heading', { name: 'Escolha um plano para continuar' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/dashboard/planos');
      expect(screen.queryByTestId('card-form')).not.toBeInTheDocument();
      expect(api.requestsTo('POST', '/api/billing/checkout')).toHaveLength(0);
    },
  );

  it('tells a user already on the plan, with a link back', async () => {
    await renderCheckout({
      routes: { 'GET /api/subscription': { body: { ...FREE_SANDBOX, plan: 'pro', limits: PLAN_LIMITS.pro } } },
    });
    expect(await screen.findByRole('heading', { name: 'Você já está no plano Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/dashboard/planos');
    expect(screen.queryByTestId('card-form')).not.toBeInTheDocument();
  });

  it('lets a user on the Pro trial buy Pro', async () => {
    await renderCheckout({
      routes: {
        'GET /api/subscription': {
          body: { ...FREE_SANDBOX, plan: 'pro', status: 'trialing', limits: PLAN_LIMITS.pro },
        },
      },
    });
    expect(await screen.findByTestId('card-form')).toBeInTheDocument();
  });

  it('sends a downgrade to the plans screen instead of charging for it', async () => {
    await renderCheckout({
      path: '/dashboard/checkout?plan=basic',
      routes: { 'GET /api/subscription': { body: { ...FREE_SANDBOX, plan: 'enterprise' } } },
    });
    expect(await screen.findByRole('heading', { name: 'Seu plano atual já inclui mais' })).toBeInTheDocument();
    expect(screen.getByText(/Você está no plano Enterprise\. Para passar ao Basic/)).toBeInTheDocument();
  });

  it('offers a retry when the subscription cannot be read', async () => {
    const user = userEvent.setup();
    const { api } = await renderCheckout({ routes: { 'GET /api/subscription': apiError(503, 'SERVICE_UNAVAILABLE') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar sua assinatura.');
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(api.requestsTo('GET', '/api/subscription')).toHaveLength(2));
  });
});
