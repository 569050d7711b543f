import { ReportsScreen } from '@/features/reports/components/reports-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /relatorios and /reports: analytics, reports and weekly summaries. */
export function Component() {
  const prefs = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <ReportsScreen prefs={prefs} />;
}
