import type { CompanyStore } from './company-store';
import type { MonthContext } from './month-context';
import { monthMix, monthSeed, uniformDraw } from './random';
import { EVENT_TYPES } from './types';

/** Event types, drawn in the order of EVENT_TYPES. */
export const EVENT_COUNT = EVENT_TYPES.length;
/** Random streams of a company: one per event type, then acquisition, churn and demand. */
export const ACQUISITION_SLOT = EVENT_COUNT;
export const CHURN_SLOT = EVENT_COUNT + 1;
export const DEMAND_SLOT = EVENT_COUNT + 2;
export const STREAM_SLOTS = EVENT_COUNT + 3;
/**
 * The month's random numbers, as drawMonth leaves them in MonthTrace.draws: each stream's seed for
 * the month, then the first draw of each event type's stream (does it fire?), five draws of the
 * acquisition stream (four for the noise, one to round the new customers), one of the churn
 * stream, five of the demand stream. An event that fires draws its magnitude (its stream's second
 * draw) from its seed.
 */
export const SEEDS_AT = 0;
export const FIRES_AT = STREAM_SLOTS;
export const ACQUISITION_AT = FIRES_AT + EVENT_COUNT;
export const CHURN_AT = ACQUISITION_AT + 5;
export const DEMAND_AT = CHURN_AT + 1;
export const DRAW_COUNT = DEMAND_AT + 5;

/**
 * The month's random numbers for the company in slot i (see DRAW_COUNT): each stream's seed for
 * the month, then the draws the month reads. One loop over the streams, so the few lines of the
 * generator are compiled once into it, not once per draw.
 */
export function drawMonth(ctx: MonthContext, s: CompanyStore, i: number, month: number, draws: Float64Array): void {
  const mix = monthMix(month);
  const streams = i * STREAM_SLOTS;
  for (let j = 0; j < STREAM_SLOTS; j++) {
    const seed = monthSeed(s.streams[streams + j]!, mix);
    draws[SEEDS_AT + j] = seed;
    const at = ctx.drawsAt[j]!;
    for (let k = 0, n = ctx.drawCounts[j]!; k < n; k++) draws[at + k] = uniformDraw(seed, k + 1);
  }
}
