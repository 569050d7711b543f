import { companyRiskFigure } from '@alavanca/domain/simulation/risk-figure';
import type { MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';

/** Simulation months whose figure is kept: a few megabytes at most, and every active founder's. */
const KEPT = 20_000;

export interface RiskFigures {
  /** The risk figure of a stored simulation as it stands (risk-figure.ts), drawn once per month played. */
  of(simulationId: string, state: SimulationState, lastDecisions: MonthDecisions | null): number | null;
}

/**
 * The risk figure costs a thousand futures (about 10 ms of the event loop) and the dashboard shows
 * it for every active simulation on every load. A stored simulation's state changes only when a
 * month is played or it ends (a replay is a new simulation), so its figure is drawn once per
 * simulation, month and status and kept here, the least recently read forgotten first. Each
 * instance keeps its own: after a restart a figure is drawn once again.
 */
export function createRiskFigures({ kept = KEPT, draw = companyRiskFigure } = {}): RiskFigures {
  const figures = new Map<string, number | null>();
  return {
    of(simulationId, state, lastDecisions) {
      const key = `${simulationId}/${state.month}/${state.status}`;
      if (figures.has(key)) {
        const figure = figures.get(key) ?? null;
        // Read again: moved to the end, the last to be forgotten.
        figures.delete(key);
        figures.set(key, figure);
        return figure;
      }
      const figure = draw(state, lastDecisions);
      figures.set(key, figure);
      if (figures.size > kept) figures.delete(figures.keys().next().value as string);
      return figure;
    },
  };
}
