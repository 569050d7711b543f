import { MONEY_LINES } from '@/lib/charts';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '../utils/format';
import type { PlayedMonth } from '../utils/played-company';
import { ChartFigure, DataTable } from '@/components/chart-figure';
import { LineChart } from './charts/line-chart';

const SERIES = MONEY_LINES.map((line) => ({ ...line, value: (m: PlayedMonth) => m.result.kpis[line.kpi] }));

/** Revenue, net result and cash of every month played, with the same numbers as a table. */
export function HistoryChart({ months, format }: { months: readonly PlayedMonth[]; format: SimulationFormat }) {
  const { t } = useTranslation('simulationMonth');
  return (
    <section className="rounded-xl border bg-card p-6" data-testid="history-chart">
      <ChartFigure
        headingLevel="h3"
        title={t('history.title')}
        description={t('history.description', { currency: format.currency })}
        legend={SERIES.map((series) => ({
          key: series.key,
          label: t(`history.series.${series.key}`),
          color: series.color,
          dash: series.dash,
        }))}
        chart={
          <LineChart
            labels={months.map((month) => ({ name: format.monthName(month.month), number: String(month.month) }))}
            series={SERIES.map((series) => ({
              key: series.key,
              color: series.color,
              dash: series.dash,
              values: months.map(series.value),
            }))}
            formatValue={format.compactMoney}
          />
        }
        table={
          <DataTable
            caption={t('history.tableCaption')}
            columns={[t('charts.month'), ...SERIES.map((series) => t(`history.series.${series.key}`))]}
            rows={months.map((month) => ({
              key: month.month,
              header: t('charts.monthRow', { month: month.month, name: format.monthName(month.month, 'long') }),
              cells: SERIES.map((series) => format.money(series.value(month))),
            }))}
          />
        }
      />
    </section>
  );
}
