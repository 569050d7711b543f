import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { marginalCustomer, MARGINAL_WINDOW_MONTHS } from './marginal-customer';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import { SHOP } from './testing/month-fixtures';
import type { SimulationState } from './types';
import { decisionBounds } from './validate';

function monthsOf(state: SimulationState, months: number): { state: SimulationState; cacCents: number | null } {
  let cacCents: number | null = null;
  for (let m = 0; m < months; m++) {
    const step = stepMonth(state, suggestDecisions(state));
    state = step.state;
    cacCents = step.result.kpis.cacCents;
  }
  return { state, cacCents };
}

describe('marginalCustomer', () => {
  it('is the extra marketing over the customers it alone wins, replayed on the simulation’s own seed', () => {
    const { state } = monthsOf(createSimulation({ ...SHOP, horizonMonths: 24 }), 8);
    const decisions = suggestDecisions(state);
    const marginal = marginalCustomer(state, decisions);
    const preset = presetFor('retail', 'BRL');
    expect(marginal.extraMarketingCents).toBe(preset.marketingScaleCents);
    expect(marginal.months).toBe(MARGINAL_WINDOW_MONTHS);
    // The same numbers, played by hand.
    const won = (marketingCents: number) => {
      let current = state;
      let total = 0;
      for (let m = 0; m < MARGINAL_WINDOW_MONTHS; m++) {
        const step = stepMonth(current, m === 0 ? { ...decisions, marketingCents } : suggestDecisions(current));
        total += step.result.kpis.newCustomers;
        current = step.state;
      }
      return total;
    };
    const extra = won(decisions.marketingCents + preset.marketingScaleCents) - won(decisions.marketingCents);
    expect(marginal.extraCustomers).toBe(extra);
    expect(marginal.costCents).toBe(extra > 0 ? Math.round(preset.marketingScaleCents / extra) : null);
  });

  it('shows the next customer costing far more than the average one (the CAC), as awareness saturates', () => {
    for (const businessType of ['retail', 'ecommerce', 'food'] as const) {
      const setup = {
        ...SHOP,
        businessType,
        horizonMonths: 36 as const,
        startingCapitalCents: presetFor(businessType, 'BRL').suggestedCapitalCents,
      };
      const { state, cacCents } = monthsOf(createSimulation(setup), 12);
      const marginal = marginalCustomer(state, suggestDecisions(state));
      expect(cacCents).not.toBeNull();
      expect(marginal.costCents ?? Infinity, businessType).toBeGreaterThan(3 * cacCents!);
    }
  });

  it('follows fewer months near the horizon, and spends no more than the marketing bound allows', () => {
    const { state } = monthsOf(createSimulation({ ...SHOP, horizonMonths: 12 }), 9);
    const atBound = { ...suggestDecisions(state), marketingCents: decisionBounds(state).marketingCents.max };
    const marginal = marginalCustomer(state, atBound);
    expect(marginal.months).toBe(3);
    expect(marginal).toMatchObject({ extraMarketingCents: 0, costCents: null });
  });
});
