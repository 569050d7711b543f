/**
 * Seeded randomness. Every draw is a pure function of (seed, stream, month, index): each month of
 * each stream gets its own mulberry32 generator, seeded by hashing the three numbers. So a
 * stream's draws never depend on how many draws another stream or another month made: adding an
 * event type, or a draw to one mechanic, leaves every other number of a seeded run unchanged, and
 * the risk forecast can replay any month's draws without replaying the months before it.
 */

/** One stream per purpose. Event types use EVENT_STREAM_BASE + their index in the catalog. */
export const STREAMS = {
  acquisition: 1,
  demand: 2,
  churn: 3,
  /** Seeds of the risk forecast's paths (one draw per path, not per month). */
  forecast: 4,
} as const;
export const EVENT_STREAM_BASE = 100;

/** Chris Wellons' "lowbias32" integer hash: a bijection on 32-bit integers with good avalanche. */
export function hash32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The 32-bit seed of one stream's generator for one month. */
export function streamSeed(seed: number, stream: number, month: number): number {
  return hash32(hash32(hash32(seed >>> 0) ^ Math.imul(stream, 0x9e3779b9)) ^ Math.imul(month, 0x85ebca6b));
}

/**
 * mulberry32 (Tommy Ettinger): 32 bits of state, period 2^32, passes gjrand/PractRand to a few GB,
 * far more than a simulation draws. Mutable and reusable, so the month step allocates none.
 */
export class Mulberry32 {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  reset(seed: number): this {
    this.state = seed >>> 0;
    return this;
  }

  /** A uniform draw in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /**
   * An approximately standard normal draw: the Irwin–Hall sum of four uniforms, centred and
   * scaled to variance 1. Bounded (|z| ≤ 3.46), so no draw produces an absurd month.
   */
  nextNormal(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
  }
}

/**
 * Rounds a non-negative quantity to an integer so that the expected value is preserved:
 * 2.3 becomes 3 with probability 0.3, else 2. Small companies then still lose a customer now and
 * then at 4% churn of 10 customers, which plain rounding would never do. `u` is a uniform draw.
 */
export function stochasticRound(x: number, u: number): number {
  if (!(x > 0)) return 0;
  const whole = Math.floor(x);
  return whole + (u < x - whole ? 1 : 0);
}
