import {
  forecastRisk,
  type ForecastPolicy,
  type LearnedMarket,
  type RiskForecast,
} from '@alavanca/domain/simulation/forecast';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';

// The risk forecast off the main thread: the month screen posts a state, decisions, the policy of
// the months after and a number of paths, and gets the forecast back under the same id. One
// request at a time: the screen ends a worker still busy with decisions the user has since
// changed, rather than queueing behind it.

export interface ForecastRequest {
  id: number;
  state: SimulationState;
  decisions: MonthDecisions;
  /** The months after this one: these decisions kept, or the engine's suggestion. */
  policy: Extract<ForecastPolicy, string>;
  paths: number;
  /** The market the paths lean to: a class company's (forecastRisk's option); the seed's when absent. */
  market?: LearnedMarket;
}

export interface ForecastReply {
  id: number;
  forecast: RiskForecast;
}

// The DOM typings describe a window; a dedicated worker's scope receives and posts plain messages.
const scope = globalThis as unknown as {
  addEventListener: (type: 'message', listener: (event: MessageEvent<ForecastRequest>) => void) => void;
  postMessage: (reply: ForecastReply) => void;
};

scope.addEventListener('message', ({ data }) => {
  const { id, state, decisions, policy, paths, market } = data;
  scope.postMessage({ id, forecast: forecastRisk(state, decisions, { paths, policy, market }) });
});
