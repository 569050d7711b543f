import { stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { marginalCustomer } from '@alavanca/domain/simulation/marginal-customer';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { decisionBounds } from '@alavanca/domain/simulation/validate';
import { whatIfQuery } from '@alavanca/domain/simulation/what-if';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { MonthDecisions } from '@alavanca/domain/simulation/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceSimulation, fakeSimulationServer, makeSimulation, SIMULATION_ID } from '../testing/fake-simulation';
import {
  MONTH_PATH,
  renderScreen,
  format,
  startingDecisions,
  figure,
  advanceButton,
  MonthScreenAtRoute,
  intlFormat,
} from '../testing/render-month-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

describe('SimulationMonthScreen, the month’s decisions', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

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

  it('opens a mentor’s what-if link with its alternative in the panel, says so, and plays it; a later month starts as usual', async () => {
    const user = userEvent.setup();
    const simulation = makeSimulation();
    const query = whatIfQuery(simulation.state.month + 1, 'marketing', 1_250_00);
    const { api } = await renderScreen(simulation, { path: `${MONTH_PATH}${query}` });

    expect(await screen.findByLabelText('Marketing no mês')).toHaveValue('1.250,00');
    expect(
      screen.getByText('Decisões preenchidas com a alternativa que o mentor comparou (Marketing no mês).', {
        exact: false,
      }),
    ).toHaveAttribute('role', 'status');
    await user.click(advanceButton());
    await waitFor(() => expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)).toHaveLength(1));
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/months`)[0]!.body).toEqual({
      month: 4,
      decisions: { ...startingDecisions(simulation), marketingCents: 1_250_00 },
    });
    // The link was for month 4: month 5 opens with the usual start, and no note.
    await waitFor(() => expect(screen.getByTestId('month-progress')).toHaveTextContent('Mês 5 de 12'));
    expect(screen.queryByText(/alternativa que o mentor comparou/)).not.toBeInTheDocument();
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
    await renderRoutes([{ path: '/simulacao-negocio/:id', element: <MonthScreenAtRoute /> }], { path: MONTH_PATH });
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
          `Com as outras decisões como estão: resultado do mês de ${intlFormat.money(income.netProfitCents)} e caixa de ${intlFormat.money(cashFlow.closingCashCents)}.`,
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
});
