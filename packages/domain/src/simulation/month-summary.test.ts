import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { monthSummary } from './month-summary';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from './types';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Café da Mari',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 60_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 77,
  firstCalendarMonth: 3,
};

function played(
  months: number,
  setup: SimulationSetup = SETUP,
  decide: (state: SimulationState) => MonthDecisions = suggestDecisions,
): { state: SimulationState; results: MonthResult[] } {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  for (let month = 0; month < months; month++) {
    const step = stepMonth(state, decide(state));
    results.push(step.result);
    state = step.state;
  }
  return { state, results };
}

/** The last month with some indicators replaced, the way a month that went so would read. */
function withLast(results: MonthResult[], kpis: Partial<MonthResult['kpis']>, decisions: Partial<MonthDecisions> = {}) {
  const last = results.at(-1)!;
  return [
    ...results.slice(0, -1),
    { ...last, kpis: { ...last.kpis, ...kpis }, decisions: { ...last.decisions, ...decisions } },
  ];
}

describe('the month summary', () => {
  it('before the first month has nothing to sum up and points at the first price', () => {
    const summary = monthSummary(createSimulation(SETUP), []);
    expect(summary).toEqual({
      month: 0,
      moves: [],
      why: null,
      focus: { kind: 'firstMonth', target: 'priceCents', values: {} },
    });
  });

  it('after the first month shows revenue, profit and cash, and why cash moved', () => {
    const { state, results } = played(1);
    const summary = monthSummary(state, results);
    const kpis = results[0]!.kpis;
    expect(summary.month).toBe(1);
    expect(summary.moves).toEqual([
      { measure: 'revenue', value: kpis.revenueCents, change: null },
      { measure: 'netProfit', value: kpis.netProfitCents, change: null },
      { measure: 'cash', value: kpis.cashCents, change: null },
    ]);
    const e = results[0]!.explanation;
    expect(summary.why).toEqual({
      kind: 'cash',
      changeCents: e.cashChangeCents,
      driver: e.largestCashDriver,
      driverCents: e.cashDrivers[e.largestCashDriver!],
    });
  });

  it('ranks the moves by their size against the larger of the two values', () => {
    const { state, results } = played(3);
    const before = results[1]!.kpis;
    // Satisfaction halved and customers doubled: the two largest moves, in that order (−50 %, +50 % of the larger).
    const moved = withLast(results, {
      satisfaction: before.satisfaction / 2.2,
      customers: before.customers * 2,
      revenueCents: before.revenueCents,
      cashCents: before.cashCents + 1,
      netProfitCents: before.netProfitCents,
    });
    const summary = monthSummary(state, moved);
    expect(summary.moves.map((move) => move.measure)).toEqual(['satisfaction', 'customers', 'cash']);
    expect(summary.moves[1]!.change).toBe(before.customers);
    // Customers led: revenue's own bridge explains the month.
    const revenueLed = monthSummary(
      state,
      withLast(results, { satisfaction: before.satisfaction, customers: before.customers * 3 }),
    );
    expect(revenueLed.moves[0]!.measure).toBe('customers');
    expect(revenueLed.why?.kind).toBe('revenue');
    expect(revenueLed.why?.changeCents).toBe(results[2]!.explanation.revenueChangeCents);
  });

  it('measures a profit swing against the month’s revenue, so a small swing in a large business stays small', () => {
    const { state, results } = played(3);
    const before = { ...results[1]!, kpis: { ...results[1]!.kpis, netProfitCents: -100_00 } };
    // From a loss of 100 to a profit of 100 is the whole of the larger value, but about a hundredth of the revenue.
    const summary = monthSummary(
      state,
      withLast([results[0]!, before, results[2]!], {
        revenueCents: Math.round(before.kpis.revenueCents * 1.3),
        netProfitCents: 100_00,
        customers: before.kpis.customers,
        satisfaction: before.kpis.satisfaction,
        cashCents: before.kpis.cashCents,
      }),
    );
    expect(before.kpis.revenueCents).toBeGreaterThan(50 * 200_00);
    expect(summary.moves.map((move) => move.measure)).toEqual(['revenue', 'netProfit', 'cash']);
  });

  it('points first at the credit line, then at a price below cost, then at a short runway', () => {
    const { state, results } = played(2);
    const cost = presetFor(SETUP.businessType, SETUP.currency).unitCostCents;
    const everything = { cashCents: -5_000_00, runwayMonths: 1 };
    expect(monthSummary(state, withLast(results, everything, { priceCents: cost - 1 })).focus).toEqual({
      kind: 'creditLine',
      target: 'loanCents',
      values: { cash: -5_000_00 },
    });
    const short = { cashCents: 9_000_00, runwayMonths: 2.5 };
    expect(monthSummary(state, withLast(results, short, { priceCents: cost - 1 })).focus.kind).toBe('priceBelowCost');
    expect(monthSummary(state, withLast(results, short)).focus).toEqual({
      kind: 'shortRunway',
      target: 'risk',
      values: { months: 2.5, cash: 9_000_00 },
    });
  });

  it('raises the month’s decision flags in a mentor’s order, and customers costing more than they bring', () => {
    const { state, results } = played(2);
    const preset = presetFor(SETUP.businessType, SETUP.currency);
    const calm = { runwayMonths: null, cashCents: 50_000_00, lostSalesUnits: 0, cacCents: null, quality: 0.8 };
    const belowCost = monthSummary(state, withLast(results, calm, { priceCents: preset.unitCostCents - 1 }));
    expect(belowCost.focus).toMatchObject({ kind: 'priceBelowCost', target: 'priceCents' });
    expect(belowCost.focus.values).toEqual({ price: preset.unitCostCents - 1, cost: preset.unitCostCents });
    const stockout = { ...calm, demandUnits: 1000, lostSalesUnits: 300 };
    // A café stocks what it sells: the stock-out points at the purchase; a service at the team.
    expect(monthSummary(state, withLast(results, stockout)).focus).toMatchObject({
      kind: 'stockout',
      target: 'purchaseUnits',
      values: { units: 300 },
    });
    const service = played(2, { ...SETUP, businessType: 'service' });
    expect(monthSummary(service.state, withLast(service.results, stockout)).focus).toMatchObject({
      kind: 'stockout',
      target: 'headcountDelta',
    });
    expect(monthSummary(state, withLast(results, { ...calm, cacCents: 500_00, ltvCents: 300_00 })).focus).toEqual({
      kind: 'cacAboveLtv',
      target: 'marketingCents',
      values: { cac: 500_00, ltv: 300_00 },
    });
  });

  it('says steady when nothing stands out', () => {
    const { state, results } = played(4);
    const calm = withLast(
      results,
      {
        runwayMonths: null,
        cashCents: 50_000_00,
        lostSalesUnits: 0,
        cacCents: 10_00,
        ltvCents: 900_00,
        quality: 0.8,
        inventoryUnits: 0,
      },
      { priceCents: presetFor(SETUP.businessType, SETUP.currency).referencePriceCents, marketingCents: 1_000_00 },
    );
    expect(monthSummary(state, calm).focus).toEqual({ kind: 'steady', target: 'risk', values: {} });
  });
});
