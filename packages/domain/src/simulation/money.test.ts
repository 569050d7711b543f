import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from './money';

describe('roundCents', () => {
  it.each<[number, number]>([
    [0.5, 1],
    [-0.5, -1],
    [1.4999, 1],
    [-1.4999, -1],
    [2.5, 3],
    [-2.5, -3],
    [-0.4, 0],
    [123456.5, 123457],
  ])('%d → %d', (x, expected) => {
    expect(Object.is(roundCents(x), expected)).toBe(true);
  });

  it('is odd-symmetric and within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const r = roundCents(x);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5);
        expect(roundCents(-x)).toBe(r === 0 ? 0 : -r);
      }),
    );
  });
});
