import {
  CASH_DRIVER_KEYS,
  REVENUE_DRIVER_KEYS,
  type CashDrivers,
  type MonthResult,
  type RevenueDrivers,
} from '@alavanca/domain/simulation/types';

/**
 * The "why" of a month as a waterfall: last month's value, each driver's push up or down, this
 * month's value. The engine's drivers sum exactly to the change, so the bars close on the cent.
 */
export type WaterfallRow =
  | { kind: 'start' | 'end'; key: 'start' | 'end'; value: number; from: number; to: number }
  | { kind: 'driver'; key: keyof RevenueDrivers | keyof CashDrivers; value: number; from: number; to: number };

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
