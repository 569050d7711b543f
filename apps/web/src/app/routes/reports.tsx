import { firstRead, type FirstReads } from '../first-reads';
import {
  analyticsQueryOptions,
  reportHistoryQueryOptions,
  weeklySummariesQueryOptions,
} from '@/features/reports/api/reports';
import { ReportsScreen } from '@/features/reports/components/reports-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /relatorios and /reports: analytics, reports and weekly summaries. */
export function Component() {
  const prefs = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <ReportsScreen prefs={prefs} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [
  firstRead(analyticsQueryOptions),
  firstRead(reportHistoryQueryOptions),
  firstRead(weeklySummariesQueryOptions),
];
