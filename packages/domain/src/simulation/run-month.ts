import type { CompanyStore } from './company-store';
import { monthCash } from './month-cash';
import type { MonthContext } from './month-context';
import { drawMonth } from './month-draws';
import { monthEvents } from './month-events';
import { monthIncome } from './month-income';
import { monthSales } from './month-sales';
import type { MonthTrace } from './month-trace';
import type { MonthDecisions } from './types';

/*
 * THE MONTH'S MECHANICS, shared by stepMonth and the risk forecast.
 *
 * runMonth is the whole month of one company: events, people, stock, awareness, customers,
 * demand, sales, costs, taxes, cash, satisfaction and status. It reads and writes the company in
 * a CompanyStore (typed arrays, one slot per company: the forecast keeps thousands of paths in
 * one, stepMonth one company in a store of one slot) and leaves what the statements need in a
 * MonthTrace. Everything that depends only on the setup (preset, country and difficulty rules,
 * recruiting and severance costs, event odds) is computed once per setup, in a MonthContext, and
 * the random numbers are drawn by position (uniformDraw), without a generator object. So there is
 * one implementation of the mechanics: a forecast path fed the same draws reproduces the
 * engine's months to the bit (forecast.test.ts), and the forecast allocates nothing per month.
 * Every number is computed by the same expression, in the same order, as the month always did:
 * the golden runs pin that to the cent.
 */

/**
 * One month of the company in slot i of the store: month `month` (1-based), under decisions the
 * caller has checked (and whose amounts are not −0: see copyDecisions), with the company's
 * previous months of revenue summed oldest first (at most 12; see rbt12FromSum). Updates the slot
 * and fills the trace.
 *
 * The month runs in five parts (its random numbers, then steps 1–5, 6–8, 9–10 and 11–14), each a
 * function of its own that passes what the next needs through the store and the trace. Split
 * this way, V8 compiles the small helpers (roundCents, nextBrand, churnRateOf…) into each part
 * instead of calling them: one function for the whole month exceeds its inlining budget, and
 * calls with fractional arguments cost an allocation each.
 */
export function runMonth(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  month: number,
  decisions: MonthDecisions,
  historySumCents: number,
  historyMonths: number,
  t: MonthTrace,
): void {
  drawMonth(ctx, s, i, month, t.draws);
  monthEvents(ctx, s, i, decisions, t);
  monthSales(ctx, s, i, month, decisions, t);
  monthIncome(ctx, s, i, decisions, historySumCents, historyMonths, t);
  monthCash(ctx, s, i, month, decisions, t);
}

/**
 * A copy of decisions that runMonth can read and the result can keep, with −0 turned into 0 (x + 0
 * does that): −0 passes validation as an integer but is not a cent, and would leak into the
 * statements. Every decisions object runMonth reads is made here, so they all share one shape.
 */
export function copyDecisions(input: MonthDecisions): MonthDecisions {
  return {
    priceCents: input.priceCents + 0,
    marketingCents: input.marketingCents + 0,
    headcountDelta: input.headcountDelta + 0,
    purchaseUnits: input.purchaseUnits + 0,
    capacityInvestmentCents: input.capacityInvestmentCents + 0,
    qualityInvestmentCents: input.qualityInvestmentCents + 0,
    loanCents: input.loanCents + 0,
    eventChoice: input.eventChoice,
  };
}
