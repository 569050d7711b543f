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
function largestKey<K extends string>(keys: readonly K[], values: readonly number[], change: number): K | null {
  const direction = Math.sign(change);
  let best: K | null = null;
  let bestSize = 0;
  for (let k = 0; k < keys.length; k++) {
    const value = values[k]!;
    const size = direction === 0 ? Math.abs(value) : direction * value;
    if (size > bestSize) {
      best = keys[k]!;
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

  // 16. Explanation: substitute last month's revenue factors by this month's one at a time, in
  // REVENUE_DRIVER_KEYS's order; each driver is the revenue's step at its substitution. Written
  // out factor by factor: a loop over the keys reads and writes the objects by a computed key,
  // which cost the full month about a tenth of its time (npm run bench:engine).
  const last = state.lastFactors;
  const stage: RevenueFactors = { ...last };
  let previous = last.revenueCents;
  const step = (value: number) => {
    const driver = value - previous;
    previous = value;
    return driver;
  };
  const staged = () => step(roundCents(factorRevenue(stage, perCustomer)));
  stage.customers = last.customers + t.newCustomers;
  const newCustomers = staged();
  stage.customers = next.customers;
  const lostCustomers = staged();
  stage.seasonality = factors.seasonality;
  const seasonality = staged();
  stage.priceResponse = factors.priceResponse;
  const priceResponse = staged();
  stage.market = factors.market;
  const market = staged();
  stage.noise = factors.noise;
  const noise = staged();
  // All the demand served, then this month's shortfall: last month's lost sales come back as one
  // driver, this month's are a cost of their own, never netted into a gain.
  stage.fillRate = 1;
  const recoveredSales = staged();
  stage.fillRate = factors.fillRate;
  const capacity = staged();
  const price = step(grossRevenueCents);
  const revenueDrivers: RevenueDrivers = {
    newCustomers,
    lostCustomers,
    seasonality,
    priceResponse,
    market,
    noise,
    recoveredSales,
    capacity,
    price,
  };
  const sales = grossRevenueCents;
  const inventory = 0 - t.purchaseCents;
  const taxes = t.taxPaymentsCents;
  const operatingCosts = t.operatingCents - sales - inventory - taxes;
  const investment = 0 - decisions.capacityInvestmentCents;
  const financing = t.financingCents;
  const cashDrivers: CashDrivers = { sales, inventory, operatingCosts, taxes, investment, financing };

  const revenueChangeCents = grossRevenueCents - last.revenueCents;
  return {
    revenueChangeCents,
    revenueDrivers,
    largestRevenueDriver: largestKey(
      REVENUE_DRIVER_KEYS,
      [newCustomers, lostCustomers, seasonality, priceResponse, market, noise, recoveredSales, capacity, price],
      revenueChangeCents,
    ),
    cashChangeCents: t.netChangeCents,
    cashDrivers,
    largestCashDriver: largestKey(
      CASH_DRIVER_KEYS,
      [sales, inventory, operatingCosts, taxes, investment, financing],
      t.netChangeCents,
    ),
  };
}
