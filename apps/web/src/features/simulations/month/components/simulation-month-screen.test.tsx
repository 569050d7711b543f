import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { monthSummary } from '@alavanca/domain/simulation/month-summary';
import { riskFigure, riskForecast } from '@alavanca/domain/simulation/risk-figure';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSimulation, SIMULATION_ID } from '../testing/fake-simulation';
import {
  MONTH_PATH,
  renderScreen,
  format,
  startingDecisions,
  advanceButton,
  MonthScreenAtRoute,
  openSection,
} from '../testing/render-month-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

describe('SimulationMonthScreen', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton, then the stored simulation: header, KPIs, events, chart data and statements', async () => {
    const simulation = makeSimulation();
    const { api } = await renderScreen(simulation);
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

    // The statements, folded on a first read, as tables with row headers once opened.
    expect(screen.queryByRole('table', { name: 'Demonstração do resultado do mês 3' })).not.toBeInTheDocument();
    await openSection(api, /Demonstrativos do mês 3/);
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
    await renderRoutes([{ path: '/simulacao-negocio/:id', element: <MonthScreenAtRoute /> }], { path: MONTH_PATH });
    expect(await screen.findByRole('heading', { name: 'Simulação não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as simulações' })).toHaveAttribute('href', '/simulacao-negocio');
    expect(api.requestsTo('GET', `/api/simulations/${SIMULATION_ID}`)).toHaveLength(1);
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
    const { api } = await renderScreen(simulation);
    await openSection(api, /Por que os números mudaram no mês 3/);
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
    const { api } = await renderScreen(simulation);
    await openSection(api, /Por que os números mudaram/);
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
    const { api } = await renderScreen(simulation);
    const monthsAhead = 12 - simulation.state.month;
    const forecast = riskForecast(simulation.state, startingDecisions(simulation));

    const summary = await screen.findByTestId('risk-summary', {}, { timeout: 3_000 });
    expect(summary).toHaveTextContent(
      `Mantendo estas decisões, a chance de a empresa ficar sem caixa até o fim da simulação, no mês 12, é de ${format.risk(riskFigure(forecast))}. ` +
        `Nos próximos 6 meses, a chance é de ${format.risk(forecast.bankruptWithin6Months)}.`,
    );
    await openSection(api, /Gráficos dos futuros/);
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

  it('opens with the month’s summary: the numbers that moved most, why, what to look at, and the risk figure', async () => {
    const simulation = makeSimulation();
    await renderScreen(simulation);
    const summary = within(await screen.findByTestId('month-summary'));
    expect(summary.getByRole('heading', { level: 2, name: 'Resumo do mês 3 (maio)' })).toBeInTheDocument();
    const expected = monthSummary(
      simulation.state,
      simulation.months.map((month) => month.result),
    );
    const moves = summary.getAllByRole('term').map((term) => term.textContent);
    const labels = {
      revenue: 'Receita',
      netProfit: 'Lucro líquido',
      cash: 'Caixa',
      customers: 'Clientes',
      satisfaction: 'Satisfação',
    };
    expect(moves).toEqual(expected.moves.map((move) => labels[move.measure]));
    const cash = expected.moves.find((move) => move.measure === 'cash');
    if (cash) expect(summary.getByTestId('summary-cash')).toHaveTextContent(format.money(cash.value));
    const e = simulation.months.at(-1)!.result.explanation;
    if (expected.why?.kind === 'cash')
      expect(summary.getByTestId('summary-why')).toHaveTextContent(
        `O caixa variou ${format.signedMoney(e.cashChangeCents)}.`,
      );
    // The one thing to look at, and a button that takes the user there.
    const goTo = summary.getByRole('button', { name: /^Ir para:/ });
    await userEvent.setup().click(goTo);
    if (expected.focus.target === 'risk') expect(document.activeElement).toBe(document.getElementById('risk-forecast'));
    else
      expect(document.activeElement).toHaveAttribute(
        'name',
        expected.focus.target === 'loanCents' ? 'loanAmount' : expected.focus.target,
      );
    // The risk figure, the same as the panel's (and the dashboard's): these decisions kept, to the end.
    const forecast = riskForecast(simulation.state, startingDecisions(simulation));
    await waitFor(() =>
      expect(summary.getByTestId('summary-risk')).toHaveTextContent(
        `Chance de ficar sem caixa até o fim da simulação (mês 12), mantendo as decisões abaixo: ${format.risk(riskFigure(forecast))}.`,
      ),
    );
  });

  it('points at the price when the last month sold below cost, and takes the user to it', async () => {
    const cost = presetFor('ecommerce', 'BRL').unitCostCents;
    const simulation = makeSimulation({
      months: 2,
      decide: (state) => ({ ...suggestDecisions(state), priceCents: cost - 1_00 }),
    });
    await renderScreen(simulation);
    const box = await screen.findByTestId('summary-focus');
    const focus = within(box);
    expect(box).toHaveTextContent(
      `O que olhar agora: O preço (${format.money(cost - 1_00)}) está abaixo do custo por unidade (${format.money(cost)})`,
    );
    await userEvent.setup().click(focus.getByRole('button', { name: 'Ir para: Preço por unidade' }));
    expect(document.activeElement).toHaveAttribute('name', 'priceCents');
  });

  it('keeps open the sections the user opened before, and remembers closing them', async () => {
    const { api } = await renderScreen(makeSimulation(), { openSections: ['monthStatements'] });
    expect(await screen.findByRole('table', { name: 'Demonstração do resultado do mês 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Por que os números mudaram/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByTestId('waterfall-profit')).not.toBeInTheDocument();
    const statements = screen.getByRole('button', { name: /Demonstrativos do mês 3/ });
    expect(statements).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(statements);
    expect(screen.queryByRole('table', { name: 'Demonstração do resultado do mês 3' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/preferences').map((request) => request.body)).toEqual([
        { openSections: [] },
      ]),
    );
  });

  it('invites the first month before any was played', async () => {
    await renderScreen(makeSimulation({ months: 0 }));
    expect(await screen.findByRole('heading', { name: 'Nenhum mês jogado ainda' })).toBeInTheDocument();
    expect(screen.getByTestId('month-progress')).toHaveTextContent('Mês 1 de 12');
    await waitFor(() => expect(screen.getByTestId('preview-revenue')).toHaveTextContent('em relação ao início'));
    const summary = within(screen.getByTestId('month-summary'));
    expect(summary.getByRole('heading', { name: 'Antes do primeiro mês' })).toBeInTheDocument();
    expect(summary.queryByRole('term')).not.toBeInTheDocument();
    expect(summary.getByTestId('summary-focus')).toHaveTextContent('Comece pelo preço e pelo estoque');
  });
});
