import { EmptyState } from '@/components/empty-state';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '../utils/format';
import type { PlayedCompany, PlayedIn } from '../utils/played-company';
import { HistoryChart } from './history-chart';
import { KpiCards } from './kpi-cards';
import { MonthEvents } from './month-events';
import { Statements } from './statements';
import { WhyWaterfall } from './why-waterfall';

/**
 * The month just played: its indicators, its events, why revenue and cash moved, every month so
 * far on a chart, and the statements. Before the first month, what to do to see them.
 */
export function LastMonth({
  company,
  format,
  playedIn,
}: {
  company: PlayedCompany;
  format: SimulationFormat;
  playedIn?: PlayedIn;
}) {
  const { t } = useTranslation('simulationMonth');
  const last = company.months.at(-1);
  if (!last) {
    return (
      <EmptyState
        icon={CalendarClock}
        title={t('lastMonth.emptyTitle')}
        description={t('lastMonth.emptyDescription', { context: playedIn })}
      />
    );
  }
  const previous = company.months.at(-2)?.result.kpis ?? null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="last-month-title" className="space-y-4">
        <h2 id="last-month-title" className="text-lg font-semibold">
          {t('lastMonth.title', { month: last.month, name: format.monthName(last.month, 'long') })}
        </h2>
        <KpiCards
          kpis={last.result.kpis}
          previous={previous}
          month={last.month}
          priceCents={last.result.decisions.priceCents}
          format={format}
        />
      </section>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HistoryChart months={company.months} format={format} />
        <MonthEvents result={last.result} setup={company.setup} format={format} />
      </div>
      <WhyWaterfall result={last.result} format={format} />
      <Statements result={last.result} format={format} />
    </div>
  );
}
