import { describe, expect, it } from 'vitest';
import { apportion, scoreBand, scoreBreakdown } from './score-breakdown';

describe('scoreBreakdown', () => {
  it('weighs each component and shares the rounding so the points add up to the total', () => {
    const rows = scoreBreakdown({
      total: 61,
      components: { profitability: 61.7, growth: 44.4, survival: 87.5, satisfaction: 70.3, decisionQuality: 55 },
    });
    expect(rows.map((row) => row.key)).toEqual([
      'profitability',
      'growth',
      'survival',
      'satisfaction',
      'decisionQuality',
    ]);
    expect(rows.map((row) => row.maxPoints)).toEqual([40, 25, 15, 10, 10]);
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(61);
    // 24.68, 11.1, 13.125, 7.03, 5.5 → floors 24, 11, 13, 7, 5 (60); the largest remainder gets the last point.
    expect(rows.map((row) => row.points)).toEqual([25, 11, 13, 7, 5]);
  });

  it('takes points back when the rounded total is below the floors', () => {
    expect(apportion([10.2, 10.1], 19)).toEqual([10, 9]);
    expect(apportion([0, 0, 0], 0)).toEqual([0, 0, 0]);
  });

  it('names the band of a total', () => {
    expect([95, 80, 79, 60, 59, 40, 39, 0].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
  });
});
