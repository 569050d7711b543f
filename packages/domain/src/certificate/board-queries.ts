import { breakEvenRevenueCents } from '../simulation/break-even';
import { CASH_DRIVER_KEYS, EVENT_TYPES, REVENUE_DRIVER_KEYS, type MonthResult } from '../simulation/types';
import { BOARD_QUERY_COUNT, EXAM_POINTS } from './levels';

/*
 * The board's queries (issue 40, after Capsim's Comp-XM): the same questions for every candidate,
 * worded once in the catalogs, whose right answers come from the candidate's own months. They ask
 * what a founder reads off their own statements: where the cash went, what moved revenue, what a
 * customer cost. A query about a month the company did not reach (it went bankrupt) reads its
 * last month instead, and says so by the month it names.
 */

/** A month number, 1 to the months played. */
type MonthPart = { kind: 'month' };
/** A figure typed in: money in the currency's units, a percentage, or a count. */
type NumberPart = {
  kind: 'number';
  unit: 'money' | 'percent' | 'count';
  /** Accepted within this share of the right value, or this many units (the larger). */
  relative: number;
  absolute: number;
};
/** One of a fixed list. */
type ChoicePart = { kind: 'choice'; options: readonly string[] };
export type QueryPart = MonthPart | NumberPart | ChoicePart;

export const NO_EVENT = 'none';
const EVENT_OPTIONS = [...EVENT_TYPES, NO_EVENT] as const;

/** Months the queries name by number ("in month 4"): each read at the months played when fewer. */
const QUERY_MONTHS = { breakEven: 4, cac: 2, revenueDriver: 3, margin: 6, customers: 6 } as const;

interface QueryDefinition {
  id: string;
  parts: readonly QueryPart[];
  /** The month its wording names, when it names one. */
  month?: keyof typeof QUERY_MONTHS;
  /** Every part's accepted answers, from the months played (oldest first). */
  accepts(months: readonly MonthResult[], at: number): readonly Accepts[];
}

/** What a part accepts: any of these values (a tie between months accepts each). */
type Accepts = { values: readonly (number | string)[] };

const monthsWhere = (
  months: readonly MonthResult[],
  pick: (values: number[]) => number,
  read: (month: MonthResult) => number,
) => {
  const values = months.map(read);
  const target = pick(values);
  return { values: months.filter((_, index) => values[index] === target).map((month) => month.month) };
};
const lowest = (values: number[]) => Math.min(...values);
const highest = (values: number[]) => Math.max(...values);
const only = (value: number | string): Accepts => ({ values: [value] });

export const BOARD_QUERIES: readonly QueryDefinition[] = [
  {
    id: 'lowestCash',
    parts: [{ kind: 'month' }],
    accepts: (months) => [monthsWhere(months, lowest, (month) => month.kpis.cashCents)],
  },
  {
    id: 'cashFall',
    parts: [{ kind: 'month' }, { kind: 'choice', options: CASH_DRIVER_KEYS }],
    accepts(months) {
      const when = monthsWhere(months, lowest, (month) => month.cashFlow.netChangeCents);
      const drivers = months
        .filter((month) => when.values.includes(month.month))
        .flatMap((month) => (month.explanation.largestCashDriver ? [month.explanation.largestCashDriver] : []));
      return [when, { values: drivers }];
    },
  },
  {
    id: 'breakEven',
    month: 'breakEven',
    parts: [{ kind: 'number', unit: 'money', relative: 0.1, absolute: 1 }],
    accepts: (months, at) => [only((breakEvenRevenueCents(months[at - 1]!.income) ?? 0) / 100)],
  },
  {
    id: 'bestProfit',
    parts: [{ kind: 'month' }],
    accepts: (months) => [monthsWhere(months, highest, (month) => month.income.netProfitCents)],
  },
  {
    id: 'revenueDriver',
    month: 'revenueDriver',
    parts: [{ kind: 'choice', options: REVENUE_DRIVER_KEYS }],
    accepts: (months, at) => {
      const driver = months[at - 1]!.explanation.largestRevenueDriver;
      // Nothing moved revenue at all (no sale either month): any answer is as right as another.
      return [{ values: driver ? [driver] : REVENUE_DRIVER_KEYS }];
    },
  },
  {
    id: 'cac',
    month: 'cac',
    parts: [{ kind: 'number', unit: 'money', relative: 0.1, absolute: 1 }],
    // No new customer that month: nothing was paid for one, 0.
    accepts: (months, at) => [only((months[at - 1]!.kpis.cacCents ?? 0) / 100)],
  },
  {
    id: 'grossMargin',
    month: 'margin',
    parts: [{ kind: 'number', unit: 'percent', relative: 0, absolute: 2 }],
    accepts: (months, at) => [only(Math.round(months[at - 1]!.kpis.grossMarginRate * 1000) / 10)],
  },
  {
    id: 'lostSalesMonths',
    parts: [{ kind: 'number', unit: 'count', relative: 0, absolute: 0 }],
    accepts: (months) => [only(months.filter((month) => month.kpis.lostSalesUnits > 0).length)],
  },
  {
    id: 'firstEvent',
    parts: [{ kind: 'choice', options: EVENT_OPTIONS }, { kind: 'month' }],
    accepts(months) {
      const first = months.find((month) => month.events.length > 0);
      // No event at all: "none", and no month to name (any month typed is not asked for).
      if (!first) return [only(NO_EVENT), { values: months.map((month) => month.month) }];
      return [{ values: first.events.map((event) => event.type) }, only(first.month)];
    },
  },
  {
    id: 'customers',
    month: 'customers',
    parts: [{ kind: 'number', unit: 'count', relative: 0.05, absolute: 1 }],
    accepts: (months, at) => [only(months[at - 1]!.kpis.customers)],
  },
];

/** Points per query; a query of two parts gives half for each. */
export const POINTS_PER_QUERY = EXAM_POINTS.board / BOARD_QUERY_COUNT;

/** A query as the candidate sees it: its parts, and the month its wording names. */
export interface BoardQueryView {
  id: string;
  parts: readonly QueryPart[];
  month: number | null;
}

/** The month a query names, read at the months played when the company did not get that far. */
function monthOf(query: QueryDefinition, played: number): number | null {
  return query.month ? Math.min(QUERY_MONTHS[query.month], played) : null;
}

/** The queries for a run of `played` months, as the candidate answers them. */
export function boardQueries(played: number): BoardQueryView[] {
  return BOARD_QUERIES.map((query) => ({ id: query.id, parts: query.parts, month: monthOf(query, played) }));
}

/** One answer per part: a month, a number or an option. */
export type BoardAnswer = readonly (number | string | null)[];

function partHolds(part: QueryPart, accepts: Accepts, given: number | string | null): boolean {
  if (given === null) return false;
  if (part.kind !== 'number') return accepts.values.includes(given);
  if (typeof given !== 'number' || !Number.isFinite(given)) return false;
  return accepts.values.some((right) => {
    const value = right as number;
    return Math.abs(given - value) <= Math.max(part.absolute, part.relative * Math.abs(value));
  });
}

export interface GradedQuery {
  id: string;
  points: number;
  /** Each part: whether it holds. */
  parts: boolean[];
}

/** Grades the answers (by query id) against the months played; a query left out scores nothing. */
export function gradeBoard(
  months: readonly MonthResult[],
  answers: Readonly<Record<string, BoardAnswer>>,
): { total: number; queries: GradedQuery[] } {
  const queries = BOARD_QUERIES.map((query) => {
    const accepts = query.accepts(months, monthOf(query, months.length) ?? months.length);
    const given = answers[query.id] ?? [];
    const parts = query.parts.map((part, index) => partHolds(part, accepts[index]!, given[index] ?? null));
    const points = (POINTS_PER_QUERY * parts.filter(Boolean).length) / query.parts.length;
    return { id: query.id, points, parts };
  });
  return { total: queries.reduce((sum, query) => sum + query.points, 0), queries };
}

/** The right answers, as a candidate who read every statement would give them (the tests' and the benchmark's). */
export function rightAnswers(months: readonly MonthResult[]): Record<string, BoardAnswer> {
  return Object.fromEntries(
    BOARD_QUERIES.map((query) => {
      const accepts = query.accepts(months, monthOf(query, months.length) ?? months.length);
      return [query.id, accepts.map((accepted) => accepted.values[0] ?? null)];
    }),
  );
}
