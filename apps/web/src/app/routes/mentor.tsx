import { firstRead, type FirstReads } from '../first-reads';
import { conversationQueryOptions, conversationsQueryOptions } from '@/features/mentor/api/conversations';
import { mentorSuggestionsQueryOptions } from '@/features/mentor/api/suggestions';
import { mentorEngineQueryOptions } from '@/lib/api/get-mentor-engine';
import { MentorScreen } from '@/features/mentor/components/mentor-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /mentor-ia and /ai-mentor, and /mentor-ia/{id}: the mentor, with a conversation open or not. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const { id } = useParams();
  return <MentorScreen conversationId={id ?? null} dates={preferences} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id }) => [
  firstRead(mentorEngineQueryOptions),
  firstRead(conversationsQueryOptions),
  firstRead(mentorSuggestionsQueryOptions),
  ...(id ? [firstRead(conversationQueryOptions(id))] : []),
];
