import { SCORE_WEIGHTS, type ScoreComponent, type SimulationScore } from './score';

export interface BreakdownRow {
  key: ScoreComponent;
  /** The component's own score, 0–100. */
  value: number;
  /** Its weight in the total, 0–1. */
  weight: number;
  /** Whole points it contributes; the rows add up to the total exactly. */
  points: number;
  /** The most it can contribute (weight × 100). */
  maxPoints: number;
}

/** Splits a whole-number budget across raw shares by the largest remainder, so the parts sum to it. */
export function apportion(raw: readonly number[], total: number): number[] {
  const parts = raw.map((value) => Math.max(0, Math.floor(value)));
  let diff = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = raw.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  if (diff > 0) {
    byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
    for (let i = 0; diff > 0; i = (i + 1) % byRemainder.length, diff--) parts[byRemainder[i]!.index]! += 1;
  } else if (diff < 0) {
    byRemainder.sort((a, b) => a.rest - b.rest || a.index - b.index);
    for (let i = 0, guard = 0; diff < 0 && guard < parts.length * 100; i = (i + 1) % byRemainder.length, guard++) {
      const index = byRemainder[i]!.index;
      if (parts[index]! > 0) {
        parts[index]! -= 1;
        diff++;
      }
    }
  }
  return parts;
}

/**
 * The score's five components as points of the total: each weighs its 0–100 score
 * (profitability 30%, growth 20%, survival 25%, satisfaction 15%, decision quality 10%), and the
 * rounding is shared out so the rows add up to the total shown.
 */
export function scoreBreakdown(score: Pick<SimulationScore, 'total' | 'components'>): BreakdownRow[] {
  const keys = Object.keys(SCORE_WEIGHTS) as ScoreComponent[];
  const raw = keys.map((key) => SCORE_WEIGHTS[key] * score.components[key]);
  const points = apportion(raw, score.total);
  return keys.map((key, index) => ({
    key,
    value: score.components[key],
    weight: SCORE_WEIGHTS[key],
    points: points[index]!,
    maxPoints: Math.round(SCORE_WEIGHTS[key] * 100),
  }));
}

export type ScoreBand = 'excellent' | 'good' | 'fair' | 'poor';

/** A word for the total: 80+ excellent, 60+ good, 40+ fair, below that poor. */
export function scoreBand(total: number): ScoreBand {
  if (total >= 80) return 'excellent';
  if (total >= 60) return 'good';
  if (total >= 40) return 'fair';
  return 'poor';
}
