import { renderRoutes } from '@/test/render';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { forecastRisk } from '@alavanca/domain/simulation/forecast';
import type { HorizonMonths } from '@alavanca/domain/simulation/types';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORECAST_BUDGETS, FORECAST_DELAY_MS, forecastPaths } from '../hooks/use-risk-forecast';
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
const percent = (ratio: number) => format.percent(ratio).replace(/\s/g, ' ');

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
  await renderRoutes(
    [{ path: '/', element: <RiskForecastPanel state={state} decisions={decisions} format={format} /> }],
    { path: '/' },
  );
  const forecast = forecastRisk(state, decisions, {
    paths: forecastPaths(horizonMonths - months, 'mainThread'),
    policy: 'keep',
  });
  return { state, forecast, summary: await screen.findByTestId('risk-summary', {}, { timeout: 3_000 }) };
}

describe('forecastPaths', () => {
  it('keeps a main-thread run within its budget: fewer paths for longer horizons, within bounds', () => {
    expect(forecastPaths(9, 'mainThread')).toBe(FORECAST_BUDGETS.mainThread.maxPaths);
    expect(forecastPaths(18, 'mainThread')).toBe(2_000);
    expect(forecastPaths(24, 'mainThread')).toBe(1_500);
    expect(forecastPaths(36, 'mainThread')).toBe(1_000);
    expect(forecastPaths(500, 'mainThread')).toBe(FORECAST_BUDGETS.mainThread.minPaths);
  });

  it('draws many more futures in a worker, where the page never waits', () => {
    expect(forecastPaths(12, 'worker')).toBe(10_000);
    expect(forecastPaths(24, 'worker')).toBe(5_000);
    expect(forecastPaths(36, 'worker')).toBe(3_333);
    expect(forecastPaths(500, 'worker')).toBe(FORECAST_BUDGETS.worker.minPaths);
  });
});

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
      forecast: forecastRisk(request.state, request.decisions, { paths: request.paths }),
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

  it('asks a worker for the futures once the decisions settle, with the worker’s larger budget, and shows its answer', async () => {
    const { state } = makeSimulation({ businessType: 'service', horizonMonths: 24, months: 3, seed: 11 });
    const decisions = suggestDecisions(state);
    await renderRoutes(
      [{ path: '/', element: <RiskForecastPanel state={state} decisions={decisions} format={format} /> }],
      { path: '/' },
    );
    expect(FakeWorker.started).toHaveLength(0);
    act(() => vi.advanceTimersByTime(FORECAST_DELAY_MS));
    const [worker] = FakeWorker.started;
    expect(worker!.requests).toEqual([{ id: 1, state, decisions, policy: 'keep', paths: forecastPaths(21, 'worker') }]);
    expect(screen.getByTestId('risk-loading')).toBeInTheDocument();
    worker!.answer();
    expect(
      screen.getByText(
        `Calculado no seu navegador com ${format.count(forecastPaths(21, 'worker'))} futuros simulados.`,
      ),
    ).toBeInTheDocument();
  });

  // Three forecasts of 100,000 path-months each on the test's thread: more than the default 5 s on a busy machine.
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
            <RiskForecastPanel state={state} decisions={decisions} format={format} />
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
      const expected = forecastRisk(state, second, { paths: forecastPaths(10, 'worker'), policy: 'keep' });
      expect(screen.getByTestId('risk-summary')).toHaveTextContent(percent(expected.bankruptWithin6Months));
    },
  );
});

describe('RiskForecastPanel', () => {
  it('says the chance of running out of cash within 6 and 12 months', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 24, months: 3 });
    expect(forecast.months).toBe(21);
    expect(summary).toHaveTextContent(
      `Mantendo estas decisões, há ${percent(forecast.bankruptWithin6Months)} de chance de a empresa ficar sem caixa em até 6 meses e ${percent(forecast.bankruptWithin12Months)} em até 12 meses.`,
    );
    expect(
      screen.getByText(`Calculado no seu navegador com ${format.count(forecast.paths)} futuros simulados.`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Chance de caixa negativo e de quebra, por mês' }).querySelectorAll('tbody tr'),
    ).toHaveLength(21);
  });

  it('speaks of the end of the simulation when fewer than 6 months are left', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 12, months: 9 });
    expect(summary).toHaveTextContent(
      `Mantendo estas decisões, há ${percent(forecast.bankruptcyProbability.at(-1)!)} de chance de a empresa ficar sem caixa até o fim da simulação, daqui a 3 meses.`,
    );
  });

  it('uses the singular for the very last month', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 12, months: 11 });
    expect(summary).toHaveTextContent(
      `Mantendo estas decisões, há ${percent(forecast.bankruptcyProbability[0]!)} de chance de a empresa ficar sem caixa no último mês da simulação.`,
    );
  });

  it('forecasts what its switch says: these decisions kept by default, the suggestion after this month on request', async () => {
    const { state, summary } = await renderForecast({ horizonMonths: 24, months: 3 });
    const decisions = suggestDecisions(state);
    const paths = forecastPaths(21, 'mainThread');
    const keep = screen.getByRole('radio', { name: /Manter estas decisões/ });
    const adaptive = screen.getByRole('radio', { name: /Depois, conduzir com prudência/ });
    expect(screen.getByRole('group', { name: 'Nos meses seguintes' })).toContainElement(keep);
    expect(keep).toBeChecked();
    fireEvent.click(adaptive);
    const sensible = forecastRisk(state, decisions, { paths, policy: 'adaptive' });
    expect(
      await screen.findByText(
        `Com estas decisões agora e as sugeridas depois, há ${percent(sensible.bankruptWithin6Months)} de chance de a empresa ficar sem caixa em até 6 meses e ${percent(sensible.bankruptWithin12Months)} em até 12 meses.`,
        {},
        { timeout: 3_000 },
      ),
    ).toBe(summary);
  });

  it('asks for valid decisions before computing anything', async () => {
    const { state } = makeSimulation({ months: 2 });
    await renderRoutes([{ path: '/', element: <RiskForecastPanel state={state} decisions={null} format={format} /> }], {
      path: '/',
    });
    expect(await screen.findByText('Corrija as decisões para calcular o risco.')).toBeInTheDocument();
    expect(screen.queryByTestId('risk-summary')).not.toBeInTheDocument();
  });
});
