import type { IdeaScores } from './scores';
import { SCORE_KEYS, SCORE_WEIGHTS, type ScoreKey } from './score-keys';

/*
 * The few lines that decided a verdict, for the report's first screen: of every score's lines (a
 * factor that moved it, or one the idea missed), those that weigh most in the overall score. A
 * promising idea is told what carries it, an idea to rethink what sinks it, and one to validate
 * further what moves it most either way.
 */

export interface Reason {
  score: ScoreKey;
  /** A factor's key, or a missed factor's (`missed`). */
  key: string;
  missed: boolean;
  /** Points in its own score: positive helped, negative hurt. */
  points: number;
  /** Points in the overall score: `points` times the score's weight. */
  impact: number;
}

export const REASON_COUNT = 3;

export function decidingReasons(result: Pick<IdeaScores, 'scores' | 'verdict'>, count = REASON_COUNT): Reason[] {
  const reasons: Reason[] = SCORE_KEYS.flatMap((score) => {
    const weight = SCORE_WEIGHTS[score];
    const { factors, raise } = result.scores[score];
    return [
      ...factors
        .filter((factor) => factor.key !== 'base' && factor.points !== 0)
        .map((factor) => ({
          score,
          key: factor.key,
          missed: false,
          points: factor.points,
          impact: factor.points * weight,
        })),
      ...raise.map((missed) => ({
        score,
        key: missed.key,
        missed: true,
        points: -missed.points,
        impact: -missed.points * weight,
      })),
    ];
  });
  const order =
    result.verdict === 'promising'
      ? (a: Reason, b: Reason) => b.impact - a.impact
      : result.verdict === 'pivot'
        ? (a: Reason, b: Reason) => a.impact - b.impact
        : (a: Reason, b: Reason) => Math.abs(b.impact) - Math.abs(a.impact);
  // Ties keep the scores' own order, so the same result always reads the same.
  return reasons.sort(order).slice(0, count);
}
