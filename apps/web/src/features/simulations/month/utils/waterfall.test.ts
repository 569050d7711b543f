import { BUSINESS_TYPES } from '@alavanca/domain/constants';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import { EVENT_CHOICES, type MonthResult } from '@alavanca/domain/simulation/types';
import { describe, expect, it } from 'vitest';
import { makeSimulation } from '../testing/fake-simulation';
import { cashWaterfall, PROFIT_DRIVER_KEYS, profitWaterfall, revenueWaterfall, type ProfitDriver } from './waterfall';

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
      for (const waterfall of [revenueWaterfall(result), cashWaterfall(result), profitWaterfall(result)]) {
        expect(waterfall.rows.filter((row) => row.kind === 'driver' && row.value === 0)).toEqual([]);
        for (const row of waterfall.rows) {
          expect(Math.min(row.from, row.to)).toBeGreaterThanOrEqual(waterfall.min);
          expect(Math.max(row.from, row.to)).toBeLessThanOrEqual(waterfall.max);
        }
      }
    }
  });
});

/**
 * Twelve months of every business played by the engine with its suggested decisions, after
 * buying equipment with a loan and acting on each event, in Brazil (a tax on revenue) and in the United States (a tax on
 * profit): first months at a loss, later ones in profit, spoiled stock for food.
 */
function engineMonths(country: 'BR' | 'US'): MonthResult[] {
  return BUSINESS_TYPES.flatMap((businessType, seed) => {
    let state = createSimulation({
      businessType,
      name: 'Teste',
      country,
      currency: country === 'BR' ? 'BRL' : 'USD',
      startingCapitalCents: 100_000_00,
      horizonMonths: 12,
      difficulty: 'normal',
      seed: seed + 1,
      firstCalendarMonth: 3,
    });
    const results: MonthResult[] = [];
    while (state.status === 'running') {
      const decisions = suggestDecisions(state);
      // Equipment and a loan in the first month: depreciation and interest in every month after.
      if (state.month === 0) Object.assign(decisions, { capacityInvestmentCents: 5_000_00, loanCents: 10_000_00 });
      // Each event answered by acting on it: repairs and loyalty programmes are the event costs.
      if (state.pendingEvent) decisions.eventChoice = EVENT_CHOICES[state.pendingEvent.type][1];
      const step = stepMonth(state, decisions);
      results.push(step.result);
      state = step.state;
    }
    return results;
  });
}

describe('profit waterfall', () => {
  const months = [...engineMonths('BR'), ...engineMonths('US')];
  const drivers = (result: MonthResult) => profitWaterfall(result).rows.filter((row) => row.kind === 'driver');

  it('is checked on months at a loss and in profit, with every kind of line', () => {
    expect(months.some((result) => result.income.netProfitCents < 0)).toBe(true);
    expect(months.some((result) => result.income.netProfitCents > 0)).toBe(true);
    for (const line of PROFIT_DRIVER_KEYS)
      expect(
        months.some((result) => result.income[line] > 0),
        line,
      ).toBe(true);
  });

  it.each(months.map((result, i) => [i, result] as const))(
    'month #%i: from gross revenue, the lines sum exactly to the net profit',
    (_, result) => {
      const waterfall = profitWaterfall(result);
      expect(waterfall.rows[0]).toMatchObject({ kind: 'start', value: result.income.grossRevenueCents });
      expect(waterfall.rows.at(-1)).toMatchObject({ kind: 'end', value: result.income.netProfitCents });
      expect(drivers(result).reduce((sum, row) => sum + row.value, 0)).toBe(
        result.income.netProfitCents - result.income.grossRevenueCents,
      );
      expect(waterfall.change).toBe(result.income.netProfitCents - result.income.grossRevenueCents);
    },
  );

  it('lists every non-zero line of the statement, as a deduction, in the statement’s order', () => {
    for (const result of months) {
      const expected = PROFIT_DRIVER_KEYS.filter((key) => result.income[key] !== 0).map((key) => ({
        key,
        value: -result.income[key],
      }));
      expect(drivers(result).map(({ key, value }) => ({ key, value }))).toEqual(expected);
    }
  });

  it('names the line that took the most as the largest cost', () => {
    for (const result of months) {
      const largest = profitWaterfall(result).largest as ProfitDriver | null;
      const most = Math.max(...PROFIT_DRIVER_KEYS.map((key) => result.income[key]));
      expect(largest && result.income[largest]).toBe(most === 0 ? null : most);
    }
  });
});
