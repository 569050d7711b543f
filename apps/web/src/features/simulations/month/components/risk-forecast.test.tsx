import { preferencesRoutes, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { RISK_PATHS, riskFigure, riskForecast } from '@alavanca/domain/simulation/risk-figure';
import type { HorizonMonths, MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORECAST_DELAY_MS, useRiskForecast } from '../hooks/use-risk-forecast';
import type { ForecastReply, ForecastRequest } from '../workers/risk-forecast.worker';
import { makeSimulation } from '../testing/fake-simulation';
import { createSimulationFormat } from '../utils/format';
import { RiskForecastPanel } from './risk-forecast';

const format = createSimulationFormat({
  language: 'pt-BR',
  numberFormat: 'decimal',
  currency: 'BRL',
  firstCalendarMonth: 3,
});
const risk = (ratio: number) => format.risk(ratio).replace(/\s/g, ' ');

/** The panel as the month renders it: the risk figure's forecast drawn by the month and handed in. */
/** The panel's folds read and save the user's preferences. */
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi(preferencesRoutes());
});
afterEach(() => vi.unstubAllGlobals());

function Panel({ state, decisions }: { state: SimulationState; decisions: MonthDecisions | null }) {
  const kept = useRiskForecast(state, decisions, 'keep');
  return (
    <RiskForecastPanel
      state={state}
      decisions={decisions}
      keptForecast={kept.forecast}
      keptStale={kept.stale}
      format={format}
    />
  );
}

async function renderForecast({
  horizonMonths,
  months,
  businessType = 'service' as const,
}: {
  horizonMonths: HorizonMonths;
  months: number;
  businessType?: 'service' | 'saas';
}) {
  const { state } = makeSimulation({ businessType, horizonMonths, months, seed: 11 });
  const decisions = suggestDecisions(state);
  await renderRoutes([{ path: '/', element: <Panel state={state} decisions={decisions} /> }], { path: '/' });
  const forecast = riskForecast(state, decisions);
  return { state, forecast, summary: await screen.findByTestId('risk-summary', {}, { timeout: 3_000 }) };
}

/** A Web Worker that runs the forecast when told to, as the real one does, keeping what it was sent. */
class FakeWorker {
  static started: FakeWorker[] = [];
  requests: ForecastRequest[] = [];
  terminated = false;
  private listeners: ((event: { data: ForecastReply }) => void)[] = [];
  constructor() {
    FakeWorker.started.push(this);
  }
  addEventListener(type: string, listener: (event: { data: ForecastReply }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage(request: ForecastRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the latest request, as the worker does once its futures are drawn. */
  answer() {
    const request = this.requests.at(-1)!;
    const reply = {
      id: request.id,
      forecast: riskForecast(request.state, request.decisions, { policy: request.policy }),
    };
    act(() => {
      for (const listener of this.listeners) listener({ data: reply });
    });
  }
}

describe('the forecast in a Web Worker', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks a worker for the futures once the decisions settle, and shows its answer', async () => {
    const { state } = makeSimulation({ businessType: 'service', horizonMonths: 24, months: 3, seed: 11 });
    const decisions = suggestDecisions(state);
    await renderRoutes([{ path: '/', element: <Panel state={state} decisions={decisions} /> }], { path: '/' });
    expect(FakeWorker.started).toHaveLength(0);
    act(() => vi.advanceTimersByTime(FORECAST_DELAY_MS));
    const [worker] = FakeWorker.started;
    expect(worker!.requests).toEqual([{ id: 1, state, decisions, policy: 'keep' }]);
    expect(screen.getByTestId('risk-loading')).toBeInTheDocument();
    worker!.answer();
    expect(
      screen.getByText(
        `Calculado no seu navegador com ${format.count(RISK_PATHS)} futuros simulados: o mesmo risco do painel, dos relatórios e do mentor.`,
      ),
    ).toBeInTheDocument();
  });

  // Three forecasts on the test's thread: more than the default 5 s on a busy machine.
  it(
    'ends a worker still busy with older decisions, and never shows its late answer',
    { timeout: 20_000 },
    async () => {
      const { state } = makeSimulation({ businessType: 'service', horizonMonths: 12, months: 2, seed: 11 });
      const first = suggestDecisions(state);
      const second = { ...first, priceCents: first.priceCents + 1_000 };
      function Editing() {
        const [decisions, setDecisions] = useState(first);
        return (
          <>
            <button type="button" onClick={() => setDecisions(second)}>
              mudar o preço
            </button>
            <Panel state={state} decisions={decisions} />
          </>
        );
      }
      await renderRoutes([{ path: '/', element: <Editing /> }], { path: '/' });
      act(() => vi.advanceTimersByTime(FORECAST_DELAY_MS));
      const busy = FakeWorker.started[0]!;
      fireEvent.click(screen.getByRole('button', { name: 'mudar o preço' }));
      act(() => vi.advanceTimersByTime(FORECAST_DELAY_MS));
      expect(busy.terminated).toBe(true);
      const fresh = FakeWorker.started[1]!;
      expect(fresh.requests.map((request) => request.decisions)).toEqual([second]);
      busy.answer();
      expect(screen.getByTestId('risk-loading')).toBeInTheDocument();
      fresh.answer();
      const expected = riskForecast(state, second);
      expect(screen.getByTestId('risk-summary')).toHaveTextContent(risk(expected.bankruptWithin6Months));
    },
  );
});

describe('RiskForecastPanel', () => {
  it('leads with the risk figure, out of cash by the end of the simulation, then the chance within 6 months', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 24, months: 3 });
    expect(forecast.months).toBe(21);
    expect(forecast.paths).toBe(RISK_PATHS);
    expect(summary).toHaveTextContent(
      `Mantendo estas decisões, a chance de a empresa ficar sem caixa até o fim da simulação, no mês 24, é de ${risk(riskFigure(forecast))}. Nos próximos 6 meses, a chance é de ${risk(forecast.bankruptWithin6Months)}.`,
    );
    expect(
      screen.getByText(
        `Calculado no seu navegador com ${format.count(RISK_PATHS)} futuros simulados: o mesmo risco do painel, dos relatórios e do mentor.`,
      ),
    ).toBeInTheDocument();
    // The charts are folded on a first read, their tables with them.
    const charts = screen.getByRole('button', { name: /Gráficos dos futuros/ });
    expect(charts).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(charts);
    expect(charts).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/preferences')).toHaveLength(1));
    expect(
      screen.getByRole('table', { name: 'Chance de caixa negativo e de quebra, por mês' }).querySelectorAll('tbody tr'),
    ).toHaveLength(21);
  });

  it('gives the figure alone when 6 months or fewer are left', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 12, months: 9 });
    expect(summary).toHaveTextContent(
      `Mantendo estas decisões, a chance de a empresa ficar sem caixa até o fim da simulação, no mês 12, é de ${risk(riskFigure(forecast))}.`,
    );
    expect(summary).not.toHaveTextContent('Nos próximos 6 meses');
  });

  it('forecasts what its switch says: these decisions kept by default, the suggestion after this month on request', async () => {
    const { state, summary } = await renderForecast({ horizonMonths: 24, months: 3 });
    const decisions = suggestDecisions(state);
    const keep = screen.getByRole('radio', { name: /Manter estas decisões/ });
    const adaptive = screen.getByRole('radio', { name: /Depois, conduzir com prudência/ });
    expect(screen.getByRole('group', { name: 'Nos meses seguintes' })).toContainElement(keep);
    expect(keep).toBeChecked();
    fireEvent.click(adaptive);
    const sensible = riskForecast(state, decisions, { policy: 'adaptive' });
    expect(
      await screen.findByText(
        `Com estas decisões agora e as sugeridas depois, a chance de a empresa ficar sem caixa até o fim da simulação, no mês 24, é de ${risk(riskFigure(sensible))}. Nos próximos 6 meses, a chance é de ${risk(sensible.bankruptWithin6Months)}.`,
        {},
        { timeout: 3_000 },
      ),
    ).toBe(summary);
  });

  it('asks for valid decisions before computing anything', async () => {
    const { state } = makeSimulation({ months: 2 });
    await renderRoutes([{ path: '/', element: <Panel state={state} decisions={null} /> }], {
      path: '/',
    });
    expect(await screen.findByText('Corrija as decisões para calcular o risco.')).toBeInTheDocument();
    expect(screen.queryByTestId('risk-summary')).not.toBeInTheDocument();
  });
});
