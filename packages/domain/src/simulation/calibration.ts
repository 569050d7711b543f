import { BUSINESS_TYPES, type BusinessType } from '../constants';
import { createSimulation } from './create-simulation';
import { carefulFounder, pressAdvance, typicalFounder, type FounderPolicy } from './founder-policies';
import { presetFor } from './presets';
import { scoreTotal } from './score';
import { stepMonth } from './step-month';
import { DIFFICULTIES, type Difficulty, type MonthDecisions, type MonthResult, type SimulationSetup } from './types';

/*
 * THE CALIBRATION: the documented founders played over many seeds, per business type and
 * difficulty, in Brazil with the suggested capital over 36 months. Its targets, their sources and
 * the table are in docs/decisions/020-simulation-calibration.md; calibration.test.ts holds the
 * engine to them on a few hundred seeds and `npm run bench:calibration` prints the table on many.
 */

/** The founders the calibration plays (founder-policies.ts). */
export const FOUNDERS = {
  careful: carefulFounder,
  typical: typicalFounder,
  pressAdvance,
} as const satisfies Record<string, FounderPolicy>;
export type FounderName = keyof typeof FOUNDERS;
export const FOUNDER_NAMES = Object.keys(FOUNDERS) as FounderName[];

export const CALIBRATION_HORIZON = 36;

/** The company the calibration plays: Brazil, reais, the suggested capital, three years from January. */
export function calibrationSetup(businessType: BusinessType, difficulty: Difficulty, seed: number): SimulationSetup {
  return {
    businessType,
    name: 'Calibração',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: presetFor(businessType, 'BRL').suggestedCapitalCents,
    horizonMonths: CALIBRATION_HORIZON,
    difficulty,
    seed,
    firstCalendarMonth: 1,
  };
}

export interface PlayedRun {
  bankrupt: boolean;
  /** Months played (fewer than the horizon when bankrupt). */
  months: number;
  /** Net result over the months played. */
  profitCents: number;
  /** The results page's score (0–100); only when asked for, as it plays the benchmark too. */
  score: number | null;
}

/** Plays one company to its end under a founder policy. */
export function playFounder(setup: SimulationSetup, policy: FounderPolicy, withScore = false): PlayedRun {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  let last: MonthDecisions | null = null;
  while (state.status === 'running') {
    const decisions = policy(state, last);
    const step = stepMonth(state, decisions);
    state = step.state;
    results.push(step.result);
    last = decisions;
  }
  return {
    bankrupt: state.status === 'bankrupt',
    months: results.length,
    profitCents: state.retainedEarningsCents,
    score: withScore ? scoreTotal(state, results) : null,
  };
}

export interface CalibrationCell {
  businessType: BusinessType;
  difficulty: Difficulty;
  founder: FounderName;
  runs: number;
  /** Share of the runs bankrupt within the horizon. */
  bankruptShare: number;
  /** Median results-page score; NaN when the cell was played without scores. */
  medianScore: number;
  meanProfitCents: number;
  /** 10th and 90th percentile of the net result: how much luck (the market, the months) matters. */
  p10ProfitCents: number;
  p90ProfitCents: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.floor(p * (sorted.length - 1))] ?? 0;
}

/** One cell of the table: a founder in one type and difficulty over the seeds (scored unless told not to). */
export function calibrationCell(
  businessType: BusinessType,
  difficulty: Difficulty,
  founder: FounderName,
  seeds: readonly number[],
  withScore = true,
): CalibrationCell {
  const runs = seeds.map((seed) =>
    playFounder(calibrationSetup(businessType, difficulty, seed), FOUNDERS[founder], withScore),
  );
  const profits = runs.map((run) => run.profitCents).sort((a, b) => a - b);
  const scores = runs.map((run) => run.score ?? Number.NaN).sort((a, b) => a - b);
  return {
    businessType,
    difficulty,
    founder,
    runs: runs.length,
    bankruptShare: runs.filter((run) => run.bankrupt).length / runs.length,
    medianScore: percentile(scores, 0.5),
    meanProfitCents: Math.round(profits.reduce((sum, profit) => sum + profit, 0) / profits.length),
    p10ProfitCents: percentile(profits, 0.1),
    p90ProfitCents: percentile(profits, 0.9),
  };
}

/** The whole table: every founder in every type and difficulty, seeds 1 to `seedCount`. */
export function calibrationTable(seedCount: number): CalibrationCell[] {
  const seeds = Array.from({ length: seedCount }, (_, index) => index + 1);
  const cells: CalibrationCell[] = [];
  for (const difficulty of DIFFICULTIES)
    for (const founder of FOUNDER_NAMES)
      for (const businessType of BUSINESS_TYPES) cells.push(calibrationCell(businessType, difficulty, founder, seeds));
  return cells;
}

/** The share of bankrupt runs of a founder on a difficulty, pooled over the business types (each weighs the same). */
export function pooledBankruptShare(
  cells: readonly CalibrationCell[],
  founder: FounderName,
  difficulty: Difficulty,
): number {
  const row = cells.filter((cell) => cell.founder === founder && cell.difficulty === difficulty);
  return row.reduce((sum, cell) => sum + cell.bankruptShare, 0) / row.length;
}
