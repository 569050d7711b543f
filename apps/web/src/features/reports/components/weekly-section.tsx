import { SectionCard } from '@/components/section-card';
import { cn } from '@/lib/utils';
import type { WeeklySummaryListResponse } from '@alavanca/contracts/reports';
import { formatCurrency, formatNumber, type FormatPreferences } from '@alavanca/domain/locale/format';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { weekLabel } from './analytics-section';

const ACTIVITY_KEYS = ['simulationMonths', 'validations', 'questions', 'reports'] as const;

/** The weekly summaries delivered, newest first; the notification opens one by its anchor. */
export function WeeklySection({
  weekly,
  prefs,
  target = '',
}: {
  weekly: WeeklySummaryListResponse | undefined;
  prefs: FormatPreferences;
  /** The summary the address points at (its notification's link): marked, and focusable for it. */
  target?: string;
}) {
  const { t } = useTranslation('reports');
  const summaries = weekly?.summaries ?? [];
  return (
    <SectionCard
      title={t('screen.weeklyTitle')}
      icon={CalendarDays}
      intro={t('screen.weeklyIntro')}
      testId="weekly-summaries"
    >
      {weekly && summaries.length === 0 && <p className="text-sm text-muted-foreground">{t('screen.weeklyEmpty')}</p>}
      {summaries.map((summary) => (
        <article
          key={summary.weekStart}
          id={`resumo-${summary.weekStart}`}
          aria-labelledby={`resumo-${summary.weekStart}-title`}
          tabIndex={target === `resumo-${summary.weekStart}` ? -1 : undefined}
          className={cn(
            'space-y-3 rounded-lg border p-4 outline-hidden',
            target === `resumo-${summary.weekStart}` && 'ring-2 ring-primary',
          )}
        >
          <h4 id={`resumo-${summary.weekStart}-title`} className="font-semibold">
            {t('screen.weeklyWeekOf', { date: weekLabel(summary.weekStart, prefs) })}
          </h4>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {ACTIVITY_KEYS.map((key) => (
              <div key={key}>
                <dt className="text-muted-foreground">{t(`screen.columns.${key}`)}</dt>
                <dd className="tabular font-semibold">{formatNumber(summary.activity[key], prefs)}</dd>
              </div>
            ))}
          </dl>
          {summary.simulations.length > 0 && (
            <div className="space-y-1">
              <h5 className="text-sm font-medium">{t('screen.weeklySimulations')}</h5>
              <ul className="space-y-1 text-sm">
                {summary.simulations.map((simulation) => (
                  <li key={simulation.id} className="flex flex-wrap justify-between gap-2">
                    <span>{simulation.name}</span>
                    <span className="tabular text-muted-foreground">
                      {t('common:punctuation.labelled', {
                        label: t('columns.cash'),
                        value: formatCurrency(simulation.cashCents, simulation.currency, prefs),
                      })}
                      {simulation.runwayMonths !== null &&
                        ` · ${t('common:punctuation.labelled', {
                          label: t('columns.runway'),
                          value: formatNumber(simulation.runwayMonths, prefs, { maximumFractionDigits: 1 }),
                        })}`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </article>
      ))}
    </SectionCard>
  );
}
