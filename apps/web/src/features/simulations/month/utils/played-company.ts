import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '@alavanca/domain/simulation/types';

/** One month played: the decisions it ran on and what they gave. */
export interface PlayedMonth {
  month: number;
  decisions: MonthDecisions;
  result: MonthResult;
}

/**
 * Where a company is played: a class's wording differs where the simulation's names its buttons
 * ("Avançar mês" there, "Enviar decisões" in a class): the catalogs' `_class` context.
 */
export type PlayedIn = 'class' | undefined;

/**
 * What the month screen's parts read of a company being played: a simulation of the user's, or a
 * class company (decision 026), which plays the same engine in the class's rounds.
 */
export interface PlayedCompany {
  setup: SimulationSetup;
  state: SimulationState;
  /** Oldest first. */
  months: readonly PlayedMonth[];
}
