import { describe, expect, it } from 'vitest';
import { simulationSnapshot } from '../mentor/snapshots';
import { createSimulation, suggestDecisions } from './create-simulation';
import { forecastRisk } from './forecast';
import { prefilledDecisions } from './founder-policies';
import { formatRisk, RISK_PATHS, riskFigure, riskForecast } from './risk-figure';
import { stepMonth } from './step-month';
import type { MonthResult, SimulationSetup, SimulationState } from './types';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Café da Mari',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 60_000_00,
  horizonMonths: 12,
  difficulty: 'hard',
  seed: 77,
  firstCalendarMonth: 3,
};

function played(months: number): { state: SimulationState; results: MonthResult[] } {
  let state = createSimulation(SETUP);
  const results: MonthResult[] = [];
  for (let month = 0; month < months; month++) {
    const step = stepMonth(state, { ...suggestDecisions(state), marketingCents: 4_000_00 });
    results.push(step.result);
    state = step.state;
  }
  return { state, results };
}

describe('the risk figure', () => {
  it('is the share of the thousand futures out of cash by the end, the month screen’s decisions kept', () => {
    const { state, results } = played(4);
    const decisions = prefilledDecisions(state, results.at(-1)!.decisions);
    const forecast = riskForecast(state, decisions);
    expect(forecast.paths).toBe(RISK_PATHS);
    expect(forecast.months).toBe(8);
    const kept = forecastRisk(state, decisions, { paths: RISK_PATHS, policy: 'keep' });
    expect(riskFigure(forecast)).toBe(kept.bankruptcyProbability[7]);
    // The simulator's suggestions after this month are another figure, labelled as such where shown.
    expect(riskFigure(riskForecast(state, decisions, { policy: 'adaptive' }))).not.toBe(riskFigure(forecast));
  });

  it('is the one the dashboard, the reports and the mentor read (the snapshot) and the month screen starts with', () => {
    const { state, results } = played(4);
    const snapshot = simulationSnapshot('sim', state, results.slice(-2));
    const screen = riskForecast(state, prefilledDecisions(state, results.at(-1)!.decisions));
    expect(snapshot.cashRisk).toBe(riskFigure(screen));
    expect(snapshot.cashRisk).toBeGreaterThan(0);
  });

  it('is written with one decimal at most, in the user’s number format', () => {
    expect(formatRisk(0.076, { language: 'pt-BR', numberFormat: 'decimal' })).toBe('7,6%');
    expect(formatRisk(0.076, { language: 'en-US', numberFormat: 'thousand' })).toBe('7.6%');
    expect(formatRisk(0, { language: 'pt-BR', numberFormat: 'decimal' })).toBe('0%');
  });
});
