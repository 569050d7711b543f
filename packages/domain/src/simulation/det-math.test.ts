import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clamp, detExp, detLn, detPow, saturate } from './det-math';

/** Relative distance between two numbers. */
const rel = (a: number, b: number) => (a === b ? 0 : Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)));

describe('detExp', () => {
  it.each([0, 1, -1, 0.5, -0.5, 10, -10, 100, -100, 700, -700])('exp(%d) matches Math.exp', (x) => {
    expect(rel(detExp(x), Math.exp(x))).toBeLessThan(1e-14);
  });

  it('is exact at 0 and saturates outside the double range', () => {
    expect(detExp(0)).toBe(1);
    expect(detExp(800)).toBe(Infinity);
    expect(detExp(-800)).toBe(0);
    expect(detExp(NaN)).toBeNaN();
  });

  it('matches Math.exp over the engine’s range', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), (x) => {
        expect(rel(detExp(x), Math.exp(x))).toBeLessThan(1e-13);
      }),
    );
  });
});

describe('detLn', () => {
  it.each([1, 2, 0.5, Math.E, 10, 1e-6, 1e6, 123.456])('ln(%d) matches Math.log', (x) => {
    expect(Math.abs(detLn(x) - Math.log(x))).toBeLessThan(1e-14 * Math.max(1, Math.abs(Math.log(x))));
  });

  it('handles the edges', () => {
    expect(detLn(1)).toBe(0);
    expect(detLn(0)).toBe(-Infinity);
    expect(detLn(-1)).toBeNaN();
    expect(detLn(Infinity)).toBe(Infinity);
  });

  it('matches Math.log over the engine’s range', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 1e12, noNaN: true }), (x) => {
        expect(Math.abs(detLn(x) - Math.log(x))).toBeLessThan(1e-13 * Math.max(1, Math.abs(Math.log(x))));
      }),
    );
  });
});

describe('detPow', () => {
  it.each<[number, number, number]>([
    [2, 10, 1024],
    [0.5, -2, 4],
    [9, 0.5, 3],
    [0, 2, 0],
    [7, 0, 1],
  ])('%d^%d ≈ %d', (b, e, expected) => {
    expect(rel(detPow(b, e), expected)).toBeLessThan(1e-14);
  });

  it('matches Math.pow for price ratios and elasticities', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: -4, max: 4, noNaN: true }),
        (b, e) => {
          expect(rel(detPow(b, e), Math.pow(b, e))).toBeLessThan(1e-13);
        },
      ),
    );
  });
});

describe('saturate and clamp', () => {
  it('rises from 0 towards 1 and clamps', () => {
    expect(saturate(0)).toBe(0);
    expect(saturate(-3)).toBe(0);
    expect(saturate(1)).toBeCloseTo(1 - Math.exp(-1), 15);
    expect(saturate(50)).toBeCloseTo(1, 15);
    expect(clamp(5, 0, 1)).toBe(1);
    expect(clamp(-5, 0, 1)).toBe(0);
    expect(clamp(0.5, 0, 1)).toBe(0.5);
  });
});
