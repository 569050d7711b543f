import { describe, expect, it } from 'vitest';
import {
  gridLineStyle,
  LINE_CHART_MARGIN,
  lineChartLayout,
  linearScale,
  linePath,
  niceTicks,
  thinLabels,
} from './layout';

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

  it('lays a line chart out: ticks cover every value and zero, points span the plot, labels thin out', () => {
    const { margin, ticks, x, y, shownLabels } = lineChartLayout([1_200_00, 3_450_00, 900_00], 3, 400, 220);
    expect(margin).toBe(LINE_CHART_MARGIN);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(3_450_00);
    expect(y(ticks[0]!)).toBe(220 - margin.bottom);
    expect(y(ticks.at(-1)!)).toBe(margin.top);
    expect(x(0)).toBe(margin.left);
    expect(x(2)).toBe(400 - margin.right);
    expect(shownLabels).toEqual([0, 1, 2]);

    const losses = lineChartLayout([-500_00, -100_00], 2, 400, 220);
    expect(losses.ticks[0]).toBeLessThanOrEqual(-500_00);
    expect(losses.ticks.at(-1)).toBe(0);
    expect(lineChartLayout([5], 1, 400, 220).x(0)).toBe(
      LINE_CHART_MARGIN.left + (400 - LINE_CHART_MARGIN.left - LINE_CHART_MARGIN.right) / 2,
    );
    expect(lineChartLayout([1, 2], 36, 300, 220).shownLabels.length).toBeLessThan(36);
  });

  it('draws a path through the points', () => {
    expect(
      linePath(
        [1, 2, 3],
        (i) => i * 10,
        (value) => 100 - value,
      ),
    ).toBe('M0.0,99.0L10.0,98.0L20.0,97.0');
    expect(
      linePath(
        [],
        (i) => i,
        (value) => value,
      ),
    ).toBe('');
  });

  it('marks the zero line out from the other grid lines', () => {
    expect(gridLineStyle(0)).toEqual({ opacity: 0.7, dash: undefined });
    expect(gridLineStyle(-2_000_00)).toEqual({ opacity: 0.2, dash: '3 3' });
  });
});
