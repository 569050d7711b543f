import { renderRoutes } from '@/test/render';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { forecastRisk } from '@alavanca/domain/simulation/forecast';
import type { HorizonMonths } from '@alavanca/domain/simulation/types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORECAST_MAX_PATHS, FORECAST_MIN_PATHS, forecastPaths } from '../hooks/use-risk-forecast';
import { makeSimulation } from '../testing/fake-simulation';
import { createSimulationFormat } from '../utils/format';
import { RiskForecastPanel } from './risk-forecast';

const format = createSimulationFormat({ language: 'pt-BR', numberFormat: 'decimal', currency: 'BRL', firstCalendarMonth: 3 });
const percent = (ratio: number) => format.percent(ratio).replace(/\s/g, ' ');

async function renderForecast({ horizonMonths, months, businessType = 'service' as const }: { horizonMonths: HorizonMonths; months: number; businessType?: 'service' | 'saas' }) {
  const { state } = makeSimulation({ businessType, horizonMonths, months, seed: 11 });
  const decisions = suggestDecisions(state);
  await renderRoutes([{ path: '/', element: <RiskForecastPanel state={state} decisions={decisions} format={format} /> }], { path: '/' });
  const forecast = forecastRisk(state, decisions, { paths: forecastPaths(horizonMonths - months) });
  return { state, forecast, summary: await screen.findByTestId('risk-summary', {}, { timeout: 3_000 }) };
}

describe('forecastPaths', () => {
  it('keeps a run within the main thread’s budget: fewer paths for longer horizons, within bounds', () => {
    expect(forecastPaths(9)).toBe(FORECAST_MAX_PATHS);
    expect(forecastPaths(18)).toBe(2_000);
    expect(forecastPaths(24)).toBe(1_500);
    expect(forecastPaths(36)).toBe(1_000);
    expect(forecastPaths(500)).toBe(FORECAST_MIN_PATHS);
  });
});

describe('RiskForecastPanel', () => {
  it('says the chance of running out of cash within 6 and 12 months', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 24, months: 3 });
    expect(forecast.months).toBe(21);
    expect(summary).toHaveTextContent(
      `Com estas decisões, há ${percent(forecast.bankruptWithin6Months)} de chance de a empresa ficar sem caixa em até 6 meses e ${percent(forecast.bankruptWithin12Months)} em até 12 meses.`,
    );
    expect(screen.getByText(`Calculado no seu navegador com ${format.count(forecast.paths)} futuros simulados.`)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Chance de caixa negativo e de quebra, por mês' }).querySelectorAll('tbody tr')).toHaveLength(21);
  });

  it('speaks of the end of the simulation when fewer than 6 months are left', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 12, months: 9 });
    expect(summary).toHaveTextContent(
      `Com estas decisões, há ${percent(forecast.bankruptcyProbability.at(-1)!)} de chance de a empresa ficar sem caixa até o fim da simulação, daqui a 3 meses.`,
    );
  });

  it('uses the singular for the very last month', async () => {
    const { forecast, summary } = await renderForecast({ horizonMonths: 12, months: 11 });
    expect(summary).toHaveTextContent(
      `Com estas decisões, há ${percent(forecast.bankruptcyProbability[0]!)} de chance de a empresa ficar sem caixa no último mês da simulação.`,
    );
  });

  it('asks for valid decisions before computing anything', async () => {
    const { state } = makeSimulation({ months: 2 });
    await renderRoutes([{ path: '/', element: <RiskForecastPanel state={state} decisions={null} format={format} /> }], { path: '/' });
    expect(await screen.findByText('Corrija as decisões para calcular o risco.')).toBeInTheDocument();
    expect(screen.queryByTestId('risk-summary')).not.toBeInTheDocument();
  });
});
