import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Okabe–Ito colours, safe for the common colour-vision deficiencies. Each reaches 3:1 against the
 * card in its theme (WCAG's contrast for graphics); lines also differ by dash, so colour is never
 * the only cue. Set on a chart's wrapper; series use var(--chart-N).
 */
export const CHART_PALETTE =
  '[--chart-1:#0072B2] [--chart-2:#D55E00] [--chart-3:#009E73] dark:[--chart-1:#56B4E9] dark:[--chart-2:#E69F00] dark:[--chart-3:#009E73]';

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

/**
 * A chart with its title and a table of the same numbers. The drawing is hidden from assistive
 * technology; the table is always in the page for screen readers, and a button shows it to
 * everyone else (keyboard users included) instead of relying on hovering the drawing.
 */
export function ChartFigure({
  title,
  description,
  legend,
  chart,
  table,
  headingLevel: Heading = 'h3',
  className,
}: {
  title: string;
  description?: ReactNode;
  legend?: readonly LegendItem[];
  chart: ReactNode;
  table: ReactNode;
  headingLevel?: 'h3' | 'h4';
  className?: string;
}) {
  const { t } = useTranslation('simulationMonth');
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <figure aria-labelledby={titleId} className={cn('min-w-0 space-y-3', CHART_PALETTE, className)}>
      <figcaption className="space-y-1">
        <Heading id={titleId} className="text-base font-semibold">
          {title}
        </Heading>
        {description && <div className="text-sm text-muted-foreground">{description}</div>}
      </figcaption>
      {legend && <ChartLegend items={legend} />}
      <div aria-hidden="true">{chart}</div>
      <Button type="button" variant="link" size="sm" className="h-auto px-0" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
        <Table2 aria-hidden="true" />
        {showTable ? t('charts.hideTable') : t('charts.showTable')}
      </Button>
      <div id={tableId} className={showTable ? 'overflow-x-auto' : 'sr-only'}>
        {table}
      </div>
    </figure>
  );
}

/** A plain table of numbers: a caption, column headers, one header cell per row. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string | number; header: string; cells: readonly string[] }[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-xs text-muted-foreground">{caption}</caption>
      <thead>
        <tr className="border-b">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={cn('px-2 py-1.5 font-medium', index === 0 ? 'text-left' : 'text-right')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className="px-2 py-1.5 text-left font-normal">
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="tabular px-2 py-1.5 text-right whitespace-nowrap">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
