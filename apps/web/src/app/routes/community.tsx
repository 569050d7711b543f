import { firstRead, type FirstReads } from '../first-reads';
import { spacesQueryOptions } from '@/features/community/api/community';
import { moderationAccessQueryOptions } from '@/features/community/api/moderation';
import { CommunityHome } from '@/features/community/components/community-home';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /comunidade and /community: the community's spaces, the user's classes' and language's first (decision 036). */
export function Component() {
  return <CommunityHome language={(usePreferences().data ?? DEFAULT_PREFERENCES).language} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(spacesQueryOptions), firstRead(moderationAccessQueryOptions)];
