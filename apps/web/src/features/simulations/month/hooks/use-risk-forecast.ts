import { forecastRisk, type LearnedMarket, type RiskForecast } from '@alavanca/domain/simulation/forecast';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';
import { useEffect, useRef, useState } from 'react';
import type { ForecastReply, ForecastRequest } from '../workers/risk-forecast.worker';

/*
 * How many futures to draw. A path-month costs ~2.4 µs on this project's 2-core machines, so
 * 10,000 paths over 36 months take about a second of one core.
 * - In a Web Worker (every browser the app supports) the page never waits: up to 10,000 paths,
 *   within 120,000 path-months (about 0.3 s), never fewer than 1,000.
 * - On the main thread (no Worker, or it failed to start) a run must stay under ~100 ms, a
 *   stall the user does not feel: 2,000 paths up to 18 months ahead, fewer beyond, never fewer
 *   than 500 (P10/P90 stay within a couple of points).
 * It runs a moment after the decisions settle, not on each key.
 */
export const FORECAST_BUDGETS = {
  worker: { maxPaths: 10_000, minPaths: 1_000, pathMonths: 120_000 },
  mainThread: { maxPaths: 2_000, minPaths: 500, pathMonths: 36_000 },
} as const;
export type ForecastThread = keyof typeof FORECAST_BUDGETS;
/** Wait after the preview's decisions settle before running the futures. */
export const FORECAST_DELAY_MS = 250;

/** How many futures to draw for a forecast `monthsAhead` long, on `thread`. */
export function forecastPaths(monthsAhead: number, thread: ForecastThread): number {
  const { maxPaths, minPaths, pathMonths } = FORECAST_BUDGETS[thread];
  const budgeted = Math.floor(pathMonths / Math.max(1, monthsAhead));
  return Math.max(minPaths, Math.min(maxPaths, budgeted));
}

/** What the months after this one run: these decisions kept, or the engine's suggestion (the switch on the panel). */
export type RiskPolicy = ForecastRequest['policy'];

export interface RiskForecastState {
  forecast: RiskForecast | null;
  /** The forecast on screen was drawn for other decisions (a newer run is pending). */
  stale: boolean;
}

interface Done {
  state: SimulationState;
  decisions: MonthDecisions;
  policy: RiskPolicy;
  market: LearnedMarket | undefined;
  forecast: RiskForecast;
}

/** The forecast drawn right here, within the main thread's budget. */
function onMainThread(
  state: SimulationState,
  decisions: MonthDecisions,
  policy: RiskPolicy,
  market: LearnedMarket | undefined,
): Done {
  const paths = forecastPaths(state.setup.horizonMonths - state.month, 'mainThread');
  return { state, decisions, policy, market, forecast: forecastRisk(state, decisions, { paths, policy, market }) };
}

/** Once a worker failed to start (a browser or policy without module workers), the page stops trying. */
let workersUnavailable = false;

/**
 * The risk forecast of a running simulation under the given decisions (null while they are
 * invalid) and the policy of the months after: Monte-Carlo futures for the rest of the horizon,
 * the same engine as the months, drawn in a Web Worker when the browser has one. `market` is the
 * one a class company's paths lean to (classForecastMarket); a simulation's own seed's otherwise.
 */
export function useRiskForecast(
  state: SimulationState,
  decisions: MonthDecisions | null,
  policy: RiskPolicy,
  market?: LearnedMarket,
): RiskForecastState {
  const [done, setDone] = useState<Done | null>(null);
  const worker = useRef<{ worker: Worker; busy: boolean } | null>(null);
  const latest = useRef<ForecastRequest | null>(null);

  useEffect(() => () => worker.current?.worker.terminate(), []);

  useEffect(() => {
    if (!decisions || state.status !== 'running') return;
    const timer = setTimeout(() => {
      if (typeof Worker === 'undefined' || workersUnavailable) {
        setDone(onMainThread(state, decisions, policy, market));
        return;
      }
      // A worker still drawing futures for older decisions is ended: its answer is no longer wanted.
      if (worker.current?.busy) {
        worker.current.worker.terminate();
        worker.current = null;
      }
      if (!worker.current) {
        const started = new Worker(new URL('../workers/risk-forecast.worker.ts', import.meta.url), { type: 'module' });
        const slot = { worker: started, busy: false };
        started.addEventListener('message', ({ data }: MessageEvent<ForecastReply>) => {
          slot.busy = false;
          const wanted = latest.current;
          if (wanted?.id === data.id)
            setDone({
              state: wanted.state,
              decisions: wanted.decisions,
              policy: wanted.policy,
              market: wanted.market,
              forecast: data.forecast,
            });
        });
        started.addEventListener('error', (event) => {
          event.preventDefault();
          workersUnavailable = true;
          started.terminate();
          if (worker.current === slot) worker.current = null;
          const wanted = latest.current;
          if (wanted) setDone(onMainThread(wanted.state, wanted.decisions, wanted.policy, wanted.market));
        });
        worker.current = slot;
      }
      const paths = forecastPaths(state.setup.horizonMonths - state.month, 'worker');
      const request: ForecastRequest = { id: (latest.current?.id ?? 0) + 1, state, decisions, policy, paths, market };
      latest.current = request;
      worker.current.busy = true;
      worker.current.worker.postMessage(request);
    }, FORECAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, decisions, policy, market]);

  const current =
    done !== null &&
    done.state === state &&
    done.decisions === decisions &&
    done.policy === policy &&
    done.market === market;
  return { forecast: done?.state === state ? done.forecast : null, stale: !current };
}
