import { streamSeed, STREAMS } from './random';
import { advanceMonthUnchecked } from './step-month';
import { EVENT_CHOICES, type MonthDecisions, type SimulationState } from './types';
import { NUMERIC_DECISIONS, decisionBounds, maxPurchaseUnits } from './validate';

/**
 * The risk forecast: Monte-Carlo futures of the company from its current state. Each path runs the
 * engine's own month (advanceMonthUnchecked: the same mechanics, without statements) with its own
 * seed, so its demand noise, churn and events are a fresh draw of the same random variables the
 * real months draw; a path given the simulation's own seed reproduces the engine's months exactly.
 * Per month it reports the share of paths bankrupt so far, the share with cash below zero, and the
 * P10/P50/P90 of cash and revenue. Results live in typed arrays, one row per month and one column
 * per path, sorted in place for the percentiles.
 */
export interface ForecastOptions {
  /** Number of futures; default 1,000. */
  paths?: number;
  /** Months ahead; default and maximum: the rest of the horizon. */
  months?: number;
  /** The decisions of each future month; default holdDecisions(first). */
  policy?: (state: SimulationState, monthAhead: number) => MonthDecisions;
  /** The seed of each path; default a hash of the simulation's seed and the path number. */
  pathSeed?: (path: number) => number;
}

export interface Bands {
  p10: number[];
  p50: number[];
  p90: number[];
}

export interface RiskForecast {
  /** The month the forecast starts from (months completed). */
  fromMonth: number;
  months: number;
  paths: number;
  /** Share of paths bankrupt by the end of each month ahead (cumulative). */
  bankruptcyProbability: number[];
  /** Share of paths whose cash is below zero at each month's end (on the credit line or bankrupt). */
  negativeCashProbability: number[];
  /** Share of paths bankrupt within 6 and within 12 months (or by the horizon, if sooner). */
  bankruptWithin6Months: number;
  bankruptWithin12Months: number;
  /** Closing cash per month, in cents (a bankrupt path keeps its last cash). */
  cash: Bands;
  /** Revenue per month, in cents (0 after bankruptcy). */
  revenue: Bands;
}

export const DEFAULT_FORECAST_PATHS = 1_000;
export const MAX_FORECAST_PATHS = 20_000;

/**
 * The default policy: the first month runs the given decisions; later months keep the price, the
 * marketing, the quality spending and the stock purchases, hire or fire no one, buy no equipment,
 * take or repay no loan, and answer events with the "do nothing" option. Each amount is clamped
 * into the month's valid range (after a resignation the stock limit can shrink, say).
 */
export function holdDecisions(first: MonthDecisions): (state: SimulationState, monthAhead: number) => MonthDecisions {
  // One object reused for every later month: the engine copies the decisions it keeps, and the
  // forecast calls this hundreds of thousands of times.
  const later: MonthDecisions = { ...first, headcountDelta: 0, capacityInvestmentCents: 0, loanCents: 0, eventChoice: null };
  return (state, monthAhead) => {
    if (monthAhead === 0) {
      const now: MonthDecisions = { ...first };
      const bounds = decisionBounds(state);
      for (const field of NUMERIC_DECISIONS) now[field] = Math.min(bounds[field].max, Math.max(bounds[field].min, now[field]));
      now.eventChoice = state.pendingEvent ? (first.eventChoice ?? EVENT_CHOICES[state.pendingEvent.type][0]) : null;
      return now;
    }
    // Price, marketing and quality bounds do not move; the stock limit follows the team.
    later.purchaseUnits = Math.min(first.purchaseUnits, maxPurchaseUnits(state));
    later.eventChoice = state.pendingEvent ? EVENT_CHOICES[state.pendingEvent.type][0] : null;
    return later;
  };
}

/** Nearest-rank percentile (lower) of a sorted typed array. */
function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.floor(p * (sorted.length - 1))]!;
}

/** Runs the Monte-Carlo futures of a running simulation under a policy. */
export function forecastRisk(state: SimulationState, decisions: MonthDecisions, options: ForecastOptions = {}): RiskForecast {
  const paths = Math.max(1, Math.min(MAX_FORECAST_PATHS, Math.floor(options.paths ?? DEFAULT_FORECAST_PATHS)));
  const remaining = state.status === 'running' ? state.setup.horizonMonths - state.month : 0;
  const months = Math.max(0, Math.min(remaining, Math.floor(options.months ?? remaining)));
  const policy = options.policy ?? holdDecisions(decisions);
  const seedOf = options.pathSeed ?? ((path: number) => streamSeed(state.setup.seed, STREAMS.forecast, path));

  const cash = new Float64Array(months * paths);
  const revenue = new Float64Array(months * paths);
  const bankruptBy = new Int32Array(months);
  const negative = new Int32Array(months);

  for (let path = 0; path < paths; path++) {
    let current: SimulationState = { ...state, setup: { ...state.setup, seed: seedOf(path) >>> 0 } };
    for (let m = 0; m < months; m++) {
      const cell = m * paths + path;
      if (current.status === 'bankrupt') {
        cash[cell] = current.cashCents;
        revenue[cell] = 0;
      } else {
        current = advanceMonthUnchecked(current, policy(current, m));
        cash[cell] = current.cashCents;
        revenue[cell] = current.lastFactors.revenueCents;
      }
      if (current.status === 'bankrupt') bankruptBy[m]!++;
      if (current.cashCents < 0) negative[m]!++;
    }
  }

  const bands = (values: Float64Array): Bands => {
    const out: Bands = { p10: [], p50: [], p90: [] };
    for (let m = 0; m < months; m++) {
      const row = values.subarray(m * paths, (m + 1) * paths).sort();
      out.p10.push(percentile(row, 0.1));
      out.p50.push(percentile(row, 0.5));
      out.p90.push(percentile(row, 0.9));
    }
    return out;
  };
  const bankruptcyProbability = Array.from(bankruptBy, (n) => n / paths);
  const within = (n: number) => (months === 0 ? 0 : bankruptcyProbability[Math.min(n, months) - 1]!);
  return {
    fromMonth: state.month,
    months,
    paths,
    bankruptcyProbability,
    negativeCashProbability: Array.from(negative, (n) => n / paths),
    bankruptWithin6Months: within(6),
    bankruptWithin12Months: within(12),
    cash: bands(cash),
    revenue: bands(revenue),
  };
}
