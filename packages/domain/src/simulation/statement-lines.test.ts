import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { ASSET_LINES, CASH_FLOW_LINES, INCOME_LINES, LIABILITY_LINES, lineAmount } from './statement-lines';
import { stepMonth } from './step-month';

const start = createSimulation({
  businessType: 'food',
  name: 'Café',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 80_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 7,
  firstCalendarMonth: 3,
});
const { result } = stepMonth(start, suggestDecisions(start));

describe('statement lines', () => {
  it('list every line of each statement once', () => {
    expect(INCOME_LINES.map((line) => line.key).sort()).toEqual(Object.keys(result.income).sort());
    expect(CASH_FLOW_LINES.map((line) => line.key).sort()).toEqual(Object.keys(result.cashFlow).sort());
    expect([...ASSET_LINES, ...LIABILITY_LINES].map((line) => line.key).sort()).toEqual(
      Object.keys(result.balance).sort(),
    );
  });

  it('show an expense as what it takes away, and the rest as stored', () => {
    const cost = INCOME_LINES.find((line) => line.key === 'costOfSalesCents')!;
    const revenue = INCOME_LINES.find((line) => line.key === 'grossRevenueCents')!;
    expect(lineAmount(cost, result.income)).toBe(-result.income.costOfSalesCents + 0);
    expect(lineAmount(revenue, result.income)).toBe(result.income.grossRevenueCents);
    // The lines between two subtotals add up to the next one.
    const [netRevenue, grossProfit] = [result.income.netRevenueCents, result.income.grossProfitCents];
    expect(
      netRevenue +
        lineAmount(cost, result.income) +
        lineAmount(
          INCOME_LINES.find((line) => line.key === 'inventoryLossesCents')!,
          result.income,
        ),
    ).toBe(grossProfit);
  });
});
