import { isChoiceEvent } from './events';
import { roundCents } from './money';
import type { MonthContext } from './month-context';
import { explainMonth } from './month-explanation';
import type { MonthTrace } from './month-trace';
import { calendarIndex } from './calendar-month';
import { EVENT_TYPES, type MonthDecisions, type MonthEvent, type MonthResult, type SimulationState } from './types';

/**
 * What stepMonth reports of a month: its events, the income statement, the cash flow, the closing
 * balance sheet, the KPIs and the explanation, from the state before the month, the state after it
 * (see buildNextState) and the lines runMonth left in the trace.
 */
export function buildMonthResult(
  ctx: MonthContext,
  state: SimulationState,
  next: SimulationState,
  decisions: MonthDecisions,
  t: MonthTrace,
): MonthResult {
  const { month, customers, cashCents, inventoryValueCents, equipmentCents, loanCents, taxPayableCents } = next;
  const { satisfaction, brand, quality } = next;
  const grossRevenueCents = t.grossRevenueCents;
  const netProfitCents = t.netProfitCents;
  const retainedEarningsCents = next.retainedEarningsCents;
  const breakEvenMonth = next.breakEvenMonth;

  const events: MonthEvent[] = [];
  for (let k = 0; k < t.eventCount; k++) {
    const type = EVENT_TYPES[t.eventTypes[k]!]!;
    events.push({ type, magnitude: t.eventMagnitudes[k]!, asksChoice: isChoiceEvent(type) });
  }
  const answered: MonthResult['answered'] =
    state.pendingEvent && decisions.eventChoice
      ? { type: state.pendingEvent.type, choice: decisions.eventChoice }
      : null;
  const newCustomers = t.newCustomers;
  const lostCustomers = t.lostCustomers;
  const opening = state.customers;
  const openingCashCents = state.cashCents;
  const receiptsCents = grossRevenueCents;
  const operatingCents = t.operatingCents;
  const taxPaymentsCents = t.taxPaymentsCents;
  const equipmentPurchasesCents = 0 - decisions.capacityInvestmentCents;
  const financingCents = t.financingCents;
  const netChangeCents = t.netChangeCents;
  const netRevenueCents = t.netRevenueCents;
  const grossProfitCents = t.grossProfitCents;
  const ebitdaCents = t.ebitdaCents;
  const capacity = t.capacity;
  const calendar = calendarIndex(state.setup.firstCalendarMonth, month);

  const cashAssetCents = Math.max(0, cashCents);
  const creditUsedCents = Math.max(0, -cashCents);
  const totalAssetsCents = cashAssetCents + inventoryValueCents + equipmentCents;
  const totalLiabilitiesCents = creditUsedCents + loanCents + taxPayableCents;
  const arpa = customers > 0 ? grossRevenueCents / customers : 0;
  const grossMarginRate = netRevenueCents > 0 ? grossProfitCents / netRevenueCents : 0;
  const monthlyChurn = opening > 0 ? lostCustomers / opening : 0;

  return {
    month,
    calendarMonth: calendar + 1,
    decisions,
    answered,
    events,
    income: {
      grossRevenueCents,
      revenueTaxesCents: t.revenueTaxesCents,
      netRevenueCents,
      costOfSalesCents: t.costOfSalesCents,
      inventoryLossesCents: t.inventoryLossesCents,
      grossProfitCents,
      payrollCents: t.payrollCents,
      hiringAndSeveranceCents: t.hiringAndSeveranceCents,
      marketingCents: decisions.marketingCents,
      qualityCents: decisions.qualityInvestmentCents,
      fixedCostsCents: ctx.preset.fixedCostsCents,
      holdingCostsCents: t.holdingCostsCents,
      eventCostsCents: t.eventCostsCents,
      ebitdaCents,
      depreciationCents: t.depreciationCents,
      ebitCents: t.ebitCents,
      interestCents: t.interestCents,
      earningsBeforeTaxCents: t.earningsBeforeTaxCents,
      incomeTaxCents: t.incomeTaxCents,
      netProfitCents,
    },
    cashFlow: {
      openingCashCents,
      receiptsCents,
      supplierPaymentsCents: t.supplierPaymentsCents,
      payrollPaymentsCents: t.payrollPaymentsCents,
      marketingPaymentsCents: 0 - decisions.marketingCents,
      qualityPaymentsCents: 0 - decisions.qualityInvestmentCents,
      otherPaymentsCents: t.otherPaymentsCents,
      taxPaymentsCents,
      operatingCents,
      equipmentPurchasesCents,
      investingCents: equipmentPurchasesCents,
      loanProceedsCents: t.loanProceedsCents,
      loanRepaymentsCents: t.loanRepaymentsCents,
      interestPaidCents: t.interestPaidCents,
      financingCents,
      netChangeCents,
      closingCashCents: cashCents,
    },
    balance: {
      cashCents: cashAssetCents,
      inventoryCents: inventoryValueCents,
      equipmentCents,
      totalAssetsCents,
      creditLineCents: creditUsedCents,
      loanCents,
      taxPayableCents,
      totalLiabilitiesCents,
      paidInCapitalCents: state.paidInCapitalCents,
      retainedEarningsCents,
      totalEquityCents: state.paidInCapitalCents + retainedEarningsCents,
    },
    kpis: {
      revenueCents: grossRevenueCents,
      grossMarginRate,
      ebitdaCents,
      netProfitCents,
      cashCents,
      runwayMonths: netChangeCents < 0 ? Math.max(0, Math.floor((10 * cashCents) / -netChangeCents) / 10) : null,
      breakEvenMonth,
      customers,
      newCustomers,
      lostCustomers,
      churnRate: monthlyChurn,
      cacCents: newCustomers > 0 ? roundCents(decisions.marketingCents / newCustomers) : null,
      ltvCents:
        monthlyChurn > 0 && customers > 0 ? roundCents((arpa * Math.max(0, grossMarginRate)) / monthlyChurn) : null,
      satisfaction,
      brand,
      quality,
      demandUnits: t.demandUnits,
      unitsSold: t.unitsSold,
      lostSalesUnits: t.lostSalesUnits,
      capacityUnits: ctx.subscription ? capacity : t.capacityUnits,
      inventoryUnits: next.inventoryUnits,
      headcount: next.headcount,
    },
    explanation: explainMonth(ctx, state, next, decisions, t),
    status: next.status,
  };
}
