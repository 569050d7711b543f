import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { Simulation } from '@alavanca/contracts/simulations';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { forecastRisk } from '@alavanca/domain/simulation/forecast';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { marginalCustomer } from '@alavanca/domain/simulation/marginal-customer';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { decisionBounds } from '@alavanca/domain/simulation/validate';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { MonthDecisions } from '@alavanca/domain/simulation/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forecastPaths } from '../hooks/use-risk-forecast';
import { advanceSimulation, fakeSimulationServer, makeSimulation, SIMULATION_ID } from '../testing/fake-simulation';
import { createSimulationFormat } from '../utils/format';
import { SimulationMonthScreen } from './simulation-month-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

// Intl separates the currency symbol and the percent sign with no-break spaces; the DOM queries
// normalise every space, so the expected texts do too.
const plain = (text: string) => text.replace(/\s/g, ' ');
const formatted = createSimulationFormat({
  language: 'pt-BR',
  numberFormat: 'decimal',
  currency: 'BRL',
  firstCalendarMonth: 3,
});
const format = {
  money: (cents: number) => plain(formatted.money(cents)),
  signedMoney: (cents: number) => plain(formatted.signedMoney(cents)),
  percent: (ratio: number) => plain(formatted.percent(ratio)),
  count: (value: number) => plain(formatted.count(value)),
};
const PATH = `/simulacao-negocio/${SIMULATION_ID}`;

function Screen() {
  const { id = '' } = useParams();
  return <SimulationMonthScreen id={id} preferences={{ numberFormat: 'decimal' }} />;
}

async function renderScreen(simulation: Simulation = makeSimulation(), { path = PATH } = {}) {
  const server = fakeSimulationServer(simulation);
  const api = stubApi(server.routes);
  const view = await renderRoutes(
    [
      { path: '/simulacao-negocio/:id', element: <Screen /> },
      { path: '/simulacao-negocio/resultados/:id', element: <p>tela de resultados</p> },
      { path: '/simulacao-negocio', element: <p>lista de simulações</p> },
    ],
    { path },
  );
  return { ...view, api, server };
}

/** The decisions the panel starts with: what the user would send without touching anything. */
const startingDecisions = (simulation: Simulation): MonthDecisions =>
  prefilledDecisions(simulation.state, simulation.months.at(-1)?.decisions ?? null);

const figure = (key: string) =>
  plain(within(screen.getByTestId(`preview-${key}`)).getAllByRole('definition')[0]!.textContent);
const advanceButton = () => screen.getByRole('button', { name: 'Avançar mês' });

describe('SimulationMonthScreen', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton, then the stored simulation: header, KPIs, events, chart data and statements', async () => {
    const simulation = makeSimulation();
    await renderScreen(simulation);
    expect(screen.getByTestId('simulation-loading')).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('heading', { level: 2, name: 'Loja da Ana' })).toBeInTheDocument();
    expect(screen.getByTestId('month-progress')).toHaveTextContent('Mês 4 de 12');
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
    expect(screen.getByText('Loja virtual (e-commerce)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da simulação' })).toHaveAttribute(
      'aria-valuetext',
      '3 de 12 meses jogados',
    );
    expect(advanceButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finalizar simulação' })).toBeInTheDocument();

    // The last month's indicators, in the simulation's currency and the user's number format.
    const last = simulation.months.at(-1)!.result;
    expect(screen.getByRole('heading', { name: 'Resultados do mês 3 (maio)' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('kpi-revenue')).getByText(format.money(last.kpis.revenueCents)),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('kpi-cash')).getByText(format.money(last.kpis.cashCents))).toBeInTheDocument();
    expect(
      within(screen.getByTestId('kpi-grossMargin')).getByText(format.percent(last.kpis.grossMarginRate)),
    ).toBeInTheDocument();
    expect(screen.getByTestId('kpi-cards').children).toHaveLength(12);
    // Capacity used, and the sales lost for the lack of it at the month's price.
    const utilisation = screen.getByTestId('kpi-utilisation');
    expect(utilisation).toHaveTextContent(
      `${format.count(last.kpis.unitsSold)} de ${format.count(last.kpis.capacityUnits)} unidades que a equipe e o estoque permitiam`,
    );
    expect(utilisation).toHaveTextContent(
      last.kpis.lostSalesUnits === 0
        ? 'Nenhuma venda perdida'
        : `${format.money(last.kpis.lostSalesUnits * last.decisions.priceCents)} de receita perdida`,
    );

    // Every chart has its numbers as a table: one row per month played.
    const history = within(screen.getByTestId('history-chart'));
    const table = history.getByRole('table', { name: 'Receita, resultado líquido e caixa de cada mês jogado' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    expect(within(table).getByRole('rowheader', { name: 'Mês 1 (março)' })).toBeInTheDocument();

    // The statements, as tables with row headers.
    const income = screen.getByRole('table', { name: 'Demonstração do resultado do mês 3' });
    expect(
      within(within(income).getByRole('rowheader', { name: 'Lucro líquido' }).closest('tr')!).getByText(
        format.money(last.income.netProfitCents),
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Balanço patrimonial' }));
    const liabilities = screen.getByRole('table', { name: 'Passivo e patrimônio líquido no fim do mês 3' });
    expect(
      within(liabilities).getByRole('rowheader', { name: 'Total do passivo e patrimônio líquido' }).closest('tr'),
    ).toHaveTextContent(format.money(last.balance.totalAssetsCents));
  });

  it('shows the not-found state for an id the user does not own', async () => {
    const api = stubApi({ [`GET /api/simulations/${SIMULATION_ID}`]: apiError(404, 'NOT_FOUND') });
    await renderRoutes([{ path: '/simulacao-negocio/:id', element: <Screen /> }], { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Simulação não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as simulações' })).toHaveAttribute('href', '/simulacao-negocio');
    expect(api.requestsTo('GET', `/api/simulations/${SIMULATION_ID}`)).toHaveLength(1);
  });

  it('previews next month in the browser and updates the preview when a decision changes', async () => {
    const user = userEvent.setup();
    const simulation = makeSimulation();
    const { api } = await renderScreen(simulation);
    const start = startingDecisions(simulation);
    const before = stepMonth(simulation.state, start).result.kpis;

    await waitFor(() => expect(figure('revenue')).toBe(format.money(before.revenueCents)));
    expect(figure('cash')).toBe(format.money(before.cashCents));
    expect(screen.getByText('Prévia', { selector: '[data-slot=badge]' })).toBeInTheDocument();
    const lastRevenue = simulation.months.at(-1)!.result.kpis.revenueCents;
    expect(screen.getByTestId('preview-revenue')).toHaveTextContent(
      `${format.signedMoney(before.revenueCents - lastRevenue)} em relação ao mês 3`,
    );

    // What the next customer would cost, beside last month's average.
    const marginal = marginalCustomer(simulation.state, start);
    const lastCac = simulation.months.at(-1)!.result.kpis.cacCents;
    expect(screen.getByTestId('preview-marginal')).toHaveTextContent(
      (marginal.costCents === null
        ? `Um mês a mais de marketing (${format.money(marginal.extraMarketingCents)}) não traria nenhum cliente a mais nos próximos 6 meses.`
        : `Um mês a mais de marketing (${format.money(marginal.extraMarketingCents)}) traria ${format.count(marginal.extraCustomers)} ${marginal.extraCustomers === 1 ? 'cliente' : 'clientes'} a mais nos próximos 6 meses: o próximo cliente custa ${format.money(marginal.costCents)}.`) +
        (lastCac === null ? '' : ` O custo médio do último mês (CAC) foi ${format.money(lastCac)} por cliente.`),
    );

    const price = screen.getByLabelText('Preço por unidade');
    await user.clear(price);
    await user.type(price, '150,00');
    const after = stepMonth(simulation.state, { ...start, priceCents: 150_00 }).result.kpis;
    expect(after.revenueCents).not.toBe(before.revenueCents);
    await waitFor(() => expect(figure('revenue')).toBe(format.money(after.revenueCents)));
    expect(figure('netProfit')).toBe(format.money(after.netProfitCents));
    expect(screen.getByTestId('preview-summary')).toHaveTextContent(
      `Prévia do mês 4: receita de ${format.money(after.revenueCents)}`,
    );
    // Nothing went to the server: the preview is the browser's own engine.
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('points at a price below the unit cost before the month is played, and says nothing once it is fixed', async () => {
    const user = userEvent.setup();
    const simulation = makeSimulation();
    await renderScreen(simulation);
    const preset = presetFor(simulation.setup.businessType, simulation.setup.currency);
    const alerts = await screen.findByTestId('decision-alerts');
    expect(alerts).toHaveAttribute('role', 'status');
    const price = screen.getByLabelText('Preço por unidade');
    await user.clear(price);
    await user.type(price, centsToInputText(preset.unitCostCents - 1_00, 'decimal'));
    await waitFor(() =>
      expect(alerts.querySelector('[data-alert="priceBelowCost"]')).toHaveTextContent(
        `O preço (${format.money(preset.unitCostCents - 1_00)}) está abaixo do custo de cada unidade (${format.money(preset.unitCostCents)}): cada venda dá prejuízo.`,
      ),
    );
    expect(alerts).toHaveTextContent(/^Antes de avançar/);
    await user.clear(price);
    await user.type(price, centsToInputText(preset.referencePriceCents, 'decimal'));
    await waitFor(() => expect(alerts.querySelector('[data-alert="priceBelowCost"]')).toBeNull());
  });

  it('shows errors beside the fields and does not advance while a value is invalid', async () => {
    const user = userEvent.setup();
    const { api } = await renderScreen();
    const marketing = await screen.findByLabelText('Marketing no mês');

    await user.clear(marketing);
    await user.type(marketing, '12,345');
    expect(await screen.findByText('Use no máximo duas casas decimais.')).toBeInTheDocument();
    expect(marketing).toHaveAttribute('aria-invalid', 'true');
    // A minus sign and the other format's decimal mark each get their own message.
    await user.clear(marketing);
    await user.type(marketing, '-500');
    expect(await screen.findByText('O valor não pode ser negativo.')).toBeInTheDocument();
    await user.clear(marketing);
    await user.type(marketing, '35.5');
    expect(await screen.findByText('Separe os centavos com “,”, como em 35,50.')).toBeInTheDocument();

    await user.clear(marketing);
    await user.type(marketing, '999.999.999,00');
    const max = decisionBounds(makeSimulation().state).marketingCents.max;
    const error = await screen.findByText(`Informe um valor entre 0,00 e ${centsToInputText(max, 'decimal')}.`);
    expect(marketing.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() =>
      expect(
        screen.getByText('Corrija os campos destacados no painel de decisões para ver a prévia do mês.'),
      ).toBeInTheDocument(),
    );

    await user.click(advanceButton());
    expect(marketing).toHaveFocus();
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)).toEqual([]);
  });

  it('advances: posts the month and the decisions, shows the new month and refreshes the list and usage', async () => {
    const user = userEvent.setup();
    const simulation = makeSimulation();
    const { api, queryClient, server } = await renderScreen(simulation);
    queryClient.setQueryData(['usage'], { stale: false });
    queryClient.setQueryData(['simulations', 'list', { status: 'all', sort: 'updated' }], { pages: [] });

    const marketing = await screen.findByLabelText('Marketing no mês');
    await user.clear(marketing);
    await user.type(marketing, '7.500,00');
    await user.click(screen.getByRole('button', { name: 'Uma pessoa a mais' }));
    expect(screen.getByLabelText('Contratações (+) e demissões (−)')).toHaveValue('+1');
    await user.click(advanceButton());

    const expected: MonthDecisions = { ...startingDecisions(simulation), marketingCents: 7_500_00, headcountDelta: 1 };
    await waitFor(() => expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)).toHaveLength(1));
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)[0]!.body).toEqual({
      month: 4,
      decisions: expected,
    });

    await waitFor(() => expect(screen.getByTestId('month-progress')).toHaveTextContent('Mês 5 de 12'));
    expect(screen.getByRole('heading', { name: 'Resultados do mês 4 (junho)' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('kpi-revenue')).getByText(
        format.money(server.current.months.at(-1)!.result.kpis.revenueCents),
      ),
    ).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Mês 4 concluído', variant: 'success' }));
    // The next month starts from fresh defaults: the hire is not repeated.
    expect(screen.getByLabelText('Contratações (+) e demissões (−)')).toHaveValue('0');
    expect(queryClient.getQueryState(['usage'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['simulations', 'list', { status: 'all', sort: 'updated' }])?.isInvalidated).toBe(
      true,
    );
    // The answer replaced the detail: no second read of it.
    expect(api.requestsTo('GET', `/api/simulations/${SIMULATION_ID}`)).toHaveLength(1);
  });

  it('on 409 says another tab advanced the month and shows the server’s newer simulation', async () => {
    const user = userEvent.setup();
    const simulation = makeSimulation();
    const { api, server } = await renderScreen(simulation);
    await screen.findByRole('heading', { level: 2, name: 'Loja da Ana' });
    // Another tab plays month 4 first.
    server.replace(advanceSimulation(simulation, startingDecisions(simulation)));

    await user.click(advanceButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Simulação atualizada em outra aba', variant: 'info' }),
      ),
    );
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)[0]!.body).toMatchObject({ month: 4 });
    await waitFor(() => expect(screen.getByTestId('month-progress')).toHaveTextContent('Mês 5 de 12'));
    expect(api.requestsTo('GET', `/api/simulations/${SIMULATION_ID}`)).toHaveLength(2);
  });

  it('on 400 shows the server’s issues beside their fields', async () => {
    const user = userEvent.setup();
    const simulation = makeSimulation();
    const server = fakeSimulationServer(simulation);
    const api = stubApi({
      ...server.routes,
      [`POST /api/simulations/${SIMULATION_ID}/months`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            issues: [{ path: 'decisions.qualityInvestmentCents', message: 'validation.outOfRange' }],
          },
        },
      },
    });
    await renderRoutes([{ path: '/simulacao-negocio/:id', element: <Screen /> }], { path: PATH });
    const quality = await screen.findByLabelText('Investimento em qualidade');

    await user.click(advanceButton());
    const error = await screen.findByText('Valor fora do intervalo permitido.');
    expect(quality).toHaveAttribute('aria-invalid', 'true');
    expect(quality.getAttribute('aria-describedby')).toContain(error.id);
    expect(quality).toHaveFocus();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Revise as decisões', variant: 'destructive' }),
    );
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)).toHaveLength(1);

    // Editing the field clears the server's verdict.
    await user.type(quality, '0');
    expect(screen.queryByText('Valor fora do intervalo permitido.')).not.toBeInTheDocument();
  });

  it('requires an answer to last month’s event before advancing, and sends it', async () => {
    const user = userEvent.setup();
    // Seed 1 draws a supplier shock in month 3.
    const simulation = makeSimulation({ seed: 1 });
    const { api } = await renderScreen(simulation);
    const group = await screen.findByRole('group', { name: 'Como responder: Fornecedor aumentou os preços' });
    expect(within(group).getByText(/O custo de cada unidade subiu \d+(,\d)?\s?% por três meses\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText('Responda ao evento no painel de decisões para ver a prévia do mês.'),
      ).toBeInTheDocument(),
    );
    // Each answer says, in numbers, what it gives this month with the other decisions as they are.
    for (const [choice, label] of [
      ['absorb', /Absorver o aumento/],
      ['switchSupplier', /Trocar de fornecedor/],
    ] as const) {
      const { income, cashFlow } = stepMonth(simulation.state, {
        ...startingDecisions(simulation),
        eventChoice: choice,
      }).result;
      expect(within(group).getByRole('radio', { name: label })).toHaveAccessibleName(
        expect.stringContaining(
          // The accessible name keeps Intl's no-break spaces, which `format` here turns into plain ones.
          `Com as outras decisões como estão: resultado do mês de ${formatted.money(income.netProfitCents)} e caixa de ${formatted.money(cashFlow.closingCashCents)}.`,
        ),
      );
    }

    await user.click(advanceButton());
    expect(await within(group).findByText('Escolha como responder ao evento antes de avançar.')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /Absorver o aumento/ })).toHaveFocus();
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: /Trocar de fornecedor/ }));
    expect(within(group).queryByText('Escolha como responder ao evento antes de avançar.')).not.toBeInTheDocument();
    const expected = stepMonth(simulation.state, { ...startingDecisions(simulation), eventChoice: 'switchSupplier' })
      .result.kpis;
    await waitFor(() => expect(figure('revenue')).toBe(format.money(expected.revenueCents)));

    await user.click(advanceButton());
    await waitFor(() => expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)).toHaveLength(1));
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)[0]!.body).toMatchObject({
      month: 4,
      decisions: { eventChoice: 'switchSupplier' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('answered-event')).toHaveTextContent(
        'Sua resposta a “Fornecedor aumentou os preços”: Trocar de fornecedor.',
      ),
    );
  });

  it('finishes only after confirming, then opens the results', async () => {
    const user = userEvent.setup();
    const { api, router } = await renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Loja da Ana' });

    await user.click(screen.getByRole('button', { name: 'Finalizar simulação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar a simulação?' });
    expect(dialog).toHaveTextContent('A simulação termina com 3 meses jogados e recebe a nota final.');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar jogando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/finish`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Finalizar simulação' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finalizar simulação' }));
    await screen.findByText('tela de resultados');
    expect(router.state.location.pathname).toBe(`/simulacao-negocio/resultados/${SIMULATION_ID}`);
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/finish`)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Simulação finalizada', variant: 'success' }));
  });

  it('links an ended simulation to its results instead of offering the month’s actions', async () => {
    // A give-away price and a huge marketing budget: the shop runs out of cash before the horizon.
    const bankrupt = makeSimulation({
      months: 12,
      decide: (state) => ({ ...suggestDecisions(state), priceCents: 1, purchaseUnits: 0, marketingCents: 120_000_00 }),
    });
    expect(bankrupt.status).toBe('bankrupt');
    await renderScreen(bankrupt);
    expect(await screen.findByRole('link', { name: 'Ver resultados' })).toHaveAttribute(
      'href',
      `/simulacao-negocio/resultados/${SIMULATION_ID}`,
    );
    expect(screen.getByText('Falida')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avançar mês' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar simulação' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`A empresa quebrou no mês ${bankrupt.state.month}`);
  });

  it('explains the month: each waterfall’s driver rows sum exactly to the change', async () => {
    const simulation = makeSimulation();
    await renderScreen(simulation);
    const last = simulation.months.at(-1)!.result;
    for (const [kind, change, end] of [
      ['profit', last.income.netProfitCents - last.income.grossRevenueCents, last.income.netProfitCents],
      ['revenue', last.explanation.revenueChangeCents, last.kpis.revenueCents],
      ['cash', last.explanation.cashChangeCents, last.cashFlow.closingCashCents],
    ] as const) {
      const table = within(await screen.findByTestId(`waterfall-${kind}`));
      const rows = table.getAllByTestId('waterfall-row');
      const cents = (row: HTMLElement) => Number(within(row).getByTestId('waterfall-amount').dataset.cents);
      const drivers = rows.filter((row) => row.dataset.kind === 'driver');
      expect(drivers.length).toBeGreaterThan(0);
      expect(drivers.reduce((sum, row) => sum + cents(row), 0)).toBe(change);
      expect(cents(rows.at(-1)!) - cents(rows[0]!)).toBe(change);
      expect(cents(rows.at(-1)!)).toBe(end);
    }
    expect(
      screen.getByRole('table', { name: 'Da receita do mês anterior à receita do mês 3, fator por fator' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'a loss, with sales lost for half the stock',
      { loss: true, lostSales: true },
      makeSimulation({
        decide: (state) => {
          const decisions = suggestDecisions(state);
          return { ...decisions, purchaseUnits: Math.floor(decisions.purchaseUnits / 2) };
        },
      }),
    ],
    ['a profit, with no sales lost', { loss: false, lostSales: false }, makeSimulation({ months: 8 })],
  ])('bridges revenue to profit and names the largest cost: %s', async (_, expected, simulation) => {
    await renderScreen(simulation);
    const { income, kpis, decisions } = simulation.months.at(-1)!.result;
    expect({ loss: income.netProfitCents < 0, lostSales: kpis.lostSalesUnits > 0 }).toEqual(expected);
    const profit = within(await screen.findByTestId('waterfall-profit'));
    const rows = profit.getAllByTestId('waterfall-row');
    const cents = (row: HTMLElement) => Number(within(row).getByTestId('waterfall-amount').dataset.cents);
    const month = simulation.months.length;
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(`Receita bruta do mês ${month}`);
    expect(cents(rows[0]!)).toBe(income.grossRevenueCents);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent(`Resultado líquido do mês ${month}`);
    expect(cents(rows.at(-1)!)).toBe(income.netProfitCents);

    // The headline says what was left of the revenue, and names the line that took the most.
    const costs = rows.filter((row) => row.dataset.kind === 'driver');
    const largest = costs.reduce((most, row) => (cents(row) < cents(most) ? row : most));
    const left = format.money(Math.abs(income.netProfitCents));
    expect(profit.getByText(/maior custo/)).toHaveTextContent(
      `${expected.loss ? `Prejuízo de ${left}` : `Lucro líquido de ${left}`} sobre ` +
        `${format.money(income.grossRevenueCents)} de receita. O maior custo: ` +
        `${within(largest).getByRole('rowheader').textContent} (${format.signedMoney(cents(largest))}).`,
    );

    // Sales turned away for lack of stock or staff are priced as what the missing capacity cost.
    const lost = profit.queryByTestId('waterfall-lost-sales');
    if (!expected.lostSales) expect(lost).toBeNull();
    else
      expect(lost).toHaveTextContent(
        `A falta de estoque ou equipe custou ${format.money(kpis.lostSalesUnits * decisions.priceCents)} de ` +
          `receita ao preço do mês: ${format.count(kpis.lostSalesUnits)} unidades procuradas não foram vendidas.`,
      );
  });

  it('summarises the risk forecast in words and keeps its numbers in tables', async () => {
    const user = userEvent.setup();
    const simulation = makeSimulation();
    await renderScreen(simulation);
    const monthsAhead = 12 - simulation.state.month;
    const forecast = forecastRisk(simulation.state, startingDecisions(simulation), {
      paths: forecastPaths(monthsAhead, 'mainThread'),
      policy: 'keep',
    });

    const summary = await screen.findByTestId('risk-summary', {}, { timeout: 3_000 });
    expect(summary).toHaveTextContent(
      `Mantendo estas decisões, há ${format.percent(forecast.bankruptWithin6Months)} de chance de a empresa ficar sem caixa em até 6 meses e ` +
        `${format.percent(forecast.bankruptcyProbability.at(-1)!)} até o fim da simulação, daqui a 9 meses.`,
    );
    const fan = screen.getByRole('table', { name: 'Caixa projetado por mês: 10º percentil, mediana e 90º percentil' });
    expect(within(fan).getAllByRole('row')).toHaveLength(1 + monthsAhead);
    expect(within(fan).getByRole('rowheader', { name: 'Mês 4 (junho)' }).closest('tr')).toHaveTextContent(
      format.money(forecast.cash.p50[0]!),
    );

    const toggle = within(screen.getByRole('figure', { name: 'Caixa projetado' })).getByRole('button', {
      name: 'Ver os dados em tabela',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar a tabela');
  });

  it('invites the first month before any was played', async () => {
    await renderScreen(makeSimulation({ months: 0 }));
    expect(await screen.findByRole('heading', { name: 'Nenhum mês jogado ainda' })).toBeInTheDocument();
    expect(screen.getByTestId('month-progress')).toHaveTextContent('Mês 1 de 12');
    await waitFor(() => expect(screen.getByTestId('preview-revenue')).toHaveTextContent('em relação ao início'));
  });
});
