import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { LearnedMarket, RiskForecast } from '@alavanca/domain/simulation/forecast';
import { riskFigure } from '@alavanca/domain/simulation/risk-figure';
import { EVENT_CHOICES, type MonthDecisions, type SimulationState } from '@alavanca/domain/simulation/types';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRiskForecast, type RiskPolicy } from '../hooks/use-risk-forecast';
import type { PlayedIn } from '../utils/played-company';
import type { SimulationFormat } from '../utils/format';
import { ChartFigure, DataTable } from '@/components/chart-figure';
import { RadioCards } from './decision-fields';
import { FoldedSection } from './folded-section';
import { LineChart, type AxisLabel } from './charts/line-chart';
import { ProbabilityBars } from './charts/probability-bars';

/** The panel's element id: the month's summary moves focus here when cash is the thing to watch. */
export const RISK_SECTION_ID = 'risk-forecast';

/** The second figure, labelled as such: the chance within the next six months. */
const SHORT_TERM = 6;

const POLICIES = ['keep', 'adaptive'] as const satisfies readonly RiskPolicy[];

/**
 * The sentence a screen reader hears first: the risk figure (simulation/risk-figure.ts: out of
 * cash by the end of the simulation, the dashboard's, the reports' and the mentor's number) under
 * the policy chosen, then the chance within six months when the end is further away.
 */
export function useRiskSummary(forecast: RiskForecast, format: SimulationFormat, policy: RiskPolicy): string {
  const { t } = useTranslation('simulationMonth');
  const figure = t('risk.figure', {
    plan: t(`risk.plan.${policy}`),
    horizon: forecast.fromMonth + forecast.months,
    risk: format.risk(riskFigure(forecast)),
  });
  return forecast.months > SHORT_TERM
    ? `${figure} ${t('risk.soon', { short: format.risk(forecast.bankruptWithin6Months) })}`
    : figure;
}

function ForecastDetails({
  forecast,
  format,
  policy,
}: {
  forecast: RiskForecast;
  format: SimulationFormat;
  policy: RiskPolicy;
}) {
  const { t } = useTranslation('simulationMonth');
  const summary = useRiskSummary(forecast, format, policy);
  const months = Array.from({ length: forecast.months }, (_, i) => forecast.fromMonth + i + 1);
  const labels: AxisLabel[] = months.map((month) => ({ name: format.monthName(month), number: String(month) }));
  const rowHeader = (month: number) => t('charts.monthRow', { month, name: format.monthName(month, 'long') });
  const peak = forecast.negativeCashProbability.reduce(
    (best, p, i) => (p > forecast.negativeCashProbability[best]! ? i : best),
    0,
  );
  const last = forecast.months - 1;

  return (
    <div className="space-y-6">
      <div className="space-y-2 text-sm">
        <p className="text-base font-medium" aria-live="polite" data-testid="risk-summary">
          {summary}
        </p>
        <p className="text-muted-foreground">
          {forecast.negativeCashProbability[peak]! > 0
            ? t('risk.negativePeak', {
                chance: format.percent(forecast.negativeCashProbability[peak]!),
                month: months[peak],
              })
            : t('risk.negativeNever')}{' '}
          {t('risk.band', {
            month: months[last],
            low: format.money(forecast.cash.p10[last]!),
            high: format.money(forecast.cash.p90[last]!),
            median: format.money(forecast.cash.p50[last]!),
          })}
        </p>
        <p className="text-xs text-muted-foreground">{t('risk.method', { paths: format.count(forecast.paths) })}</p>
      </div>
      <FoldedSection section="riskCharts" title={t('risk.chartsTitle')} hint={t('risk.chartsHint')} level={3}>
        <div className="grid gap-8 xl:grid-cols-2">
          <ChartFigure
            title={t('risk.fanTitle')}
            description={t('risk.fanDescription', { currency: format.currency })}
            legend={[
              { key: 'band', label: t('risk.legend.band'), color: 'var(--chart-1)', dash: 'area' },
              { key: 'median', label: t('risk.legend.median'), color: 'var(--chart-1)' },
            ]}
            chart={
              <LineChart
                labels={labels}
                series={[{ key: 'p50', values: forecast.cash.p50, color: 'var(--chart-1)' }]}
                band={{ lower: forecast.cash.p10, upper: forecast.cash.p90, color: 'var(--chart-1)' }}
                formatValue={format.compactMoney}
              />
            }
            table={
              <DataTable
                caption={t('risk.fanTableCaption')}
                columns={[t('charts.month'), t('risk.columns.p10'), t('risk.columns.p50'), t('risk.columns.p90')]}
                rows={months.map((month, i) => ({
                  key: month,
                  header: rowHeader(month),
                  cells: [
                    format.money(forecast.cash.p10[i]!),
                    format.money(forecast.cash.p50[i]!),
                    format.money(forecast.cash.p90[i]!),
                  ],
                }))}
              />
            }
          />
          <ChartFigure
            title={t('risk.negativeTitle')}
            description={t('risk.negativeDescription')}
            chart={
              <ProbabilityBars
                labels={labels}
                values={forecast.negativeCashProbability}
                color="var(--chart-2)"
                formatPercent={format.percent}
              />
            }
            table={
              <DataTable
                caption={t('risk.negativeTableCaption')}
                columns={[t('charts.month'), t('risk.columns.negative'), t('risk.columns.bankrupt')]}
                rows={months.map((month, i) => ({
                  key: month,
                  header: rowHeader(month),
                  cells: [
                    format.percent(forecast.negativeCashProbability[i]!),
                    format.percent(forecast.bankruptcyProbability[i]!),
                  ],
                }))}
              />
            }
          />
        </div>
      </FoldedSection>
    </div>
  );
}

/**
 * The risk forecast: thousands of futures from the current state under the decisions on screen,
 * as the chance of running out of cash and a fan of cash outcomes. A switch says what the months
 * after run, and the summary says it again: these decisions kept (where pressing "Avançar mês"
 * leads; the default) or the engine's suggestion.
 */
export const RiskForecastPanel = memo(function RiskForecastPanel({
  state,
  decisions,
  keptForecast,
  keptStale,
  unanswered = false,
  format,
  market,
  playedIn,
}: {
  state: SimulationState;
  decisions: MonthDecisions | null;
  /** The risk figure's forecast, these decisions kept: drawn once by the month for its summary too. */
  keptForecast: RiskForecast | null;
  keptStale: boolean;
  /** The pending event has no answer yet: the futures meet it with its first answer, as the risk figure does. */
  unanswered?: boolean;
  format: SimulationFormat;
  /** The market a class company's futures lean to (see useRiskForecast). */
  market?: LearnedMarket;
  playedIn?: PlayedIn;
}) {
  const { t } = useTranslation('simulationMonth');
  const [policy, setPolicy] = useState<RiskPolicy>('keep');
  // The other plan's futures are drawn only while it is chosen.
  const adaptive = useRiskForecast(state, policy === 'adaptive' ? decisions : null, 'adaptive', market);
  // Until the other plan's first futures arrive, the kept ones stay on screen, dimmed as outdated.
  const { forecast, stale } =
    policy === 'keep' || !adaptive.forecast
      ? { forecast: keptForecast, stale: keptStale || policy !== 'keep' }
      : adaptive;
  let body;
  if (!forecast && !decisions) {
    body = <p className="text-sm text-muted-foreground">{t('risk.invalid')}</p>;
  } else if (!forecast || forecast.months === 0) {
    body = (
      <div aria-busy="true" className="space-y-3" data-testid="risk-loading">
        <span className="sr-only">{t('risk.loading')}</span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else {
    body = (
      <div aria-busy={stale} className={cn('space-y-3 transition-opacity duration-200', stale && 'opacity-60')}>
        {!decisions && <p className="text-sm text-muted-foreground">{t('risk.outdated')}</p>}
        {unanswered && state.pendingEvent && (
          <p className="text-sm text-muted-foreground">
            {t('risk.unanswered', {
              choice: t(`events.choices.${EVENT_CHOICES[state.pendingEvent.type][0]}.label`),
            })}
          </p>
        )}
        <ForecastDetails forecast={forecast} format={format} policy={policy} />
      </div>
    );
  }
  return (
    <section
      id={RISK_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="risk-title"
      className="space-y-4 rounded-xl border bg-card p-6 focus-visible:outline-none"
    >
      <div className="space-y-1">
        <h2 id="risk-title" className="text-lg font-semibold">
          {t('risk.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('risk.intro')}</p>
      </div>
      <RadioCards
        name="riskPolicy"
        legend={t('risk.policy.legend')}
        options={POLICIES.map((value) => ({
          value,
          label: t(`risk.policy.${value}.label`),
          description: t(`risk.policy.${value}.description`, { context: playedIn }),
        }))}
        value={policy}
        onChange={setPolicy}
      />
      {body}
    </section>
  );
});
