// Shared by the app's charts and the public demo's pre-rendered chart (site/pages/demo.tsx).

/**
 * Okabe–Ito colours (the fourth a darker reddish purple, for contrast), safe for the common
 * colour-vision deficiencies. Each reaches 3:1 against the
 * card in its theme (WCAG's contrast for graphics); lines also differ by dash, so colour is never
 * the only cue. Set on a chart's wrapper; series use var(--chart-N).
 */
export const CHART_PALETTE =
  '[--chart-1:#0072B2] [--chart-2:#D55E00] [--chart-3:#009E73] [--chart-4:#B4468C] dark:[--chart-1:#56B4E9] dark:[--chart-2:#E69F00] dark:[--chart-3:#009E73] dark:[--chart-4:#E58FC0]';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** A line's dash pattern; 'area' draws a filled swatch. */
  dash?: string | 'area';
}

export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <svg width="20" height="10" aria-hidden="true" focusable="false">
            {item.dash === 'area' ? (
              <rect x="0" y="1" width="20" height="8" rx="2" fill={item.color} opacity="0.25" stroke={item.color} />
            ) : (
              <line x1="0" y1="5" x2="20" y2="5" stroke={item.color} strokeWidth="2.5" strokeDasharray={item.dash} />
            )}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
