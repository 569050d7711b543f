import { firstPage, type FirstReads } from '../first-reads';
import { conversationQueryOptions } from '@/features/community/api/messages';
import { ConversationScreen } from '@/features/community/components/conversation-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /comunidade/mensagens/{id}: one private conversation (decision 036). */
export function Component() {
  const id = useParams().id ?? '';
  return <ConversationScreen key={id} id={id} dates={usePreferences().data ?? DEFAULT_PREFERENCES} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstPage(conversationQueryOptions(id))];
