import { CommunityFrame } from '../community-frame';
import { firstRead, type FirstReads } from '../first-reads';
import { topicQueryOptions } from '@/features/community/api/community';
import { TopicScreen } from '@/features/community/components/topic-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /comunidade/topicos/{id}: a topic's posts and the reader's reply. */
export function Component() {
  const id = useParams().id ?? '';
  return (
    <CommunityFrame>
      <TopicScreen key={id} id={id} dates={usePreferences().data ?? DEFAULT_PREFERENCES} />
    </CommunityFrame>
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(topicQueryOptions(id))];
