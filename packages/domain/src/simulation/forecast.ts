import { BANKRUPT, CompanyStore, type MarketColumns, type SeededColumns } from './company-store';
import { suggestDecisions, suggestInto, suggestionRules, type SuggestionInput } from './create-simulation';
import { prefilledDecisions } from './founder-policies';
import { monthContext } from './month-context';
import { MonthTrace } from './month-trace';
import { drawMarket, learnedWeight, type Market } from './market';
import { DIFFICULTY_RULES } from './presets';
import { streamSeed, STREAMS } from './random';
import { copyDecisions, runMonth } from './run-month';
import { advanceMonthUnchecked } from './step-month';
import {
  EVENT_CHOICES,
  EVENT_TYPES,
  NUMERIC_DECISIONS,
  type ChoiceEventType,
  type MonthDecisions,
  type SimulationState,
} from './types';
import { decisionBounds, maxPurchaseUnitsOf } from './validate';
import { select } from './percentile-select';

/**
 * The risk forecast: Monte-Carlo futures of the company from its current state. Each path runs the
 * engine's own month (runMonth, the mechanics stepMonth runs, without the statements) with its own
 * seed, so its demand noise, churn and events are a fresh draw of the same random variables the
 * real months draw; a path given the simulation's own seed reproduces the engine's months exactly.
 * Per month it reports the share of paths bankrupt so far, the share with cash below zero, and the
 * P10/P50/P90 of cash and revenue.
 *
 * THE DECISIONS OF THE FUTURE MONTHS (the policy). By default ('adaptive'): the month about to be
 * decided runs the decisions on the screen (each amount clamped into its valid range, a pending
 * event answered with the given choice or the "do nothing" option); every later month runs
 * suggestDecisions on that path's own state: the reference price, a month of the marketing scale,
 * half the quality scale, stock bought for the path's expected demand, one hire when the path's
 * team is the limit, no equipment or new debt, and the "do nothing" answer to events. So the
 * forecast answers "how risky is this month's plan if the company then keeps being run
 * sensibly", not "what if nobody ever adjusted anything": a shop that buys stock for its first
 * month's demand and never again would sell out and go under in every path, though the same
 * company survives when run month by month. 'keep' answers what the month screen's label says,
 * "these decisions kept": every later month runs what the screen would pre-fill after this one
 * (keepDecisions: the price, marketing and quality spending kept, the suggested stock, no hires,
 * dismissals, equipment or loans, "do nothing" answers), which is where pressing "Avançar mês"
 * leads. A function gives any other rule.
 *
 * SPEED. The built-in policies run on a structure-of-arrays kernel: all paths live in one
 * CompanyStore (typed arrays, one slot per path), and the forecast makes one pass per month across
 * a block of 64 paths, block after block, with no allocation inside the loop; the decisions are
 * computed in place by the same helpers suggestDecisions and prefilledDecisions use (suggestInto,
 * maxPurchaseUnitsOf), and the month by the same runMonth stepMonth uses. A policy function gets a
 * SimulationState per path and month, so it runs on state objects (advanceMonthUnchecked): the
 * same numbers, about twice as slow. bench/engine times 10,000 paths × 36 months on one core.
 *
 * Results live in typed arrays, one row per month and one column per path; each row is reordered
 * in place to pick its percentiles (select: the values a sort would put at those ranks).
 */
export type DecisionPolicy = (state: SimulationState, monthAhead: number) => MonthDecisions;
export type ForecastPolicy = 'adaptive' | 'keep' | DecisionPolicy;

export interface ForecastOptions {
  /** Number of futures; default 1,000. */
  paths?: number;
  /** Months ahead; default and maximum: the rest of the horizon. */
  months?: number;
  /**
   * The decisions of each future month; default 'adaptive' (the given decisions, then
   * suggestDecisions on each path's state; see adaptiveDecisions), 'keep' to keep the given ones
   * as the month screen would (see keepDecisions), or a function of the path's state and the month ahead (0 = the next).
   */
  policy?: ForecastPolicy;
  /** The seed of each path; default a hash of the simulation's seed and the path number. */
  pathSeed?: (path: number) => number;
  /**
   * The market the paths lean to, and how far: default the one the simulation's seed draws, by
   * learnedWeight of its months. A class's shared market gives a company its slice instead, which
   * rivals keep moving (classroom/company-forecast.ts).
   */
  market?: LearnedMarket;
}

/** A market the forecast's paths lean to, and by how much (0: not at all, 1: all the way). */
export interface LearnedMarket {
  truth: Market;
  weight: number;
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
 * The decisions of the month about to be decided, as every policy runs them: each amount clamped
 * into the month's valid range (after a resignation the stock limit can shrink, say), and a
 * pending event answered with the given choice, or with the "do nothing" option.
 */
export function firstMonthDecisions(state: SimulationState, decisions: MonthDecisions): MonthDecisions {
  const now: MonthDecisions = { ...decisions };
  const bounds = decisionBounds(state);
  for (const field of NUMERIC_DECISIONS)
    now[field] = Math.min(bounds[field].max, Math.max(bounds[field].min, now[field]));
  now.eventChoice = state.pendingEvent ? (decisions.eventChoice ?? EVENT_CHOICES[state.pendingEvent.type][0]) : null;
  return now;
}

/**
 * The 'keep' policy as a function: the first month runs firstMonthDecisions; every later month
 * runs what the month screen pre-fills after it (prefilledDecisions: the price, the marketing and
 * the quality spending kept, the suggested stock, no hires, dismissals, equipment or loans) with
 * the "do nothing" answer to events. The forecast of "these decisions kept" is then the months
 * the user gets by pressing "Avançar mês" from here.
 */
export function keepDecisions(first: MonthDecisions): DecisionPolicy {
  return (state, monthAhead) => {
    if (monthAhead === 0) return firstMonthDecisions(state, first);
    const kept = prefilledDecisions(state, first);
    kept.eventChoice = state.pendingEvent ? EVENT_CHOICES[state.pendingEvent.type][0] : null;
    return kept;
  };
}

/** The default ('adaptive') policy as a function: firstMonthDecisions, then suggestDecisions on each month's state. */
export function adaptiveDecisions(first: MonthDecisions): DecisionPolicy {
  return (state, monthAhead) => (monthAhead === 0 ? firstMonthDecisions(state, first) : suggestDecisions(state));
}

/** Every path of a forecast: cash and revenue per month (row) and path (column), and each path's end. */
export interface ForecastPaths {
  fromMonth: number;
  months: number;
  paths: number;
  /** cash[m × paths + path]: closing cash of month m ahead (a bankrupt path keeps its last cash). */
  cash: Float64Array;
  /** revenue[m × paths + path]: gross revenue of month m ahead (0 after bankruptcy). */
  revenue: Float64Array;
  /** profit[m × paths + path]: net profit of month m ahead (0 after bankruptcy). */
  profit: Float64Array;
  /** Paths bankrupt by the end of each month ahead, and paths with cash below zero at its end. */
  bankruptBy: Int32Array;
  negative: Int32Array;
  /** Each path's company after the last month (the mechanics' part of its state). */
  final: CompanyStore;
}

/** Runs the Monte-Carlo futures of a running simulation under a policy: every path, every month. */
export function forecastPaths(
  state: SimulationState,
  decisions: MonthDecisions,
  options: ForecastOptions = {},
): ForecastPaths {
  const paths = Math.max(1, Math.min(MAX_FORECAST_PATHS, Math.floor(options.paths ?? DEFAULT_FORECAST_PATHS)));
  const remaining = state.status === 'running' ? state.setup.horizonMonths - state.month : 0;
  const months = Math.max(0, Math.min(remaining, Math.floor(options.months ?? remaining)));
  const policy = options.policy ?? 'adaptive';
  const seedOf = options.pathSeed ?? ((path: number) => streamSeed(state.setup.seed, STREAMS.forecast, path));
  const learned = options.market ?? learnedMarket(state);
  const out: ForecastPaths = {
    fromMonth: state.month,
    months,
    paths,
    cash: new Float64Array(months * paths),
    revenue: new Float64Array(months * paths),
    profit: new Float64Array(months * paths),
    bankruptBy: new Int32Array(months),
    negative: new Int32Array(months),
    final: new CompanyStore(paths),
  };
  // The kernel keeps a year of revenue per path (RBT12); an engine state never holds more.
  if (typeof policy === 'function' || state.revenueHistoryCents.length > 12) {
    runOnStates(
      state,
      typeof policy === 'function'
        ? policy
        : policy === 'keep'
          ? keepDecisions(decisions)
          : adaptiveDecisions(decisions),
      seedOf,
      out,
      learned,
    );
  } else {
    const reuse = options.pathSeed ? null : seededKey(state, paths);
    runKernel(state, decisions, policy === 'adaptive', seedOf, out, reuse, learned);
  }
  return out;
}

/**
 * The market the forecast's paths lean to: the company's own (the one its seed draws), by the
 * weight its months of results give it (learnedWeight). A founder does not know the market at
 * first, so the first forecasts spread over every market the preset allows, and narrow as the
 * months reveal the real one; a path with the simulation's own seed meets exactly its market.
 */
function learnedMarket(state: SimulationState): LearnedMarket {
  const spread = DIFFICULTY_RULES[state.setup.difficulty].marketSpread;
  return { truth: drawMarket(state.setup.seed, spread), weight: learnedWeight(state.month) };
}

const sameMarket = (a: Market, b: Market) =>
  a.size === b.size &&
  a.acceptedPriceRatio === b.acceptedPriceRatio &&
  a.steepness === b.steepness &&
  a.wordOfMouth === b.wordOfMouth;

/**
 * The paths' random streams and markets of the last forecast. The month screen forecasts the same
 * simulation again at every change of a decision; drawing 10,000 paths' streams and markets again
 * is a few milliseconds of each forecast, copying them a fraction of one. Only the default path
 * seeds are kept (their key: the simulation's seed, its difficulty's market spread, the paths),
 * and a copy gives exactly what drawing gives, so results never depend on what ran before.
 */
let lastSeeded: {
  key: string;
  columns: SeededColumns;
  /** The markets after leaning to `truth` by `weight` (every later month of the same simulation leans by the same). */
  leaned: { weight: number; truth: Market; markets: Float64Array[] } | null;
} | null = null;

function seededKey(state: SimulationState, paths: number): string {
  return `${state.setup.seed}:${DIFFICULTY_RULES[state.setup.difficulty].marketSpread}:${paths}`;
}

/** Months of revenue the Simples Nacional looks back on (RBT12). */
const YEAR = 12;
/** Paths the kernel steps month by month together (see runKernel). */
const BLOCK = 64;

/**
 * The built-in policies over all paths at once: one pass per month across the paths of a
 * CompanyStore, deciding each path's month in place (the same helpers as adaptiveDecisions and
 * keepDecisions) and stepping it with runMonth. Allocates nothing per path or month.
 */
function runKernel(
  state: SimulationState,
  decisions: MonthDecisions,
  adaptive: boolean,
  seedOf: (path: number) => number,
  out: ForecastPaths,
  /** The key of the paths' seeds when they are the default ones (see lastSeeded), else null. */
  reuse: string | null,
  learned: LearnedMarket,
): void {
  const { paths, months, cash, revenue, profit, bankruptBy, negative } = out;
  const store = out.final;
  const ctx = monthContext(state.setup);
  const preset = ctx.preset;
  const rules = suggestionRules(state.setup);
  // The suggestion's input, refilled for each path and month.
  const input: SuggestionInput = {
    month: 0,
    customers: 0,
    headcount: 0,
    inventoryUnits: 0,
    fillRate: 1,
    cashCents: 0,
    loanCents: 0,
    pendingEvent: null,
  };
  const trace = new MonthTrace();
  const previous = reuse !== null && lastSeeded?.key === reuse ? lastSeeded : null;
  if (previous) store.copySeeded(previous.columns);
  store.loadAll(state, seedOf);
  // Before the markets lean: the copy is what the seeds draw, whatever the months revealed since.
  const seeded =
    previous ?? (reuse === null ? null : (lastSeeded = { key: reuse, columns: store.seededCopy(), leaned: null }));
  if (learned.weight > 0) {
    if (seeded?.leaned?.weight === learned.weight && sameMarket(seeded.leaned.truth, learned.truth))
      store.setMarketColumns(seeded.leaned.markets);
    else {
      for (let p = 0; p < paths; p++) store.leanMarket(p, learned.truth, learned.weight);
      if (seeded) seeded.leaned = { weight: learned.weight, truth: learned.truth, markets: store.marketColumnsCopy() };
    }
  }

  // The decisions of the first month are the same on every path; runMonth wants amounts without −0.
  const firstMonth = copyDecisions(firstMonthDecisions(state, decisions));
  // The suggestion of a path's month (adaptive), and the kept decisions (keep: the first month's
  // price, marketing and quality, whose bounds do not move, with the suggestion's stock).
  const suggested = copyDecisions(firstMonth);
  const kept = copyDecisions({
    ...firstMonth,
    headcountDelta: 0,
    capacityInvestmentCents: 0,
    loanCents: 0,
    eventChoice: null,
  });

  // The revenue of each path's last 12 months (a ring) and its sum (the RBT12 the month is taxed
  // on). Revenue is in whole cents, so the running sum (the new month added, the month 13 back
  // taken away) is exact: the same number as adding the 12 months up. Paths run in blocks, each
  // block month by month: within a block every path has the same number of months behind it, so
  // the ring's slots are shared. Blocks keep a block's slots in the cache, and the first block
  // meets every month (and its situations: events, stock-outs, hires) within its first few
  // thousand path-months, before V8 optimises the month for what it has seen so far.
  const ring = new Float64Array(paths * YEAR);
  const yearSum = new Float64Array(paths);
  const history = state.revenueHistoryCents;
  for (let p = 0; p < paths; p++) {
    for (let k = 0; k < history.length; k++) {
      ring[p * YEAR + k] = history[k]!;
      yearSum[p] = yearSum[p]! + history[k]!;
    }
  }

  // The loop keeps its rare cases out of branches of their own (a bankrupt path's revenue is the
  // array's 0; counts add 0 or 1): V8 optimises this function early in its first run, and a branch
  // it has not yet seen taken (the first bankruptcy, the first month past a year) would throw the
  // optimised code away and start it over.
  for (let lo = 0; lo < paths; lo += BLOCK) {
    const hi = Math.min(paths, lo + BLOCK);
    for (let m = 0; m < months; m++) {
      const month = state.month + 1 + m;
      const row = m * paths;
      // Months of revenue behind this one; the ring holds month i of them in slot i mod 12, so the
      // new month goes where the month 13 back was (or into an empty slot, 0, in the first year).
      const behind = history.length + m;
      const count = Math.min(YEAR, behind);
      const next = behind % YEAR;
      let bankrupt = 0;
      let belowZero = 0;
      for (let p = lo; p < hi; p++) {
        if (store.status[p] !== BANKRUPT) {
          let d: MonthDecisions;
          const pending = store.pendingEvent[p]!;
          if (m === 0) {
            d = firstMonth;
          } else {
            input.month = month - 1;
            input.customers = store.customers[p]!;
            input.headcount = store.headcount[p]!;
            input.inventoryUnits = store.inventoryUnits[p]!;
            input.fillRate = store.fillRate[p]!;
            input.cashCents = store.cashCents[p]!;
            input.loanCents = store.loanCents[p]!;
            input.pendingEvent = pending >= 0 ? (EVENT_TYPES[pending] as ChoiceEventType) : null;
            d = suggestInto(suggested, rules, input);
            if (!adaptive) {
              kept.purchaseUnits = Math.min(maxPurchaseUnitsOf(preset, input.headcount), d.purchaseUnits);
              kept.eventChoice = d.eventChoice;
              d = kept;
            }
          }
          runMonth(ctx, store, p, month, d, yearSum[p]!, count, trace);
          const slot = p * YEAR + next;
          yearSum[p] = yearSum[p]! + trace.grossRevenueCents - ring[slot]!;
          ring[slot] = trace.grossRevenueCents;
          revenue[row + p] = trace.grossRevenueCents;
          profit[row + p] = trace.netProfitCents;
        }
        const closing = store.cashCents[p]!;
        cash[row + p] = closing;
        bankrupt += store.status[p] === BANKRUPT ? 1 : 0;
        belowZero += closing < 0 ? 1 : 0;
      }
      bankruptBy[m] = bankruptBy[m]! + bankrupt;
      negative[m] = negative[m]! + belowZero;
    }
  }
}

/** Any policy, on state objects: each path steps advanceMonthUnchecked with the policy's decisions. */
function runOnStates(
  state: SimulationState,
  policy: DecisionPolicy,
  seedOf: (path: number) => number,
  out: ForecastPaths,
  learned: LearnedMarket,
): void {
  const { paths, months, cash, revenue, profit, bankruptBy, negative } = out;
  // Each path's market, leaned as the kernel leans it (CompanyStore.leanMarket), in a slot of its own.
  const scratch = new CompanyStore(1);
  for (let path = 0; path < paths; path++) {
    const seed = seedOf(path) >>> 0;
    let current: SimulationState = { ...state, setup: { ...state.setup, seed } };
    let market: MarketColumns | undefined;
    if (learned.weight > 0) {
      scratch.load(0, current);
      scratch.leanMarket(0, learned.truth, learned.weight);
      market = scratch.marketOf(0);
    }
    for (let m = 0; m < months; m++) {
      const cell = m * paths + path;
      if (current.status === 'bankrupt') {
        cash[cell] = current.cashCents;
        revenue[cell] = 0;
      } else {
        const retained = current.retainedEarningsCents;
        current = advanceMonthUnchecked(current, policy(current, m), market);
        cash[cell] = current.cashCents;
        revenue[cell] = current.lastFactors.revenueCents;
        profit[cell] = current.retainedEarningsCents - retained;
      }
      if (current.status === 'bankrupt') bankruptBy[m]!++;
      if (current.cashCents < 0) negative[m]!++;
    }
    out.final.load(path, current, seed);
  }
}

/** Index of the nearest-rank percentile (lower) p in a sorted row of n values. */
function rank(n: number, p: number): number {
  return Math.floor(p * (n - 1));
}

/** Runs the Monte-Carlo futures of a running simulation under a policy and summarises them. */
export function forecastRisk(
  state: SimulationState,
  decisions: MonthDecisions,
  options: ForecastOptions = {},
): RiskForecast {
  const { fromMonth, months, paths, cash, revenue, bankruptBy, negative } = forecastPaths(state, decisions, options);
  const bands = (values: Float64Array): Bands => {
    const out: Bands = { p10: [], p50: [], p90: [] };
    const k10 = rank(paths, 0.1);
    const k50 = rank(paths, 0.5);
    const k90 = rank(paths, 0.9);
    for (let m = 0; m < months; m++) {
      // The row is reordered in place: the median first, then P10 among the values before it and
      // P90 among those after it (ranges that leave the median where it is).
      const row = values.subarray(m * paths, (m + 1) * paths);
      select(row, 0, paths - 1, k50);
      if (k10 < k50) select(row, 0, k50 - 1, k10);
      if (k90 > k50) select(row, k50 + 1, paths - 1, k90);
      out.p10.push(row[k10]! + 0);
      out.p50.push(row[k50]! + 0);
      out.p90.push(row[k90]! + 0);
    }
    return out;
  };
  const bankruptcyProbability = Array.from(bankruptBy, (n) => n / paths);
  const within = (n: number) => (months === 0 ? 0 : bankruptcyProbability[Math.min(n, months) - 1]!);
  return {
    fromMonth,
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
