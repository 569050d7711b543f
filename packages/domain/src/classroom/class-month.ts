import { marketColumnsOf, type MarketColumns } from '../simulation/company-store';
import { drawMarket } from '../simulation/market';
import { DIFFICULTY_RULES } from '../simulation/presets';
import { SimulationError } from '../simulation/simulation-error';
import { stepMonth } from '../simulation/step-month';
import type { MonthResult, SimulationState } from '../simulation/types';
import { divideMarket, type MarketDivision, type MarketEntrant } from './shared-market';

/*
 * A class's round: one month for every company of the class, together. In a solo market each
 * company meets the market its seed draws, alone: the round is N independent months, the same
 * as N simulations with that seed. In a shared market the month's market is divided first
 * (shared-market.ts) and each company runs its month in its slice. Either way each company keeps
 * its own statements, explanation and status: stepMonth's, unchanged.
 */

export const MARKET_MODES = ['solo', 'shared'] as const;
export type MarketMode = (typeof MARKET_MODES)[number];

/** One company's part of the market report. */
export interface MarketReportRow {
  priceCents: number;
  revenueCents: number;
  unitsSold: number;
  customers: number;
  /** Of the round's revenue (0 when nobody sold). */
  revenueShare: number;
  /** Of the round's units (subscriptions for saas; 0 when nobody sold). */
  unitsShare: number;
}

/** What the class sees after a round: the market's totals and each company's place in it. */
export interface MarketReport {
  month: number;
  revenueCents: number;
  unitsSold: number;
  /** Revenue per unit sold across the market; null when nothing was sold. */
  averagePriceCents: number | null;
  /** In the entrants' order; null for a company that was not running this round. */
  companies: (MarketReportRow | null)[];
}

export interface ClassMonth {
  /** In the entrants' order: the company after the month, or null when it was not running. */
  companies: ({ state: SimulationState; result: MonthResult } | null)[];
  /** How the shared market was divided; null in a solo market. */
  division: MarketDivision | null;
  report: MarketReport;
}

/**
 * The entrants must be one class's companies: one scenario (business, place, money, capital,
 * horizon, difficulty, seed), the running ones at one month (a closed company stays at its last).
 * Returns the round's month.
 */
function roundMonth(entrants: readonly MarketEntrant[]): number {
  const first = entrants[0]?.state;
  if (!first) return 1;
  const month = Math.max(...entrants.map(({ state }) => state.month)) + 1;
  const same = (state: SimulationState) =>
    (state.status === 'running' ? state.month === month - 1 : state.month < month) &&
    state.setup.businessType === first.setup.businessType &&
    state.setup.country === first.setup.country &&
    state.setup.currency === first.setup.currency &&
    state.setup.startingCapitalCents === first.setup.startingCapitalCents &&
    state.setup.horizonMonths === first.setup.horizonMonths &&
    state.setup.difficulty === first.setup.difficulty &&
    state.setup.seed === first.setup.seed &&
    state.setup.firstCalendarMonth === first.setup.firstCalendarMonth;
  if (!entrants.every(({ state }) => same(state))) throw new SimulationError('simulation.invalidSetup');
  return month;
}

function reportOf(month: number, companies: ClassMonth['companies']): MarketReport {
  let revenueCents = 0;
  let unitsSold = 0;
  for (const company of companies) {
    if (!company) continue;
    revenueCents += company.result.kpis.revenueCents;
    unitsSold += company.result.kpis.unitsSold;
  }
  return {
    month,
    revenueCents,
    unitsSold,
    averagePriceCents: unitsSold > 0 ? Math.round(revenueCents / unitsSold) : null,
    companies: companies.map((company) => {
      if (!company) return null;
      const { kpis, decisions } = company.result;
      return {
        priceCents: decisions.priceCents,
        revenueCents: kpis.revenueCents,
        unitsSold: kpis.unitsSold,
        customers: kpis.customers,
        revenueShare: revenueCents > 0 ? kpis.revenueCents / revenueCents : 0,
        unitsShare: unitsSold > 0 ? kpis.unitsSold / unitsSold : 0,
      };
    }),
  };
}

/**
 * Runs one round of a class: every running company's next month under its decisions (checked by
 * stepMonth, which throws on invalid ones). Companies that are not running stay as they are. Same
 * states and decisions, same round, to the cent, in every runtime.
 */
export function classMonth(mode: MarketMode, entrants: readonly MarketEntrant[]): ClassMonth {
  const month = roundMonth(entrants);
  let division: MarketDivision | null = null;
  let slice: ((i: number) => MarketColumns) | null = null;
  if (mode === 'shared' && entrants.length > 0) {
    const setup = entrants[0]!.state.setup;
    const drawn = marketColumnsOf(drawMarket(setup.seed >>> 0, DIFFICULTY_RULES[setup.difficulty].marketSpread));
    const shared = divideMarket(entrants, drawn.size);
    division = shared;
    slice = (i) => ({ ...drawn, size: shared.slices[i]! });
  }
  const companies = entrants.map(({ state, decisions }, i) =>
    state.status === 'running' ? stepMonth(state, decisions, slice?.(i)) : null,
  );
  return { companies, division, report: reportOf(month, companies) };
}
