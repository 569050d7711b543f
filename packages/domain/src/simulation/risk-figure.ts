import type { NumberPreferences } from '../locale/format';
import { formatPercent } from '../locale/format';
import { prefilledDecisions } from './founder-policies';
import { forecastRisk, type LearnedMarket, type RiskForecast } from './forecast';
import type { MonthDecisions, SimulationState } from './types';

/**
 * The product's one figure for the risk of running out of cash, defined here once and read by the
 * month screen, the dashboard, the reports, the mentor and a class's views:
 * - the futures: RISK_PATHS of the risk forecast, with its default seeds, so every screen draws
 *   the same ones and gets the same share;
 * - the month about to be decided runs the given decisions (the month screen's start, until the
 *   founder changes them; a pending event unanswered is met with "do nothing");
 * - every later month keeps them, as pressing "Avançar mês" does (the 'keep' policy);
 * - the horizon: the end of the simulation;
 * - the figure: the share of those futures in which the company runs out of cash (spends past its
 *   credit line) by then, written with one decimal.
 * A screen that shows another figure (within six months, or under the simulator's suggestions
 * after this month) labels it as that.
 */
export const RISK_PATHS = 1_000;

/** The risk forecast the figure is read from; `policy` 'adaptive' for the month screen's other view. */
export function riskForecast(
  state: SimulationState,
  decisions: MonthDecisions,
  options: { policy?: 'keep' | 'adaptive'; market?: LearnedMarket } = {},
): RiskForecast {
  return forecastRisk(state, decisions, {
    paths: RISK_PATHS,
    policy: options.policy ?? 'keep',
    market: options.market,
  });
}

/**
 * A stored company's risk forecast as every screen reads it, or null once it no longer runs: the
 * month about to be decided starts from the decisions the month screen opens with.
 */
export function companyRiskForecast(
  state: SimulationState,
  lastDecisions: MonthDecisions | null,
  market?: LearnedMarket,
): RiskForecast | null {
  const running = state.status === 'running' && state.month < state.setup.horizonMonths;
  return running ? riskForecast(state, prefilledDecisions(state, lastDecisions), { market }) : null;
}

/** A stored company's risk figure, or null once it no longer runs (see companyRiskForecast). */
export function companyRiskFigure(
  state: SimulationState,
  lastDecisions: MonthDecisions | null,
  market?: LearnedMarket,
): number | null {
  const forecast = companyRiskForecast(state, lastDecisions, market);
  return forecast ? riskFigure(forecast) : null;
}

/** The share of the forecast's futures out of cash by the end of the simulation. */
export function riskFigure(forecast: RiskForecast): number {
  return forecast.bankruptcyProbability.at(-1) ?? 0;
}

/** The figure as every screen writes it: a percentage with one decimal at most. */
export function formatRisk(risk: number, prefs: NumberPreferences): string {
  return formatPercent(risk, prefs, { maximumFractionDigits: 1 });
}
