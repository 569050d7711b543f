import { breakEvenRevenueCents } from '../simulation/break-even';
import type { RiskForecast } from '../simulation/forecast';
import { riskFigure } from '../simulation/risk-figure';
import type { MonthResult } from '../simulation/types';

/*
 * THE REPORT'S EXECUTIVE SUMMARY: the figures a bank's credit analyst or an investor reads on the
 * first page of a business plan (the Sebrae plan's "indicadores de viabilidade", the SBA plan's
 * financial summary and funding request), from a simulated company's months and its risk forecast.
 * Every figure is the company's own; none is a benchmark.
 */

/** The revenue and margin trend compares the last month with the one this many months before. */
export const TREND_MONTHS = 3;
/** A funding need is written rounded up to this many cents (1,000 of the currency): a request, not a ledger line. */
export const FUNDING_STEP_CENTS = 1_000_00;

export interface FinancialSummary {
  /** The last month played. */
  month: number;
  revenueCents: number;
  /** The revenue TREND_MONTHS before (or of the first month, when fewer were played); null after one month. */
  revenueBefore: { month: number; cents: number } | null;
  grossMarginRate: number;
  grossMarginBefore: number | null;
  /** Net profit over revenue (the Sebrae plan's "lucratividade"); null without revenue. */
  netMarginRate: number | null;
  netProfitCents: number;
  /** Every month's net result added up: what the company has made or lost so far. */
  accumulatedNetCents: number;
  cacCents: number | null;
  ltvCents: number | null;
  ltvToCac: number | null;
  /** Months of a customer's gross profit that pay back what winning them cost; null without both. */
  cacPaybackMonths: number | null;
  breakEvenMonth: number | null;
  /** The monthly revenue at which this month's gross margin covers its fixed outgo (simulation/break-even.ts). */
  breakEvenRevenueCents: number | null;
  cashCents: number;
  runwayMonths: number | null;
  /**
   * What the company needs beyond its cash so that it stays out of the red in 9 of 10 futures
   * month by month to the end (the forecast's 10th percentile at its lowest), rounded up to
   * FUNDING_STEP_CENTS; 0 when it needs nothing; null once the simulation no longer runs.
   */
  fundingNeed: { cents: number; month: number } | null;
  /** The risk figure (simulation/risk-figure.ts); null once the simulation no longer runs. */
  risk: number | null;
  /** What the forecast assumes: this month's decisions kept, its customers' cost and loss, its costs. */
  assumptions: {
    priceCents: number;
    marketingCents: number;
    churnRate: number;
    /** Cost of the units sold per unit; null without sales. */
    unitCostCents: number | null;
    /** Payroll and fixed costs of the month. */
    fixedCostsCents: number;
  };
}

/** The summary of a company's months (oldest first) and its risk forecast (companyRiskForecast). */
export function financialSummary(
  results: readonly MonthResult[],
  forecast: RiskForecast | null,
): FinancialSummary | null {
  const last = results.at(-1);
  if (!last) return null;
  const { kpis, income, decisions } = last;
  const earlier = results.length > 1 ? results[Math.max(0, results.length - 1 - TREND_MONTHS)]! : null;
  const profitPerCustomer = kpis.customers > 0 ? income.grossProfitCents / kpis.customers : 0;
  return {
    month: last.month,
    revenueCents: kpis.revenueCents,
    revenueBefore: earlier && { month: earlier.month, cents: earlier.kpis.revenueCents },
    grossMarginRate: kpis.grossMarginRate,
    grossMarginBefore: earlier?.kpis.grossMarginRate ?? null,
    netMarginRate: kpis.revenueCents > 0 ? income.netProfitCents / kpis.revenueCents : null,
    netProfitCents: income.netProfitCents,
    accumulatedNetCents: results.reduce((sum, result) => sum + result.income.netProfitCents, 0),
    cacCents: kpis.cacCents,
    ltvCents: kpis.ltvCents,
    ltvToCac: kpis.cacCents && kpis.ltvCents !== null ? kpis.ltvCents / kpis.cacCents : null,
    cacPaybackMonths: kpis.cacCents !== null && profitPerCustomer > 0 ? kpis.cacCents / profitPerCustomer : null,
    breakEvenMonth: kpis.breakEvenMonth,
    breakEvenRevenueCents: breakEvenRevenueCents(income),
    cashCents: kpis.cashCents,
    runwayMonths: kpis.runwayMonths,
    fundingNeed: forecast && fundingNeedOf(forecast),
    risk: forecast && riskFigure(forecast),
    assumptions: {
      priceCents: decisions.priceCents,
      marketingCents: decisions.marketingCents,
      churnRate: kpis.churnRate,
      unitCostCents: kpis.unitsSold > 0 ? Math.round(income.costOfSalesCents / kpis.unitsSold) : null,
      fixedCostsCents: income.payrollCents + income.fixedCostsCents,
    },
  };
}

/** The forecast's bad-future cash at its lowest, as money to raise; the month it falls lowest. */
function fundingNeedOf(forecast: RiskForecast): { cents: number; month: number } {
  const p10 = forecast.cash.p10;
  let lowest = 0;
  for (let index = 1; index < p10.length; index++) if (p10[index]! < p10[lowest]!) lowest = index;
  const shortfall = -(p10[lowest] ?? 0);
  return {
    cents: shortfall > 0 ? Math.ceil(shortfall / FUNDING_STEP_CENTS) * FUNDING_STEP_CENTS : 0,
    month: forecast.fromMonth + lowest + 1,
  };
}
