import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { forecastPaths, keepDecisions } from './forecast';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import type { MonthDecisions, SimulationSetup, SimulationState } from './types';
import { decisionBounds } from './validate';
import {
  decisionsFromQuery,
  LEVER_FIELD,
  WHAT_IF_LEVERS,
  whatIfAlternatives,
  whatIfQuery,
  whatIfRuns,
} from './what-if';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Padaria',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 120_000_00,
  horizonMonths: 24,
  difficulty: 'normal',
  seed: 4242,
  firstCalendarMonth: 3,
};

function played(setup: SimulationSetup = SETUP, months = 4): { state: SimulationState; last: MonthDecisions } {
  let state = createSimulation(setup);
  let last = suggestDecisions(state);
  for (let i = 0; i < months; i++) {
    last = suggestDecisions(state);
    state = stepMonth(state, last).state;
  }
  return { state, last };
}

/** A link's query as the month screen reads it (URLSearchParams in the browser). */
function params(query: string): { get(name: string): string | null } {
  const pairs = query
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '');
  const map = new Map(pairs.map((pair) => pair.split('=') as [string, string]));
  return { get: (name) => map.get(name) ?? null };
}

/** The lower median and the 10th percentile by sorting (the module picks them by selection). */
function ranked(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(p * (sorted.length - 1))]!;
}

describe('whatIfRuns', () => {
  // The kernel runs the alternatives; the engine's own month (advanceMonthUnchecked, through a
  // policy function) must give the same futures, to the cent.
  it.each(['price', 'marketing', 'hiring', 'loan'] as const)(
    '%s: every outcome is the engine’s futures under the alternative kept',
    (lever) => {
      const { state, last } = played();
      const runs = whatIfRuns(state, lever, last, { paths: 60 })!;
      expect(runs.months).toBe(6);
      for (const outcome of runs.outcomes) {
        const engine = forecastPaths(state, outcome.decisions, {
          paths: 60,
          months: 6,
          policy: keepDecisions(outcome.decisions),
        });
        const cash = Array.from(engine.cash.subarray(5 * 60));
        const profit = Array.from({ length: 60 }, (_, p) =>
          [0, 1, 2, 3, 4, 5].reduce((sum, m) => sum + engine.profit[m * 60 + p]!, 0),
        );
        expect(outcome.cashCents).toBe(ranked(cash, 0.5));
        expect(outcome.cashLowCents).toBe(ranked(cash, 0.1));
        expect(outcome.profitCents).toBe(ranked(profit, 0.5));
        expect(outcome.runOutRisk).toBe(engine.bankruptBy[5]! / 60);
        expect(outcome.customers).toBe(ranked(Array.from(engine.final.customers), 0.5));
      }
    },
  );

  it('compares the current decisions with alternatives that differ in the lever alone, inside the bounds', () => {
    const { state, last } = played();
    for (const lever of WHAT_IF_LEVERS) {
      const alternatives = whatIfAlternatives(state, lever, last);
      const field = LEVER_FIELD[lever];
      const bounds = decisionBounds(state)[field];
      const values = alternatives.map((decisions) => decisions[field]);
      expect(new Set(values).size, lever).toBe(values.length);
      for (const decisions of alternatives) {
        expect(decisions[field]).toBeGreaterThanOrEqual(bounds.min);
        expect(decisions[field]).toBeLessThanOrEqual(bounds.max);
        const others = Object.entries(decisions).filter(([key]) => key !== field);
        expect(others, lever).toEqual(Object.entries(alternatives[0]!).filter(([key]) => key !== field));
      }
    }
  });

  it('runs the same futures for every alternative, so more marketing buys more customers', () => {
    const { state, last } = played();
    const runs = whatIfRuns(state, 'marketing', last)!;
    const byValue = [...runs.outcomes].sort((a, b) => a.value - b.value);
    expect(byValue[0]!.value).toBe(0);
    expect(byValue.at(-1)!.customers).toBeGreaterThan(byValue[0]!.customers);
  });

  it('offers stock only to a business that buys stock, and nothing once the simulation ended', () => {
    const service = played({ ...SETUP, businessType: 'service' });
    expect(whatIfAlternatives(service.state, 'stock', service.last)).toEqual([]);
    expect(whatIfRuns(service.state, 'hiring', service.last)).not.toBeNull();
    const { state, last } = played({ ...SETUP, horizonMonths: 12 }, 12);
    expect(state.month).toBe(12);
    expect(whatIfRuns(state, 'price', last)).toBeNull();
  });

  it('looks no further than the horizon', () => {
    const { state, last } = played({ ...SETUP, horizonMonths: 12 }, 10);
    expect(whatIfRuns(state, 'price', last)!.months).toBe(2);
  });

  it('writes prices as a founder would: the reference price among the alternatives when the current one is far from it', () => {
    const { state, last } = played();
    const reference = presetFor(SETUP.businessType, SETUP.currency).referencePriceCents;
    const high = { ...last, priceCents: Math.round(reference * 1.4) };
    const prices = whatIfAlternatives(state, 'price', high).map((decisions) => decisions.priceCents);
    expect(prices).toContain(reference);
    for (const price of prices.slice(1)) expect(price % 10).toBe(0);
  });
});

describe('the month screen’s link', () => {
  it.each(WHAT_IF_LEVERS.filter((lever) => lever !== 'stock'))('%s: the query pre-fills the alternative', (lever) => {
    const { state, last } = played();
    const start = whatIfAlternatives(state, lever, last)[0]!;
    for (const decisions of whatIfAlternatives(state, lever, last).slice(1)) {
      const query = whatIfQuery(state.month + 1, lever, decisions[LEVER_FIELD[lever]]);
      expect(decisionsFromQuery(state, start, params(query))).toEqual({ lever, decisions });
    }
  });

  it('clamps a value into the month’s bounds, and ignores another month’s link and what is not a whole number', () => {
    const { state, last } = played();
    const start = whatIfAlternatives(state, 'price', last)[0]!;
    const max = decisionBounds(state).marketingCents.max;
    const query = params(whatIfQuery(state.month + 1, 'marketing', max * 10));
    expect(decisionsFromQuery(state, start, query)?.decisions.marketingCents).toBe(max);
    const fired = decisionsFromQuery(state, start, params(whatIfQuery(state.month + 1, 'hiring', -500)));
    expect(fired?.decisions.headcountDelta).toBe(-state.headcount);
    const month = state.month + 1;
    for (const bad of [
      `?mes=${month}&preco=12.5`,
      `?mes=${month}&preco=abc`,
      `?mes=${month}&preco=`,
      `?mes=${month}&outra=3`,
      '',
    ]) {
      expect(decisionsFromQuery(state, start, params(bad)), bad).toBeNull();
    }
    const before = played(SETUP, 3).state;
    const old = params(whatIfQuery(before.month + 1, 'price', 12_00));
    expect(decisionsFromQuery(state, start, old)).toBeNull();
  });
});
