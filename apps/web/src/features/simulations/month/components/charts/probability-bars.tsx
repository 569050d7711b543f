import { useElementWidth } from '@/hooks/use-element-width';
import { linearScale, thinLabels } from '@alavanca/domain/charts/layout';
import { CHART_FALLBACK_WIDTH } from '@/lib/charts';
import { GridLines } from '@/components/charts/grid-lines';
import type { AxisLabel } from './line-chart';

const MARGIN = { top: 12, right: 16, bottom: 40, left: 52 };
const TICKS = [0, 0.25, 0.5, 0.75, 1] as const;
const MIN_LABEL_GAP = 44;
const BAR_SHARE = 0.6;

/** One bar per month of a probability (0–1): the share of futures in which something happens. */
export function ProbabilityBars({
  labels,
  values,
  color,
  formatPercent,
  height = 200,
}: {
  labels: readonly AxisLabel[];
  values: readonly number[];
  color: string;
  formatPercent: (ratio: number) => string;
  height?: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(CHART_FALLBACK_WIDTH);
  const count = labels.length;
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const slot = innerWidth / Math.max(1, count);
  const y = linearScale([0, 1], [height - MARGIN.bottom, MARGIN.top]);
  const shown = thinLabels(count, slot, MIN_LABEL_GAP);
  const center = (i: number) => MARGIN.left + slot * (i + 0.5);
  return (
    // Sized by its container alone: the drawing takes the width it is given, so letting the drawing's
    // own width count would keep a chart drawn wide (before the first measure) from ever narrowing.
    <div ref={ref} className="w-full contain-inline-size">
      <svg
        width={width}
        height={height}
        className="block overflow-visible text-muted-foreground"
        focusable="false"
        aria-hidden="true"
      >
        <GridLines ticks={TICKS} y={y} left={MARGIN.left} right={width - MARGIN.right} format={formatPercent} />
        {values.map((value, i) => (
          <rect
            key={i}
            x={center(i) - (slot * BAR_SHARE) / 2}
            y={y(value)}
            width={slot * BAR_SHARE}
            height={Math.max(0, y(0) - y(value))}
            fill={color}
            rx={2}
          />
        ))}
        {shown.map((i) => (
          <text
            key={i}
            x={center(i)}
            y={height - MARGIN.bottom + 16}
            textAnchor="middle"
            className="fill-current text-[11px]"
          >
            <tspan>{labels[i]!.name}</tspan>
            <tspan x={center(i)} dy="1.2em" className="text-[10px]">
              {labels[i]!.number}
            </tspan>
          </text>
        ))}
      </svg>
    </div>
  );
}
