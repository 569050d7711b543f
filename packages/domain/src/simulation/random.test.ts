import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_STREAM_BASE,
  STREAMS,
  hash32,
  irwinHallNormal,
  monthMix,
  monthSeed,
  stochasticRound,
  streamBase,
  streamSeed,
  uniformDraw,
} from './random';

/** The reference mulberry32 (Tommy Ettinger's published algorithm): the next n outputs from a seed. */
function mulberry32(seed: number, n: number): number[] {
  let state = seed >>> 0;
  return Array.from({ length: n }, () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  });
}

describe('draws by position', () => {
  it('gives the k-th output of a mulberry32 generator seeded with the seed, without the generator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        expect(Array.from({ length: 9 }, (_, i) => uniformDraw(seed, i + 1))).toEqual(mulberry32(seed, 9));
      }),
    );
  });

  it('pins the first draws of seed 1 (a change here reshuffles every golden run)', () => {
    // The first outputs of the reference algorithm for seed 1.
    expect([uniformDraw(1, 1), uniformDraw(1, 2)]).toEqual([0.6270739405881613, 0.002735721180215478]);
  });

  it('draws in [0, 1) with a mean near 1/2, and normals with mean 0 and variance near 1', () => {
    let sum = 0;
    let sumZ = 0;
    let sumZ2 = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const u = uniformDraw(7, 5 * i + 1);
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      sum += u;
      const z = irwinHallNormal(
        uniformDraw(7, 5 * i + 2),
        uniformDraw(7, 5 * i + 3),
        uniformDraw(7, 5 * i + 4),
        uniformDraw(7, 5 * i + 5),
      );
      expect(Math.abs(z)).toBeLessThanOrEqual(2 * Math.sqrt(3));
      sumZ += z;
      sumZ2 += z * z;
    }
    expect(sum / n).toBeCloseTo(0.5, 2);
    expect(sumZ / n).toBeCloseTo(0, 1);
    expect(sumZ2 / n).toBeCloseTo(1, 1);
  });

  it('scales the Irwin–Hall sum by √3 to variance 1', () => {
    expect(irwinHallNormal(1, 1, 1, 1)).toBe(2 * Math.sqrt(3));
    expect(irwinHallNormal(0.5, 0.5, 0.5, 0.5)).toBe(0);
  });

  it('splits a stream’s seed into its month-independent base and the month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat(1000), fc.nat(400), (seed, stream, month) => {
        expect(monthSeed(streamBase(seed, stream), monthMix(month))).toBe(streamSeed(seed, stream, month));
      }),
    );
  });
});

describe('streamSeed', () => {
  it('separates streams and months', () => {
    const seeds = new Set<number>();
    const streams = [...Object.values(STREAMS), EVENT_STREAM_BASE, EVENT_STREAM_BASE + 1];
    for (const stream of streams) {
      for (let month = 0; month <= 36; month++) seeds.add(streamSeed(2026, stream, month));
    }
    expect(seeds.size).toBe(streams.length * 37);
  });

  it('is a pure function of its inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat(1000), fc.nat(36), (seed, stream, month) => {
        const s = streamSeed(seed, stream, month);
        expect(s).toBe(streamSeed(seed, stream, month));
        expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
      }),
    );
  });

  it('hashes with a bijection that moves small inputs far apart', () => {
    expect(hash32(0)).toBe(0);
    expect(hash32(1)).not.toBe(hash32(2));
  });
});

describe('stochasticRound', () => {
  it.each<[number, number, number]>([
    [2.3, 0.29, 3],
    [2.3, 0.31, 2],
    [5, 0.99, 5],
    [0, 0, 0],
    [-1, 0, 0],
    [NaN, 0, 0],
  ])('round(%d) with u=%d → %d', (x, u, expected) => {
    expect(stochasticRound(x, u)).toBe(expected);
  });

  it('preserves the mean', () => {
    let total = 0;
    for (let i = 0; i < 10_000; i++) total += stochasticRound(0.37, uniformDraw(3, i + 1));
    expect(total / 10_000).toBeCloseTo(0.37, 1);
  });
});
