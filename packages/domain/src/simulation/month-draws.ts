import type { CompanyStore } from './company-store';
import { SEEDS_AT, STREAM_SLOTS } from './draw-layout';
import type { MonthContext } from './month-context';
import { monthMix, monthSeed, uniformDraw } from './random';

/**
 * The month's random numbers for the company in slot i (DRAW_COUNT in draw-layout.ts): each stream's seed for
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
