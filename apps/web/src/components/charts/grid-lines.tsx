import { gridLineStyle } from '@alavanca/domain/charts/layout';

/** The horizontal grid of a chart: one line and one value label per tick. */
export function GridLines({
  ticks,
  y,
  left,
  right,
  format,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
  format: (value: number) => string;
}) {
  return ticks.map((tick) => {
    const grid = gridLineStyle(tick);
    return (
      <g key={tick}>
        <line
          x1={left}
          x2={right}
          y1={y(tick)}
          y2={y(tick)}
          stroke="currentColor"
          strokeOpacity={grid.opacity}
          strokeDasharray={grid.dash}
        />
        <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="tabular fill-current text-[11px]">
          {format(tick)}
        </text>
      </g>
    );
  });
}
