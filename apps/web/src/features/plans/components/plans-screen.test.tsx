import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { Invoice } from '@alavanca/contracts/billing';
import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBillingServer, makeInvoice, makeSubscription } from '../testing/fake-billing';
import { PlansScreen, type PlansScreenPreferences } from './plans-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const BRAZIL: PlansScreenPreferences = {
  currency: 'BRL',
  numberFormat: 'decimal',
  dateFormat: 'DD/MM/YYYY',
  timezone: 'America/Sao_Paulo',
};

const PRO = makeSubscription({
  plan: 'pro',
  trialAvailable: false,
  usage: { simulations: 3, validations: 10, aiConsultations: 42, reports: 7 },
  paymentMethod: { brand: 'visa', last4: '4242' },
});
const TRIAL = makeSubscription({
  plan: 'pro',
  status: 'trialing',
  limits: PLAN_LIMITS.pro,
  trialEndsAt: '2025-04-26T15:00:00.000Z',
  trialAvailable: false,
});

async function renderScreen(
  subscription: SubscriptionState,
  { invoices = [] as Invoice[], preferences = BRAZIL } = {},
) {
  const server = fakeBillingServer(subscription, invoices);
  const api = stubApi(server.routes);
  const view = await renderRoutes(
    [
      { path: '/dashboard/planos', element: <PlansScreen preferences={preferences} /> },
      { path: '/dashboard/checkout', element: <p>checkout screen</p> },
    ],
    { path: '/dashboard/planos' },
  );
  await screen.findByTestId('current-plan');
  return { ...view, api, server };
}

// Intl puts a no-break space between a currency symbol and the amount.
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent.replaceAll('\u00a0', ' '));

const card = (plan: string) => screen.getByTestId(`price-${plan}`).closest('li') as HTMLElement;

describe('PlansScreen: the current period', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('draws one accessible bar per limited counter, with numbers in words and the indicator’s colours', async () => {
    await renderScreen(
      makeSubscription({
        plan: 'basic',
        trialAvailable: false,
        usage: { simulations: 2, validations: 3, aiConsultations: 18, reports: 3 },
      }),
    );
    const usage = within(screen.getByRole('list', { name: 'Uso no período atual' }));

    const simulations = usage.getByRole('progressbar', { name: 'Simulações' });
    expect(simulations).toHaveAttribute('aria-valuenow', '2');
    expect(simulations).toHaveAttribute('aria-valuemin', '0');
    expect(simulations).toHaveAttribute('aria-valuemax', '4');
    expect(simulations).toHaveAttribute('aria-valuetext', '2 de 4');
    expect(simulations).toHaveAttribute('data-level', 'blue');
    expect(usage.getByRole('progressbar', { name: 'Validações' })).toHaveAttribute('data-level', 'amber');
    expect(usage.getByRole('progressbar', { name: 'Consultas ao mentor' })).toHaveAttribute('data-level', 'red');
    // The bars' fills use the avatar indicator's colours.
    expect(simulations).toHaveClass('*:data-[slot=progress-indicator]:bg-info');
    expect(usage.getByRole('progressbar', { name: 'Consultas ao mentor' })).toHaveClass(
      '*:data-[slot=progress-indicator]:bg-destructive',
    );

    // The limit reached is said in words, not only painted red.
    const [, , , reports] = usage.getAllByTestId('usage-meter') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(reports).toHaveTextContent('Relatórios3 / 3Limite atingido');
    expect(within(reports).getByRole('progressbar')).toHaveAttribute('data-level', 'red');
  });

  it('shows unlimited counters as ∞ without a bar, and a counter the plan lacks as not included', async () => {
    await renderScreen(PRO);
    const usage = within(screen.getByRole('list', { name: 'Uso no período atual' }));
    expect(usage.getAllByRole('progressbar')).toHaveLength(2);
    const [, , mentor] = usage.getAllByTestId('usage-meter') as [HTMLElement, HTMLElement, HTMLElement];
    expect(mentor).toHaveTextContent('42 / ∞');
    expect(within(mentor).getByText('42, sem limite')).toHaveClass('sr-only');
    expect(usage.getByRole('progressbar', { name: 'Validações' })).toHaveAttribute('aria-valuenow', '10');
  });

  it('says a counter the plan does not include is not included, without a bar', async () => {
    await renderScreen(makeSubscription());
    const reports = screen.getAllByTestId('usage-meter').at(-1) as HTMLElement;
    expect(reports).toHaveTextContent('RelatóriosNão incluso no seu plano');
    expect(within(reports).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s period and renewal date in the user’s time zone and format', async () => {
    await renderScreen(makeSubscription());
    const current = screen.getByTestId('current-plan');
    expect(current).toHaveTextContent('Seu plano: Free');
    expect(current).toHaveTextContent('Período atual: de 11/04/2025 a 11/05/2025');
    expect(screen.getByTestId('renewal-date')).toHaveTextContent('Seus limites renovam em 11/05/2025');
  });

  it('marks the plan in use among the four', async () => {
    await renderScreen(PRO);
    expect(within(card('pro')).getByText('Plano atual')).toBeInTheDocument();
    expect(within(card('basic')).queryByText('Plano atual')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and a retry when the subscription cannot load', async () => {
    const user = userEvent.setup();
    const server = fakeBillingServer(makeSubscription());
    const api = stubApi({ ...server.routes, 'GET /api/subscription': apiError(500, 'INTERNAL') });
    await renderRoutes([{ path: '/dashboard/planos', element: <PlansScreen preferences={BRAZIL} /> }], {
      path: '/dashboard/planos',
    });
    expect(screen.getByTestId('current-plan-loading')).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar sua assinatura.');
    // The layout already says it in a toast; the screen does not say it twice.
    expect(notify).not.toHaveBeenCalled();

    stubApi(server.routes);
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Seu plano: Free');
    expect(api.requestsTo('GET', '/api/subscription')).toHaveLength(1);
  });
});

describe('PlansScreen: what each plan offers', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers Free users the Pro trial and links every higher plan to its checkout', async () => {
    await renderScreen(makeSubscription());
    expect(
      within(card('pro')).getByRole('button', { name: 'Testar o Pro por 14 dias, sem cartão' }),
    ).toBeInTheDocument();
    expect(within(card('basic')).getByRole('link', { name: 'Fazer upgrade para o Basic' })).toHaveAttribute(
      'href',
      '/dashboard/checkout?plan=basic',
    );
    expect(within(card('pro')).getByRole('link', { name: 'Fazer upgrade para o Pro' })).toHaveAttribute(
      'href',
      '/dashboard/checkout?plan=pro',
    );
    expect(within(card('enterprise')).getByRole('link', { name: 'Fazer upgrade para o Enterprise' })).toHaveAttribute(
      'href',
      '/dashboard/checkout?plan=enterprise',
    );
    expect(within(card('free')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('free')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts the trial: the request, the toast and the screen now on a trial', async () => {
    const user = userEvent.setup();
    const { api } = await renderScreen(makeSubscription());
    await user.click(within(card('pro')).getByRole('button', { name: 'Testar o Pro por 14 dias, sem cartão' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Teste grátis ativado',
        description: 'Aproveite os limites do Pro. Nenhum cartão foi pedido.',
        variant: 'success',
      }),
    );
    expect(api.requestsTo('POST', '/api/subscription/trial')).toHaveLength(1);
    const current = screen.getByTestId('current-plan');
    expect(current).toHaveTextContent('Seu plano: Pro');
    expect(within(current).getByText('Teste grátis')).toBeInTheDocument();
    expect(screen.getByTestId('trial-ends')).toHaveTextContent('Seu teste do Pro termina em 26/04/2025.');
    expect(screen.queryByRole('button', { name: /Testar o Pro/ })).not.toBeInTheDocument();
  });

  it('says the trial was already used, and refreshes the offer from the server', async () => {
    const user = userEvent.setup();
    const { api, server } = await renderScreen(makeSubscription());
    server.override('trial', apiError(409, 'TRIAL_UNAVAILABLE'));
    server.set(makeSubscription({ trialAvailable: false }));
    await user.click(within(card('pro')).getByRole('button', { name: 'Testar o Pro por 14 dias, sem cartão' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro',
        description: 'O teste grátis já foi usado nesta conta. Escolha um plano para ter limites maiores.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Testar o Pro/ })).not.toBeInTheDocument());
    expect(api.requestsTo('GET', '/api/subscription')).toHaveLength(2);
  });

  it('during a trial, links every paid plan, Pro included, to checkout to subscribe', async () => {
    await renderScreen(TRIAL);
    for (const [plan, name] of [
      ['basic', 'Basic'],
      ['pro', 'Pro'],
      ['enterprise', 'Enterprise'],
    ] as const) {
      expect(within(card(plan)).getByRole('link', { name: `Assinar o ${name}` })).toHaveAttribute(
        'href',
        `/dashboard/checkout?plan=${plan}`,
      );
    }
    expect(within(card('free')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes to checkout from an upgrade link', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreen(PRO);
    expect(within(card('basic')).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(card('enterprise')).getByRole('link', { name: 'Fazer upgrade para o Enterprise' }));
    expect(await screen.findByText('checkout screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan=enterprise');
  });
});

describe('PlansScreen: moving down', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks before a downgrade, explains it takes effect on the renewal date, and books it', async () => {
    const user = userEvent.setup();
    const { api } = await renderScreen(PRO);
    await user.click(within(card('basic')).getByRole('button', { name: 'Mudar para o Basic' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mudar para o Basic?' });
    expect(dialog).toHaveAccessibleDescription(
      'Você continua no Pro, com os limites atuais, até 11/05/2025. Nessa data sua conta passa para o Basic, com os limites e o preço desse plano.',
    );
    expect(api.requestsTo('POST', '/api/subscription/change')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mudar para o Basic' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', '/api/subscription/change')).toEqual([
      { method: 'POST', path: '/api/subscription/change', body: { plan: 'basic' } },
    ]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Mudança agendada',
      description: 'Sua conta passa para o Basic no fim do período atual.',
      variant: 'success',
    });
    const banner = screen.getByTestId('pending-change');
    expect(banner).toHaveTextContent('Seu plano muda para o Basic em 11/05/2025.');
    expect(within(card('basic')).getByText('Agendado para 11/05/2025')).toBeInTheDocument();
    // The button that opened the dialog is gone; focus goes to what now describes the change.
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('cancels a subscription after saying the plan lasts until the renewal date', async () => {
    const user = userEvent.setup();
    const { api } = await renderScreen(PRO);
    await user.click(within(card('free')).getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar sua assinatura?' });
    expect(dialog).toHaveTextContent('Você continua no Pro até 11/05/2025 e não será cobrado de novo.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Assinatura cancelada',
        description: 'Você continua no Pro até o fim do período atual.',
        variant: 'success',
      }),
    );
    expect(api.requestsTo('POST', '/api/subscription/change')[0]?.body).toEqual({ plan: 'free' });
    expect(screen.getByTestId('pending-change')).toHaveTextContent(
      'Sua assinatura termina em 11/05/2025. Depois disso, sua conta volta ao plano Free.',
    );
  });

  it('books nothing when the dialog is left by keyboard, and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const { api } = await renderScreen(PRO);
    const downgrade = within(card('basic')).getByRole('button', { name: 'Mudar para o Basic' });
    downgrade.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Mudar para o Basic?' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter o Pro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(downgrade).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', '/api/subscription/change')).toHaveLength(0);
    expect(screen.queryByTestId('pending-change')).not.toBeInTheDocument();
  });

  it('keeps the plan: the banner’s button drops the booked change', async () => {
    const user = userEvent.setup();
    const { api } = await renderScreen({ ...PRO, pendingPlan: 'basic' });
    await user.click(within(screen.getByTestId('pending-change')).getByRole('button', { name: 'Manter meu plano' }));

    await waitFor(() => expect(screen.queryByTestId('pending-change')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', '/api/subscription/change')[0]?.body).toEqual({ plan: 'pro' });
    expect(notify).toHaveBeenCalledWith({
      title: 'Plano mantido',
      description: 'Nada muda: você continua no Pro.',
      variant: 'success',
    });
    expect(within(card('basic')).getByRole('button', { name: 'Mudar para o Basic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seu plano: Pro' })).toHaveFocus();
  });

  it('says so when the change fails, and books nothing', async () => {
    const user = userEvent.setup();
    const { server } = await renderScreen(PRO);
    server.override('change', apiError(503, 'SERVICE_UNAVAILABLE'));
    await user.click(within(card('basic')).getByRole('button', { name: 'Mudar para o Basic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mudar para o Basic' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro',
        description: 'Não conseguimos falar com o servidor. Verifique sua conexão e tente de novo.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByTestId('pending-change')).not.toBeInTheDocument();
    expect(within(card('basic')).getByRole('button', { name: 'Mudar para o Basic' })).toBeInTheDocument();
  });
});

describe('PlansScreen: invoices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists invoices with date, plan, amount in the invoice’s currency and the user’s number format, status and link', async () => {
    const invoices = [
      makeInvoice({
        plan: 'enterprise',
        amountCents: 123_456,
        currency: 'BRL',
        createdAt: '2025-04-12T02:00:00.000Z',
        url: 'https://pay.example.com/in_1',
      }),
      makeInvoice({
        plan: 'pro',
        amountCents: 2_400,
        currency: 'USD',
        status: 'failed',
        createdAt: '2025-03-13T15:00:00.000Z',
      }),
    ];
    await renderScreen(PRO, { invoices });
    const table = await screen.findByRole('table', { name: 'Faturas' });
    const [header, first, second] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'Plano', 'Valor', 'Situação', 'Link da fatura']);

    expect(cellTexts(first)).toEqual(['11/04/2025', 'Enterprise', 'R$ 1.234,56', 'Paga', 'Ver fatura']);
    const link = within(first).getByRole('link', { name: 'Ver fatura de 11/04/2025 (abre em nova aba)' });
    expect(link).toHaveAttribute('href', 'https://pay.example.com/in_1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Dollars stay dollars; the separators follow the user's "decimal" format.
    expect(cellTexts(second)).toEqual(['13/03/2025', 'Pro', 'US$ 24,00', 'Falhou', '']);
  });

  it('follows the “thousand” number format', async () => {
    await renderScreen(PRO, {
      invoices: [makeInvoice({ amountCents: 123_456, currency: 'EUR' })],
      preferences: { ...BRAZIL, numberFormat: 'thousand', dateFormat: 'MM/DD/YYYY' },
    });
    const row = (await screen.findAllByTestId('invoice-row'))[0] as HTMLElement;
    expect(row).toHaveTextContent('04/11/2025');
    expect(row).toHaveTextContent('€ 1,234.56');
  });

  it('says what to do when there are no invoices, and offers a retry when they cannot load', async () => {
    const user = userEvent.setup();
    const empty = await renderScreen(makeSubscription());
    expect(await screen.findByText('Nenhuma fatura ainda')).toBeInTheDocument();
    expect(
      screen.getByText('Quando você assinar um plano pago, cada cobrança aparece aqui com o valor e a situação.'),
    ).toBeInTheDocument();
    empty.unmount();

    const failing = fakeBillingServer(makeSubscription(), [makeInvoice()]);
    failing.override('invoices', apiError(500, 'INTERNAL'));
    stubApi(failing.routes);
    await renderRoutes([{ path: '/dashboard/planos', element: <PlansScreen preferences={BRAZIL} /> }], {
      path: '/dashboard/planos',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar suas faturas.');
    failing.override('invoices', null);
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('invoice-row')).toHaveTextContent('R$ 29,00');
  });
});
