import type { Kpis } from '@alavanca/domain/simulation/types';

/** The width a chart draws in before its container has one (hidden, or no layout as in tests). */
export const CHART_FALLBACK_WIDTH = 640;

/**
 * The three money lines of a simulation's history, styled the same wherever they are drawn:
 * revenue solid, net result dashed, cash dotted (colours from the chart palette).
 */
export const MONEY_LINES = [
  { key: 'revenue', kpi: 'revenueCents', color: 'var(--chart-1)', dash: undefined },
  { key: 'netProfit', kpi: 'netProfitCents', color: 'var(--chart-2)', dash: '7 4' },
  { key: 'cash', kpi: 'cashCents', color: 'var(--chart-3)', dash: '2 3' },
] as const satisfies readonly { key: string; kpi: keyof Kpis; color: string; dash: string | undefined }[];
