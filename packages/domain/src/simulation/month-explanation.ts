import { roundCents } from './money';
import type { MonthContext } from './month-context';
import type { MonthTrace } from './month-trace';
import {
  CASH_DRIVER_KEYS,
  REVENUE_DRIVER_KEYS,
  type CashDrivers,
  type MonthDecisions,
  type MonthResult,
  type RevenueDrivers,
  type RevenueFactors,
  type SimulationState,
} from './types';

/** Revenue of a set of factors, the product the explanation substitutes one factor at a time. */
function factorRevenue(f: RevenueFactors, perCustomer: number): number {
  return f.priceCents * f.customers * perCustomer * f.seasonality * f.priceResponse * f.market * f.noise * f.fillRate;
}

/**
 * The driver a headline names: the largest in the direction of the change (revenue fell: the
 * largest fall), or the largest either way when nothing changed in total.
 */
function largestKey<K extends string>(keys: readonly K[], values: Record<K, number>, change: number): K | null {
  const direction = Math.sign(change);
  let best: K | null = null;
  let bestSize = 0;
  for (const key of keys) {
    const size = direction === 0 ? Math.abs(values[key]) : direction * values[key];
    if (size > bestSize) {
      best = key;
      bestSize = size;
    }
  }
  return best;
}

/**
 * Why revenue and cash changed from `state` to `next`, the month runMonth left in the trace: the
 * revenue drivers, in exact cents, and the cash drivers, each with the largest of them.
 */
export function explainMonth(
  ctx: MonthContext,
  state: SimulationState,
  next: SimulationState,
  decisions: MonthDecisions,
  t: MonthTrace,
): MonthResult['explanation'] {
  const perCustomer = ctx.subscription ? 1 : ctx.preset.purchasesPerCustomer;
  const factors = next.lastFactors;
  const grossRevenueCents = t.grossRevenueCents;

  // 16. Explanation: substitute last month's revenue factors by this month's one at a time.
  const stage: RevenueFactors = { ...state.lastFactors };
  let previousStage = state.lastFactors.revenueCents;
  const revenueDrivers: RevenueDrivers = {
    newCustomers: 0,
    lostCustomers: 0,
    seasonality: 0,
    priceResponse: 0,
    market: 0,
    noise: 0,
    recoveredSales: 0,
    capacity: 0,
    price: 0,
  };
  for (const key of REVENUE_DRIVER_KEYS) {
    if (key === 'newCustomers') stage.customers = state.lastFactors.customers + t.newCustomers;
    else if (key === 'lostCustomers') stage.customers = next.customers;
    else if (key === 'seasonality') stage.seasonality = factors.seasonality;
    else if (key === 'priceResponse') stage.priceResponse = factors.priceResponse;
    else if (key === 'market') stage.market = factors.market;
    else if (key === 'noise') stage.noise = factors.noise;
    // All the demand served, then this month's shortfall: last month's lost sales come back as
    // one driver, this month's are a cost of their own, never netted into a gain.
    else if (key === 'recoveredSales') stage.fillRate = 1;
    else if (key === 'capacity') stage.fillRate = factors.fillRate;
    else stage.priceCents = factors.priceCents;
    const value = key === 'price' ? grossRevenueCents : roundCents(factorRevenue(stage, perCustomer));
    revenueDrivers[key] = value - previousStage;
    previousStage = value;
  }
  const receiptsCents = grossRevenueCents;
  const inventoryCashCents = 0 - t.purchaseCents;
  const taxPaymentsCents = t.taxPaymentsCents;
  const cashDrivers: CashDrivers = {
    sales: receiptsCents,
    inventory: inventoryCashCents,
    operatingCosts: t.operatingCents - receiptsCents - inventoryCashCents - taxPaymentsCents,
    taxes: taxPaymentsCents,
    investment: 0 - decisions.capacityInvestmentCents,
    financing: t.financingCents,
  };

  const revenueChangeCents = grossRevenueCents - state.lastFactors.revenueCents;
  return {
    revenueChangeCents,
    revenueDrivers,
    largestRevenueDriver: largestKey(REVENUE_DRIVER_KEYS, revenueDrivers, revenueChangeCents),
    cashChangeCents: t.netChangeCents,
    cashDrivers,
    largestCashDriver: largestKey(CASH_DRIVER_KEYS, cashDrivers, t.netChangeCents),
  };
}
