import type { LearnedMarket, RiskForecast } from '@alavanca/domain/simulation/forecast';
import { riskForecast } from '@alavanca/domain/simulation/risk-figure';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';
import { useEffect, useRef, useState } from 'react';
import type { ForecastReply, ForecastRequest } from '../workers/risk-forecast.worker';

/** Wait after the preview's decisions settle before running the futures. */
export const FORECAST_DELAY_MS = 250;

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

/**
 * The forecast drawn right here, when no worker can: the risk figure's thousand futures, 36 months
 * at most, stay under about 90 ms of one core on this project's two-core machines.
 */
function onMainThread(
  state: SimulationState,
  decisions: MonthDecisions,
  policy: RiskPolicy,
  market: LearnedMarket | undefined,
): Done {
  return { state, decisions, policy, market, forecast: riskForecast(state, decisions, { policy, market }) };
}

/** Once a worker failed to start (a browser or policy without module workers), the page stops trying. */
let workersUnavailable = false;

/**
 * The risk forecast of a running simulation under the given decisions (null while they are
 * invalid) and the policy of the months after: the risk figure's futures for the rest of the
 * horizon (simulation/risk-figure.ts, the same everywhere), drawn in a Web Worker when the
 * browser has one. `market` is the
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
      const request: ForecastRequest = { id: (latest.current?.id ?? 0) + 1, state, decisions, policy, market };
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
