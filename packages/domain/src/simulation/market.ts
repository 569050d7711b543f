import { detExp } from './det-math';
import { irwinHallNormal, streamSeed, uniformDraw, STREAMS } from './random';

/*
 * THE MARKET A COMPANY MEETS. A founder knows the typical numbers of the trade (the preset) but
 * not the market in front of them: how many people it really holds, what price it accepts, how
 * fast word of mouth spreads. Each simulation's seed draws them once, from the distributions
 * below, and nothing on the screen shows them: the months reveal them, as in life. So the same
 * sensible plan thrives on one seed and struggles on another, and the risk forecast, whose paths
 * draw markets of their own, carries that uncertainty (forecast.ts narrows it as months pass).
 *
 * The spreads on 'normal' (docs/decisions/020-simulation-calibration.md; the difficulty scales them):
 * - size: log-normal, σ = 0.35 on the logarithm (10th–90th percentile 0.64×–1.57× the preset):
 *   a small business's reachable market is the founder's guess, and guesses of new demand miss
 *   by tens of percent;
 * - the price the market accepts: log-normal around the reference price, σ = 0.12 (10th–90th
 *   percentile 0.86×–1.17×): neighbourhoods and niches pay differently for the same thing;
 * - how steeply demand falls off above that price: log-normal factor on the preset's steepness,
 *   σ = 0.2;
 * - word of mouth: log-normal factor on the preset's imitation coefficient, σ = 0.4 (the spread
 *   of q across the Bass-model studies is wider still).
 * The draws are Irwin–Hall normals, bounded at ±3.46σ, so no seed meets an absurd market.
 */
export const MARKET_SPREAD = {
  size: 0.35,
  acceptedPrice: 0.12,
  steepness: 0.2,
  wordOfMouth: 0.4,
} as const;

/** A market's hidden truth: multipliers of the preset's figures (the accepted price as a ratio of the reference price). */
export interface Market {
  size: number;
  acceptedPriceRatio: number;
  steepness: number;
  wordOfMouth: number;
}

/** The market stream's month: drawn once, before the first month. */
const MARKET_MONTH = 0;

function logNormalFactor(seed: number, first: number, sigma: number): number {
  const z = irwinHallNormal(
    uniformDraw(seed, first),
    uniformDraw(seed, first + 1),
    uniformDraw(seed, first + 2),
    uniformDraw(seed, first + 3),
  );
  return detExp(sigma * z);
}

/**
 * The market a seed draws, with the spreads above times `spread` (the difficulty's
 * marketSpread: the easy level's markets are closer to the preset). A pure function of its
 * arguments: the same market in every runtime.
 */
export function drawMarket(seed: number, spread: number): Market {
  const s = streamSeed(seed, STREAMS.market, MARKET_MONTH);
  return {
    size: logNormalFactor(s, 1, spread * MARKET_SPREAD.size),
    acceptedPriceRatio: logNormalFactor(s, 5, spread * MARKET_SPREAD.acceptedPrice),
    steepness: logNormalFactor(s, 9, spread * MARKET_SPREAD.steepness),
    wordOfMouth: logNormalFactor(s, 13, spread * MARKET_SPREAD.wordOfMouth),
  };
}

/**
 * Months of results after which the risk forecast's markets have moved halfway from the founder's
 * prior to the company's true market: the months reveal it (forecast.ts).
 */
export const MARKET_LEARNING_MONTHS = 6;

/** How far the forecast's markets lean to the true one after `months` months of results (0 to 1). */
export function learnedWeight(months: number): number {
  return months / (months + MARKET_LEARNING_MONTHS);
}

/** A number between a guess and the truth, on the logarithmic scale: weight 0 is the guess, 1 the truth. */
export function leanLog(guessLog: number, truthLog: number, weight: number): number {
  // Equal inputs give that input exactly, so a path with the simulation's own seed is the simulation.
  if (guessLog === truthLog || weight === 0) return guessLog;
  return (1 - weight) * guessLog + weight * truthLog;
}

/**
 * Share of the reachable market willing to buy at a price, relative to the share at the price
 * the market accepts: 2 / (1 + (price ÷ accepted price)^steepness). 1 at the accepted price,
 * up to 2 for a give-away price, and falling off steeply above it (a third at 1.5× with steepness
 * 3.5, 6% at twice): the willingness to pay of the people in the market, spread around the
 * price they are used to. `logPriceGap` is ln(price ÷ accepted price).
 */
export function willingShare(logPriceGap: number, steepness: number): number {
  return 2 / (1 + detExp(steepness * logPriceGap));
}
