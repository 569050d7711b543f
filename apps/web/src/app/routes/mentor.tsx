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
