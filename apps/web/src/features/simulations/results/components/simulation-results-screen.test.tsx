import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { Simulation } from '@alavanca/contracts/simulations';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import {
  fakeSimulationServer,
  finishStored,
  makeSimulation,
  REPLAY_ID,
  SIMULATION_ID,
} from '@/features/simulations/month/testing/fake-simulation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useParams } from 'react-router';
import { readStartCreate } from '@/lib/new-simulation-state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationResultsScreen } from './simulation-results-screen';

const PATH = `/simulacao-negocio/resultados/${SIMULATION_ID}`;

function Screen() {
  const { id = '' } = useParams();
  return <SimulationResultsScreen id={id} preferences={{ numberFormat: 'decimal' }} />;
}

/** The list, saying whether it was asked to start creating (the state the link carries). */
function ListStandIn() {
  const { state } = useLocation();
  return <p>lista de simulações{readStartCreate(state) ? ': criar' : ''}</p>;
}

async function renderScreen(simulation: Simulation, { path = PATH } = {}) {
  const api = stubApi(fakeSimulationServer(simulation).routes);
  const view = await renderRoutes(
    [
      { path: '/simulacao-negocio/resultados/:id', element: <Screen /> },
      { path: '/simulacao-negocio/:id', element: <p>tela do mês</p> },
      { path: '/simulacao-negocio', element: <ListStandIn /> },
    ],
    { path },
  );
  return { ...view, api };
}

const points = (text: string | null) => Number(/^(\d+) de/.exec(text ?? '')?.[1]);

describe('SimulationResultsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a finished simulation: header, score, a breakdown that adds up, chart, best and worst months and lessons', async () => {
    const simulation = finishStored(makeSimulation({ months: 6 }));
    const score = simulation.score!;
    await renderScreen(simulation);
    expect(screen.getByTestId('results-loading')).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('heading', { level: 2, name: 'Loja da Ana' })).toBeInTheDocument();
    expect(screen.getByText('Loja virtual (e-commerce)')).toBeInTheDocument();
    expect(screen.getByTestId('simulation-status')).toHaveTextContent('Finalizada');
    expect(screen.getByTestId('results-played')).toHaveTextContent('6 de 12 meses jogados');
    expect(screen.getByTestId('results-ending')).toHaveTextContent('Simulação concluída com 6 meses jogados');

    const meter = screen.getByRole('meter', { name: 'Nota final' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score.total));
    expect(meter).toHaveAttribute('aria-valuetext', `Nota final: ${score.total} de 100`);
    expect(meter).toHaveTextContent(`${score.total}de 100`);

    const breakdown = screen.getByTestId('score-breakdown');
    const names = [
      'Rentabilidade',
      'Crescimento',
      'Sobrevivência e caixa',
      'Satisfação dos clientes',
      'Qualidade das decisões',
    ];
    for (const name of names) expect(within(breakdown).getByText(name)).toBeInTheDocument();
    expect(within(screen.getByTestId('breakdown-profitability')).getByText(/peso 40%/)).toBeInTheDocument();
    expect(within(screen.getByTestId('breakdown-decisionQuality')).getByTestId('breakdown-points')).toHaveTextContent(
      /de 10 pontos$/,
    );
    const sum = within(breakdown)
      .getAllByTestId('breakdown-points')
      .reduce((total, row) => total + points(row.textContent), 0);
    expect(sum).toBe(score.total);
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent(`${score.total} de 100 pontos`);

    // Every month on the chart's table.
    expect(within(screen.getByTestId('history-chart')).getAllByRole('row')).toHaveLength(simulation.months.length + 1);

    const best = screen.getByTestId('best-decisions');
    expect(within(best).getByRole('heading', { name: /Melhores decisões/ })).toBeInTheDocument();
    const first = score.bestDecisions[0]!;
    const card = within(best).getByTestId(`review-month-${first.month}`);
    expect(within(card).getByText(`Nota das decisões: ${first.score}/100`)).toBeInTheDocument();
    expect(within(card).getByText('Preço')).toBeInTheDocument();
    expect(within(screen.getByTestId('worst-decisions')).getAllByRole('listitem').length).toBeGreaterThan(0);

    const lessons = screen.getByTestId('lessons');
    expect(within(lessons).getByRole('heading', { name: /Lições para a próxima/ })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Voltar para minhas simulações' })).toHaveAttribute(
      'href',
      '/simulacao-negocio',
    );
    expect(screen.getByRole('link', { name: 'Começar nova simulação' })).toHaveAttribute('href', '/simulacao-negocio');
    expect(screen.getByRole('link', { name: 'Ver os meses jogados' })).toHaveAttribute(
      'href',
      `/simulacao-negocio/${SIMULATION_ID}`,
    );
  });

  it('starts a new simulation on the list, which checks the plan before opening the form', async () => {
    const user = userEvent.setup();
    await renderScreen(finishStored(makeSimulation({ months: 2 })));
    await user.click(await screen.findByRole('link', { name: 'Começar nova simulação' }));
    expect(await screen.findByText('lista de simulações: criar')).toBeInTheDocument();
  });

  it('explains a bankruptcy, with survival at zero and the alerts as lessons', async () => {
    const bankrupt = makeSimulation({
      months: 12,
      decide: (state) => ({ ...suggestDecisions(state), priceCents: 1, purchaseUnits: 0, marketingCents: 120_000_00 }),
    });
    expect(bankrupt.status).toBe('bankrupt');
    await renderScreen(bankrupt);

    expect(await screen.findByTestId('results-ending')).toHaveTextContent(
      `A empresa quebrou no mês ${bankrupt.state.month}: o caixa passou do limite de crédito.`,
    );
    expect(screen.getByTestId('simulation-status')).toHaveTextContent('Falida');
    expect(screen.getByTestId('breakdown-survival')).toHaveTextContent('0 de 15 pontos');
    expect(screen.getByRole('meter', { name: 'Nota final' })).toHaveAttribute(
      'aria-valuenow',
      String(bankrupt.score!.total),
    );
    const lessons = screen.getByTestId('lessons');
    expect(within(lessons).getByText('Preço abaixo do custo unitário')).toBeInTheDocument();
    expect(within(lessons).getByText(/Nunca venda abaixo do custo/)).toBeInTheDocument();

    // The cause, found by replaying the run with one lever played carefully.
    const cause = bankrupt.score!.replay!.bankruptcy!;
    // A marketing budget a hundred times the usual weighs more than the price.
    expect(cause.cause).toBe('marketingCents');
    const section = screen.getByTestId('bankruptcy-cause');
    expect(within(section).getByRole('heading', { name: 'Por que o caixa acabou' })).toBeInTheDocument();
    expect(section).toHaveTextContent('A decisão que mais pesou foi o marketing.');
    expect(section).toHaveTextContent(
      cause.instead.survived
        ? `a empresa ainda estaria aberta no mês ${cause.instead.lastMonth}`
        : `a empresa teria durado até o mês ${cause.instead.lastMonth}.`,
    );
  });

  it('teaches from replays: months ranked by their effect, the turning points, and a replay from one of them', async () => {
    const user = userEvent.setup();
    // A price far above the reference and no quality spending, month after month.
    const simulation = finishStored(
      makeSimulation({
        months: 8,
        decide: (state) => ({ ...suggestDecisions(state), priceCents: 210_00, qualityInvestmentCents: 0 }),
      }),
    );
    const replay = simulation.score!.replay!;
    expect(replay.turningPoints.length).toBeGreaterThan(0);
    const { api } = await renderScreen(simulation);

    expect(await screen.findByText(/Meses ordenados pelo efeito das suas decisões/)).toBeInTheDocument();
    const best = simulation.score!.bestDecisions[0]!;
    expect(within(screen.getByTestId(`review-month-${best.month}`)).getByTestId('review-effect')).toHaveTextContent(
      `Comparado ao plano cuidadoso neste mês:`,
    );

    const section = screen.getByTestId('turning-points');
    expect(within(section).getByRole('heading', { name: 'O que teria mudado o seu resultado' })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(replay.turningPoints.length);
    const [first] = replay.turningPoints;
    const item = screen.getByTestId(`turning-point-${first!.lever}`);
    expect(item).toHaveTextContent(
      new RegExp(
        String.raw`^(No mês|A partir do mês) ${first!.month}, .+ em vez de .+ teria somado R\$\s[\d.,]+ ao resultado acumulado até o mês 8\.`,
      ),
    );
    if (first!.lever === 'priceCents')
      expect(item).toHaveTextContent(/cobrar R\$\s120,00 em vez de cobrar R\$\s210,00/);

    await user.click(within(item).getByRole('button', { name: `Jogar de novo a partir do mês ${first!.month}` }));
    expect(await screen.findByText('tela do mês')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/replay`).map((request) => request.body)).toEqual([
      { fromMonth: first!.month, name: `Loja da Ana (do mês ${first!.month})` },
    ]);
    expect(REPLAY_ID).not.toBe(SIMULATION_ID);
  });

  it('plays again from any month chosen', async () => {
    const user = userEvent.setup();
    const simulation = finishStored(makeSimulation({ months: 5 }));
    const { api } = await renderScreen(simulation);

    const section = await screen.findByTestId('replay-from-month');
    expect(section).toHaveTextContent('Não gasta uma simulação do seu plano.');
    await user.click(within(section).getByRole('combobox', { name: 'Mês' }));
    await user.click(await screen.findByRole('option', { name: /^Mês 3 / }));
    await user.click(within(section).getByRole('button', { name: 'Jogar de novo' }));
    expect(await screen.findByText('tela do mês')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/simulations/${SIMULATION_ID}/replay`).map((request) => request.body)).toEqual([
      { fromMonth: 3, name: 'Loja da Ana (do mês 3)' },
    ]);
  });

  it('says so when the run was scored before it could be replayed', async () => {
    const simulation = finishStored(makeSimulation({ months: 4 }));
    await renderScreen({ ...simulation, score: { ...simulation.score!, replay: null } });
    const section = await screen.findByTestId('turning-points');
    expect(section).toHaveTextContent('foram jogados com uma versão anterior do simulador');
    expect(screen.queryByTestId('replay-from-month')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bankruptcy-cause')).not.toBeInTheDocument();
  });

  it('sends a simulation still running back to its month screen', async () => {
    const user = userEvent.setup();
    await renderScreen(makeSimulation({ months: 3 }));

    const running = await screen.findByTestId('results-running');
    expect(
      within(running).getByRole('heading', { name: 'Esta simulação ainda está em andamento' }),
    ).toBeInTheDocument();
    expect(running).toHaveTextContent('Ela está no mês 4 de 12.');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.click(within(running).getByRole('link', { name: 'Voltar ao mês atual' }));
    expect(await screen.findByText('tela do mês')).toBeInTheDocument();
  });

  it('shows the not-found state for an id the user does not own', async () => {
    const other = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const api = stubApi({ [`GET /api/simulations/${other}`]: apiError(404, 'NOT_FOUND') });
    await renderRoutes([{ path: '/simulacao-negocio/resultados/:id', element: <Screen /> }], {
      path: `/simulacao-negocio/resultados/${other}`,
    });

    expect(await screen.findByText('Resultados não encontrados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /simulações/i })).toHaveAttribute('href', '/simulacao-negocio');
    expect(api.requestsTo('GET', `/api/simulations/${other}`)).toHaveLength(1);
  });
});
