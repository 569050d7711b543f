import { describe, expect, it } from 'vitest';
import { select } from './percentile-select';

describe('select', () => {
  it('leaves the k-th smallest value at k, smaller ones before it and larger ones after, on any data', () => {
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    // Sizes on both sides of the sampling threshold; values from all distinct to a handful repeated
    // (bankrupt paths share their last cash, and early months share their revenue).
    for (const n of [1, 2, 5, 600, 601, 2_000, 10_000]) {
      for (const distinct of [3, 50, 1e9]) {
        const values = Float64Array.from({ length: n }, () => Math.floor(next() * distinct) - distinct / 2);
        const sorted = Array.from(values).sort((a, b) => a - b);
        for (const k of new Set([0, Math.floor(n / 10), Math.floor(n / 2), Math.floor((9 * n) / 10), n - 1])) {
          const row = values.slice();
          select(row, 0, n - 1, k);
          expect(row[k]).toBe(sorted[k]);
          expect(row.subarray(0, k).every((value) => value <= row[k]!)).toBe(true);
          expect(row.subarray(k + 1).every((value) => value >= row[k]!)).toBe(true);
        }
      }
    }
  });
});
