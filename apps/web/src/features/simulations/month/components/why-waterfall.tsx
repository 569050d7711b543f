import { cn } from '@/lib/utils';
import type { MonthResult } from '@alavanca/domain/simulation/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '../utils/format';
import { FoldedSection } from './folded-section';
import { cashWaterfall, profitWaterfall, revenueWaterfall, type Waterfall } from '../utils/waterfall';

/**
 * One waterfall as a table: each row a step (the starting value, each driver, the value it ends
 * at), its bar drawn inside the row, its amount in the last column. Being a real table, it is its
 * own text alternative; the bars are decoration for the eye. `children` go under the table.
 */
function WaterfallTable({
  kind,
  waterfall,
  month,
  format,
  children,
}: {
  kind: 'revenue' | 'cash' | 'profit';
  waterfall: Waterfall;
  month: number;
  format: SimulationFormat;
  children?: ReactNode;
}) {
  const { t } = useTranslation('simulationMonth');
  const span = waterfall.max - waterfall.min || 1;
  const position = (value: number) => ((value - waterfall.min) / span) * 100;
  const label = (key: string) => {
    if (key === 'end') return t(`why.${kind}.end`, { month });
    // The profit bridge's steps are the income statement's own lines: named as the statement names them.
    if (key !== 'start') return t(kind === 'profit' ? `statements.income.${key}` : `why.${kind}.drivers.${key}`);
    // Before the first month there was no revenue: "month 0" would read as a mistake.
    return kind === 'revenue' && month === 1
      ? t('why.revenue.startFirst')
      : t(`why.${kind}.start`, { month, previous: month - 1 });
  };
  const largest = waterfall.largest && waterfall.rows.find((row) => row.key === waterfall.largest);
  const start = waterfall.rows[0]!.value;
  const end = start + waterfall.change;
  const headline =
    kind === 'profit'
      ? // From revenue down to profit: what is left is the news, not how far it fell.
        t(end < 0 ? 'why.profit.loss' : 'why.profit.profit', {
          amount: format.money(Math.abs(end)),
          revenue: format.money(start),
        })
      : waterfall.change === 0
        ? t(`why.${kind}.unchanged`)
        : t(`why.${kind}.changed`, { change: format.signedMoney(waterfall.change) });
  // Every step of the profit bridge is a cost: the largest is named as one.
  const largestKey = kind === 'profit' ? 'why.profit.largest' : 'why.largest';
  const titleId = `why-${kind}-title`;

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3" data-testid={`waterfall-${kind}`}>
      <div className="space-y-1">
        <h3 id={titleId} className="text-base font-semibold">
          {t(`why.${kind}.title`)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {headline}
          {largest && ` ${t(largestKey, { driver: label(largest.key), amount: format.signedMoney(largest.value) })}`}
        </p>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t(`why.${kind}.caption`, { month })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('why.columns.step')}</th>
            <th scope="col">{t('why.columns.bar')}</th>
            <th scope="col">{t('why.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {waterfall.rows.map((row) => {
            const left = position(Math.min(row.from, row.to));
            const width = Math.max(0.5, Math.abs(position(row.to) - position(row.from)));
            const total = row.kind !== 'driver';
            return (
              <tr
                key={row.key}
                className={cn('border-b last:border-0', total && 'font-medium')}
                data-testid="waterfall-row"
                data-kind={row.kind}
              >
                <th scope="row" className="w-2/5 py-1.5 pr-3 text-left font-[inherit]">
                  {label(row.key)}
                </th>
                <td className="py-1.5" aria-hidden="true">
                  <div className="relative h-4 w-full">
                    <div className="absolute inset-y-0 w-px bg-border" style={{ left: `${position(0)}%` }} />
                    <div
                      className={cn(
                        'absolute inset-y-0.5 rounded-sm',
                        total ? 'bg-[var(--chart-1)]' : row.value >= 0 ? 'bg-success' : 'bg-destructive',
                      )}
                      style={{ left: `${left}%`, width: `${width}%` }}
                    />
                  </div>
                </td>
                <td
                  className="tabular w-1/4 py-1.5 pl-3 text-right whitespace-nowrap"
                  data-testid="waterfall-amount"
                  data-cents={row.value}
                >
                  {total ? format.money(row.value) : format.signedMoney(row.value)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {children}
    </section>
  );
}

/**
 * Why the month ended as it did: how its revenue became its profit, line by line of the income
 * statement, and why revenue and cash changed, driver by driver. Each table closes exactly.
 */
export function WhyWaterfall({ result, format }: { result: MonthResult; format: SimulationFormat }) {
  const { t } = useTranslation('simulationMonth');
  const { lostSalesUnits } = result.kpis;
  return (
    <FoldedSection
      section="monthBridges"
      title={t('why.title', { month: result.month })}
      hint={t('why.hint')}
      className="[--chart-1:#0072B2] dark:[--chart-1:#56B4E9]"
    >
      <p className="text-sm text-muted-foreground">{t('why.intro')}</p>
      {/* One column on phones, profit first; from lg, profit (the longest) on the left beside the other two. */}
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0 lg:row-span-2">
          <WaterfallTable kind="profit" waterfall={profitWaterfall(result)} month={result.month} format={format}>
            {/* Sales missing stock or staff turned away are not in the statement, yet they cost the month too. */}
            {lostSalesUnits > 0 && (
              <p className="text-sm text-muted-foreground" data-testid="waterfall-lost-sales">
                {t('why.profit.lostSales', {
                  count: lostSalesUnits,
                  value: format.count(lostSalesUnits),
                  amount: format.money(lostSalesUnits * result.decisions.priceCents),
                })}
              </p>
            )}
          </WaterfallTable>
        </div>
        <WaterfallTable kind="revenue" waterfall={revenueWaterfall(result)} month={result.month} format={format} />
        <WaterfallTable kind="cash" waterfall={cashWaterfall(result)} month={result.month} format={format} />
      </div>
    </FoldedSection>
  );
}
