import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '@alavanca/domain/simulation/types';

/** One month played: the decisions it ran on and what they gave. */
export interface PlayedMonth {
  month: number;
  decisions: MonthDecisions;
  result: MonthResult;
}

/**
 * Where a company is played: a class's and the certificate exam's wording differs where the
 * simulation's names its buttons ("Avançar mês" there, "Enviar decisões" in a class, "Jogar o mês"
 * in the exam): the catalogs' `_class` and `_exam` contexts.
 */
export type PlayedIn = 'class' | 'exam' | undefined;

/**
 * What the month screen's parts read of a company being played: a simulation of the user's, a
 * class company (decision 026), which plays the same engine in the class's rounds, or an exam's
 * company (decision 035), played on the server, its seed unknown here until the attempt ends.
 */
export interface PlayedCompany {
  setup: SimulationSetup;
  state: SimulationState;
  /** Oldest first. */
  months: readonly PlayedMonth[];
}
