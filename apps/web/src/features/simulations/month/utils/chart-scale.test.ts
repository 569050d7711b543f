import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks, thinLabels } from './chart-scale';

describe('chart scale', () => {
  it('gives round ticks that cover the data, zero included', () => {
    expect(niceTicks(0, 97, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-1_234_00, 5_678_00, 4)).toEqual([-2_000_00, 0, 2_000_00, 4_000_00, 6_000_00]);
    expect(niceTicks(0, 1, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('spreads a flat series around its value', () => {
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1]);
    const ticks = niceTicks(500, 500);
    expect(ticks[0]).toBeLessThan(500);
    expect(ticks.at(-1)).toBeGreaterThan(500);
  });

  it('maps linearly, upside down for a y axis', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5);
  });

  it('thins crowded labels and keeps the last one', () => {
    expect(thinLabels(12, 50, 40)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(thinLabels(36, 15, 40)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 35]);
    expect(thinLabels(1, 10, 40)).toEqual([0]);
  });
});
