import { marketColumnsOf, type MarketColumns } from '../simulation/company-store';
import type { LearnedMarket } from '../simulation/forecast';
import { drawMarket, learnedWeight } from '../simulation/market';
import { DIFFICULTY_RULES } from '../simulation/presets';
import type { SimulationState } from '../simulation/types';
import type { MarketMode } from './class-month';

/**
 * How far a shared-market company's months reveal the market its forecast leans to, against a
 * company alone: half. Its slice is its rivals' doing as much as its own, and their next
 * decisions are unknown, so the forecast's paths keep more of their own markets' spread.
 */
export const RIVALS_LEARNING = 0.5;

/**
 * The market a class company's risk forecast leans to. In a solo market, the one its seed draws
 * (undefined: the forecast's default). In a shared market, the class's market at the size of the
 * company's last slice (`sliceSize`, null before the first round), leaned to by half the weight a
 * company alone would give it (RIVALS_LEARNING): the rivals' behaviour is part of the uncertainty.
 */
export function classForecastMarket(
  state: SimulationState,
  mode: MarketMode,
  sliceSize: number | null,
): LearnedMarket | undefined {
  if (mode === 'solo' || sliceSize === null) return undefined;
  return { truth: { ...classMarket(state), size: sliceSize }, weight: RIVALS_LEARNING * learnedWeight(state.month) };
}

/**
 * The market a class company's next month is previewed in (stepMonth's `market`). In a shared
 * market, the class's market at the size of the company's last slice: the rivals' next decisions,
 * which move the slice, are unknown until the round closes, so the preview is an estimate there.
 * Undefined in a solo market and before the first round, where the seed's own market is the
 * preview's (a class of equal companies meets, each, a solo company's market).
 */
export function classPreviewMarket(
  state: SimulationState,
  mode: MarketMode,
  sliceSize: number | null,
): MarketColumns | undefined {
  if (mode === 'solo' || sliceSize === null) return undefined;
  return { ...marketColumnsOf(classMarket(state)), size: sliceSize };
}

/** The class's market: the one its seed draws, shared by every company (class-month.ts). */
function classMarket(state: SimulationState) {
  return drawMarket(state.setup.seed >>> 0, DIFFICULTY_RULES[state.setup.difficulty].marketSpread);
}
