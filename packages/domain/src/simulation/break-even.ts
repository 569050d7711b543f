import type { IncomeStatement } from './types';

/**
 * The month's outgo that does not move with sales: payroll, rent and bills, marketing, quality,
 * stock holding, depreciation and interest. One-off costs (hiring, severance, events) are left
 * out: a break-even is read for an ordinary month.
 */
export function fixedOutgoCents(income: IncomeStatement): number {
  return (
    income.payrollCents +
    income.fixedCostsCents +
    income.marketingCents +
    income.qualityCents +
    income.holdingCostsCents +
    income.depreciationCents +
    income.interestCents
  );
}

/**
 * The monthly revenue at which the month's gross margin (gross profit over gross revenue) covers
 * its fixed outgo: the break-even point in revenue, the mentor's and the report's alike; null
 * when the month sold nothing or a sale leaves no margin.
 */
export function breakEvenRevenueCents(income: IncomeStatement): number | null {
  const rate = income.grossRevenueCents > 0 ? income.grossProfitCents / income.grossRevenueCents : 0;
  return rate > 0 ? Math.round(fixedOutgoCents(income) / rate) : null;
}
