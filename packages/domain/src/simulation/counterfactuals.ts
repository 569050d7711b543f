import { createSimulation, suggestDecisions } from './create-simulation';
import { fitDecisions } from './founder-policies';
import { advanceMonthUnchecked, stepMonth } from './step-month';
import {
  BANKRUPTCY_CAUSE_LEVERS,
  NUMERIC_DECISIONS,
  type MonthDecisions,
  type MonthResult,
  type NumericDecision,
  type SimulationSetup,
  type SimulationState,
} from './types';

/*
 * Lessons from what did not happen. The engine is deterministic: the same setup and decisions
 * give the same months to the cent, so the stored months can be played again, and played again
 * with one decision changed, everything else (the market, the luck, the later decisions) as it
 * was. The difference is the effect of that decision alone, which is what a mentor would point to.
 * The yardstick of "a different decision" is the careful founder's (the engine's suggestion,
 * founder-policies.ts) in the same state, so every alternative is one the month screen offered.
 */

/** Levers a company keeps month after month: changing one is changing it from that month on. */
export const STANDING_LEVERS = ['priceCents', 'marketingCents', 'qualityInvestmentCents'] as const;
/** Levers pulled once (a hire, a purchase, equipment, a loan): changing one is changing that month only. */
const isStanding = (lever: NumericDecision) => (STANDING_LEVERS as readonly NumericDecision[]).includes(lever);

/** A change earns a lesson when it moves the result by at least this share of the capital paid in. */
export const MATERIAL_SHARE = 0.01;
/** Turning points on the results page. */
export const TURNING_POINT_COUNT = 3;

export interface TurningPoint {
  /** The month the different decision is made. */
  month: number;
  lever: NumericDecision;
  /** The decision as played, and as the careful founder would have made it that month. */
  played: number;
  instead: number;
  /** Whether the change holds from that month on (a standing lever) or for that month only. */
  fromThenOn: boolean;
  /** The accumulated net result at the end of the months played, with the change, less without it. */
  gainCents: number;
}

/**
 * Why a bankrupt company ran out of cash: the lever (not the loan) that, run as the careful founder would have
 * from the first month (everything else as played), keeps the company open longest; 'several'
 * when no lever alone delays the end but the careful founder's whole plan does; 'market' when even
 * that plan runs out of cash by the same month.
 */
export interface BankruptcyReview {
  month: number;
  cause: (typeof BANKRUPTCY_CAUSE_LEVERS)[number] | 'several' | 'market';
  /** How the company would have stood with the cause's change (the whole plan for 'several' and 'market'). */
  instead: { survived: boolean; lastMonth: number; cashCents: number };
}

export interface ReplayReview {
  /** The month at whose end every alternative is compared. */
  throughMonth: number;
  /** Per month played (oldest first): the accumulated net result as played less with that month's decisions made as the careful founder would have. */
  monthEffectsCents: number[];
  turningPoints: TurningPoint[];
  bankruptcy: BankruptcyReview | null;
}

/** What must come out the same for a stored month to count as replayed. */
function sameMonth(a: MonthResult, b: MonthResult): boolean {
  return (
    a.month === b.month &&
    a.status === b.status &&
    a.income.netProfitCents === b.income.netProfitCents &&
    a.income.grossRevenueCents === b.income.grossRevenueCents &&
    a.kpis.cashCents === b.kpis.cashCents &&
    a.kpis.customers === b.kpis.customers &&
    a.kpis.headcount === b.kpis.headcount &&
    a.kpis.inventoryUnits === b.kpis.inventoryUnits &&
    a.balance.loanCents === b.balance.loanCents
  );
}

/**
 * The states before each stored month and after the last (states[0] is the new company), played
 * again from the setup with the stored decisions; null when a month does not come out as stored,
 * as for months played with an earlier version of the model.
 */
export function replayStoredMonths(setup: SimulationSetup, months: readonly MonthResult[]): SimulationState[] | null {
  const states = [createSimulation(setup)];
  for (const stored of months) {
    const state = states[states.length - 1]!;
    if (state.status !== 'running') return null;
    let step: { state: SimulationState; result: MonthResult };
    try {
      step = stepMonth(state, stored.decisions);
    } catch {
      return null;
    }
    if (!sameMonth(step.result, stored)) return null;
    states.push(step.state);
  }
  return states;
}

/** Where a replay ends: the accumulated net result, and whether and when the company was still open. */
interface Outcome {
  retainedCents: number;
  cashCents: number;
  survived: boolean;
  lastMonth: number;
}

const outcomeOf = (state: SimulationState): Outcome => ({
  retainedCents: state.retainedEarningsCents,
  cashCents: state.cashCents,
  survived: state.status !== 'bankrupt',
  lastMonth: state.month,
});

/** Decides a month of an alternative replay, given the decisions played that month. */
type Alteration = (state: SimulationState, played: MonthDecisions) => MonthDecisions;

/**
 * Plays from `states[start]` (before month start + 1) to the end of the months played, each month
 * deciding with `alter` from what was played that month, made valid for the state reached.
 */
function playFrom(
  start: number,
  states: readonly SimulationState[],
  played: readonly MonthDecisions[],
  alter: (index: number) => Alteration | null,
): Outcome {
  let state = states[start]!;
  for (let index = start; index < played.length && state.status === 'running'; index += 1) {
    const decisions = played[index]!;
    const alteration = alter(index);
    state = advanceMonthUnchecked(state, fitDecisions(state, alteration ? alteration(state, decisions) : decisions));
  }
  return outcomeOf(state);
}

/** The played decisions with one lever as the careful founder sets it in this state. */
const leverAsCareful =
  (lever: NumericDecision): Alteration =>
  (state, played) => ({ ...played, [lever]: suggestDecisions(state)[lever] });

const allAsCareful: Alteration = (state) => suggestDecisions(state);

/** Better for the company: open longer, then more cash at the end. */
const outlasts = (a: Outcome, b: Outcome) =>
  a.survived !== b.survived
    ? a.survived
    : a.lastMonth !== b.lastMonth
      ? a.lastMonth > b.lastMonth
      : a.cashCents > b.cashCents;

function reviewBankruptcy(states: readonly SimulationState[], played: readonly MonthDecisions[]): BankruptcyReview {
  const actual = outcomeOf(states[states.length - 1]!);
  let best: { lever: (typeof BANKRUPTCY_CAUSE_LEVERS)[number]; outcome: Outcome } | null = null;
  for (const lever of BANKRUPTCY_CAUSE_LEVERS) {
    const outcome = playFrom(0, states, played, () => leverAsCareful(lever));
    if (outlasts(outcome, actual) && (!best || outlasts(outcome, best.outcome))) best = { lever, outcome };
  }
  const month = actual.lastMonth;
  if (best) return { month, cause: best.lever, instead: pick(best.outcome) };
  const careful = playFrom(0, states, played, () => allAsCareful);
  return { month, cause: outlasts(careful, actual) ? 'several' : 'market', instead: pick(careful) };
}

const pick = ({ survived, lastMonth, cashCents }: Outcome) => ({ survived, lastMonth, cashCents });

/**
 * The lessons of a run from replays: the effect of each month's decisions against the careful
 * founder's in the same month, the few changes that would have moved the result most (one per
 * lever, at the month where it mattered most), and why a bankrupt company ran out of cash. Null
 * when the stored months cannot be replayed (see replayStoredMonths).
 */
export function reviewByReplay(setup: SimulationSetup, months: readonly MonthResult[]): ReplayReview | null {
  if (months.length === 0) return null;
  const states = replayStoredMonths(setup, months);
  if (!states) return null;
  const played = months.map((month) => month.decisions);
  // The careful founder's decisions in each state played, once for every lever that asks.
  const careful = played.map((_, month) => suggestDecisions(states[month]!));
  const actual = outcomeOf(states[states.length - 1]!);

  const monthEffectsCents = played.map(
    (_, month) =>
      actual.retainedCents -
      playFrom(month, states, played, (index) => (index === month ? allAsCareful : null)).retainedCents,
  );

  const material = MATERIAL_SHARE * setup.startingCapitalCents;
  const bestPerLever: TurningPoint[] = [];
  for (const lever of NUMERIC_DECISIONS) {
    const fromThenOn = isStanding(lever);
    let best: TurningPoint | null = null;
    for (let month = 0; month < played.length; month += 1) {
      const instead = careful[month]![lever];
      const playedValue = played[month]![lever];
      if (instead === playedValue) continue;
      const outcome = playFrom(month, states, played, (index) =>
        index === month || (fromThenOn && index > month) ? leverAsCareful(lever) : null,
      );
      const gainCents = outcome.retainedCents - actual.retainedCents;
      if (gainCents >= material && (!best || gainCents > best.gainCents))
        best = { month: month + 1, lever, played: playedValue, instead, fromThenOn, gainCents };
    }
    if (best) bestPerLever.push(best);
  }
  const turningPoints = bestPerLever
    .sort((a, b) => b.gainCents - a.gainCents || a.month - b.month)
    .slice(0, TURNING_POINT_COUNT);

  return {
    throughMonth: actual.lastMonth,
    monthEffectsCents,
    turningPoints,
    bankruptcy: actual.survived ? null : reviewBankruptcy(states, played),
  };
}
