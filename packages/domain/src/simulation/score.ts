import { reviewByReplay, type ReplayReview } from './counterfactuals';
import { clamp } from './det-math';
import { createSimulation } from './create-simulation';
import { carefulFounder } from './founder-policies';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import { DECISION_FLAGS, type DecisionFlag, type MonthResult, type SimulationState } from './types';

/**
 * The final score: a balanced scorecard in the spirit of classroom simulations (Capsim, Cesim),
 * 0–100, from five components each scored 0–100. Profit and growth are measured against a
 * benchmark: the careful founder (the engine's suggestion, founder-policies.ts) playing the same
 * company, in the same market and with the same luck, for as many months. The market is drawn
 * per seed (market.ts), so an absolute yardstick would score the market, not the founder.
 * - profitability (40%): the net result over the months played. A loss scores 0–25 by the share
 *   of the capital kept (losing it all is 0, breaking even 25); a profit scores 25–100 by its share
 *   of BENCHMARK_HEADROOM times the benchmark's (matching the careful founder scores about 85,
 *   beating it by a quarter 100; where the careful founder loses money, any profit is 100);
 * - growth (25%): the scale reached — average revenue of the last three months against
 *   BENCHMARK_HEADROOM times the benchmark's; 0 for a bankrupt company, which ends with no business;
 * - survival and cash discipline (15%): 0 when bankrupt; otherwise half for the share of the
 *   horizon played, a quarter for the share of months ending with cash ≥ 0 (no credit line), a
 *   quarter for the final runway (cash-positive or six months or more earns it all);
 * - customer satisfaction (10%): the average satisfaction over the months;
 * - decision quality (10%): the average month's decision score, 100 less 15 points per flag
 *   (pricing below cost or far from the reference, stock-outs, excess stock, idle staff, no or
 *   saturated marketing, quality neglected, living on the credit line).
 */
export const SCORE_WEIGHTS = {
  profitability: 0.4,
  growth: 0.25,
  survival: 0.15,
  satisfaction: 0.1,
  decisionQuality: 0.1,
} as const;
/** Full marks for profit and growth take this many times the careful founder's: matching a sensible plan is good, beating it excellent. */
export const BENCHMARK_HEADROOM = 1.25;
/** Profitability points for breaking even. */
export const BREAK_EVEN_POINTS = 25;
export type ScoreComponent = keyof typeof SCORE_WEIGHTS;

/** Thresholds of the decision flags, in the preset's own units. */
export const FLAG_RULES = {
  priceHighRatio: 1.5,
  priceLowRatio: 0.7,
  stockoutShare: 0.1,
  excessStockMonths: 2,
  idleUtilisation: 0.5,
  launchMonths: 3,
  saturatedMarketingScales: 3,
  neglectedQuality: 0.4,
  pointsPerFlag: 15,
} as const;
/** Months whose average revenue measures the scale reached. */
export const GROWTH_WINDOW_MONTHS = 3;
/** Months on the best and worst lists. */
export const REVIEW_COUNT = 3;
/** Runway that earns the full runway quarter of the survival score. */
export const SAFE_RUNWAY_MONTHS = 6;

export interface DecisionReview {
  month: number;
  score: number;
  flags: DecisionFlag[];
  netProfitCents: number;
  /**
   * The accumulated net result at the end of the run as played, less with this month's decisions
   * made as the careful founder would have (counterfactuals.ts); null when the months could not be replayed.
   */
  effectCents: number | null;
}

export interface SimulationScore {
  /** 0–100, rounded to a whole number. */
  total: number;
  components: Record<ScoreComponent, number>;
  bestDecisions: DecisionReview[];
  worstDecisions: DecisionReview[];
  /** The flags raised most often, most frequent first: the lessons the results page teaches. */
  lessons: DecisionFlag[];
  /** The lessons of replaying the run with other decisions; null when its months cannot be replayed. */
  replay: ReplayReview | null;
}

/** The decision flags and score of one month. */
export function reviewMonth(state: Pick<SimulationState, 'setup'>, result: MonthResult): DecisionReview {
  const preset = presetFor(state.setup.businessType, state.setup.currency);
  const d = result.decisions;
  const k = result.kpis;
  const flags: DecisionFlag[] = [];
  const ratio = d.priceCents / preset.referencePriceCents;
  if (d.priceCents < preset.unitCostCents) flags.push('priceBelowCost');
  if (ratio > FLAG_RULES.priceHighRatio) flags.push('priceFarAboveReference');
  if (ratio < FLAG_RULES.priceLowRatio && d.priceCents >= preset.unitCostCents) flags.push('priceFarBelowReference');
  if (k.demandUnits > 0 && k.lostSalesUnits / k.demandUnits > FLAG_RULES.stockoutShare) flags.push('stockout');
  const stocked = preset.mode === 'inventory' || preset.mode === 'perishable';
  if (stocked && k.inventoryUnits > FLAG_RULES.excessStockMonths * Math.max(1, k.unitsSold))
    flags.push('excessInventory');
  const staffOutput = k.headcount * preset.unitsPerEmployee;
  const used = preset.mode === 'subscription' ? k.customers : k.unitsSold;
  // A new company is idle by nature: the team counts as idle once the launch is over, in a month that lost money.
  if (
    result.month > FLAG_RULES.launchMonths &&
    result.income.netProfitCents < 0 &&
    k.headcount > 1 &&
    used < FLAG_RULES.idleUtilisation * staffOutput
  )
    flags.push('idleStaff');
  if (d.marketingCents === 0) flags.push('noMarketing');
  if (d.marketingCents > FLAG_RULES.saturatedMarketingScales * preset.marketingScaleCents)
    flags.push('marketingSaturated');
  if (k.quality < FLAG_RULES.neglectedQuality) flags.push('qualityNeglected');
  if (k.cashCents < 0) flags.push('creditLineUsed');
  return {
    month: result.month,
    score: Math.max(0, 100 - FLAG_RULES.pointsPerFlag * flags.length),
    flags,
    netProfitCents: result.income.netProfitCents,
    effectCents: null,
  };
}

/** Average gross revenue of the last GROWTH_WINDOW_MONTHS months. */
function finalRevenue(results: readonly MonthResult[]): number {
  return average(results.slice(-GROWTH_WINDOW_MONTHS).map((r) => r.income.grossRevenueCents));
}

/**
 * The last benchmark run and what it was run for. A class scores every company of a round against
 * the same careful founder (one setup but the company's name, one number of months): one run
 * serves them all. The run is a pure function of the key, so a hit returns what a run would.
 */
let lastBenchmark: { key: string; run: { profitCents: number; finalRevenueCents: number } } | null = null;

/** What the careful founder makes of the same company (same setup, seed and market) in as many months. */
export function benchmarkRun(
  state: Pick<SimulationState, 'setup'>,
  months: number,
): { profitCents: number; finalRevenueCents: number } {
  const { name: _name, ...numbers } = state.setup;
  const key = JSON.stringify([numbers, months]);
  if (lastBenchmark?.key === key) return { ...lastBenchmark.run };
  const run = playBenchmark(state, months);
  lastBenchmark = { key, run };
  return { ...run };
}

function playBenchmark(
  state: Pick<SimulationState, 'setup'>,
  months: number,
): { profitCents: number; finalRevenueCents: number } {
  let company = createSimulation(state.setup);
  const results: MonthResult[] = [];
  while (company.status === 'running' && results.length < months) {
    const step = stepMonth(company, carefulFounder(company, null));
    company = step.state;
    results.push(step.result);
  }
  return { profitCents: company.retainedEarningsCents, finalRevenueCents: finalRevenue(results) };
}

function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Rounds a component to one decimal for display; the total uses the unrounded values. */
const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/** The five components and their weighted total (unrounded), from the final state, the months and their reviews. */
function scoreComponents(
  state: SimulationState,
  results: readonly MonthResult[],
  reviews: readonly DecisionReview[],
): { total: number; components: Record<ScoreComponent, number> } {
  const { setup } = state;
  const last = results[results.length - 1];
  const bankrupt = state.status === 'bankrupt';

  const benchmark = benchmarkRun(state, results.length);
  const profitCents = state.retainedEarningsCents;
  const profitability =
    profitCents < 0
      ? clamp(BREAK_EVEN_POINTS + (BREAK_EVEN_POINTS * profitCents) / state.paidInCapitalCents, 0, BREAK_EVEN_POINTS)
      : benchmark.profitCents > 0
        ? BREAK_EVEN_POINTS +
          (100 - BREAK_EVEN_POINTS) * Math.min(1, profitCents / (BENCHMARK_HEADROOM * benchmark.profitCents))
        : 100;

  const final = finalRevenue(results);
  const growth = bankrupt
    ? 0
    : benchmark.finalRevenueCents > 0
      ? 100 * Math.min(1, final / (BENCHMARK_HEADROOM * benchmark.finalRevenueCents))
      : final > 0
        ? 100
        : 0;

  let survival = 0;
  if (!bankrupt && results.length > 0) {
    const played = results.length / setup.horizonMonths;
    const positive = results.filter((r) => r.kpis.cashCents >= 0).length / results.length;
    const runway = last!.kpis.runwayMonths;
    const runwayShare = runway === null ? 1 : Math.min(1, runway / SAFE_RUNWAY_MONTHS);
    survival = 100 * (0.5 * played + 0.25 * positive + 0.25 * runwayShare);
  }

  const satisfaction = average(results.map((r) => r.kpis.satisfaction));
  const decisionQuality = average(reviews.map((r) => r.score));

  const components: Record<ScoreComponent, number> = { profitability, growth, survival, satisfaction, decisionQuality };
  let total = 0;
  for (const key of Object.keys(SCORE_WEIGHTS) as ScoreComponent[]) total += SCORE_WEIGHTS[key] * components[key];
  return { total, components };
}

const roundTotal = (total: number) => Math.round(clamp(total, 0, 100));

/**
 * The five components (unrounded, 0–100) without the replays: what another scoring built on the
 * simulation's (the certificate's exam) reads.
 */
export function scoreComponentsOf(
  state: SimulationState,
  results: readonly MonthResult[],
): Record<ScoreComponent, number> {
  return scoreComponents(
    state,
    results,
    results.map((r) => reviewMonth(state, r)),
  ).components;
}

/** The score's total alone, without the replays the results page's lessons need (the calibration scores thousands of runs). */
export function scoreTotal(state: SimulationState, results: readonly MonthResult[]): number {
  return roundTotal(
    scoreComponents(
      state,
      results,
      results.map((r) => reviewMonth(state, r)),
    ).total,
  );
}

/** The score of a simulation from its final state and its months (oldest first), with the lessons of its replays. */
export function scoreSimulation(state: SimulationState, results: readonly MonthResult[]): SimulationScore {
  const replay = reviewByReplay(state.setup, results);
  const reviews = results.map((r, index) => ({
    ...reviewMonth(state, r),
    effectCents: replay?.monthEffectsCents[index] ?? null,
  }));
  const { total, components } = scoreComponents(state, results, reviews);

  // By what each month's decisions did to the result where the run can be replayed, then by the
  // month's flags, then its profit; the worst are the lowest of the months not among the best.
  const better = (a: DecisionReview, b: DecisionReview) =>
    (b.effectCents ?? 0) - (a.effectCents ?? 0) ||
    b.score - a.score ||
    b.netProfitCents - a.netProfitCents ||
    a.month - b.month;
  const best = [...reviews].sort(better).slice(0, REVIEW_COUNT);
  const worst = reviews
    .filter((review) => !best.includes(review))
    .sort((a, b) => better(b, a))
    .slice(0, REVIEW_COUNT);

  const counts = new Map<DecisionFlag, number>();
  for (const review of reviews) for (const flag of review.flags) counts.set(flag, (counts.get(flag) ?? 0) + 1);
  const lessons = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || DECISION_FLAGS.indexOf(a[0]) - DECISION_FLAGS.indexOf(b[0]))
    .slice(0, REVIEW_COUNT)
    .map(([flag]) => flag);

  return {
    total: roundTotal(total),
    components: {
      profitability: oneDecimal(components.profitability),
      growth: oneDecimal(components.growth),
      survival: oneDecimal(components.survival),
      satisfaction: oneDecimal(components.satisfaction),
      decisionQuality: oneDecimal(components.decisionQuality),
    },
    bestDecisions: best,
    worstDecisions: worst,
    lessons,
    replay,
  };
}

/**
 * Ends a simulation ('Finalizar simulação', the horizon, or bankruptcy) and scores it. A running
 * simulation becomes 'finished'; a bankrupt one stays bankrupt.
 */
export function finishSimulation(
  state: SimulationState,
  results: readonly MonthResult[],
): { state: SimulationState; score: SimulationScore } {
  const ended: SimulationState =
    state.status === 'running' ? { ...state, status: 'finished', pendingEvent: null } : state;
  return { state: ended, score: scoreSimulation(ended, results) };
}
