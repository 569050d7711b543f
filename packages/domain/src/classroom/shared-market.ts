import { detExp, detLn, detPow } from '../simulation/det-math';
import { INITIAL_BRAND, presetFor, type BusinessPreset } from '../simulation/presets';
import { nextBrand, nextQuality } from '../simulation/response-curves';
import type { MonthDecisions, SimulationState } from '../simulation/types';

/*
 * ONE MARKET, N COMPANIES (docs/decisions/026-classroom.md). In a class's shared market the
 * students' companies sell the same thing to the same customers. Each month, before any company
 * runs, the market is divided among them:
 *
 * 1. The market's size grows with the class's marketing: reachable = N × the preset's market ×
 *    the class market's drawn size × category(b̄), with b̄ the companies' mean awareness after this
 *    month's marketing and category(b) = (1 + CATEGORY_GAIN × b) / (1 + CATEGORY_GAIN × INITIAL_BRAND)
 *    (1 when nobody has marketed yet). N counts every company of the class, running or not, so the
 *    customers of a company that closed stay in the market for its rivals.
 * 2. Each running company's attractiveness is
 *      a = (price ÷ the market's price)^(−(ε + SHARE_ELASTICITY_EXTRA)) × (BRAND_BASE + brand)
 *          × (0.7 + 0.6 × quality) × (SATISFACTION_BASE + satisfaction ÷ 100)
 *          × (AVAILABILITY_BASE + (1 − AVAILABILITY_BASE) × last month's fill rate)
 *    with brand and quality after this month's spending, satisfaction as the month opens and the
 *    market's price the running companies' geometric mean. That mean divides every company's
 *    price alike, so it cancels out of the shares: the code divides by the reference price
 *    instead. A stock-out last month (fill rate below 1) sends customers to rivals.
 * 3. Company i's slice of the market is a_i ÷ Σa: the shares sum to 1, and the company's month
 *    runs (stepMonth, unchanged) in a market of that slice's size. There its word of mouth (Bass
 *    imitation from its satisfied customers) and its marketing (Bass innovation) win customers,
 *    and customers beyond its slice lapse to the rivals whose slices grew.
 *
 * Lowering a price, other things equal, raises that company's a and no other: its share never
 * falls (shared-market.test.ts).
 */

/**
 * How much more the share answers to price than the category does: customers choosing between
 * near-identical offers react to a price gap more than the category reacts to its price. With the
 * presets' ε of 1.2–2.2, the share elasticities (2.2–3.2) centre on the mean brand-level price
 * elasticity of the meta-analysis by Bijmolt, van Heerde & Pieters (2005, JMR 42(2)): about −2.6.
 */
export const SHARE_ELASTICITY_EXTRA = 1;
/** An unknown company still gets some consideration: brand 0 → × 0.5, brand 1 → × 1.5. */
export const BRAND_BASE = 0.5;
/** Satisfaction 0 → × 0.5, 100 → × 1.5 (reviews, recommendations, repeat purchase). */
export const SATISFACTION_BASE = 0.5;
/** A company that served none of its demand last month keeps 40% of its pull. */
export const AVAILABILITY_BASE = 0.4;
/** How much the category grows with awareness: at mean brand 1, × 1.46 of the market at the initial brand. */
export const CATEGORY_GAIN = 0.5;

const QUALITY_BASE = 0.7;
const QUALITY_SPAN = 0.6;

/** One company of a shared market as the month opens, with the decisions it runs the month on. */
export interface MarketEntrant {
  state: SimulationState;
  decisions: MonthDecisions;
}

/** How the month's market was divided. */
export interface MarketDivision {
  /** Multiplier of the preset's market potential for the whole market (N × size × category). */
  size: number;
  /** category(b̄), the growth from the class's awareness. */
  category: number;
  /** Geometric mean price of the running companies, in cents (0 when none runs). */
  priceCents: number;
  /** Per company, in the entrants' order: attractiveness (0 when not running) and share (sums to 1). */
  attractiveness: number[];
  shares: number[];
  /** Per company: the size of its slice (size × share), the market its month runs in. */
  slices: number[];
}

/** The attractiveness factors of one company, before the price factor (which needs the market's price). */
function pullOf(preset: BusinessPreset, entrant: MarketEntrant): number {
  const { state, decisions } = entrant;
  const brand = nextBrand(preset, state.brand, decisions.marketingCents);
  const quality = nextQuality(preset, state.quality, decisions.qualityInvestmentCents);
  return (
    (BRAND_BASE + brand) *
    (QUALITY_BASE + QUALITY_SPAN * quality) *
    (SATISFACTION_BASE + state.satisfaction / 100) *
    (AVAILABILITY_BASE + (1 - AVAILABILITY_BASE) * state.lastFactors.fillRate)
  );
}

/**
 * Divides the month's market among the entrants, which share one setup (business type,
 * currency, seed) and one month; `baseSize` is the class market's drawn size (drawMarket). Pure
 * and deterministic: the powers are det-math's, the sums run in the entrants' order.
 */
export function divideMarket(entrants: readonly MarketEntrant[], baseSize: number): MarketDivision {
  const count = entrants.length;
  const attractiveness = new Array<number>(count).fill(0);
  const shares = new Array<number>(count).fill(0);
  if (count === 0) return { size: 0, category: 1, priceCents: 0, attractiveness, shares, slices: [] };
  const setup = entrants[0]!.state.setup;
  const preset = presetFor(setup.businessType, setup.currency);

  let brandSum = 0;
  let logPriceSum = 0;
  let running = 0;
  for (const { state, decisions } of entrants) {
    brandSum += nextBrand(preset, state.brand, decisions.marketingCents);
    if (state.status !== 'running') continue;
    logPriceSum += detLn(decisions.priceCents);
    running++;
  }
  const category = (1 + (CATEGORY_GAIN * brandSum) / count) / (1 + CATEGORY_GAIN * INITIAL_BRAND);
  const size = count * baseSize * category;
  if (running === 0) return { size, category, priceCents: 0, attractiveness, shares, slices: shares.map(() => 0) };

  const marketPriceCents = detExp(logPriceSum / running);
  const exponent = -(preset.priceElasticity + SHARE_ELASTICITY_EXTRA);
  let total = 0;
  entrants.forEach((entrant, i) => {
    if (entrant.state.status !== 'running') return;
    const a = detPow(entrant.decisions.priceCents / preset.referencePriceCents, exponent) * pullOf(preset, entrant);
    attractiveness[i] = a;
    total += a;
  });
  for (let i = 0; i < count; i++) shares[i] = attractiveness[i]! / total;
  const slices = shares.map((share) => size * share);
  return { size, category, priceCents: marketPriceCents, attractiveness, shares, slices };
}
