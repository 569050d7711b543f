import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation/create-simulation';
import { pressAdvance } from '../simulation/founder-policies';
import { presetFor } from '../simulation/presets';
import { stepMonth } from '../simulation/step-month';
import type { MonthDecisions, MonthResult, SimulationSetup } from '../simulation/types';
import { validateSetup } from '../simulation/validate';
import type { Canvas } from './canvas';
import { canvasEconomics } from './economics';
import { MONTHS_BEFORE_JUDGING, planAgainstResult, simulationSetupFromCanvas } from './simulate';
import { BAKERY, SALON_SAAS } from './testing/canvas-corpus';

/** The months a founder plays by pressing "advance", from the canvas's setup. */
function play(canvas: Canvas, months: number): MonthResult[] {
  const setup: SimulationSetup = {
    ...simulationSetupFromCanvas(canvas),
    country: 'BR',
    startingCapitalCents: presetFor(canvas.businessType, canvas.currency).suggestedCapitalCents,
    horizonMonths: 24,
    difficulty: 'normal',
    seed: 20261130,
    firstCalendarMonth: 3,
  };
  expect(validateSetup(setup)).toEqual([]);
  let state = createSimulation(setup);
  let last: MonthDecisions | null = null;
  const results: MonthResult[] = [];
  for (let month = 0; month < months && state.status === 'running'; month++) {
    const step = stepMonth(state, pressAdvance(state, last));
    results.push(step.result);
    state = step.state;
    last = step.result.decisions;
  }
  return results;
}

describe('a canvas tested in the simulation', () => {
  it('brings its price, its fixed costs other than the team, and a budget that wins its customers in a year', () => {
    const food = presetFor('food', 'BRL');
    // R$ 18,000 of fixed costs, of which the simulation pays its four-person team by headcount.
    expect(simulationSetupFromCanvas(BAKERY)).toEqual({
      name: 'Padaria do Batel',
      businessType: 'food',
      currency: 'BRL',
      firstPriceCents: 18_00,
      fixedCostsCents: 18_000_00 - food.salaryCents * food.initialHeadcount,
      // R$ 15 a customer, 600 customers won over twelve months: 50 a month.
      firstMarketingCents: 15_00 * 50,
    });
  });

  it('leaves out what the simulation would read in another unit, and what the canvas does not say', () => {
    // A monthly subscription is the SaaS simulation's unit: its price comes along.
    expect(simulationSetupFromCanvas(SALON_SAAS).firstPriceCents).toBe(99_00);
    // The same subscription sold by a shop is not a shop's price per sale.
    expect(simulationSetupFromCanvas({ ...SALON_SAAS, businessType: 'retail' }).firstPriceCents).toBeUndefined();
    const bare: Canvas = { ...BAKERY, cards: BAKERY.cards.filter((card) => !card.cost && !card.channel) };
    expect(simulationSetupFromCanvas(bare)).not.toHaveProperty('fixedCostsCents');
    expect(simulationSetupFromCanvas(bare)).not.toHaveProperty('firstMarketingCents');
  });

  it('is refused by the simulation beyond what it takes: ten times the rent, a negative budget', () => {
    const food = presetFor('food', 'BRL');
    const setup: SimulationSetup = {
      ...simulationSetupFromCanvas(BAKERY),
      country: 'BR',
      startingCapitalCents: food.suggestedCapitalCents,
      horizonMonths: 12,
      difficulty: 'normal',
      seed: 1,
      firstCalendarMonth: 1,
    };
    expect(validateSetup({ ...setup, fixedCostsCents: food.fixedCostsCents * 10 })).toEqual([]);
    expect(validateSetup({ ...setup, fixedCostsCents: food.fixedCostsCents * 10 + 1 })).toEqual([
      expect.objectContaining({ path: 'fixedCostsCents' }),
    ]);
    expect(validateSetup({ ...setup, firstMarketingCents: -1 })).toEqual([
      expect.objectContaining({ path: 'firstMarketingCents' }),
    ]);
  });

  it('starts the first month at the canvas’s price and marketing, and pays its fixed costs every month', () => {
    const [first] = play(BAKERY, 1);
    expect(first!.decisions.priceCents).toBe(18_00);
    expect(first!.decisions.marketingCents).toBe(750_00);
    expect(first!.income.fixedCostsCents).toBe(simulationSetupFromCanvas(BAKERY).fixedCostsCents);
  });

  it('reads each figure of the plan against the latest months, exactly', () => {
    const months = play(BAKERY, 9);
    const window = months.slice(-3);
    const result = planAgainstResult(BAKERY, months);
    const economics = canvasEconomics(BAKERY);
    const sum = (pick: (month: MonthResult) => number) => window.reduce((total, month) => total + pick(month), 0);
    expect(result.window).toEqual(window.map((month) => month.month));
    expect(result.monthsPlayed).toBe(months.length);
    expect(result.rows).toEqual([
      expect.objectContaining({
        figure: 'customers',
        plan: 600,
        result: sum((month) => month.kpis.customers) / 3,
      }),
      expect.objectContaining({
        figure: 'revenue',
        plan: economics.monthlyRevenueCents,
        result: sum((month) => month.kpis.revenueCents) / 3,
      }),
      expect.objectContaining({
        figure: 'acquisitionCost',
        plan: 15_00,
        result: sum((month) => month.income.marketingCents) / sum((month) => month.kpis.newCustomers),
      }),
      expect.objectContaining({
        figure: 'margin',
        plan: (18_00 - 6_00) / 18_00,
        result:
          (sum((month) => month.income.grossRevenueCents) - sum((month) => month.income.costOfSalesCents)) /
          sum((month) => month.income.grossRevenueCents),
      }),
    ]);
    // Every contradiction names a figure that fell short, and marks the block's assumptions.
    for (const row of result.rows.filter((each) => each.contradicted)) {
      expect(row.figure === 'acquisitionCost' ? row.result! > row.plan! : row.result! < row.plan!).toBe(true);
    }
  });

  it('marks the assumptions of a plan the months fall far short of, and judges nothing before the ramp-up', () => {
    // The bakery planned 600 regulars; a tenth of them is all the months can find.
    const hopeful: Canvas = {
      ...BAKERY,
      cards: BAKERY.cards.map((card) =>
        card.revenue ? { ...card, revenue: { ...card.revenue, customers: 6_000 } } : card,
      ),
    };
    const early = planAgainstResult(hopeful, play(hopeful, MONTHS_BEFORE_JUDGING - 1));
    expect(early.judged).toBe(false);
    expect(early.contradictedCardIds).toEqual([]);
    // Unless those months were all the company had: bankrupt, it is judged on them.
    const months = play(hopeful, MONTHS_BEFORE_JUDGING - 1);
    const bankrupt = months.map((month, index) =>
      index === months.length - 1 ? { ...month, status: 'bankrupt' as const } : month,
    );
    expect(planAgainstResult(hopeful, bankrupt).judged).toBe(true);
    const later = planAgainstResult(hopeful, play(hopeful, MONTHS_BEFORE_JUDGING));
    expect(later.judged).toBe(true);
    expect(later.rows.find((row) => row.figure === 'customers')!.contradicted).toBe(true);
    // The segment is an assumption; the basket, with its evidence, is not marked.
    expect(later.contradictedCardIds).toContain('neighbours');
    const backed = BAKERY.cards.filter((card) => card.evidence).map((card) => card.id);
    expect(later.contradictedCardIds.some((id) => backed.includes(id))).toBe(false);
  });
});
