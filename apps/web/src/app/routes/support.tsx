import { firstRead, type FirstReads } from '../first-reads';
import { ticketsQueryOptions } from '@/features/support/api/tickets';
import { SupportScreen } from '@/features/support/components/support-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /suporte and /support: the help, searchable, and the user's tickets. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <SupportScreen language={preferences.language} dates={preferences} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(ticketsQueryOptions)];
