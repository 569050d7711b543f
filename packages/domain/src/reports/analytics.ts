import { SCORE_KEYS, type ScoreKey } from '../validation/score-keys';

/**
 * The analytics across a user's history, from what the simulations and validations already store:
 * plain arithmetic, so the numbers in the charts, their tables and the tests are the same.
 */

type StoredStatus = 'active' | 'finished' | 'bankrupt';

export interface SurvivalFigures {
  active: number;
  finished: number;
  bankrupt: number;
  /** Finished over ended (finished + bankrupt); null while none has ended. */
  rate: number | null;
}

/** How many companies reached their horizon among those that ended. */
export function survivalOf(statuses: readonly StoredStatus[]): SurvivalFigures {
  const count = (status: StoredStatus) => statuses.filter((value) => value === status).length;
  const finished = count('finished');
  const bankrupt = count('bankrupt');
  const ended = finished + bankrupt;
  return { active: count('active'), finished, bankrupt, rate: ended === 0 ? null : finished / ended };
}

/**
 * The mean runway of the simulations that burned cash in their last month played; those whose
 * cash did not fall have no runway (it is endless) and are counted apart, not averaged as zero.
 */
export function runwayFigures(simulations: readonly { month: number; runwayMonths: number | null }[]): {
  averageRunwayMonths: number | null;
  notBurning: number;
} {
  const played = simulations.filter((simulation) => simulation.month > 0);
  const runways = played.flatMap((simulation) => (simulation.runwayMonths === null ? [] : [simulation.runwayMonths]));
  return {
    averageRunwayMonths: runways.length === 0 ? null : runways.reduce((sum, value) => sum + value, 0) / runways.length,
    notBurning: played.length - runways.length,
  };
}

/** Each score's mean over the validations given (their latest versions), in the scores' order. */
export function averageScores(
  scores: readonly Record<ScoreKey, number>[],
): { key: ScoreKey; average: number | null }[] {
  return SCORE_KEYS.map((key) => ({
    key,
    average: scores.length === 0 ? null : scores.reduce((sum, entry) => sum + entry[key], 0) / scores.length,
  }));
}
