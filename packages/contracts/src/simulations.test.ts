import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import { describe, expect, it } from 'vitest';
import { MonthResult } from './simulations';

describe('MonthResult', () => {
  const state = createSimulation({
    businessType: 'retail',
    name: 'Presentes da Vila',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: 120_000_00,
    horizonMonths: 12,
    difficulty: 'normal',
    seed: 7,
    firstCalendarMonth: 3,
  });
  const { result } = stepMonth(state, suggestDecisions(state));

  it('reads a month the engine writes as it is', () => {
    expect(MonthResult.parse(result)).toEqual(result);
  });

  it('reads a month stored before sales recovered from a shortfall had a driver of their own, as 0', () => {
    const { recoveredSales: _dropped, ...older } = result.explanation.revenueDrivers;
    const stored = { ...result, explanation: { ...result.explanation, revenueDrivers: older } };
    expect(MonthResult.parse(stored).explanation.revenueDrivers.recoveredSales).toBe(0);
  });
});
