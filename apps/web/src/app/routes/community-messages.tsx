import { firstPage, type FirstReads } from '../first-reads';
import { conversationsQueryOptions } from '@/features/community/api/messages';
import { ConversationsScreen } from '@/features/community/components/conversations-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /comunidade/mensagens and /community/messages: the user's private conversations (decision 036). */
export function Component() {
  return <ConversationsScreen dates={usePreferences().data ?? DEFAULT_PREFERENCES} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstPage(conversationsQueryOptions)];
