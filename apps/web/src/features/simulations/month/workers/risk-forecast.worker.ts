import { forecastRisk, type RiskForecast } from '@alavanca/domain/simulation/forecast';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';

// The risk forecast off the main thread: the month screen posts a state, decisions and a number of
// paths, and gets the forecast back under the same id. One request at a time: the screen ends a
// worker still busy with decisions the user has since changed, rather than queueing behind it.

export interface ForecastRequest {
  id: number;
  state: SimulationState;
  decisions: MonthDecisions;
  paths: number;
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
  scope.postMessage({ id: data.id, forecast: forecastRisk(data.state, data.decisions, { paths: data.paths }) });
});
