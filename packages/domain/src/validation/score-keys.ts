import type { BusinessType } from '../constants';
import type { PricingModel } from './idea';

/*
 * The validation's scores by name, their weights, the verdict's thresholds and each business type's
 * usual way of charging: what the screens and the contracts read of the scoring, apart from the
 * scoring itself (scores.ts), whose reading of the founder's words they need not download.
 */

export const SCORE_KEYS = [
  'problem',
  'market',
  'competition',
  'differentiation',
  'monetisation',
  'feasibility',
  'risk',
] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** How much each score weighs in the overall one: the problem and the money first, as investors read an idea. */
export const SCORE_WEIGHTS: Record<ScoreKey, number> = {
  problem: 0.2,
  market: 0.15,
  competition: 0.1,
  differentiation: 0.15,
  monetisation: 0.15,
  feasibility: 0.15,
  risk: 0.1,
};

/** The pricing model each type's typical price (the simulation's presets) is quoted in. */
export const PRESET_PRICING_MODEL: Record<BusinessType, PricingModel> = {
  ecommerce: 'oneOff',
  retail: 'oneOff',
  service: 'hourly',
  saas: 'monthly',
  food: 'oneOff',
  other: 'oneOff',
};

export type Verdict = 'promising' | 'validateFurther' | 'pivot';
/** Overall score from which an idea is promising, and under which it should pivot. */
export const VERDICT_THRESHOLDS = { promising: 70, pivot: 45 } as const;
