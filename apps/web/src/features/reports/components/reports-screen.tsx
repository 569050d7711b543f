import { ScreenIntro } from '@/components/screen-intro';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import type { FormatPreferences } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import { useAnalytics, useReportHistory, useWeeklySummaries } from '../api/reports';
import { AnalyticsSection } from './analytics-section';
import { GenerateSection } from './generate-section';
import { HistorySection } from './history-section';
import { WeeklySection } from './weekly-section';

/**
 * /relatorios: the user's history in charts (each with its table), the reports they generate
 * (PDF and CSV, kept with download links) and the weekly summaries.
 */
export function ReportsScreen({ prefs }: { prefs: FormatPreferences }) {
  const { t } = useTranslation('app');
  const analytics = useAnalytics().data;
  const history = useReportHistory().data;
  const weekly = useWeeklySummaries().data;
  // The weekly summary's notification opens the screen at its week (/relatorios#resumo-<week>).
  const target = useScrollToHash(weekly !== undefined);
  return (
    <>
      <ScreenIntro title={t('reports.title')} description={t('reports.intro')} />
      <AnalyticsSection analytics={analytics} prefs={prefs} />
      <div className="grid gap-6 lg:grid-cols-2">
        <GenerateSection analytics={analytics} />
        <HistorySection history={history} prefs={prefs} />
      </div>
      <div className="mt-6">
        <WeeklySection weekly={weekly} prefs={prefs} target={target} />
      </div>
    </>
  );
}
