import { forecastPaths, type LearnedMarket } from './forecast';
import { prefilledDecisions } from './founder-policies';
import { presetFor } from './presets';
import type { MonthDecisions, SimulationState } from './types';
import { decisionBounds } from './validate';
import { select } from './percentile-select';

/**
 * What-if runs: the company played forward from where it stands, under the decisions the month
 * screen would start from and under a few alternatives for one lever, each alternative kept as
 * the month screen keeps it (the 'keep' policy: the price, marketing and quality carried forward,
 * the suggested stock, no further hires, equipment or credit). Every alternative runs the same
 * futures: the risk forecast's path seeds and market, so two alternatives differ by the decision
 * alone, not by luck. The mentor reports them; a link opens the month screen with one pre-filled.
 */

export const WHAT_IF_LEVERS = ['price', 'marketing', 'hiring', 'stock', 'loan', 'equipment'] as const;
export type WhatIfLever = (typeof WHAT_IF_LEVERS)[number];

/** The decision each lever changes. */
export const LEVER_FIELD = {
  price: 'priceCents',
  marketing: 'marketingCents',
  hiring: 'headcountDelta',
  stock: 'purchaseUnits',
  loan: 'loanCents',
  equipment: 'capacityInvestmentCents',
} as const satisfies Record<WhatIfLever, keyof MonthDecisions>;

/** Months a what-if run looks ahead (fewer when the horizon is nearer): the half-year a founder plans. */
export const WHAT_IF_MONTHS = 6;
/** Futures per alternative: enough for a stable median and a risk to the percent, a few milliseconds each. */
export const WHAT_IF_PATHS = 500;

export interface WhatIfOutcome {
  /** The lever's value in this alternative (cents, or units for hiring and stock). */
  value: number;
  /** Whether it is what the month screen would start from. */
  current: boolean;
  /** The decisions of the month about to be played. */
  decisions: MonthDecisions;
  /** Median closing cash at the end of the months ahead, and the 10th percentile (a bad run). */
  cashCents: number;
  cashLowCents: number;
  /** Median of the months' summed net profit. */
  profitCents: number;
  /** Share of the futures bankrupt by the end of the months ahead. */
  runOutRisk: number;
  /** Median customers at the end. */
  customers: number;
}

export interface WhatIfRuns {
  lever: WhatIfLever;
  months: number;
  paths: number;
  /** The current decisions first, then the alternatives in the lever's order (lower to higher). */
  outcomes: WhatIfOutcome[];
}

/** An amount rounded as a founder would write it: to 10 cents, 50 cents or a whole unit of money. */
function roundPrice(cents: number): number {
  const step = cents >= 100_00 ? 1_00 : cents >= 10_00 ? 50 : 10;
  return Math.max(step, Math.round(cents / step) * step);
}

/** A budget rounded to 50 units of money, 10 below 1,000. */
function roundBudget(cents: number): number {
  const step = cents >= 1_000_00 ? 50_00 : 10_00;
  return Math.round(cents / step) * step;
}

/** The smaller of the two loans the what-if runs compare: a quarter of what the bank would still lend. */
export function smallerLoanCents(state: SimulationState): number {
  return roundBudget(decisionBounds(state).loanCents.max / 4);
}

/** The lever's alternative values besides the current one, lower to higher, before bounds. */
function candidates(state: SimulationState, lever: WhatIfLever, base: MonthDecisions): number[] {
  const preset = presetFor(state.setup.businessType, state.setup.currency);
  switch (lever) {
    case 'price': {
      const price = base.priceCents;
      const reference = preset.referencePriceCents;
      const apart = Math.abs(reference / price - 1) > 0.05;
      return [roundPrice(price * 0.9), roundPrice(price * 1.1), apart ? reference : roundPrice(price * 1.2)];
    }
    case 'marketing': {
      const spend = base.marketingCents;
      const scale = preset.marketingScaleCents;
      return spend > 0
        ? [0, roundBudget(spend / 2), roundBudget(spend * 2)]
        : [roundBudget(scale / 2), scale, 2 * scale];
    }
    case 'hiring':
      return [-1, 1, 2];
    case 'stock': {
      const units = base.purchaseUnits;
      return [Math.round(units * 0.7), Math.round(units * 1.3)];
    }
    case 'loan': {
      const { min } = decisionBounds(state).loanCents;
      const repay = min < 0 ? [roundBudget(min / 2)] : [];
      return [...repay, smallerLoanCents(state), 2 * smallerLoanCents(state)];
    }
    case 'equipment':
      return [roundBudget(preset.equipmentScaleCents / 2), preset.equipmentScaleCents];
  }
}

/**
 * The alternatives the mentor plays for a lever: the current decisions and up to three others,
 * each inside the month's bounds and different from the rest. Stock is a lever only for a
 * business that buys stock; none are offered once the simulation stopped running.
 */
export function whatIfAlternatives(
  state: SimulationState,
  lever: WhatIfLever,
  last: MonthDecisions | null,
): MonthDecisions[] {
  if (state.status !== 'running' || state.month >= state.setup.horizonMonths) return [];
  const preset = presetFor(state.setup.businessType, state.setup.currency);
  if (lever === 'stock' && preset.mode !== 'inventory' && preset.mode !== 'perishable') return [];
  const base = prefilledDecisions(state, last);
  const seen = new Set([base[LEVER_FIELD[lever]]]);
  const alternatives = [base];
  for (const value of candidates(state, lever, base)) {
    const changed = withLever(state, base, lever, value);
    if (seen.has(changed[LEVER_FIELD[lever]])) continue;
    seen.add(changed[LEVER_FIELD[lever]]);
    alternatives.push(changed);
  }
  return alternatives.length > 1 ? alternatives : [];
}

/** `start` with one lever set to `value`, clamped into the month's bounds; the rest (an event's answer too) as it was. */
function withLever(state: SimulationState, start: MonthDecisions, lever: WhatIfLever, value: number): MonthDecisions {
  const field = LEVER_FIELD[lever];
  const { min, max } = decisionBounds(state)[field];
  return { ...start, [field]: Math.min(max, Math.max(min, value)) };
}

function median(values: Float64Array): number {
  const k = Math.floor((values.length - 1) / 2);
  select(values, 0, values.length - 1, k);
  return values[k]!;
}

function percentile(values: Float64Array, p: number): number {
  const k = Math.floor(p * (values.length - 1));
  select(values, 0, values.length - 1, k);
  return values[k]!;
}

export interface WhatIfOptions {
  paths?: number;
  months?: number;
  /** A class company's market (see forecastRisk); the simulation's own by default. */
  market?: LearnedMarket;
}

/** Plays the company forward under each alternative for `lever`; null when there is none to compare. */
export function whatIfRuns(
  state: SimulationState,
  lever: WhatIfLever,
  last: MonthDecisions | null,
  options: WhatIfOptions = {},
): WhatIfRuns | null {
  const alternatives = whatIfAlternatives(state, lever, last);
  if (alternatives.length === 0) return null;
  const field = LEVER_FIELD[lever];
  const remaining = state.setup.horizonMonths - state.month;
  const months = Math.min(remaining, options.months ?? WHAT_IF_MONTHS);
  const paths = options.paths ?? WHAT_IF_PATHS;
  const outcomes = alternatives.map((decisions, index): WhatIfOutcome => {
    const run = forecastPaths(state, decisions, { paths, months, policy: 'keep', market: options.market });
    const lastRow = (months - 1) * paths;
    const cash = run.cash.slice(lastRow, lastRow + paths);
    const profit = new Float64Array(paths);
    for (let m = 0; m < months; m++)
      for (let p = 0; p < paths; p++) profit[p] = profit[p]! + run.profit[m * paths + p]!;
    const customers = run.final.customers.slice(0, paths);
    return {
      value: decisions[field],
      current: index === 0,
      decisions,
      cashLowCents: percentile(cash, 0.1),
      cashCents: median(cash),
      profitCents: median(profit),
      runOutRisk: run.bankruptBy[months - 1]! / paths,
      customers: median(customers),
    };
  });
  const [current, ...others] = outcomes;
  others.sort((a, b) => a.value - b.value);
  return { lever, months, paths, outcomes: [current!, ...others] };
}

/** The search parameter a month-screen link carries for each lever's decision. */
const LINK_PARAMS = {
  price: 'preco',
  marketing: 'marketing',
  hiring: 'contratacoes',
  stock: 'compra',
  loan: 'emprestimo',
  equipment: 'equipamento',
} as const satisfies Record<WhatIfLever, string>;

/** The month screen's link query for an alternative of `month`, the month about to be played ("?mes=5&preco=1290"). */
export function whatIfQuery(month: number, lever: WhatIfLever, value: number): string {
  return `?${MONTH_PARAM}=${month}&${LINK_PARAMS[lever]}=${value}`;
}

const MONTH_PARAM = 'mes';
const WHOLE = /^-?\d{1,12}$/;

/**
 * The decisions a month-screen link pre-fills: the screen's own start with the linked lever
 * changed, clamped into the month's bounds. Null when the link is for another month (played in
 * the meantime: its alternative was compared from another state), names no lever, or holds a
 * value that is not a whole number.
 */
export function decisionsFromQuery(
  state: SimulationState,
  start: MonthDecisions,
  search: { get(name: string): string | null },
): { lever: WhatIfLever; decisions: MonthDecisions } | null {
  if (search.get(MONTH_PARAM) !== String(state.month + 1)) return null;
  for (const lever of WHAT_IF_LEVERS) {
    const raw = search.get(LINK_PARAMS[lever]);
    if (raw === null || !WHOLE.test(raw)) continue;
    return { lever, decisions: withLever(state, start, lever, Number(raw)) };
  }
  return null;
}
