import { CompanyStore, type MarketColumns } from './company-store';
import { monthContext } from './month-context';
import { buildMonthResult } from './month-statements';
import { MonthTrace } from './month-trace';
import { buildNextState } from './next-state';
import { copyDecisions, runMonth } from './run-month';
import { SimulationError } from './simulation-error';
import type { MonthDecisions, MonthResult, SimulationState } from './types';
import { validateDecisions } from './validate';

/*
 * The month's entry points. Its mechanics are runMonth's (run-month.ts), in one file per part of
 * the month: its random numbers (month-draws.ts), events and people (month-events.ts), customers
 * and sales (month-sales.ts), taxes and the income statement (month-income.ts), cash,
 * satisfaction and status (month-cash.ts), with the curves they share (response-curves.ts). The
 * reasoning of their constants is in the model description (docs/decisions/010-simulation-engine.md);
 * the tests named after each part pin its mechanics. What stepMonth reports is built from the
 * stepped company in next-state.ts, month-statements.ts and month-explanation.ts.
 */

/** stepMonth's company: one slot, reused (the step is synchronous), and its trace. */
const single = new CompanyStore(1);
const singleTrace = new MonthTrace();

/**
 * Advances a simulation by one month: the pure heart of the engine. Same state and decisions,
 * same result, in every runtime. Throws SimulationError when the simulation is not running or
 * the decisions are invalid (check them first with validateDecisions). `market` replaces the
 * market the seed draws: a class's shared market gives each company its slice (classroom/).
 */
export function stepMonth(
  state: SimulationState,
  decisions: MonthDecisions,
  market?: MarketColumns,
): { state: SimulationState; result: MonthResult } {
  if (state.status !== 'running') throw new SimulationError('simulation.notRunning');
  const issues = validateDecisions(state, decisions);
  if (issues.length > 0) throw new SimulationError('simulation.invalidDecisions', issues);
  return advance(state, decisions, true, market) as { state: SimulationState; result: MonthResult };
}

/**
 * The month without its statements and explanation, for the risk forecast's thousands of paths:
 * the same mechanics and draws as stepMonth (the next state is identical), at a fraction of the
 * cost, in the market given (by default the one the seed draws). The caller guarantees a running
 * state and valid decisions.
 */
export function advanceMonthUnchecked(
  state: SimulationState,
  decisions: MonthDecisions,
  market?: MarketColumns,
): SimulationState {
  return advance(state, decisions, false, market).state;
}

function advance(
  state: SimulationState,
  input: MonthDecisions,
  withResult: boolean,
  market?: MarketColumns,
): { state: SimulationState; result: MonthResult | null } {
  const decisions = copyDecisions(input);
  const ctx = monthContext(state.setup);
  const month = state.month + 1;
  const previousRevenue = state.revenueHistoryCents;
  let previousSumCents = 0;
  for (let k = 0; k < previousRevenue.length; k++) previousSumCents += previousRevenue[k]!;

  single.load(0, state);
  if (market) single.setMarket(0, market);
  runMonth(ctx, single, 0, month, decisions, previousSumCents, previousRevenue.length, singleTrace);
  const next = buildNextState(ctx, state, month, decisions, single, 0, singleTrace);
  if (!withResult) return { state: next, result: null };
  return { state: next, result: buildMonthResult(ctx, state, next, decisions, singleTrace) };
}
