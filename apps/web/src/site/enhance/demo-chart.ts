import { gridLineStyle, lineChartLayout, linePath } from '@alavanca/domain/charts/layout';
import { CHART_FALLBACK_WIDTH, MONEY_LINES } from '@/lib/charts';
import type { Kpis } from '@alavanca/domain/simulation/types';

const SVG_NS = 'http://www.w3.org/2000/svg';
const HEIGHT = 220;
const TEXT_CLASS = 'fill-current text-[11px]';

function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number | undefined>,
  text?: string,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, name);
  for (const [attribute, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(attribute, String(value));
  }
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * The demo's history drawn as the app's history chart is (same layout, palette and dashes):
 * revenue, net result and cash of every month played, in the container's current width. The
 * drawing is hidden from assistive technology; the table beside it holds the same numbers.
 */
export function drawHistoryChart(
  container: HTMLElement,
  months: readonly { month: number; kpis: Kpis }[],
  formatMoney: (cents: number) => string,
): void {
  const width = container.clientWidth || CHART_FALLBACK_WIDTH;
  const lines = MONEY_LINES.map((line) => ({ ...line, values: months.map(({ kpis }) => kpis[line.kpi]) }));
  const { margin, ticks, x, y, shownLabels } = lineChartLayout(
    lines.flatMap((line) => line.values),
    months.length,
    width,
    HEIGHT,
  );
  const chart = svgElement('svg', {
    width,
    height: HEIGHT,
    class: 'block overflow-visible text-muted-foreground',
    focusable: 'false',
    'aria-hidden': 'true',
  });
  for (const tick of ticks) {
    const grid = gridLineStyle(tick);
    chart.append(
      svgElement('line', {
        x1: margin.left,
        x2: width - margin.right,
        y1: y(tick),
        y2: y(tick),
        stroke: 'currentColor',
        'stroke-opacity': grid.opacity,
        'stroke-dasharray': grid.dash,
      }),
      svgElement(
        'text',
        { x: margin.left - 8, y: y(tick), dy: '0.32em', 'text-anchor': 'end', class: `tabular ${TEXT_CLASS}` },
        formatMoney(tick),
      ),
    );
  }
  for (const i of shownLabels) {
    chart.append(
      svgElement(
        'text',
        { x: x(i), y: HEIGHT - margin.bottom + 16, 'text-anchor': 'middle', class: TEXT_CLASS },
        String(months[i]!.month),
      ),
    );
  }
  for (const line of lines) {
    chart.append(
      svgElement('path', {
        d: linePath(line.values, x, y),
        fill: 'none',
        stroke: line.color,
        'stroke-width': 2.5,
        'stroke-dasharray': line.dash,
        'stroke-linejoin': 'round',
      }),
    );
    for (const [i, value] of line.values.entries())
      chart.append(svgElement('circle', { cx: x(i), cy: y(value), r: 3, fill: line.color }));
  }
  container.replaceChildren(chart);
}
