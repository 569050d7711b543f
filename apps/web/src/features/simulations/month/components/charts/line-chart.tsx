import { useElementWidth } from '@/hooks/use-element-width';
import { lineChartLayout, linePath } from '@alavanca/domain/charts/layout';
import { CHART_FALLBACK_WIDTH } from '@/lib/charts';
import { GridLines } from '@/components/charts/grid-lines';

export interface AxisLabel {
  /** The month's name ('mar.'). */
  name: string;
  /** The simulated month's number. */
  number: string;
}

export interface LineSeries {
  key: string;
  values: readonly number[];
  color: string;
  dash?: string;
}

export interface Band {
  lower: readonly number[];
  upper: readonly number[];
  color: string;
}

/** Below this many months each point gets a dot; beyond, the line alone reads better. */
const MAX_DOTS = 24;

/**
 * Lines over the months, with an optional shaded band (the forecast's P10–P90). Drawn in the
 * container's real width; y labels come formatted by the caller (money in the simulation's
 * currency), x labels are the months' names with their numbers underneath.
 */
export function LineChart({
  labels,
  series,
  band,
  formatValue,
  height = 240,
}: {
  labels: readonly AxisLabel[];
  series: readonly LineSeries[];
  band?: Band;
  formatValue: (value: number) => string;
  height?: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(CHART_FALLBACK_WIDTH);
  const count = labels.length;
  const all = [...series.flatMap((s) => s.values), ...(band ? [...band.lower, ...band.upper] : [])];
  const { margin, ticks, x, y, shownLabels: shown } = lineChartLayout(all, count, width, height);

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
        <GridLines ticks={ticks} y={y} left={margin.left} right={width - margin.right} format={formatValue} />
        {shown.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={height - margin.bottom + 16}
            textAnchor="middle"
            className="fill-current text-[11px]"
          >
            <tspan>{labels[i]!.name}</tspan>
            <tspan x={x(i)} dy="1.2em" className="text-[10px]">
              {labels[i]!.number}
            </tspan>
          </text>
        ))}
        {band && count > 0 && (
          <path
            d={`${linePath(band.upper, x, y)}${band.lower
              .map((value, i) => [i, value] as const)
              .reverse()
              .map(([i, value]) => `L${x(i).toFixed(1)},${y(value).toFixed(1)}`)
              .join('')}Z`}
            fill={band.color}
            fillOpacity={0.2}
            stroke="none"
          />
        )}
        {series.map((s) => (
          <g key={s.key}>
            <path
              d={linePath(s.values, x, y)}
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dash}
              strokeLinejoin="round"
            />
            {count <= MAX_DOTS &&
              s.values.map((value, i) => <circle key={i} cx={x(i)} cy={y(value)} r={3} fill={s.color} />)}
          </g>
        ))}
      </svg>
    </div>
  );
}
