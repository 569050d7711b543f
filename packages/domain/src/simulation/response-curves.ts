import { clamp, detLn, detPow, saturate } from './det-math';
import type { BusinessPreset } from './presets';

/*
 * The month's response curves: how awareness, quality, acquisition, purchases per customer, churn,
 * word of mouth and the staff's capacity answer to the decisions and the company's state. Their
 * reasoning is in the model description (docs/decisions/010-simulation-engine.md).
 */
/** Quality 0 → acquisition × 0.7, quality 1 → × 1.3. */
export const QUALITY_APPEAL_BASE = 0.7;
export const QUALITY_APPEAL_SPAN = 0.6;
/** Quality erodes 3% of itself a month without investment (wear, staff turnover, rivals improving). */
export const QUALITY_DECAY = 0.03;
/** At most 15% of the gap to perfect quality closes in one month of investment. */
export const QUALITY_GAIN_MAX = 0.15;
/** Word of mouth is zero at satisfaction 30 and reaches the preset's q at 80 (capped at 1.4 × q). */
export const WOM_ZERO_SATISFACTION = 30;
export const WOM_FULL_SATISFACTION = 80;
export const WOM_MAX_FACTOR = 1.4;
/** Churn is the preset's at satisfaction 60, double at 20, half at 80 or above. */
export const CHURN_NEUTRAL_SATISFACTION = 60;
export const CHURN_MAX_MONTHLY = 0.5;
/** A hire produces half in the first month (and costs half a month's salary to recruit: RECRUITING_SALARY_SHARE). */
export const NEW_HIRE_PRODUCTIVITY = 0.5;
/** Equipment raises productivity by up to 50%, with diminishing returns. */
export const EQUIPMENT_MAX_BOOST = 0.5;
/**
 * Price moves per-customer purchases with half the preset's elasticity and acquisition with the
 * other half (saas: all on acquisition); neither factor exceeds 3×, however low the price.
 */
export const PRICE_RESPONSE_CAP = 3;

/**
 * A one-entry cache of a pure function of one or two numbers. The month calls saturate and detPow
 * with arguments that rarely change (the marketing and quality spending, the price, the
 * equipment), and the forecast steps thousands of paths with the same decisions in a row: the
 * cached value is the function's own result for the same arguments, so nothing changes but time.
 */
class Memo {
  a = Number.NaN;
  b = Number.NaN;
  value = Number.NaN;
}

function saturateMemo(memo: Memo, x: number): number {
  if (x !== memo.a) {
    memo.value = saturate(x);
    memo.a = x;
  }
  return memo.value;
}

function powMemo(memo: Memo, base: number, exponent: number): number {
  if (base !== memo.a || exponent !== memo.b) {
    memo.value = detPow(base, exponent);
    memo.a = base;
    memo.b = exponent;
  }
  return memo.value;
}

const brandMemo = new Memo();
const qualityMemo = new Memo();
const equipmentMemo = new Memo();
const appealMemo = new Memo();
const priceResponseMemo = new Memo();
const churnPriceMemo = new Memo();
const logPriceMemo = new Memo();

/** ln(price ratio): the willing share (market.ts) reads the price on a logarithmic scale. */
export function logPriceRatioOf(priceRatio: number): number {
  if (priceRatio !== logPriceMemo.a) {
    logPriceMemo.value = detLn(priceRatio);
    logPriceMemo.a = priceRatio;
  }
  return logPriceMemo.value;
}

/** Acquisition multiplier from quality, competitors and (part of) the price. */
export function appealOf(
  preset: BusinessPreset,
  quality: number,
  competitorPressure: number,
  priceRatio: number,
): number {
  const priceExponent = preset.mode === 'subscription' ? preset.priceElasticity : preset.priceElasticity / 2;
  const priceFactor = Math.min(PRICE_RESPONSE_CAP, powMemo(appealMemo, priceRatio, -priceExponent));
  return ((QUALITY_APPEAL_BASE + QUALITY_APPEAL_SPAN * quality) * priceFactor) / (1 + competitorPressure);
}

/** Units each customer buys, relative to the reference, at a price ratio (1 for saas: the price acts on acquisition and churn). */
export function priceResponseOf(preset: BusinessPreset, priceRatio: number): number {
  if (preset.mode === 'subscription') return 1;
  return Math.min(PRICE_RESPONSE_CAP, powMemo(priceResponseMemo, priceRatio, -preset.priceElasticity / 2));
}

/** Monthly churn (lapse) rate from quality, satisfaction and, for saas, the price. */
export function churnRateOf(preset: BusinessPreset, quality: number, satisfaction: number, priceRatio: number): number {
  const qualityFactor = 1.5 - quality;
  const satisfactionFactor = clamp((100 - satisfaction) / (100 - CHURN_NEUTRAL_SATISFACTION), 0.5, 2);
  const priceFactor = preset.mode === 'subscription' ? clamp(powMemo(churnPriceMemo, priceRatio, 0.5), 0.7, 2) : 1;
  return Math.min(CHURN_MAX_MONTHLY, preset.baseChurn * qualityFactor * satisfactionFactor * priceFactor);
}

/** Word-of-mouth multiplier of the Bass q from satisfaction. */
export function wordOfMouthOf(satisfaction: number): number {
  return clamp(
    (satisfaction - WOM_ZERO_SATISFACTION) / (WOM_FULL_SATISFACTION - WOM_ZERO_SATISFACTION),
    0,
    WOM_MAX_FACTOR,
  );
}

/** New awareness after a month's marketing: decay, then a saturating gain on the unaware. */
export function nextBrand(preset: BusinessPreset, brand: number, marketingCents: number): number {
  const decayed = brand * (1 - preset.brandDecay);
  return (
    decayed + (1 - decayed) * preset.brandGainMax * saturateMemo(brandMemo, marketingCents / preset.marketingScaleCents)
  );
}

/** New quality after a month's investment: erosion, then a saturating gain on the gap to 1. */
export function nextQuality(preset: BusinessPreset, quality: number, investmentCents: number): number {
  const eroded = quality * (1 - QUALITY_DECAY);
  return (
    eroded + (1 - eroded) * QUALITY_GAIN_MAX * saturateMemo(qualityMemo, investmentCents / preset.qualityScaleCents)
  );
}

/** Monthly units of capacity of the staff (customers supported, for saas). */
export function staffCapacityOf(
  preset: BusinessPreset,
  headcount: number,
  newHires: number,
  equipmentCents: number,
  capacityLoss: number,
): number {
  const effectiveStaff = headcount - NEW_HIRE_PRODUCTIVITY * newHires;
  const boost = 1 + EQUIPMENT_MAX_BOOST * saturateMemo(equipmentMemo, equipmentCents / preset.equipmentScaleCents);
  return Math.floor(effectiveStaff * preset.unitsPerEmployee * boost * (1 - capacityLoss));
}
