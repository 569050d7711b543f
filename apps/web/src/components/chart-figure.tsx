import { CHART_PALETTE, ChartLegend, type LegendItem } from '@/components/chart-legend';
import { TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('common');
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
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        <Table2 aria-hidden="true" />
        {showTable ? t('ui.hideTable') : t('ui.showTable')}
      </Button>
      {/* Unshown, the table is only for screen readers: no scrolling box for keys to land on. */}
      <div id={tableId}>
        {showTable ? <TableScroll label={title}>{table}</TableScroll> : <div className="sr-only">{table}</div>}
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
  rows: readonly { key: string | number; header: ReactNode; cells: readonly string[] }[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-xs text-muted-foreground">{caption}</caption>
      <thead>
        <tr className="border-b">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn('px-2 py-1.5 font-medium', index === 0 ? 'text-left' : 'text-right')}
            >
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
