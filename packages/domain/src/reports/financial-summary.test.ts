import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from '../simulation/create-simulation';
import { fixedOutgoCents } from '../simulation/break-even';
import { companyRiskForecast, riskFigure } from '../simulation/risk-figure';
import { stepMonth } from '../simulation/step-month';
import type { MonthResult, SimulationSetup, SimulationState } from '../simulation/types';
import { financialSummary, FUNDING_STEP_CENTS } from './financial-summary';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Café da Mari',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 60_000_00,
  horizonMonths: 12,
  difficulty: 'hard',
  seed: 42,
  firstCalendarMonth: 3,
};

function played(
  months: number,
  setup: SimulationSetup = SETUP,
  marketingCents?: number,
): { state: SimulationState; results: MonthResult[] } {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  for (let month = 0; month < months; month++) {
    const suggested = suggestDecisions(state);
    const step = stepMonth(state, { ...suggested, marketingCents: marketingCents ?? suggested.marketingCents });
    results.push(step.result);
    state = step.state;
  }
  return { state, results };
}

describe('the report’s financial summary', () => {
  it('is nothing before a month is played', () => {
    expect(financialSummary([], null)).toBeNull();
  });

  it('compares the last month with three months before, and adds up every month’s result', () => {
    const { state, results } = played(5);
    const summary = financialSummary(results, companyRiskForecast(state, results.at(-1)!.decisions))!;
    expect(summary.month).toBe(5);
    expect(summary.revenueBefore).toEqual({ month: 2, cents: results[1]!.kpis.revenueCents });
    expect(summary.grossMarginBefore).toBe(results[1]!.kpis.grossMarginRate);
    expect(summary.accumulatedNetCents).toBe(results.reduce((sum, r) => sum + r.income.netProfitCents, 0));
    expect(summary.netMarginRate).toBeCloseTo(results[4]!.income.netProfitCents / results[4]!.kpis.revenueCents, 12);
    // Two months played: the first is the one before.
    const two = played(2);
    expect(financialSummary(two.results, null)!.revenueBefore).toEqual({
      month: 1,
      cents: two.results[0]!.kpis.revenueCents,
    });
    expect(financialSummary(two.results.slice(0, 1), null)!.revenueBefore).toBeNull();
  });

  it('gives the unit economics: LTV over CAC, and the months of gross profit a customer takes to pay back', () => {
    const { results } = played(6);
    const { kpis, income } = results.at(-1)!;
    const summary = financialSummary(results, null)!;
    expect(kpis.cacCents).not.toBeNull();
    expect(summary.ltvToCac).toBeCloseTo(kpis.ltvCents! / kpis.cacCents!, 12);
    expect(summary.cacPaybackMonths! * (income.grossProfitCents / kpis.customers)).toBeCloseTo(kpis.cacCents!, 6);
  });

  it('puts the break-even at the revenue whose gross margin pays the month’s fixed outgo, as the mentor does', () => {
    const { results } = played(5);
    const { income } = results.at(-1)!;
    const summary = financialSummary(results, null)!;
    const ratio = income.grossProfitCents / income.grossRevenueCents;
    // At the break-even revenue, the gross margin less the fixed outgo is zero (to the cent's rounding).
    expect(Math.abs(summary.breakEvenRevenueCents! * ratio - fixedOutgoCents(income))).toBeLessThan(1);
    // The one-off costs of a month (hiring, events) are not part of it.
    expect(fixedOutgoCents({ ...income, hiringAndSeveranceCents: 5_000_00, eventCostsCents: 2_000_00 })).toBe(
      fixedOutgoCents(income),
    );
    // A month losing money sits below it.
    expect(income.netProfitCents).toBeLessThan(0);
    expect(summary.breakEvenRevenueCents!).toBeGreaterThan(income.grossRevenueCents);
  });

  it('sizes the funding need from the bad futures’ lowest cash, rounded up, with the risk figure beside it', () => {
    // A café spending more on marketing than its cash allows: some futures run dry.
    const { state, results } = played(4, { ...SETUP, startingCapitalCents: 50_000_00 }, 3_000_00);
    const forecast = companyRiskForecast(state, results.at(-1)!.decisions)!;
    const summary = financialSummary(results, forecast)!;
    const lowest = Math.min(...forecast.cash.p10);
    expect(lowest).toBeLessThan(0);
    const need = summary.fundingNeed!;
    expect(need.cents % FUNDING_STEP_CENTS).toBe(0);
    expect(need.cents).toBeGreaterThanOrEqual(-lowest);
    expect(need.cents - FUNDING_STEP_CENTS).toBeLessThan(-lowest);
    expect(forecast.cash.p10[need.month - forecast.fromMonth - 1]).toBe(lowest);
    expect(summary.risk).toBe(riskFigure(forecast));

    // A company with capital to spare needs nothing.
    const rich = played(4, { ...SETUP, startingCapitalCents: 900_000_00, difficulty: 'easy' });
    const richForecast = companyRiskForecast(rich.state, rich.results.at(-1)!.decisions)!;
    expect(Math.min(...richForecast.cash.p10)).toBeGreaterThan(0);
    expect(financialSummary(rich.results, richForecast)!.fundingNeed!.cents).toBe(0);
  });

  it('states the assumptions the forecast keeps: the decisions, the customers lost, the costs', () => {
    const { results } = played(3);
    const { decisions, kpis, income } = results.at(-1)!;
    expect(financialSummary(results, null)!.assumptions).toEqual({
      priceCents: decisions.priceCents,
      marketingCents: decisions.marketingCents,
      churnRate: kpis.churnRate,
      unitCostCents: Math.round(income.costOfSalesCents / kpis.unitsSold),
      fixedCostsCents: income.payrollCents + income.fixedCostsCents,
    });
  });
});
