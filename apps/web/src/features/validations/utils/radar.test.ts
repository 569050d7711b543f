import { describe, expect, it } from 'vitest';
import { radarPoint, radarPolygon } from './radar';

const center = { x: 100, y: 100 };

describe('radar', () => {
  it('puts the first axis straight up and goes clockwise', () => {
    expect(radarPoint(0, 4, 100, center, 50)).toEqual({ x: 100, y: 50 });
    const right = radarPoint(1, 4, 100, center, 50);
    expect(right.x).toBeCloseTo(150);
    expect(right.y).toBeCloseTo(100);
  });

  it('lies at the value’s share of the radius, clamped to 0–100', () => {
    expect(radarPoint(0, 7, 50, center, 80).y).toBeCloseTo(60);
    expect(radarPoint(0, 7, 150, center, 80).y).toBeCloseTo(20);
    expect(radarPoint(3, 7, -5, center, 80)).toEqual(center);
  });

  it('draws one vertex per value', () => {
    expect(radarPolygon([100, 100, 100, 100], center, 10)).toBe(
      '100.00,90.00 110.00,100.00 100.00,110.00 90.00,100.00',
    );
  });
});
