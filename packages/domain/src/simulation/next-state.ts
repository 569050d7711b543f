import { STATUS_NAMES, type CompanyStore } from './company-store';
import type { MonthContext } from './month-context';
import type { MonthTrace } from './month-trace';
import {
  EVENT_TYPES,
  type ChoiceEventType,
  type MonthDecisions,
  type RevenueFactors,
  type SimulationState,
} from './types';

/**
 * The simulation's state after month `month`, from the company in slot i of the store once
 * runMonth has stepped it, and from the previous state for what the store does not keep (the
 * revenue history, retained earnings, the break-even month, the revenue factors).
 */
export function buildNextState(
  ctx: MonthContext,
  state: SimulationState,
  month: number,
  decisions: MonthDecisions,
  s: CompanyStore,
  i: number,
  t: MonthTrace,
): SimulationState {
  const subscription = ctx.subscription;
  const previousRevenue = state.revenueHistoryCents;
  const grossRevenueCents = t.grossRevenueCents;
  const customers = s.customers[i]!;
  const cashCents = s.cashCents[i]!;
  const inventoryUnits = s.inventoryUnits[i]!;
  const inventoryValueCents = s.inventoryValueCents[i]!;
  const equipmentCents = s.equipmentCents[i]!;
  const loanCents = s.loanCents[i]!;
  const taxPayableCents = s.taxPayableCents[i]!;
  const headcount = s.headcount[i]!;
  const brand = s.brand[i]!;
  const quality = s.quality[i]!;
  const satisfaction = s.satisfaction[i]!;
  const netProfitCents = t.netProfitCents;
  const retainedEarningsCents = state.retainedEarningsCents + netProfitCents;
  const status = STATUS_NAMES[s.status[i]!]!;
  const pending = s.pendingEvent[i]!;

  // What produced this month's revenue, for next month's explanation.
  const factors: RevenueFactors = {
    priceCents: decisions.priceCents,
    customers,
    seasonality: subscription ? 1 : t.season,
    priceResponse: t.priceResponse,
    market: subscription ? 1 : t.market,
    noise: t.noise,
    fillRate: t.fillRate,
    revenueCents: grossRevenueCents,
  };
  const breakEvenMonth = state.breakEvenMonth ?? (netProfitCents > 0 ? month : null);

  const history = previousRevenue.length >= 12 ? previousRevenue.slice(1) : previousRevenue.slice();
  history.push(grossRevenueCents);

  return {
    setup: state.setup,
    month,
    status,
    cashCents,
    inventoryUnits,
    inventoryValueCents,
    equipmentCents,
    loanCents,
    taxPayableCents,
    paidInCapitalCents: state.paidInCapitalCents,
    retainedEarningsCents,
    taxLossCarryForwardCents: s.taxLossCarryForwardCents[i]!,
    headcount,
    newHires: t.hires,
    customers,
    brand,
    quality,
    satisfaction,
    competitorPressure: s.competitorPressure[i]!,
    supplierShock: s.supplierShock[i]!,
    supplierShockMonths: s.supplierShockMonths[i]!,
    downturn: s.downturn[i]!,
    downturnMonths: s.downturnMonths[i]!,
    capacityLoss: s.capacityLoss[i]!,
    capacityLossMonths: s.capacityLossMonths[i]!,
    revenueHistoryCents: history,
    pendingEvent: pending >= 0 ? { type: EVENT_TYPES[pending] as ChoiceEventType, month } : null,
    lastFactors: factors,
    breakEvenMonth,
  };
}
