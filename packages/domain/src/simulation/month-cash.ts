import { BANKRUPT, FINISHED, RUNNING, type CompanyStore } from './company-store';
import { clamp } from './det-math';
import { COMPETITOR_FADE } from './events';
import type { MonthContext } from './month-context';
import type { MonthTrace } from './month-trace';
import type { MonthDecisions } from './types';

/** Satisfaction moves 35% of the way to its target each month: opinions take a quarter to turn. */
export const SATISFACTION_ADJUSTMENT = 0.35;
/**
 * Target satisfaction = 35 + 45 × quality + price fairness − stockouts − overload; dismissals lower
 * satisfaction too (DISMISSAL_SATISFACTION_HIT, in month-events.ts).
 */
export const SATISFACTION_BASE = 35;
export const SATISFACTION_QUALITY_SPAN = 45;
export const PRICE_FAIRNESS_POINTS = 15;
export const PRICE_FAIRNESS_MAX_BONUS = 10;
export const STOCKOUT_SATISFACTION_POINTS = 40;
export const OVERLOAD_SATISFACTION_POINTS = 30;

/** Steps 11–14: the cash flow, satisfaction, effects ageing and status. */
export function monthCash(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  month: number,
  decisions: MonthDecisions,
  t: MonthTrace,
): void {
  const preset = ctx.preset;
  const openingCashCents = s.cashCents[i]!;
  const openingSatisfaction = s.satisfaction[i]!;
  const grossRevenueCents = t.grossRevenueCents;
  const hiringAndSeveranceCents = t.hiringAndSeveranceCents;

  // 11. Cash flow.
  const receiptsCents = grossRevenueCents;
  // Outflows are written 0 − x, not −x: −0 is not a cent and would break deep equality of replays.
  const supplierPaymentsCents = 0 - (t.purchaseCents + (ctx.stocked ? 0 : t.costOfSalesCents));
  const payrollPaymentsCents = 0 - (t.payrollCents + hiringAndSeveranceCents);
  const marketingPaymentsCents = 0 - decisions.marketingCents;
  const qualityPaymentsCents = 0 - decisions.qualityInvestmentCents;
  const otherPaymentsCents = 0 - (preset.fixedCostsCents + t.holdingCostsCents + t.eventCostsCents);
  const taxPaymentsCents = 0 - s.taxPayableCents[i]!;
  const operatingCents =
    receiptsCents +
    supplierPaymentsCents +
    payrollPaymentsCents +
    marketingPaymentsCents +
    qualityPaymentsCents +
    otherPaymentsCents +
    taxPaymentsCents;
  const equipmentPurchasesCents = 0 - decisions.capacityInvestmentCents;
  const loanProceedsCents = Math.max(0, decisions.loanCents);
  const loanRepaymentsCents = Math.min(0, decisions.loanCents);
  const interestPaidCents = 0 - t.interestCents;
  const financingCents = loanProceedsCents + loanRepaymentsCents + interestPaidCents;
  const netChangeCents = operatingCents + equipmentPurchasesCents + financingCents;
  const cashCents = openingCashCents + netChangeCents;

  // 12. Satisfaction, which moves word of mouth and churn from next month.
  const demandUnits = t.demandUnits;
  const customers = s.customers[i]!;
  const capacity = t.capacity;
  const lostShare = demandUnits > 0 ? t.lostSalesUnits / demandUnits : 0;
  const overload = ctx.subscription
    ? capacity > 0
      ? Math.max(0, customers / capacity - 1)
      : customers > 0
        ? 1
        : 0
    : 0;
  const fairness = clamp(PRICE_FAIRNESS_POINTS * (1 - t.priceRatio), -PRICE_FAIRNESS_POINTS, PRICE_FAIRNESS_MAX_BONUS);
  const target =
    SATISFACTION_BASE +
    SATISFACTION_QUALITY_SPAN * s.quality[i]! +
    fairness -
    STOCKOUT_SATISFACTION_POINTS * lostShare -
    OVERLOAD_SATISFACTION_POINTS * Math.min(1, overload);
  const satisfaction = clamp(
    openingSatisfaction + SATISFACTION_ADJUSTMENT * (target - openingSatisfaction) + t.satisfactionShift,
    0,
    100,
  );

  // 13. Effects age.
  let supplierShockMonths = s.supplierShockMonths[i]!;
  let downturnMonths = s.downturnMonths[i]!;
  let capacityLossMonths = s.capacityLossMonths[i]!;
  if (supplierShockMonths > 0 && --supplierShockMonths === 0) s.supplierShock[i] = 0;
  if (downturnMonths > 0 && --downturnMonths === 0) s.downturn[i] = 0;
  if (capacityLossMonths > 0 && --capacityLossMonths === 0) s.capacityLoss[i] = 0;
  const competitorPressure = s.competitorPressure[i]!;
  s.competitorPressure[i] =
    competitorPressure - (competitorPressure - ctx.difficulty.competitorPressure) * COMPETITOR_FADE;

  // 14. Status: bankrupt when cash is below zero beyond the credit line, finished at the horizon.
  const status = cashCents < -ctx.creditLineCents ? BANKRUPT : month >= ctx.setup.horizonMonths ? FINISHED : RUNNING;

  s.cashCents[i] = cashCents;
  s.equipmentCents[i] = s.equipmentCents[i]! - t.depreciationCents;
  s.loanCents[i] = s.loanCents[i]! + decisions.loanCents;
  s.taxPayableCents[i] = t.revenueTaxesCents + t.incomeTaxCents;
  s.satisfaction[i] = satisfaction;
  s.supplierShockMonths[i] = supplierShockMonths;
  s.downturnMonths[i] = downturnMonths;
  s.capacityLossMonths[i] = capacityLossMonths;
  s.fillRate[i] = t.fillRate;
  s.pendingEvent[i] = status === RUNNING ? t.pendingNext : -1;
  s.status[i] = status;

  t.supplierPaymentsCents = supplierPaymentsCents;
  t.payrollPaymentsCents = payrollPaymentsCents;
  t.otherPaymentsCents = otherPaymentsCents;
  t.taxPaymentsCents = taxPaymentsCents;
  t.operatingCents = operatingCents;
  t.loanProceedsCents = loanProceedsCents;
  t.loanRepaymentsCents = loanRepaymentsCents;
  t.interestPaidCents = interestPaidCents;
  t.financingCents = financingCents;
  t.netChangeCents = netChangeCents;
}
