import { describe, expect, it } from 'vitest';
import { makeSimulation } from '../testing/fake-simulation';
import { cashWaterfall, revenueWaterfall } from './waterfall';

describe('waterfalls', () => {
  const runs = [
    makeSimulation({ businessType: 'ecommerce', seed: 1, months: 6 }),
    makeSimulation({ businessType: 'saas', seed: 42, months: 6 }),
    makeSimulation({ businessType: 'food', seed: 9, months: 6 }),
    makeSimulation({ businessType: 'service', seed: 3, months: 6 }),
  ];
  const results = runs.flatMap((run) => run.months.map((month) => month.result));

  it.each(results.map((result, i) => [i, result] as const))(
    'month #%i: the driver rows sum exactly to the change',
    (_, result) => {
      const revenue = revenueWaterfall(result);
      const cash = cashWaterfall(result);
      const drivers = (rows: typeof revenue.rows) =>
        rows.filter((row) => row.kind === 'driver').reduce((sum, row) => sum + row.value, 0);

      expect(drivers(revenue.rows)).toBe(result.explanation.revenueChangeCents);
      expect(revenue.rows.at(-1)).toMatchObject({ kind: 'end', value: result.kpis.revenueCents });
      expect(revenue.rows[0]!.value + revenue.change).toBe(result.kpis.revenueCents);

      expect(drivers(cash.rows)).toBe(result.explanation.cashChangeCents);
      expect(cash.rows[0]).toMatchObject({ kind: 'start', value: result.cashFlow.openingCashCents });
      expect(cash.rows.at(-1)).toMatchObject({ kind: 'end', value: result.cashFlow.closingCashCents });
    },
  );

  it('leaves out drivers that did not move and keeps every bar inside the scale', () => {
    for (const result of results) {
      for (const waterfall of [revenueWaterfall(result), cashWaterfall(result)]) {
        expect(waterfall.rows.filter((row) => row.kind === 'driver' && row.value === 0)).toEqual([]);
        for (const row of waterfall.rows) {
          expect(Math.min(row.from, row.to)).toBeGreaterThanOrEqual(waterfall.min);
          expect(Math.max(row.from, row.to)).toBeLessThanOrEqual(waterfall.max);
        }
      }
    }
  });
});
