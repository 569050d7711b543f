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
  /** The market a company meets (market.ts): drawn once, before the first month. */
  market: 5,
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

/**
 * The part of a stream's seed that does not depend on the month: streamSeed(seed, stream, month)
 * = monthSeed(streamBase(seed, stream), month). The month step and the risk forecast keep it per
 * company (per path), so a month's seed costs one hash instead of three.
 */
export function streamBase(seed: number, stream: number): number {
  return hash32(hash32(seed >>> 0) ^ Math.imul(stream, 0x9e3779b9));
}

/** The month's part of a stream's seed (see monthSeed). */
export function monthMix(month: number): number {
  return Math.imul(month, 0x85ebca6b);
}

/** The 32-bit seed of one month of a stream, from its base and the month's mix. */
export function monthSeed(base: number, mix: number): number {
  return hash32(base ^ mix);
}

/** The 32-bit seed of one stream's generator for one month. */
export function streamSeed(seed: number, stream: number, month: number): number {
  return monthSeed(streamBase(seed, stream), monthMix(month));
}

/** mulberry32's Weyl increment: its state moves by this much (mod 2^32) at each draw. */
const MULBERRY_INCREMENT = 0x6d2b79f5;
/**
 * √3, the scale of the Irwin–Hall normal (see irwinHallNormal). Written out rather than computed,
 * so the web build can write it into the code that reads it.
 */
const SQRT3 = 1.7320508075688772;

/**
 * mulberry32's output for a state: the uniform in [0, 1) a generator in that state returns.
 * mulberry32 (Tommy Ettinger) has 32 bits of state and a period of 2^32, and passes gjrand and
 * PractRand to a few GB, far more than a simulation draws.
 */
function mulberryOutput(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * The k-th draw (k = 1, 2, …) of a mulberry32 generator reset to `seed`, without the generator:
 * its state only adds a constant at each step, so the k-th state is seed + k × increment (mod
 * 2^32). The month step draws this way, with no generator object to update: the same numbers
 * as a mulberry32 generator seeded with `seed` returns on its k-th call (random.test.ts checks
 * them against the reference algorithm).
 */
export function uniformDraw(seed: number, k: number): number {
  return mulberryOutput((seed + Math.imul(k, MULBERRY_INCREMENT)) | 0);
}

/**
 * An approximately standard normal from four uniforms: their Irwin–Hall sum, centred and scaled
 * to variance 1. Bounded (|z| ≤ 3.46), so no draw produces an absurd month.
 */
export function irwinHallNormal(u1: number, u2: number, u3: number, u4: number): number {
  return (u1 + u2 + u3 + u4 - 2) * SQRT3;
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
