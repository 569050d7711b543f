import { cn } from '@/lib/utils';
import type { MonthResult } from '@alavanca/domain/simulation/types';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '../utils/format';
import { cashWaterfall, revenueWaterfall, type Waterfall } from '../utils/waterfall';

/**
 * One waterfall as a table: each row a step (last month's value, each driver, this month's), its
 * bar drawn inside the row, its amount in the last column. Being a real table, it is its own text
 * alternative; the bars are decoration for the eye.
 */
function WaterfallTable({
  kind,
  waterfall,
  month,
  format,
}: {
  kind: 'revenue' | 'cash';
  waterfall: Waterfall;
  month: number;
  format: SimulationFormat;
}) {
  const { t } = useTranslation('simulationMonth');
  const span = waterfall.max - waterfall.min || 1;
  const position = (value: number) => ((value - waterfall.min) / span) * 100;
  const label = (key: string) => {
    if (key === 'end') return t(`why.${kind}.end`, { month });
    if (key !== 'start') return t(`why.${kind}.drivers.${key}`);
    // Before the first month there was no revenue: "month 0" would read as a mistake.
    return kind === 'revenue' && month === 1
      ? t('why.revenue.startFirst')
      : t(`why.${kind}.start`, { month, previous: month - 1 });
  };
  const largest = waterfall.largest && waterfall.rows.find((row) => row.key === waterfall.largest);
  const headline =
    waterfall.change === 0
      ? t(`why.${kind}.unchanged`)
      : t(`why.${kind}.changed`, { change: format.signedMoney(waterfall.change) });
  const titleId = `why-${kind}-title`;

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3" data-testid={`waterfall-${kind}`}>
      <div className="space-y-1">
        <h3 id={titleId} className="text-base font-semibold">
          {t(`why.${kind}.title`)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {headline}
          {largest && ` ${t('why.largest', { driver: label(largest.key), amount: format.signedMoney(largest.value) })}`}
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
    </section>
  );
}

/** Why revenue and cash changed this month: the engine's drivers, which sum exactly to each change. */
export function WhyWaterfall({ result, format }: { result: MonthResult; format: SimulationFormat }) {
  const { t } = useTranslation('simulationMonth');
  return (
    <section
      aria-labelledby="why-title"
      className="space-y-4 rounded-xl border bg-card p-6 [--chart-1:#0072B2] dark:[--chart-1:#56B4E9]"
    >
      <div className="space-y-1">
        <h2 id="why-title" className="text-lg font-semibold">
          {t('why.title', { month: result.month })}
        </h2>
        <p className="text-sm text-muted-foreground">{t('why.intro')}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <WaterfallTable kind="revenue" waterfall={revenueWaterfall(result)} month={result.month} format={format} />
        <WaterfallTable kind="cash" waterfall={cashWaterfall(result)} month={result.month} format={format} />
      </div>
    </section>
  );
}
