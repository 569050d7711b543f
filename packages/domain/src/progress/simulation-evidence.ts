import { createSimulation, suggestDecisions } from '../simulation/create-simulation';
import { presetFor } from '../simulation/presets';
import { scoreTotal } from '../simulation/score';
import { stepMonth } from '../simulation/step-month';
import {
  DIFFICULTIES,
  type EventType,
  type MonthResult,
  type SimulationSetup,
  type SimulationStatus,
} from '../simulation/types';
import type { CompetenceEvidence } from './competences';
import { fingerprint } from './fingerprint';

/*
 * What a simulation shows of a founder's competences (decision 033), read from the months as
 * stored: the same numbers the month screen and the results page show, so every rule can be
 * checked by hand against them.
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
  loanFree: number;
  neverOverdrawn: number;
  shockRunwayKept: number;
  breakEvenMonth: number;
  priceCoversCosts: number;
  customerGrowth: number;
  cacToLtv: number;
  /** 1 when its thinnest cash was thicker than the careful founder's on the same seed, and its score no lower. */
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

/** Each shock with its window once played: the month it arrived and whether the runway held throughout. */
export function shockWindows(months: readonly MonthResult[]): { month: number; held: boolean }[] {
  const windows: { month: number; held: boolean }[] = [];
  months.forEach((result, index) => {
    if (!result.events.some((event) => SHOCKS.includes(event.type))) return;
    const window = months.slice(index, index + SHOCK_WINDOW);
    // A window cut short by the end of the run counts only if the run ended there.
    if (window.length < SHOCK_WINDOW && window.at(-1)?.status === 'running') return;
    windows.push({ month: result.month, held: window.every(heldRunway) });
  });
  return windows;
}

/** The first month a window of PRICING_WINDOW months kept the price in range and its gross profit paid the fixed costs and the team. */
export function pricingWindow(setup: SimulationSetup, months: readonly MonthResult[]): number | null {
  const reference = presetFor(setup.businessType, setup.currency).referencePriceCents;
  const inRange = (result: MonthResult) =>
    result.decisions.priceCents >= reference * PRICE_RANGE.low &&
    result.decisions.priceCents <= reference * PRICE_RANGE.high;
  for (let start = 0; start + PRICING_WINDOW <= months.length; start += 1) {
    const window = months.slice(start, start + PRICING_WINDOW);
    const gross = window.reduce((sum, result) => sum + result.income.grossProfitCents, 0);
    const costs = window.reduce((sum, result) => sum + result.income.fixedCostsCents + result.income.payrollCents, 0);
    if (window.every(inRange) && gross >= costs) return window.at(-1)!.month;
  }
  return null;
}

/**
 * Growth over the last GROWTH.months months: customers at the end over those at the window's start,
 * and the mean cost of a new customer over their value in those months.
 */
function growth(months: readonly MonthResult[]): { ratio: number; cacToLtv: number } {
  if (months.length < GROWTH.after + GROWTH.months) return { ratio: NaN, cacToLtv: NaN };
  const window = months.slice(-GROWTH.months);
  // Growth bought at a loss is not the competence: the window's months together make a profit.
  if (window.reduce((sum, result) => sum + result.income.netProfitCents, 0) <= 0) return { ratio: 0, cacToLtv: NaN };
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

export function carefulRun(setup: SimulationSetup, months: number): CarefulRun {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  while (results.length < months && state.status === 'running') {
    const step = stepMonth(state, suggestDecisions(state));
    state = step.state;
    results.push(step.result);
  }
  return {
    lowestCash: results.reduce((min, result) => Math.min(min, result.kpis.cashCents), Infinity),
    score: scoreTotal(state, results),
  };
}

/** The figures every simulation rule reads; `careful` is the careful founder's run of the same setup, when known. */
export function simulationMetrics(record: SimulationRecord, careful: CarefulRun | null = null): SimulationMetrics {
  const { setup, months } = record;
  const ended = record.status !== 'running';
  const completed = record.status === 'finished' && months.length >= setup.horizonMonths ? 1 : 0;
  const lowest = months.reduce((min, result) => Math.min(min, result.kpis.cashCents), Infinity);
  const breakEven = months.find((result) => result.income.netProfitCents > 0)?.month;
  const grown = growth(months);
  return {
    difficulty: DIFFICULTIES.indexOf(setup.difficulty),
    horizon: setup.horizonMonths,
    completed,
    monthsPlayed: months.length,
    score: ended && record.score !== null ? record.score : NaN,
    loanFree: months.every((result) => result.decisions.loanCents <= 0) ? 1 : 0,
    neverOverdrawn: months.every((result) => result.kpis.cashCents >= 0) ? 1 : 0,
    shockRunwayKept: shockWindows(months).some((window) => window.held) ? 1 : 0,
    breakEvenMonth: breakEven ?? NaN,
    priceCoversCosts: pricingWindow(setup, months) === null ? 0 : 1,
    customerGrowth: grown.ratio,
    cacToLtv: grown.cacToLtv,
    // Safer and no worse: thinner spending alone (the hasty founder's) scores below the careful founder.
    safeAsCareful:
      completed && careful !== null && record.score !== null
        ? lowest > careful.lowestCash && record.score >= careful.score
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
export function simulationEvidence(record: SimulationRecord, careful: CarefulRun | null = null): CompetenceEvidence[] {
  const { months } = record;
  const hard = record.setup.difficulty === 'hard';
  const metrics = simulationMetrics(record, careful);
  const evidence: CompetenceEvidence[] = [];
  const at = (month: number) => ({ kind: 'simulation' as const, id: record.id, month });
  for (const window of shockWindows(months)) {
    evidence.push({
      competence: 'cash',
      source: at(window.month),
      fingerprint: tryUntil(record, window.month + SHOCK_WINDOW - 1),
      success: window.held,
      strong: window.held && hard,
      values: { month: window.month, runway: SAFE_RUNWAY },
    });
  }
  if (months.length >= PRICING_WINDOW) {
    const paid = pricingWindow(record.setup, months);
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
