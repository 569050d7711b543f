import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_STREAM_BASE,
  Mulberry32,
  STREAMS,
  hash32,
  irwinHallNormal,
  monthMix,
  monthSeed,
  normalDraw,
  stochasticRound,
  streamBase,
  streamSeed,
  uniformDraw,
} from './random';

describe('mulberry32', () => {
  it('is reproducible from its seed and resettable', () => {
    const a = new Mulberry32(42);
    const first = [a.next(), a.next(), a.next()];
    a.reset(42);
    expect([a.next(), a.next(), a.next()]).toEqual(first);
    expect(new Mulberry32(43).next()).not.toBe(first[0]);
  });

  it('pins the first draws of seed 1 (a change here reshuffles every golden run)', () => {
    const g = new Mulberry32(1);
    // The first outputs of the reference algorithm for seed 1.
    expect([g.next(), g.next()]).toEqual([0.6270739405881613, 0.002735721180215478]);
  });

  it('draws in [0, 1) with a mean near 1/2 and normals with mean 0 and variance near 1', () => {
    const g = new Mulberry32(7);
    let sum = 0;
    let sumZ = 0;
    let sumZ2 = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const u = g.next();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      sum += u;
      const z = g.nextNormal();
      expect(Math.abs(z)).toBeLessThanOrEqual(2 * Math.sqrt(3));
      sumZ += z;
      sumZ2 += z * z;
    }
    expect(sum / n).toBeCloseTo(0.5, 2);
    expect(sumZ / n).toBeCloseTo(0, 1);
    expect(sumZ2 / n).toBeCloseTo(1, 1);
  });
});

describe('draws by position', () => {
  it('gives the k-th draw of a generator reset to the seed, without the generator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const g = new Mulberry32(seed);
        const sequence = Array.from({ length: 9 }, () => g.next());
        expect(Array.from({ length: 9 }, (_, i) => uniformDraw(seed, i + 1))).toEqual(sequence);
        g.reset(seed);
        g.next();
        expect(normalDraw(seed, 2)).toBe(g.nextNormal());
        expect(irwinHallNormal(sequence[0]!, sequence[1]!, sequence[2]!, sequence[3]!)).toBe(new Mulberry32(seed).nextNormal());
      }),
    );
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
    for (const stream of [...Object.values(STREAMS), EVENT_STREAM_BASE, EVENT_STREAM_BASE + 1]) {
      for (let month = 1; month <= 36; month++) seeds.add(streamSeed(2026, stream, month));
    }
    expect(seeds.size).toBe(6 * 36);
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
    const g = new Mulberry32(3);
    let total = 0;
    for (let i = 0; i < 10_000; i++) total += stochasticRound(0.37, g.next());
    expect(total / 10_000).toBeCloseTo(0.37, 1);
  });
});
