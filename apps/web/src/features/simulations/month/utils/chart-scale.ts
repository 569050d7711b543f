/**
 * The arithmetic of the month screen's charts: round ("nice") axis ticks and linear scales.
 * Values are whatever the chart plots (cents, shares); the chart formats the labels.
 */

const NICE_FRACTIONS = [1, 2, 2.5, 5, 10] as const;

function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  return (NICE_FRACTIONS.find((nice) => fraction <= nice) ?? 10) * magnitude;
}

/**
 * About `count` evenly spaced round ticks that cover [min, max], zero included when the range
 * crosses it. A flat series (min = max) gets a range around its value.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (!Number.isFinite(low) || !Number.isFinite(high)) return [0, 1];
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) / 2;
    low -= pad;
    high += pad;
  }
  const step = niceStep((high - low) / Math.max(1, count));
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  // Counting steps (not adding them) keeps 0.1 + 0.2 drift out of the labels.
  for (let i = first; i <= last; i++) ticks.push(i * step + 0);
  return ticks;
}

/** Maps a domain linearly onto a range (pixels); a zero-width domain maps to the range's middle. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Indexes of the labels to draw so that neighbours sit at least `minGap` pixels apart (the last always shown). */
export function thinLabels(count: number, spacing: number, minGap: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(minGap / Math.max(spacing, 1)));
  const shown: number[] = [];
  for (let i = 0; i < count; i += every) shown.push(i);
  const lastIndex = count - 1;
  if (shown.at(-1) !== lastIndex) {
    // Make room for the last label rather than let two overlap.
    if (shown.length > 1 && lastIndex - shown.at(-1)! < every) shown.pop();
    shown.push(lastIndex);
  }
  return shown;
}
