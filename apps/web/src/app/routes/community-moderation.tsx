import { firstRead, type FirstReads } from '../first-reads';
import { moderationAccessQueryOptions, queueQueryOptions } from '@/features/community/api/moderation';
import { ModerationScreen } from '@/features/community/components/moderation-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /comunidade/moderacao and /community/moderation: the moderators' queue and log (decision 036). */
export function Component() {
  return <ModerationScreen dates={usePreferences().data ?? DEFAULT_PREFERENCES} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(moderationAccessQueryOptions), firstRead(queueQueryOptions)];
