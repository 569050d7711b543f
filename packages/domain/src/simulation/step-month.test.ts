import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { createSimulation, suggestDecisions } from './create-simulation';
import { calendarIndex } from './calendar-month';
import { advanceMonthUnchecked, stepMonth } from './step-month';
import { BASE, step } from './testing/month-fixtures';
import type { SimulationState } from './types';

describe('calendarIndex', () => {
  it.each<[number, number, number]>([
    [1, 1, 0],
    [1, 12, 11],
    [1, 13, 0],
    [11, 1, 10],
    [11, 3, 0],
    [12, 24, 10],
  ])('first calendar month %d, simulated month %d → index %d', (first, month, index) => {
    expect(calendarIndex(first, month)).toBe(index);
  });
});

describe('advanceMonthUnchecked', () => {
  it('gives the state stepMonth gives, without the statements', () => {
    for (const businessType of BUSINESS_TYPES) {
      let state = createSimulation({
        ...BASE,
        businessType,
        country: businessType === 'saas' ? 'US' : 'BR',
        currency: 'BRL',
        seed: 31,
        horizonMonths: 24,
      });
      while (state.status === 'running') {
        const decisions = suggestDecisions(state);
        const fast = advanceMonthUnchecked(state, decisions);
        const full = stepMonth(state, decisions).state;
        expect(fast).toEqual(full);
        state = full;
      }
    }
  });
});

describe('stepMonth: the end', () => {
  it('goes bankrupt when spending sinks cash below the credit line, and refuses another month', () => {
    const setup = { ...BASE, startingCapitalCents: 10_000_00 };
    const { state, result } = step(createSimulation(setup), { marketingCents: 60_000_00 });
    expect(result.status).toBe('bankrupt');
    expect(state.cashCents).toBeLessThan(-2_000_00);
    expect(state.pendingEvent).toBeNull();
    expect(() => step(state)).toThrow(expect.objectContaining({ code: 'simulation.notRunning' }));
  });

  it('finishes at the horizon', () => {
    let state = createSimulation({ ...BASE, startingCapitalCents: 500_000_00 });
    const statuses: string[] = [];
    while (state.status === 'running') {
      const s = step(state);
      statuses.push(s.result.status);
      state = s.state;
    }
    expect(statuses).toHaveLength(12);
    expect(statuses.slice(0, 11).every((s) => s === 'running')).toBe(true);
    expect(statuses[11]).toBe('finished');
  });

  it('throws with the issues on invalid decisions, leaving the state alone', () => {
    const state = createSimulation(BASE);
    const before = JSON.parse(JSON.stringify(state)) as SimulationState;
    expect(() => step(state, { priceCents: -5 })).toThrow(
      expect.objectContaining({
        code: 'simulation.invalidDecisions',
        issues: [expect.objectContaining({ path: 'priceCents' })],
      }),
    );
    step(state);
    expect(state).toEqual(before);
  });

  it('throws on an invalid setup', () => {
    expect(() => createSimulation({ ...BASE, horizonMonths: 7 as never })).toThrow(
      expect.objectContaining({ code: 'simulation.invalidSetup' }),
    );
  });
});
