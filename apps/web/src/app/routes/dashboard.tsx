import { firstRead, type FirstReads } from '../first-reads';
import { dashboardLayoutQueryOptions, dashboardSummaryQueryOptions } from '@/features/dashboard/api/dashboard';
import { useSession } from '@/features/auth/api/get-session';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /dashboard: the home a founder returns to. */
export function Component() {
  const { data } = useSession();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <DashboardScreen name={data?.user?.name.split(' ')[0] ?? ''} numbers={preferences} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [
  firstRead(dashboardSummaryQueryOptions),
  firstRead(dashboardLayoutQueryOptions),
];
