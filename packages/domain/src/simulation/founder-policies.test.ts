import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { carefulFounder, prefilledDecisions, pressAdvance, typicalFounder } from './founder-policies';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import { SHOP } from './testing/month-fixtures';
import type { MonthDecisions, SimulationSetup, SimulationState } from './types';
import { decisionBounds, validateDecisions } from './validate';

const SETUP = SHOP;

/** A company after `months` months of `decide`, and the decisions of its last month. */
function played(
  months: number,
  decide: (state: SimulationState) => MonthDecisions = suggestDecisions,
  setup: SimulationSetup = SETUP,
): { state: SimulationState; last: MonthDecisions | null } {
  let state = createSimulation(setup);
  let last: MonthDecisions | null = null;
  for (let month = 0; month < months; month++) {
    last = decide(state);
    state = stepMonth(state, last).state;
  }
  return { state, last };
}

describe('prefilledDecisions (what the month screen starts from)', () => {
  it('starts the first month from the engine’s suggestion, with no answer chosen', () => {
    const { state } = played(0);
    expect(prefilledDecisions(state, null)).toEqual({ ...suggestDecisions(state), eventChoice: null });
  });

  it('repeats the recurring levers, takes the suggested stock and zeroes one-off moves', () => {
    const { state, last } = played(2, (s) => ({
      ...suggestDecisions(s),
      priceCents: 99_90,
      marketingCents: 4_000_00,
      qualityInvestmentCents: 500_00,
      headcountDelta: 1,
      capacityInvestmentCents: 10_000_00,
      loanCents: 20_000_00,
    }));
    expect(prefilledDecisions(state, last)).toEqual({
      priceCents: 99_90,
      marketingCents: 4_000_00,
      qualityInvestmentCents: 500_00,
      headcountDelta: 0,
      purchaseUnits: suggestDecisions(state).purchaseUnits,
      capacityInvestmentCents: 0,
      loanCents: 0,
      eventChoice: null,
    });
  });

  it('never repeats a loan or a dismissal the suggestion makes, nor answers an event', () => {
    // Little cash and an idle team: the suggestion borrows and lets someone go.
    const { state, last } = played(5);
    const struggling: SimulationState = { ...state, cashCents: 1_000_00, customers: 50, headcount: 3 };
    const suggested = suggestDecisions(struggling);
    expect(suggested.loanCents).toBeGreaterThan(0);
    expect(suggested.headcountDelta).toBe(-1);
    const prefilled = prefilledDecisions(struggling, last);
    expect(prefilled.loanCents).toBe(0);
    expect(prefilled.headcountDelta).toBe(0);
    expect(
      prefilledDecisions({ ...struggling, pendingEvent: { type: 'supplierShock', month: 5 } }, last).eventChoice,
    ).toBeNull();
  });

  it('clamps a repeated lever into this month’s bounds', () => {
    const { state, last } = played(1);
    expect(prefilledDecisions(state, { ...last!, marketingCents: 999_999_999_00 }).marketingCents).toBe(
      decisionBounds(state).marketingCents.max,
    );
  });
});

describe('the founders of the calibration', () => {
  it('press advance answers events with the "do nothing" option, so it can keep playing', () => {
    const { state, last } = played(3);
    const pending: SimulationState = { ...state, pendingEvent: { type: 'supplierShock', month: 3 } };
    expect(pressAdvance(pending, last).eventChoice).toBe('absorb');
  });

  it('the careful founder is the engine’s suggestion', () => {
    const { state, last } = played(4);
    expect(carefulFounder(state, last)).toEqual(suggestDecisions(state));
  });

  it('a typical founder keeps a price and a budget of their own, never lets anyone go and never borrows', () => {
    const preset = presetFor('retail', 'BRL');
    const prices = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const setup = { ...SETUP, seed };
      const { state } = played(6, (s) => typicalFounder(s, null), setup);
      const struggling: SimulationState = { ...state, cashCents: -1_000_00, customers: 20 };
      const decisions = typicalFounder(struggling, null);
      expect(validateDecisions(struggling, decisions)).toEqual([]);
      const ratio = decisions.priceCents / preset.referencePriceCents;
      expect(ratio).toBeGreaterThanOrEqual(0.85);
      expect(ratio).toBeLessThanOrEqual(1.2);
      const marketing = decisions.marketingCents / preset.marketingScaleCents;
      expect(marketing).toBeGreaterThanOrEqual(0.6);
      expect(marketing).toBeLessThanOrEqual(1.5);
      expect(decisions.headcountDelta).toBeGreaterThanOrEqual(0);
      expect(decisions.loanCents).toBe(0);
      // The same founder every month: the habits come from the seed.
      expect(typicalFounder(state, null).priceCents).toBe(decisions.priceCents);
      prices.add(decisions.priceCents);
    }
    expect(prices.size).toBeGreaterThan(4);
  });
});
