import { presetFor } from './presets';
import { reviewMonth } from './score';
import type { DecisionFlag, Kpis, MonthResult, SimulationState } from './types';

/*
 * THE MONTH SCREEN'S SUMMARY: what a beginner reads before anything else. The three numbers of the
 * month just played that moved most, why cash (or revenue) moved, and the one thing to look at
 * before deciding the next month. Everything else on the screen (twelve indicators, the bridges,
 * the statements, the fan of futures) is detail behind these.
 */

export const SUMMARY_MEASURES = ['revenue', 'netProfit', 'cash', 'customers', 'satisfaction'] as const;
export type SummaryMeasure = (typeof SUMMARY_MEASURES)[number];

/** How many of the measures the summary shows. */
export const SUMMARY_MOVES = 3;

/** A runway shorter than this is the thing to look at (the score's safe runway is six). */
export const SHORT_RUNWAY_MONTHS = 3;

export interface SummaryMove {
  measure: SummaryMeasure;
  value: number;
  /** Against the month before; null in the first month. */
  change: number | null;
}

/**
 * The one thing to look at next, most urgent first: living on the credit line; a price below the
 * unit cost (every sale deepens the loss, and it is often why the runway is short); a short runway;
 * then the month's other decision flags (score.ts) in the order a mentor would raise them, with
 * customers that cost more to win than they bring; 'steady' when nothing stands out, 'firstMonth'
 * before any month.
 */
export const SUMMARY_FOCUSES = [
  'creditLine',
  'priceBelowCost',
  'shortRunway',
  'stockout',
  'cacAboveLtv',
  'qualityNeglected',
  'idleStaff',
  'excessInventory',
  'noMarketing',
  'marketingSaturated',
  'priceFarAboveReference',
  'priceFarBelowReference',
  'steady',
  'firstMonth',
] as const;
export type SummaryFocusKind = (typeof SUMMARY_FOCUSES)[number];

/** Where on the screen the focus points: a decision field, or the risk forecast. */
export type SummaryTarget =
  | 'priceCents'
  | 'marketingCents'
  | 'qualityInvestmentCents'
  | 'headcountDelta'
  | 'purchaseUnits'
  | 'loanCents'
  | 'risk';

export interface SummaryFocus {
  kind: SummaryFocusKind;
  target: SummaryTarget;
  /** The amounts (cents), counts and months its sentence names. */
  values: Record<string, number>;
}

export interface MonthSummary {
  /** The month summed up (the last played); 0 before the first. */
  month: number;
  moves: SummaryMove[];
  /** Why the month's cash moved, or its revenue when revenue led the moves; null before the first month. */
  why: { kind: 'cash' | 'revenue'; changeCents: number; driver: string | null; driverCents: number } | null;
  focus: SummaryFocus;
}

const VALUE: Record<SummaryMeasure, (k: Kpis) => number> = {
  revenue: (k) => k.revenueCents,
  netProfit: (k) => k.netProfitCents,
  cash: (k) => k.cashCents,
  customers: (k) => k.customers,
  satisfaction: (k) => k.satisfaction,
};

/**
 * How far a measure moved, on one scale for all: the change over the larger of its two values. A
 * profit is measured against the month's revenue as well, so a swing from −100 to +50 in a business
 * selling 40,000 a month reads as the small move it is.
 */
function moveSize(measure: SummaryMeasure, now: Kpis, before: Kpis): number {
  const a = VALUE[measure](now);
  const b = VALUE[measure](before);
  const scale = Math.max(Math.abs(a), Math.abs(b), measure === 'netProfit' ? now.revenueCents : 0, 1);
  return Math.abs(a - b) / scale;
}

/** The focus a month's flags raise, in SUMMARY_FOCUSES's order. */
const FLAG_FOCUS: Partial<Record<DecisionFlag, SummaryFocusKind>> = {
  priceBelowCost: 'priceBelowCost',
  stockout: 'stockout',
  qualityNeglected: 'qualityNeglected',
  idleStaff: 'idleStaff',
  excessInventory: 'excessInventory',
  noMarketing: 'noMarketing',
  marketingSaturated: 'marketingSaturated',
  priceFarAboveReference: 'priceFarAboveReference',
  priceFarBelowReference: 'priceFarBelowReference',
};

function focusOf(state: Pick<SimulationState, 'setup'>, last: MonthResult): SummaryFocus {
  const k = last.kpis;
  const d = last.decisions;
  const preset = presetFor(state.setup.businessType, state.setup.currency);
  const stocked = preset.mode === 'inventory' || preset.mode === 'perishable';
  const flags = new Set<SummaryFocusKind>(
    reviewMonth(state, last).flags.flatMap((flag) => (FLAG_FOCUS[flag] ? [FLAG_FOCUS[flag]] : [])),
  );
  if (k.cashCents < 0) flags.add('creditLine');
  if (k.runwayMonths !== null && k.runwayMonths < SHORT_RUNWAY_MONTHS) flags.add('shortRunway');
  if (k.cacCents !== null && k.ltvCents !== null && k.ltvCents < k.cacCents) flags.add('cacAboveLtv');
  const kind = SUMMARY_FOCUSES.find((focus) => flags.has(focus));
  switch (kind) {
    case 'creditLine':
      return { kind, target: 'loanCents', values: { cash: k.cashCents } };
    case 'shortRunway':
      return { kind, target: 'risk', values: { months: k.runwayMonths!, cash: k.cashCents } };
    case 'priceBelowCost':
      return { kind, target: 'priceCents', values: { price: d.priceCents, cost: preset.unitCostCents } };
    case 'stockout':
      return {
        kind,
        target: stocked ? 'purchaseUnits' : 'headcountDelta',
        values: { units: k.lostSalesUnits, amount: k.lostSalesUnits * d.priceCents },
      };
    case 'cacAboveLtv':
      return { kind, target: 'marketingCents', values: { cac: k.cacCents!, ltv: k.ltvCents! } };
    case 'qualityNeglected':
      return { kind, target: 'qualityInvestmentCents', values: { satisfaction: k.satisfaction } };
    case 'idleStaff':
      return { kind, target: 'headcountDelta', values: { headcount: k.headcount } };
    case 'excessInventory':
      return { kind, target: 'purchaseUnits', values: { units: k.inventoryUnits, sold: k.unitsSold } };
    case 'noMarketing':
    case 'marketingSaturated':
      return { kind, target: 'marketingCents', values: { marketing: d.marketingCents } };
    case 'priceFarAboveReference':
    case 'priceFarBelowReference':
      return { kind, target: 'priceCents', values: { price: d.priceCents, reference: preset.referencePriceCents } };
    default:
      return { kind: 'steady', target: 'risk', values: {} };
  }
}

/**
 * The summary of the month just played (the last of `months`), for the month about to be decided.
 * Before the first month there is nothing to sum up: no moves, and the first decisions to look at.
 */
export function monthSummary(state: Pick<SimulationState, 'setup'>, months: readonly MonthResult[]): MonthSummary {
  const last = months.at(-1);
  if (!last) return { month: 0, moves: [], why: null, focus: { kind: 'firstMonth', target: 'priceCents', values: {} } };
  const before = months.at(-2)?.kpis ?? null;
  const ranked = before
    ? SUMMARY_MEASURES.map((measure, order) => ({ measure, order, size: moveSize(measure, last.kpis, before) }))
        .sort((a, b) => b.size - a.size || a.order - b.order)
        .map(({ measure }) => measure)
    : SUMMARY_MEASURES;
  const moves = ranked.slice(0, SUMMARY_MOVES).map((measure) => ({
    measure,
    value: VALUE[measure](last.kpis),
    change: before ? VALUE[measure](last.kpis) - VALUE[measure](before) : null,
  }));
  const e = last.explanation;
  // Revenue's own bridge explains the month when revenue (or the customers behind it) moved most.
  const revenueLed = before !== null && (moves[0]!.measure === 'revenue' || moves[0]!.measure === 'customers');
  const why = revenueLed
    ? {
        kind: 'revenue' as const,
        changeCents: e.revenueChangeCents,
        driver: e.largestRevenueDriver,
        driverCents: e.largestRevenueDriver ? e.revenueDrivers[e.largestRevenueDriver] : 0,
      }
    : {
        kind: 'cash' as const,
        changeCents: e.cashChangeCents,
        driver: e.largestCashDriver,
        driverCents: e.largestCashDriver ? e.cashDrivers[e.largestCashDriver] : 0,
      };
  return { month: last.month, moves, why, focus: focusOf(state, last) };
}
