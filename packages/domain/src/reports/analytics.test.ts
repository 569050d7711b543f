import { describe, expect, it } from 'vitest';
import { SCORE_KEYS, type ScoreKey } from '../validation/score-keys';
import { averageScores, runwayFigures, survivalOf } from './analytics';

const scores = (value: number) => Object.fromEntries(SCORE_KEYS.map((key) => [key, value])) as Record<ScoreKey, number>;

describe('analytics', () => {
  it('counts survival among the companies that ended only', () => {
    expect(survivalOf(['active', 'finished', 'bankrupt', 'finished', 'active'])).toEqual({
      active: 2,
      finished: 2,
      bankrupt: 1,
      rate: 2 / 3,
    });
    expect(survivalOf(['active']).rate).toBeNull();
  });

  it('averages the runways of the companies burning cash and counts the others apart', () => {
    expect(
      runwayFigures([
        { month: 3, runwayMonths: 4 },
        { month: 6, runwayMonths: 10 },
        { month: 2, runwayMonths: null },
        // Not played yet: neither burning nor not.
        { month: 0, runwayMonths: null },
      ]),
    ).toEqual({ averageRunwayMonths: 7, notBurning: 1 });
    expect(runwayFigures([]).averageRunwayMonths).toBeNull();
  });

  it('averages each score over the validations', () => {
    const averages = averageScores([scores(40), { ...scores(60), risk: 20 }]);
    expect(averages.map((entry) => entry.key)).toEqual([...SCORE_KEYS]);
    expect(averages.find((entry) => entry.key === 'problem')?.average).toBe(50);
    expect(averages.find((entry) => entry.key === 'risk')?.average).toBe(30);
    expect(averageScores([]).every((entry) => entry.average === null)).toBe(true);
  });
});
