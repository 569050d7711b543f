import type { ForecastPolicy, LearnedMarket, RiskForecast } from '@alavanca/domain/simulation/forecast';
import { riskForecast } from '@alavanca/domain/simulation/risk-figure';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';

// The risk forecast off the main thread: the month screen posts a state, decisions and the policy
// of the months after, and gets the risk figure's forecast back under the same id. One
// request at a time: the screen ends a worker still busy with decisions the user has since
// changed, rather than queueing behind it.

export interface ForecastRequest {
  id: number;
  state: SimulationState;
  decisions: MonthDecisions;
  /** The months after this one: these decisions kept, or the engine's suggestion. */
  policy: Extract<ForecastPolicy, string>;
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
  const { id, state, decisions, policy, market } = data;
  scope.postMessage({ id, forecast: riskForecast(state, decisions, { policy, market }) });
});
