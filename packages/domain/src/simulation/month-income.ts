import type { CompanyStore } from './company-store';
import { roundCents } from './money';
import type { MonthContext } from './month-context';
import type { MonthTrace } from './month-trace';
import { rbt12FromSum, simplesRateIn } from './taxes';
import type { MonthDecisions } from './types';

/** Equipment loses 2% of its book value a month (declining balance, ~22% a year). */
export const DEPRECIATION_MONTHLY_RATE = 0.02;

/** Steps 9–10: taxes on revenue and the income statement. */
export function monthIncome(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  decisions: MonthDecisions,
  historySumCents: number,
  historyMonths: number,
  t: MonthTrace,
): void {
  const preset = ctx.preset;
  const country = ctx.country;
  const openingCashCents = s.cashCents[i]!;
  const grossRevenueCents = t.grossRevenueCents;

  // 9. Taxes on revenue (Brazil: Simples Nacional, RBT12 in BRL).
  let revenueTaxesCents = 0;
  if (ctx.simples) {
    const rbt12 = rbt12FromSum(historySumCents, historyMonths, grossRevenueCents) / ctx.currencyScale;
    revenueTaxesCents = roundCents(grossRevenueCents * simplesRateIn(ctx.simplesBrackets, rbt12));
  }

  // 10. Income statement.
  const salariesCents = s.headcount[i]! * preset.salaryCents;
  const payrollCents = salariesCents + roundCents(salariesCents * country.employerChargeRate);
  const netRevenueCents = grossRevenueCents - revenueTaxesCents;
  const grossProfitCents = netRevenueCents - t.costOfSalesCents - t.inventoryLossesCents;
  const ebitdaCents =
    grossProfitCents -
    payrollCents -
    t.hiringAndSeveranceCents -
    decisions.marketingCents -
    decisions.qualityInvestmentCents -
    preset.fixedCostsCents -
    t.holdingCostsCents -
    t.eventCostsCents;
  const depreciationCents = roundCents(s.equipmentCents[i]! * DEPRECIATION_MONTHLY_RATE);
  const ebitCents = ebitdaCents - depreciationCents;
  const loanInterestCents = roundCents(s.loanCents[i]! * country.loanMonthlyRate);
  const creditInterestCents = roundCents(Math.max(0, -openingCashCents) * country.creditLineMonthlyRate);
  const interestCents = loanInterestCents + creditInterestCents;
  const earningsBeforeTaxCents = ebitCents - interestCents;
  let incomeTaxCents = 0;
  let taxLossCarryForwardCents = s.taxLossCarryForwardCents[i]!;
  if (country.profitTaxRate !== null) {
    if (earningsBeforeTaxCents <= 0) {
      taxLossCarryForwardCents -= earningsBeforeTaxCents;
    } else {
      const offset = Math.min(taxLossCarryForwardCents, earningsBeforeTaxCents);
      taxLossCarryForwardCents -= offset;
      incomeTaxCents = roundCents((earningsBeforeTaxCents - offset) * country.profitTaxRate);
    }
  }

  s.taxLossCarryForwardCents[i] = taxLossCarryForwardCents;
  t.revenueTaxesCents = revenueTaxesCents;
  t.netRevenueCents = netRevenueCents;
  t.grossProfitCents = grossProfitCents;
  t.payrollCents = payrollCents;
  t.ebitdaCents = ebitdaCents;
  t.depreciationCents = depreciationCents;
  t.ebitCents = ebitCents;
  t.interestCents = interestCents;
  t.earningsBeforeTaxCents = earningsBeforeTaxCents;
  t.incomeTaxCents = incomeTaxCents;
  t.netProfitCents = earningsBeforeTaxCents - incomeTaxCents;
}
