import { describe, expect, it } from 'vitest';
import { SIMPLES_ANNEXES, rbt12Cents, rbt12FromSum, simplesEffectiveRate, simplesRateIn } from './taxes';
import type { SimplesAnnex } from './presets';

describe('simplesEffectiveRate', () => {
  it.each<[SimplesAnnex, number, number]>([
    ['I', 100_000_00, 0.04],
    ['I', 180_000_00, 0.04],
    ['I', 500_000_00, (500_000 * 0.095 - 13_860) / 500_000],
    ['I', 4_800_000_00, (4_800_000 * 0.19 - 378_000) / 4_800_000],
    ['II', 300_000_00, (300_000 * 0.078 - 5_940) / 300_000],
    ['III', 100_000_00, 0.06],
    ['III', 300_000_00, (300_000 * 0.112 - 9_360) / 300_000],
    ['III', 2_000_000_00, (2_000_000 * 0.21 - 125_640) / 2_000_000],
    ['III', 0, 0.06],
  ])('annex %s at RBT12 %d cents → %d', (annex, rbt12, rate) => {
    expect(simplesEffectiveRate(annex, rbt12)).toBeCloseTo(rate, 12);
  });

  it('keeps the last bracket above the R$ 4.8 million ceiling', () => {
    expect(simplesEffectiveRate('I', 6_000_000_00)).toBeCloseTo((6_000_000 * 0.19 - 378_000) / 6_000_000, 12);
  });

  // Up to the R$ 3.6 million sublimit the deductions make the rate continuous. The sixth bracket
  // is not: above the sublimit ICMS/ISS leave the DAS and are paid apart, so the DAS rate drops.
  it('is continuous at each boundary up to the sublimit and rises with revenue', () => {
    for (const annex of ['I', 'II', 'III'] as const) {
      const brackets = SIMPLES_ANNEXES[annex];
      let previous = 0;
      for (let i = 0; i < brackets.length - 2; i++) {
        const edge = brackets[i]!.upToCents;
        const below = simplesEffectiveRate(annex, edge);
        const above = simplesEffectiveRate(annex, edge + 1);
        expect(Math.abs(above - below)).toBeLessThan(1e-6);
        expect(below).toBeGreaterThanOrEqual(previous);
        previous = below;
      }
    }
  });
});

describe('rbt12Cents', () => {
  it.each<[string, number[], number, number]>([
    ['first month: the month itself × 12', [], 10_000_00, 120_000_00],
    ['young company: the average × 12', [10_000_00, 20_000_00], 99_00, 180_000_00],
    ['a full year: the sum', Array(12).fill(10_000_00) as number[], 1, 120_000_00],
  ])('%s', (_label, history, current, expected) => {
    expect(rbt12Cents(history, current)).toBe(expected);
    expect(
      rbt12FromSum(
        history.reduce((a, b) => a + b, 0),
        history.length,
        current,
      ),
    ).toBe(expected);
  });
});

describe('simplesRateIn', () => {
  it('is simplesEffectiveRate with the annex’s brackets looked up', () => {
    for (const annex of ['I', 'II', 'III'] as const) {
      for (const rbt12 of [-1, 0, 1, 99_999_99, 180_000_00, 180_000_01, 2_500_000_00, 4_800_000_00, 9_000_000_00]) {
        expect(simplesRateIn(SIMPLES_ANNEXES[annex], rbt12)).toBe(simplesEffectiveRate(annex, rbt12));
      }
    }
  });
});
