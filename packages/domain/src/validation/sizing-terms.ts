import type { Currency } from '../constants';
import { ECB_REFERENCE_RATES, convertMoney } from './exchange-rates';
import type { SourcedFigure } from './market-data';

/*
 * The factors every market estimate is a product of. A term says where it comes from (what the
 * founder told, a sourced figure, or an assumption of ours, named as one) and may be a range:
 * `value` is its low end and `high` its high end, so an estimate carries its uncertainty instead of
 * a false precision.
 */

export const TERM_NAMES = [
  // Versions scored before SCORING_VERSION 3 also hold 'sectorMarket', 'localReach' and 'hoursCapacity'.
  'sectorMarket',
  'subSectorMarket',
  'onlineReach',
  'localReach',
  'cityShare',
  'catchment',
  'obtainableShare',
  'people',
  'households',
  'businesses',
  'segmentShare',
  'price',
  'purchasesPerYear',
  'hoursCapacity',
  // Capacity (capacity.ts)
  'hoursPerYear',
  'billableShare',
  'jobsPerDay',
  'workDays',
  'workers',
  'clientsPerWorker',
  'coversPerDay',
  'openDays',
  'accounts',
  'stockCapital',
  'stockTurns',
  'markup',
  'visitsPerMonth',
  'conversion',
  'months',
  'salesHours',
  'salesPerHour',
  'customerYears',
  'revenuePerWorker',
] as const;
export type TermName = (typeof TERM_NAMES)[number];

/** What a company's capacity rests on (capacity.ts). */
export const CAPACITY_BASES = [
  'hours',
  'jobs',
  'clients',
  'covers',
  'accounts',
  'stock',
  'visits',
  'sales',
  'workers',
] as const;
export type CapacityBasis = (typeof CAPACITY_BASES)[number];

export const MISSING_REASONS = ['noSectorFigure', 'noSubSectorFigure', 'noCustomerCount'] as const;

/** One factor of an estimate. */
export interface Term {
  name: TermName;
  /** Money in cents of the idea's currency; shares from 0 to 1; counts as they are. The low end of a range. */
  value: number;
  /** The high end, when the term is a range. */
  high?: number;
  kind: 'money' | 'share' | 'count';
  origin: 'told' | 'dataset' | 'assumed';
  /** The dataset's figure the value comes from, and the rate it was converted at when its currency differs. */
  figure?: SourcedFigure;
  converted?: { from: Currency; rateDate: string };
}

export type MissingReason = (typeof MISSING_REASONS)[number];

/** An estimate: the product of its terms (a cap, when present, replaces the product when lower), or null with why. */
export interface Estimate {
  cents: number | null;
  /** The product at every range's high end, when a term is a range. */
  highCents?: number;
  terms: Term[];
  /** For SOM bottom-up with an hourly price (versions before 3): the founder's hours a year at the price, when lower. */
  cap?: Term;
  missing?: MissingReason;
}

type TermOptions = Pick<Term, 'origin'> & Partial<Pick<Term, 'high' | 'figure'>>;

const make =
  (kind: Term['kind']) =>
  (name: TermName, value: number, options: TermOptions): Term => ({
    name,
    value,
    kind,
    ...options,
  });

export const shareTerm = make('share');
export const countTerm = make('count');
export const moneyTold = (name: TermName, cents: number): Term => ({
  name,
  value: cents,
  kind: 'money',
  origin: 'told',
});

/** A money figure of a dataset as cents of `currency`; figures without a currency (a region's) are USD. */
export function moneyFigure(name: TermName, figure: SourcedFigure, currency: Currency, scale = 1): Term {
  const from = figure.currency ?? 'USD';
  return {
    name,
    value: Math.round(convertMoney(figure.value * 100 * scale, from, currency)),
    kind: 'money',
    origin: 'dataset',
    figure,
    ...(from !== currency && { converted: { from, rateDate: ECB_REFERENCE_RATES.date } }),
  };
}

/** The product of the terms' low ends, and of their high ends. */
export function productOf(terms: readonly Term[]): { low: number; high: number } {
  let low = 1;
  let high = 1;
  for (const term of terms) {
    low *= term.value;
    high *= term.high ?? term.value;
  }
  return { low: Math.round(low), high: Math.round(high) };
}

export function estimate(terms: Term[]): Estimate {
  const { low, high } = productOf(terms);
  return { cents: low, ...(high !== low && { highCents: high }), terms };
}

export const missing = (reason: MissingReason): Estimate => ({ cents: null, terms: [], missing: reason });
