import { ChartFigure, DataTable } from '@/components/chart-figure';
import { Skeleton } from '@/components/ui/skeleton';
import type { Analytics } from '@alavanca/contracts/reports';
import {
  formatDate,
  formatMonthName,
  formatNumber,
  formatPercent,
  type FormatPreferences,
} from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import { ColumnChart } from './column-chart';

const ACTIVITY_SERIES = [
  { key: 'simulationMonths', color: 'var(--chart-1)' },
  { key: 'validations', color: 'var(--chart-2)' },
  { key: 'questions', color: 'var(--chart-3)' },
  { key: 'reports', color: 'var(--chart-4)' },
] as const;

/** A week's Monday (an ISO date) as the user writes dates. */
export function weekLabel(weekStart: string, prefs: FormatPreferences): string {
  return formatDate(new Date(`${weekStart}T12:00:00Z`), { ...prefs, timezone: 'UTC' });
}

/** The same Monday for a chart's axis: the day and the month's short name ("23 nov."). */
function weekAxisLabel(weekStart: string, prefs: FormatPreferences): string {
  const day = new Date(`${weekStart}T12:00:00Z`);
  return `${day.getUTCDate()} ${formatMonthName(day.getUTCMonth(), prefs.language)}`;
}

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="tabular mt-1 text-2xl font-semibold">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** The user's history in figures: four numbers, then three charts each with its table. */
export function AnalyticsSection({ analytics, prefs }: { analytics: Analytics | undefined; prefs: FormatPreferences }) {
  const { t } = useTranslation(['reports', 'validationReport']);
  if (!analytics) {
    return (
      <div className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  const { survival } = analytics;
  const ended = survival.finished + survival.bankrupt;
  const scored = analytics.simulations
    .filter((simulation) => simulation.score !== null)
    .sort((a, b) => (a.finishedAt ?? '').localeCompare(b.finishedAt ?? ''));
  const number = (value: number, digits = 0) =>
    formatNumber(value, prefs, { minimumFractionDigits: digits, maximumFractionDigits: digits });

  return (
    <section aria-labelledby="analytics-title" className="mb-8 space-y-6">
      <div className="space-y-1">
        <h3 id="analytics-title" className="text-lg font-semibold">
          {t('screen.analyticsTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('screen.analyticsIntro')}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi label={t('screen.kpis.simulations')} value={number(analytics.simulations.length)} />
        <Kpi
          label={t('screen.kpis.survival')}
          value={survival.rate === null ? '—' : formatPercent(survival.rate, prefs)}
          hint={
            ended === 0
              ? t('screen.kpis.survivalNone')
              : t('screen.kpis.survivalHint', { count: ended, finished: number(survival.finished) })
          }
        />
        <Kpi
          label={t('screen.kpis.runway')}
          value={
            analytics.averageRunwayMonths === null
              ? '—'
              : t('screen.kpis.runwayValue', {
                  count: analytics.averageRunwayMonths,
                  formatted: number(analytics.averageRunwayMonths, 1),
                })
          }
          hint={
            analytics.averageRunwayMonths === null
              ? t('screen.kpis.runwayNone')
              : analytics.notBurning > 0
                ? t('screen.kpis.notBurning', { count: analytics.notBurning })
                : undefined
          }
        />
        <Kpi label={t('screen.kpis.validations')} value={number(analytics.validations.length)} />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-xl border bg-card p-4" data-testid="chart-scores">
          {scored.length === 0 ? (
            <>
              <h4 className="text-base font-semibold">{t('screen.scoresChart')}</h4>
              <p className="mt-2 text-sm text-muted-foreground">{t('screen.scoresEmpty')}</p>
            </>
          ) : (
            <ChartFigure
              headingLevel="h4"
              title={t('screen.scoresChart')}
              description={t('screen.scoresChartDescription')}
              chart={
                <ColumnChart
                  categories={scored.map((simulation) => simulation.name)}
                  series={[
                    {
                      key: 'score',
                      values: scored.map((simulation) => simulation.score ?? 0),
                      color: 'var(--chart-1)',
                    },
                  ]}
                  formatValue={(value) => number(value)}
                />
              }
              table={
                <DataTable
                  caption={t('screen.scoresChart')}
                  columns={[t('screen.columns.simulation'), t('screen.columns.finishedAt'), t('screen.columns.score')]}
                  rows={scored.map((simulation) => ({
                    key: simulation.id,
                    header: simulation.name,
                    cells: [
                      simulation.finishedAt ? formatDate(new Date(simulation.finishedAt), prefs) : '—',
                      number(simulation.score ?? 0),
                    ],
                  }))}
                />
              }
            />
          )}
        </div>

        <div className="rounded-xl border bg-card p-4" data-testid="chart-dimensions">
          {analytics.validations.length === 0 ? (
            <>
              <h4 className="text-base font-semibold">{t('screen.dimensionsChart')}</h4>
              <p className="mt-2 text-sm text-muted-foreground">{t('screen.dimensionsEmpty')}</p>
            </>
          ) : (
            <ChartFigure
              headingLevel="h4"
              title={t('screen.dimensionsChart')}
              description={t('screen.dimensionsChartDescription')}
              chart={
                <ul className="space-y-2 text-sm">
                  {analytics.validationScores.map((entry) => (
                    <li key={entry.key} className="grid grid-cols-[minmax(0,10rem)_1fr_3rem] items-center gap-2">
                      <span className="truncate">{t(`validationReport:scores.${entry.key}.name`)}</span>
                      <span className="h-3 rounded bg-muted">
                        <span
                          className="block h-3 rounded bg-(--chart-1)"
                          style={{ width: `${Math.min(100, entry.average ?? 0)}%` }}
                        />
                      </span>
                      <span className="tabular text-right">{entry.average === null ? '—' : number(entry.average)}</span>
                    </li>
                  ))}
                </ul>
              }
              table={
                <DataTable
                  caption={t('screen.dimensionsChart')}
                  columns={[t('screen.columns.dimension'), t('screen.columns.average')]}
                  rows={analytics.validationScores.map((entry) => ({
                    key: entry.key,
                    header: t(`validationReport:scores.${entry.key}.name`),
                    cells: [entry.average === null ? '—' : number(entry.average, 1)],
                  }))}
                />
              }
            />
          )}
        </div>
      </div>

      <div className="rounded-xl border bg-card p-4" data-testid="chart-activity">
        <ChartFigure
          headingLevel="h4"
          title={t('screen.activityChart')}
          description={t('screen.activityChartDescription')}
          legend={ACTIVITY_SERIES.map((series) => ({
            key: series.key,
            label: t(`screen.columns.${series.key}`),
            color: series.color,
            dash: 'area',
          }))}
          chart={
            <ColumnChart
              categories={analytics.activity.map((week) => weekAxisLabel(week.weekStart, prefs))}
              series={ACTIVITY_SERIES.map((series) => ({
                key: series.key,
                color: series.color,
                values: analytics.activity.map((week) => week[series.key]),
              }))}
              formatValue={(value) => number(value)}
            />
          }
          table={
            <DataTable
              caption={t('screen.activityChart')}
              columns={[
                t('screen.columns.week'),
                ...ACTIVITY_SERIES.map((series) => t(`screen.columns.${series.key}`)),
              ]}
              rows={analytics.activity.map((week) => ({
                key: week.weekStart,
                header: weekLabel(week.weekStart, prefs),
                cells: ACTIVITY_SERIES.map((series) => number(week[series.key])),
              }))}
            />
          }
        />
      </div>
    </section>
  );
}
