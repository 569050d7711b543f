import {
  CASH_DRIVER_KEYS,
  REVENUE_DRIVER_KEYS,
  type CashDrivers,
  type IncomeStatement,
  type MonthResult,
  type RevenueDrivers,
} from '@alavanca/domain/simulation/types';

/**
 * The income statement's deductions from gross revenue, in the statement's order: taxes on sales,
 * the cost of what was sold and spoiled, the operating costs, depreciation, interest and the tax
 * on profit. Gross revenue less all of them is the net profit, to the cent.
 */
export const PROFIT_DRIVER_KEYS = [
  'revenueTaxesCents',
  'costOfSalesCents',
  'inventoryLossesCents',
  'payrollCents',
  'hiringAndSeveranceCents',
  'marketingCents',
  'qualityCents',
  'fixedCostsCents',
  'holdingCostsCents',
  'eventCostsCents',
  'depreciationCents',
  'interestCents',
  'incomeTaxCents',
] as const satisfies readonly (keyof IncomeStatement)[];
export type ProfitDriver = (typeof PROFIT_DRIVER_KEYS)[number];

/**
 * The "why" of a month as a waterfall: a starting value, each driver's push up or down, the value
 * it ends at. The drivers sum exactly to the change, so the bars close on the cent.
 */
export type WaterfallRow =
  | { kind: 'start' | 'end'; key: 'start' | 'end'; value: number; from: number; to: number }
  | {
      kind: 'driver';
      key: keyof RevenueDrivers | keyof CashDrivers | ProfitDriver;
      value: number;
      from: number;
      to: number;
    };

export interface Waterfall {
  rows: WaterfallRow[];
  /** End minus start: the sum of the drivers. */
  change: number;
  /** The driver that moved the most, if any moved. */
  largest: string | null;
  /** The extent of every bar, zero included, for the chart's scale. */
  min: number;
  max: number;
}

function build<K extends string>(
  start: number,
  keys: readonly K[],
  drivers: Record<K, number>,
  largest: K | null,
): Waterfall {
  const rows: WaterfallRow[] = [{ kind: 'start', key: 'start', value: start, from: 0, to: start }];
  let level = start;
  // Drivers that did not move this month are left out: a row of zeros explains nothing.
  for (const key of keys) {
    // Months stored before a driver existed do not have it: nothing moved it then.
    const value = drivers[key] ?? 0;
    if (value === 0) continue;
    rows.push({
      kind: 'driver',
      key: key as Extract<WaterfallRow, { kind: 'driver' }>['key'],
      value,
      from: level,
      to: level + value,
    });
    level += value;
  }
  rows.push({ kind: 'end', key: 'end', value: level, from: 0, to: level });
  const edges = rows.flatMap((row) => [row.from, row.to]);
  return { rows, change: level - start, largest, min: Math.min(0, ...edges), max: Math.max(0, ...edges) };
}

/** Revenue: last month's revenue, then new and lost customers, season, price, market, noise, sales recovered and lost. */
export function revenueWaterfall(result: MonthResult): Waterfall {
  const { explanation, kpis } = result;
  return build(
    kpis.revenueCents - explanation.revenueChangeCents,
    REVENUE_DRIVER_KEYS,
    explanation.revenueDrivers,
    explanation.largestRevenueDriver,
  );
}

/** Cash: the opening cash, then sales, stock, operating costs, taxes, investment and financing. */
export function cashWaterfall(result: MonthResult): Waterfall {
  const { explanation, cashFlow } = result;
  return build(
    cashFlow.closingCashCents - explanation.cashChangeCents,
    CASH_DRIVER_KEYS,
    explanation.cashDrivers,
    explanation.largestCashDriver,
  );
}

/**
 * Profit: the month's gross revenue, then every line of the income statement that took part of it
 * (as a negative), down to the net profit.
 */
export function profitWaterfall(result: MonthResult): Waterfall {
  const { income } = result;
  // The statement stores expenses as positive amounts; on the way down to profit they subtract.
  const drivers = Object.fromEntries(PROFIT_DRIVER_KEYS.map((key) => [key, -income[key]])) as Record<
    ProfitDriver,
    number
  >;
  // The headline's rule for revenue and cash, the largest driver in the direction of the change,
  // here always downward: the line that took the most.
  let largest: ProfitDriver | null = null;
  for (const key of PROFIT_DRIVER_KEYS) if (drivers[key] < (largest ? drivers[largest] : 0)) largest = key;
  return build(income.grossRevenueCents, PROFIT_DRIVER_KEYS, drivers, largest);
}
