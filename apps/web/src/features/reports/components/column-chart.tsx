import { GridLines } from '@/components/charts/grid-lines';
import { useElementWidth } from '@/hooks/use-element-width';
import { CHART_FALLBACK_WIDTH } from '@/lib/charts';
import { linearScale, niceTicks, thinLabels } from '@alavanca/domain/charts/layout';

interface ColumnSeries {
  key: string;
  values: readonly number[];
  color: string;
}

const MARGIN = { top: 12, right: 8, bottom: 36, left: 44 } as const;
/** Category labels closer than this (pixels) are thinned out. */
const MIN_LABEL_GAP = 56;
/** Room between one category's column and the next's. */
const GAP_SHARE = 0.3;

/**
 * Columns per category (a simulation, a week), the series stacked in each: drawn in the
 * container's real width, hidden from assistive technology (the figure's table holds the numbers).
 */
export function ColumnChart({
  categories,
  series,
  formatValue,
  height = 220,
}: {
  categories: readonly string[];
  series: readonly ColumnSeries[];
  formatValue: (value: number) => string;
  height?: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(CHART_FALLBACK_WIDTH);
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const ticks = niceTicks(0, Math.max(1, ...totals), 4);
  const y = linearScale([0, ticks.at(-1)!], [height - MARGIN.bottom, MARGIN.top]);
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const band = innerWidth / Math.max(1, categories.length);
  const columnWidth = Math.max(2, band * (1 - GAP_SHARE));
  const shown = new Set(thinLabels(categories.length, band, MIN_LABEL_GAP));

  return (
    <div ref={ref} className="w-full contain-inline-size">
      <svg width={width} height={height} className="block text-muted-foreground" focusable="false" aria-hidden="true">
        <GridLines ticks={ticks} y={y} left={MARGIN.left} right={width - MARGIN.right} format={formatValue} />
        {categories.map((category, i) => {
          const x = MARGIN.left + i * band + (band - columnWidth) / 2;
          let base = 0;
          return (
            <g key={`${category}-${i}`}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                const top = y(base + value);
                const bottom = y(base);
                base += value;
                return value > 0 ? (
                  <rect key={s.key} x={x} y={top} width={columnWidth} height={bottom - top} fill={s.color} rx={1} />
                ) : null;
              })}
              {shown.has(i) && (
                <text
                  x={x + columnWidth / 2}
                  y={height - MARGIN.bottom + 16}
                  textAnchor="middle"
                  className="fill-current text-[11px]"
                >
                  {category}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
