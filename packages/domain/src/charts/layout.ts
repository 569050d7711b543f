/**
 * The arithmetic of the charts: round ("nice") axis ticks, linear scales and the line chart's
 * layout. Values are whatever the chart plots (cents, shares); the chart formats the labels. Plain
 * TypeScript, so the app's React charts, the public demo's script (no React) and the server's PDF
 * reports draw alike.
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
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
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

/** A horizontal grid line: the zero line solid and stronger, the others faint and dashed. */
export function gridLineStyle(tick: number): { opacity: number; dash: string | undefined } {
  return tick === 0 ? { opacity: 0.7, dash: undefined } : { opacity: 0.2, dash: '3 3' };
}

/** Room around a line chart's plot for the value labels (left) and the month labels (bottom). */
export const LINE_CHART_MARGIN = { top: 12, right: 16, bottom: 40, left: 76 } as const;
/** Month labels closer than this (pixels) are thinned out. */
const MIN_LABEL_GAP = 44;

/**
 * Where a line chart puts things: value ticks covering every value and zero, the y and x scales,
 * and which month labels fit. `count` is the number of months (points per line).
 */
export function lineChartLayout(values: readonly number[], count: number, width: number, height: number) {
  const margin = LINE_CHART_MARGIN;
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 4);
  const y = linearScale([ticks[0]!, ticks.at(-1)!], [height - margin.bottom, margin.top]);
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const x = (i: number) => (count <= 1 ? margin.left + innerWidth / 2 : margin.left + (i / (count - 1)) * innerWidth);
  const shownLabels = thinLabels(count, count > 1 ? innerWidth / (count - 1) : innerWidth, MIN_LABEL_GAP);
  return { margin, ticks, x, y, shownLabels };
}

/** An SVG path through the points (i, values[i]). */
export function linePath(values: readonly number[], x: (i: number) => number, y: (value: number) => number): string {
  return values.map((value, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value).toFixed(1)}`).join('');
}
