import { firstRead, type FirstReads } from '../first-reads';
import { progressQueryOptions } from '@/features/progress/api/get-progress';
import { ProgressScreen } from '@/features/progress/components/progress-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /conquistas: the founder's competences and achievements (decision 033). */
export function Component() {
  return <ProgressScreen prefs={usePreferences().data ?? DEFAULT_PREFERENCES} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(progressQueryOptions())];
