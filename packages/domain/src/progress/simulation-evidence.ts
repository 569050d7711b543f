import { createSimulation } from '../simulation/create-simulation';
import { carefulFounder, pressAdvance, type FounderPolicy } from '../simulation/founder-policies';
import { presetFor } from '../simulation/presets';
import { scoreTotal } from '../simulation/score';
import { stepMonth } from '../simulation/step-month';
import {
  DIFFICULTIES,
  type EventType,
  type MonthDecisions,
  type MonthResult,
  type SimulationSetup,
  type SimulationStatus,
} from '../simulation/types';
import type { CompetenceEvidence } from './competences';
import { fingerprint } from './fingerprint';

/*
 * What a simulation shows of a founder's competences (decision 033), read from the months as
 * stored: the same numbers the month screen and the results page show, so every rule can be
 * checked by hand against them. A market's luck moves those numbers as much as decisions do, so
 * each rule about an outcome also compares the run with the same setup and seed played by a
 * founder who keeps the opening decisions and only presses "advance" (`Yardsticks.still`): the
 * same market, the same shocks, and only the decisions differ.
 */

/** A founder's simulation as stored: its setup, its months oldest first, and how it ended. */
export interface SimulationRecord {
  id: string;
  setup: SimulationSetup;
  months: readonly MonthResult[];
  /** 'running' while it is played. */
  status: SimulationStatus;
  /** The results page's score (0–100) once it ended; null before. */
  score: number | null;
  /** The run this one replays from a month of, and that run's score. */
  replayOf: { fromMonth: number; originalScore: number | null } | null;
}

/** The shocks a company rides out: what hits its costs, its demand or its capacity. */
export const SHOCKS: readonly EventType[] = ['supplierShock', 'downturn', 'equipmentFailure', 'keyEmployeeLeaves'];
/** Months from a shock's arrival over which the runway is watched. */
export const SHOCK_WINDOW = 3;
/** The runway a company keeps through a shock: three months of cash at that month's burn. */
export const SAFE_RUNWAY = 3;
/** The months over which a price has to pay its way. */
export const PRICING_WINDOW = 6;
/** The sector's range of prices: from this share of its reference price to that one. */
export const PRICE_RANGE = { low: 0.7, high: 1.5 } as const;
/**
 * Growth worth the name: past the launch months (when every company's customers climb from near
 * zero), customers up by half over six months, each new one costing under a third of their value,
 * and those months together in profit.
 */
export const GROWTH = { ratio: 1.5, cacToLtv: 1 / 3, months: 6, after: 3 } as const;

/** The figures a simulation's rules read; a rule the run cannot answer yet reads NaN. */
export interface SimulationMetrics {
  difficulty: number;
  horizon: number;
  /** 1 once it ended at its horizon without going bankrupt. */
  completed: number;
  monthsPlayed: number;
  score: number;
  /** Points the run's score stands above standing still's on the same seed, once it ended. */
  scoreOverStill: number;
  loanFree: number;
  neverOverdrawn: number;
  shockRunwayKept: number;
  breakEvenMonth: number;
  /** Months by which the run's first profit came before standing still's (NaN before its first profit). */
  breakEvenLead: number;
  priceCoversCosts: number;
  customerGrowth: number;
  cacToLtv: number;
  /**
   * 1 when its thinnest cash was thicker than both the careful founder's and standing still's on the
   * same seed, and its score no lower than the careful founder's.
   */
  safeAsCareful: number;
  replayGain: number;
}

const setupKey = (setup: SimulationSetup) => [
  setup.businessType,
  setup.country,
  setup.currency,
  setup.startingCapitalCents,
  setup.horizonMonths,
  setup.difficulty,
  setup.seed,
  setup.firstCalendarMonth,
  setup.fixedCostsCents ?? null,
];

/** A try that did not succeed yet: one per setup, so a run read month after month adds one, not one a month. */
const openTry = (record: SimulationRecord) => fingerprint([setupKey(record.setup), 'try']);

/** The try up to `month`: the setup and every decision played until then. */
function tryUntil(record: SimulationRecord, month: number): string {
  return fingerprint([setupKey(record.setup), record.months.slice(0, month).map((result) => result.decisions)]);
}

/** Whether a month held three months of runway with cash in hand (a month that did not burn cash holds it). */
const heldRunway = (result: MonthResult) =>
  result.kpis.cashCents > 0 && (result.kpis.runwayMonths === null || result.kpis.runwayMonths >= SAFE_RUNWAY);

/**
 * A yardstick's months from index `from` for `count` months: null when it went bankrupt before their
 * end (any run that lasted beats it); fewer than `count` when it ended at its horizon within them.
 */
function span(run: readonly MonthResult[], from: number, count: number): readonly MonthResult[] | null {
  const window = run.slice(from, from + count);
  return window.length < count && run.at(-1)?.status === 'bankrupt' ? null : window;
}

/** The thinnest closing cash of a yardstick over `count` months from index `from` (see span). */
function lowestCash(run: readonly MonthResult[], from: number, count: number): number {
  const window = span(run, from, count);
  if (window === null) return -Infinity;
  return window.reduce((min, result) => Math.min(min, result.kpis.cashCents), Infinity);
}

/** The sum of `figure` over a yardstick's `count` months from index `from` (see span). */
function total(run: readonly MonthResult[], from: number, count: number, figure: (result: MonthResult) => number) {
  const window = span(run, from, count);
  if (window === null) return -Infinity;
  return window.reduce((sum, result) => sum + figure(result), 0);
}

const grossMargin = (result: MonthResult) =>
  result.income.grossProfitCents - result.income.fixedCostsCents - result.income.payrollCents;
const netProfit = (result: MonthResult) => result.income.netProfitCents;

/**
 * Each shock with its window once played: the month it arrived, whether the runway held throughout,
 * and whether the window's thinnest cash was thicker than the founder standing still kept in the
 * same months (`beatStill`; false without that run).
 */
export function shockWindows(
  months: readonly MonthResult[],
  still: readonly MonthResult[] | null,
): { month: number; held: boolean; beatStill: boolean }[] {
  const windows: { month: number; held: boolean; beatStill: boolean }[] = [];
  months.forEach((result, index) => {
    if (!result.events.some((event) => SHOCKS.includes(event.type))) return;
    const window = months.slice(index, index + SHOCK_WINDOW);
    // A window cut short by the end of the run counts only if the run ended there.
    if (window.length < SHOCK_WINDOW && window.at(-1)?.status === 'running') return;
    const ours = window.reduce((min, month) => Math.min(min, month.kpis.cashCents), Infinity);
    windows.push({
      month: result.month,
      held: window.every(heldRunway),
      beatStill: still !== null && ours > lowestCash(still, index, SHOCK_WINDOW),
    });
  });
  return windows;
}

/** Whether a month's price was within the sector's range. */
function priceInRange(setup: SimulationSetup): (result: MonthResult) => boolean {
  const reference = presetFor(setup.businessType, setup.currency).referencePriceCents;
  return (result) =>
    result.decisions.priceCents >= reference * PRICE_RANGE.low &&
    result.decisions.priceCents <= reference * PRICE_RANGE.high;
}

/**
 * The first month a window of PRICING_WINDOW months kept the price in range, its gross profit paid
 * the fixed costs and the team, and that margin beat the founder standing still's in the same months.
 */
export function pricingWindow(
  setup: SimulationSetup,
  months: readonly MonthResult[],
  still: readonly MonthResult[],
): number | null {
  const inRange = priceInRange(setup);
  for (let start = 0; start + PRICING_WINDOW <= months.length; start += 1) {
    const window = months.slice(start, start + PRICING_WINDOW);
    const margin = window.reduce((sum, result) => sum + grossMargin(result), 0);
    if (window.every(inRange) && margin >= 0 && margin > total(still, start, PRICING_WINDOW, grossMargin))
      return window.at(-1)!.month;
  }
  return null;
}

/**
 * Growth over the last GROWTH.months months: customers at the end over those at the window's start,
 * and the mean cost of a new customer over their value in those months.
 */
function growth(months: readonly MonthResult[], still: readonly MonthResult[]): { ratio: number; cacToLtv: number } {
  if (months.length < GROWTH.after + GROWTH.months) return { ratio: NaN, cacToLtv: NaN };
  const from = months.length - GROWTH.months;
  const window = months.slice(from);
  // Growth bought at a loss is not the competence: the window's months together make a profit,
  // and more of it than standing still made on the same market.
  const profit = window.reduce((sum, result) => sum + netProfit(result), 0);
  if (profit <= 0 || !(profit > total(still, from, GROWTH.months, netProfit))) return { ratio: 0, cacToLtv: NaN };
  const first = window[0]?.kpis.customers ?? 0;
  const last = window.at(-1)?.kpis.customers ?? 0;
  const ratios = window
    .map((result) =>
      result.kpis.cacCents !== null && result.kpis.ltvCents ? result.kpis.cacCents / result.kpis.ltvCents : null,
    )
    .filter((ratio): ratio is number => ratio !== null);
  return {
    ratio: first > 0 ? last / first : last > 0 ? Infinity : 0,
    cacToLtv: ratios.length > 0 ? ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length : NaN,
  };
}

/** The careful founder's run of the same setup for `months` months (the engine's suggestions each month). */
export interface CarefulRun {
  /** Its thinnest month's closing cash. */
  lowestCash: number;
  /** Its results-page score. */
  score: number;
}

/** `setup` played by `policy` for up to `months` months (fewer if it goes bankrupt). */
function playAs(policy: FounderPolicy, setup: SimulationSetup, months: number) {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  let last: MonthDecisions | null = null;
  while (results.length < months && state.status === 'running') {
    last = policy(state, last);
    const step = stepMonth(state, last);
    state = step.state;
    results.push(step.result);
  }
  return { state, results };
}

/** The runs a simulation is judged against, played on its own setup and seed. */
export interface Yardsticks {
  /** Its opening decisions kept, only "advance" pressed, for as many months as it has played. */
  still: readonly MonthResult[];
  /** The careful founder's run over its months, once it ended (null before). */
  careful: CarefulRun | null;
  /** Standing still's results-page score, once the run ended (null before). */
  stillScore: number | null;
}

/** The yardsticks of a run of `months` months; the careful founder is played only once it `ended`. */
export function yardsticks(setup: SimulationSetup, months: number, ended: boolean): Yardsticks {
  let careful: CarefulRun | null = null;
  if (ended) {
    const { state, results } = playAs(carefulFounder, setup, months);
    careful = {
      lowestCash: results.reduce((min, result) => Math.min(min, result.kpis.cashCents), Infinity),
      score: scoreTotal(state, results),
    };
  }
  const still = playAs(pressAdvance, setup, months);
  return { still: still.results, careful, stillScore: ended ? scoreTotal(still.state, still.results) : null };
}

/** The figures every simulation rule reads, against the run's yardsticks (without them, those rules read NaN). */
export function simulationMetrics(record: SimulationRecord, yard: Yardsticks | null): SimulationMetrics {
  const { setup, months } = record;
  const ended = record.status !== 'running';
  const completed = record.status === 'finished' && months.length >= setup.horizonMonths ? 1 : 0;
  const lowest = months.reduce((min, result) => Math.min(min, result.kpis.cashCents), Infinity);
  const firstProfit = (run: readonly MonthResult[]) => run.find((result) => result.income.netProfitCents > 0)?.month;
  // A first profit bought with a price out of the sector's range is not a pricing competence.
  const paidUp = (month: number) => months.slice(0, month).every(priceInRange(setup));
  const first = firstProfit(months);
  const breakEven = first !== undefined && paidUp(first) ? first : undefined;
  // Standing still broke even later, or not within the months played (the month after them, at the soonest).
  const stillBreakEven = yard === null ? NaN : (firstProfit(yard.still) ?? months.length + 1);
  const grown = yard === null ? { ratio: NaN, cacToLtv: NaN } : growth(months, yard.still);
  const careful = yard?.careful ?? null;
  return {
    difficulty: DIFFICULTIES.indexOf(setup.difficulty),
    horizon: setup.horizonMonths,
    completed,
    monthsPlayed: months.length,
    score: ended && record.score !== null ? record.score : NaN,
    scoreOverStill: ended && record.score !== null && yard?.stillScore != null ? record.score - yard.stillScore : NaN,
    loanFree: months.every((result) => result.decisions.loanCents <= 0) ? 1 : 0,
    neverOverdrawn: months.every((result) => result.kpis.cashCents >= 0) ? 1 : 0,
    shockRunwayKept:
      yard === null ? NaN : shockWindows(months, yard.still).some((window) => window.held && window.beatStill) ? 1 : 0,
    breakEvenMonth: breakEven ?? NaN,
    breakEvenLead: breakEven === undefined ? NaN : stillBreakEven - breakEven,
    priceCoversCosts: yard === null ? NaN : pricingWindow(setup, months, yard.still) === null ? 0 : 1,
    customerGrowth: grown.ratio,
    cacToLtv: grown.cacToLtv,
    // Safer and no worse: thinner spending alone scores below the careful founder, and pressing
    // "advance" alone is standing still, which a run has to be safer than too.
    safeAsCareful:
      completed && careful !== null && yard !== null && record.score !== null
        ? lowest > careful.lowestCash &&
          lowest > lowestCash(yard.still, 0, months.length) &&
          record.score >= careful.score
          ? 1
          : 0
        : NaN,
    replayGain:
      ended && record.score !== null && record.replayOf?.originalScore != null
        ? record.score - record.replayOf.originalScore
        : NaN,
  };
}

/**
 * The competences' evidence a simulation holds as it stands: each shock ridden out or not (cash),
 * its first six months and more (pricing, growth), its end (risk) and, for a replay, whether it beat
 * the run it replays (learning). Hard difficulty is the strong bar.
 */
export function simulationEvidence(record: SimulationRecord, yard: Yardsticks): CompetenceEvidence[] {
  const { months } = record;
  const hard = record.setup.difficulty === 'hard';
  const metrics = simulationMetrics(record, yard);
  const evidence: CompetenceEvidence[] = [];
  const at = (month: number) => ({ kind: 'simulation' as const, id: record.id, month });
  for (const window of shockWindows(months, yard.still)) {
    const success = window.held && window.beatStill;
    evidence.push({
      competence: 'cash',
      source: at(window.month),
      fingerprint: tryUntil(record, window.month + SHOCK_WINDOW - 1),
      success,
      strong: success && hard,
      values: { month: window.month, runway: SAFE_RUNWAY },
    });
  }
  if (months.length >= PRICING_WINDOW) {
    const paid = pricingWindow(record.setup, months, yard.still);
    evidence.push({
      competence: 'pricing',
      source: at(paid ?? months.length),
      fingerprint: paid === null ? openTry(record) : tryUntil(record, paid),
      success: paid !== null,
      strong: paid !== null && hard,
      values: { months: PRICING_WINDOW },
    });
  }
  if (!Number.isNaN(metrics.customerGrowth)) {
    const success = metrics.customerGrowth >= GROWTH.ratio && metrics.cacToLtv <= GROWTH.cacToLtv;
    evidence.push({
      competence: 'growth',
      source: at(months.length),
      fingerprint: success ? tryUntil(record, months.length) : openTry(record),
      success,
      strong: success && hard,
      values: { growth: metrics.customerGrowth, cacToLtv: metrics.cacToLtv },
    });
  }
  if (record.status !== 'running') {
    const end = at(months.length);
    const whole = tryUntil(record, months.length);
    if (!Number.isNaN(metrics.safeAsCareful) || record.status === 'bankrupt') {
      const success = metrics.safeAsCareful === 1;
      evidence.push({
        competence: 'risk',
        source: end,
        fingerprint: whole,
        success,
        strong: success && hard,
        values: {},
      });
    }
    if (!Number.isNaN(metrics.replayGain)) {
      evidence.push({
        competence: 'learning',
        source: end,
        fingerprint: whole,
        success: metrics.replayGain > 0,
        strong: metrics.replayGain >= 10,
        values: { gain: metrics.replayGain },
      });
    }
  }
  return evidence;
}
