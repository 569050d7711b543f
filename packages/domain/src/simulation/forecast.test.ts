import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { forecastRisk, holdDecisions } from './forecast';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import type { SimulationSetup, SimulationState } from './types';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Bistrô',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 120_000_00,
  horizonMonths: 24,
  difficulty: 'normal',
  seed: 99,
  firstCalendarMonth: 5,
};

/** Three real months, so the forecast starts mid-run. */
function midRun(setup: SimulationSetup = SETUP): SimulationState {
  let state = createSimulation(setup);
  for (let i = 0; i < 3; i++) state = stepMonth(state, suggestDecisions(state)).state;
  return state;
}

describe('forecastRisk', () => {
  it('reproduces the engine’s months when a path is fed the simulation’s own draws', () => {
    const start = midRun();
    const first = { ...suggestDecisions(start), headcountDelta: 1 };
    const policy = holdDecisions(first);
    const cash: number[] = [];
    const revenue: number[] = [];
    let state = start;
    for (let m = 0; state.status === 'running'; m++) {
      const step = stepMonth(state, policy(state, m));
      state = step.state;
      cash.push(step.result.cashFlow.closingCashCents);
      revenue.push(step.result.income.grossRevenueCents);
    }
    // A bankrupt company keeps its last cash and sells nothing for the rest of the horizon.
    const months = SETUP.horizonMonths - start.month;
    while (cash.length < months) {
      cash.push(cash[cash.length - 1]!);
      revenue.push(0);
    }
    const forecast = forecastRisk(start, first, { paths: 1, pathSeed: () => SETUP.seed });
    expect(forecast.months).toBe(months);
    expect(forecast.cash.p50).toEqual(cash);
    expect(forecast.cash.p10).toEqual(cash);
    expect(forecast.revenue.p90).toEqual(revenue);
    expect(forecast.bankruptcyProbability[months - 1]).toBe(state.status === 'bankrupt' ? 1 : 0);
  });

  it('gives ordered bands, cumulative bankruptcy odds and the same answer twice', () => {
    const start = midRun();
    const forecast = forecastRisk(start, suggestDecisions(start), { paths: 300 });
    expect(forecast).toEqual(forecastRisk(start, suggestDecisions(start), { paths: 300 }));
    expect(forecast.fromMonth).toBe(3);
    expect(forecast.months).toBe(21);
    for (let m = 0; m < forecast.months; m++) {
      expect(forecast.cash.p10[m]!).toBeLessThanOrEqual(forecast.cash.p50[m]!);
      expect(forecast.cash.p50[m]!).toBeLessThanOrEqual(forecast.cash.p90[m]!);
      expect(forecast.revenue.p10[m]!).toBeLessThanOrEqual(forecast.revenue.p90[m]!);
      expect(Number.isInteger(forecast.cash.p50[m])).toBe(true);
      expect(forecast.negativeCashProbability[m]!).toBeGreaterThanOrEqual(forecast.bankruptcyProbability[m]!);
      if (m > 0) expect(forecast.bankruptcyProbability[m]!).toBeGreaterThanOrEqual(forecast.bankruptcyProbability[m - 1]!);
    }
    // The paths differ: the future is uncertain.
    expect(forecast.cash.p90[20]!).toBeGreaterThan(forecast.cash.p10[20]!);
  });

  it('sees the danger of burning cash and the safety of a rich company', () => {
    const start = midRun();
    const burning = forecastRisk(start, { ...suggestDecisions(start), marketingCents: 10 * presetFor('food', 'BRL').marketingScaleCents }, { paths: 200 });
    expect(burning.bankruptWithin12Months).toBeGreaterThan(0.9);
    const rich = midRun({ ...SETUP, startingCapitalCents: 5_000_000_00 });
    const safe = forecastRisk(rich, suggestDecisions(rich), { paths: 200 });
    expect(safe.bankruptWithin12Months).toBe(0);
    expect(safe.bankruptWithin6Months).toBe(0);
  });

  it('limits the months to the horizon and returns nothing for an ended simulation', () => {
    const start = midRun();
    expect(forecastRisk(start, suggestDecisions(start), { paths: 10, months: 6 }).months).toBe(6);
    expect(forecastRisk(start, suggestDecisions(start), { paths: 10, months: 99 }).months).toBe(21);
    const ended = forecastRisk({ ...start, status: 'finished' }, suggestDecisions(start), { paths: 10 });
    expect(ended.months).toBe(0);
    expect(ended.bankruptWithin12Months).toBe(0);
  });

  it('holds the decisions within their valid range and answers events with the default option', () => {
    const start: SimulationState = { ...midRun(), pendingEvent: { type: 'newCompetitor', month: 3 } };
    const policy = holdDecisions({ ...suggestDecisions(start), headcountDelta: -99, loanCents: 5_000_00, eventChoice: 'loyaltyProgram' });
    expect(policy(start, 0)).toMatchObject({ headcountDelta: -start.headcount, loanCents: 5_000_00, eventChoice: 'loyaltyProgram' });
    expect(policy(start, 1)).toMatchObject({ headcountDelta: 0, loanCents: 0, eventChoice: 'ignore' });
  });
});
