/**
 * Deterministic transcendental functions. ECMAScript leaves `Math.exp`, `Math.log` and `Math.pow`
 * "implementation-approximated", so two engines (the server's V8 and a visitor's Firefox) may differ
 * in the last bit, and a last bit can flip a rounded cent. These versions use only +, −, ×, ÷ and
 * `Math.round`, which IEEE 754 makes exact everywhere, so the engine gives the same cents in every
 * runtime. Accuracy: within a few units in the last place of the native functions over the ranges
 * the engine uses (checked by the tests).
 */

const LN2 = 0.6931471805599453;
/** ln 2 split so that k × LN2_HI is exact (fdlibm's Cody–Waite constants): keeps e^700 accurate. */
const LN2_HI = 6.9314718036912382e-1;
const LN2_LO = 1.9082149292705877e-10;
const SQRT2 = 1.4142135623730951;
/** Terms of the Taylor series of e^r for |r| ≤ ln2/2: the next term is below 2e-17. */
const EXP_TERMS = 16;
/** Terms of the atanh series for |t| ≤ 0.1716 (√2 reduction): the next term is below 1e-19. */
const LN_TERMS = 13;

/** 2^k for an integer k, by repeated squaring of an exact power of two. */
function powerOfTwo(k: number): number {
  let base = k < 0 ? 0.5 : 2;
  let n = k < 0 ? -k : k;
  let result = 1;
  while (n > 0) {
    if (n & 1) result *= base;
    base *= base;
    n >>>= 1;
  }
  return result;
}

/** e^x, the same bits in every JavaScript engine. */
export function detExp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709) return Infinity;
  if (x < -708) return 0;
  const k = Math.round(x / LN2);
  const r = x - k * LN2_HI - k * LN2_LO;
  let sum = 1;
  for (let i = EXP_TERMS; i >= 1; i--) sum = 1 + (r / i) * sum;
  return sum * powerOfTwo(k);
}

/** The natural logarithm of x (x > 0), the same bits in every JavaScript engine. */
export function detLn(x: number): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  let m = x;
  let e = 0;
  // Exact scaling by powers of two brings m into [√½, √2).
  while (m >= 1024) {
    m /= 1024;
    e += 10;
  }
  while (m < 1 / 1024) {
    m *= 1024;
    e -= 10;
  }
  while (m >= SQRT2) {
    m /= 2;
    e += 1;
  }
  while (m < SQRT2 / 2) {
    m *= 2;
    e -= 1;
  }
  const t = (m - 1) / (m + 1);
  const t2 = t * t;
  let sum = 0;
  for (let i = LN_TERMS - 1; i >= 0; i--) sum = 1 / (2 * i + 1) + t2 * sum;
  return e * LN2 + 2 * t * sum;
}

/** base^exponent for base ≥ 0, the same bits in every JavaScript engine. */
export function detPow(base: number, exponent: number): number {
  if (exponent === 0) return 1;
  if (base === 0) return exponent > 0 ? 0 : Infinity;
  if (base < 0) return NaN;
  return detExp(exponent * detLn(base));
}

/** 1 − e^(−x): the saturating response used for marketing, quality and equipment. */
export function saturate(x: number): number {
  return x <= 0 ? 0 : 1 - detExp(-x);
}

export function clamp(x: number, min: number, max: number): number {
  return x < min ? min : x > max ? max : x;
}
