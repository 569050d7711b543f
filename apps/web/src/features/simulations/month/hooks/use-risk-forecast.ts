import { forecastRisk, type RiskForecast } from '@alavanca/domain/simulation/forecast';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';
import { useEffect, useState } from 'react';

/*
 * The forecast runs on the main thread. Measured on this project's 2-core machines, a path-month
 * costs ~2.4 µs here, so 2,000 paths over 36 months take ~170 ms: a visible stall. The budget
 * below keeps one run under ~100 ms: 2,000 paths up to 18 months ahead, fewer beyond (1,000 for
 * a fresh 36-month simulation), never fewer than 500 (P10/P90 stay within a couple of points).
 * It runs a moment after the decisions settle, not on each key. Moving it to a Web Worker would
 * lift the budget and keep the main thread free entirely.
 */
export const FORECAST_MAX_PATHS = 2_000;
export const FORECAST_MIN_PATHS = 500;
export const FORECAST_PATH_MONTH_BUDGET = 36_000;
/** Wait after the preview's decisions settle before running the futures. */
export const FORECAST_DELAY_MS = 250;

/** How many futures to draw for a forecast `monthsAhead` long. */
export function forecastPaths(monthsAhead: number): number {
  const budgeted = Math.floor(FORECAST_PATH_MONTH_BUDGET / Math.max(1, monthsAhead));
  return Math.max(FORECAST_MIN_PATHS, Math.min(FORECAST_MAX_PATHS, budgeted));
}

export interface RiskForecastState {
  forecast: RiskForecast | null;
  /** The forecast on screen was drawn for other decisions (a newer run is pending). */
  stale: boolean;
}

/**
 * The risk forecast of a running simulation under the given decisions (null while they are
 * invalid): Monte-Carlo futures for the rest of the horizon, the same engine as the months.
 */
export function useRiskForecast(state: SimulationState, decisions: MonthDecisions | null): RiskForecastState {
  const [done, setDone] = useState<{ state: SimulationState; decisions: MonthDecisions; forecast: RiskForecast } | null>(null);
  useEffect(() => {
    if (!decisions || state.status !== 'running') return;
    const timer = setTimeout(() => {
      const months = state.setup.horizonMonths - state.month;
      setDone({ state, decisions, forecast: forecastRisk(state, decisions, { paths: forecastPaths(months) }) });
    }, FORECAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, decisions]);
  const current = done !== null && done.state === state && done.decisions === decisions;
  return { forecast: done?.state === state ? done.forecast : null, stale: !current };
}
