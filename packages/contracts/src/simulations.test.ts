import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { finishSimulation } from '@alavanca/domain/simulation/score';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import { describe, expect, it } from 'vitest';
import { MonthResult, SimulationScore } from './simulations';

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

describe('SimulationScore', () => {
  let state = createSimulation({
    businessType: 'service',
    name: 'Consultoria Ipê',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: 70_000_00,
    horizonMonths: 12,
    difficulty: 'normal',
    seed: 11,
    firstCalendarMonth: 1,
  });
  const results = [];
  for (let month = 0; month < 4; month++) {
    // A price above the suggestion's, so the replays have something to say.
    const step = stepMonth(state, { ...suggestDecisions(state), priceCents: 260_00 });
    state = step.state;
    results.push(step.result);
  }
  const { score } = finishSimulation(state, results);

  it('reads a score the engine writes as it is, with the lessons of its replays', () => {
    expect(score.replay).not.toBeNull();
    expect(score.bestDecisions.every((review) => review.effectCents !== null)).toBe(true);
    expect(SimulationScore.parse(score)).toEqual(score);
  });

  it('reads a score stored before runs were replayed as one without replays', () => {
    const { replay: _dropped, ...older } = score;
    const stored = {
      ...older,
      bestDecisions: older.bestDecisions.map(({ effectCents: _effect, ...review }) => review),
    };
    const parsed = SimulationScore.parse(stored);
    expect(parsed.replay).toBeNull();
    expect(parsed.bestDecisions.map((review) => review.effectCents)).toEqual(score.bestDecisions.map(() => null));
  });
});
