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
  const drawn = drawMarket(state.setup.seed >>> 0, DIFFICULTY_RULES[state.setup.difficulty].marketSpread);
  return { truth: { ...drawn, size: sliceSize }, weight: RIVALS_LEARNING * learnedWeight(state.month) };
}
