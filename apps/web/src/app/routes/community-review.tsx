import { firstRead, type FirstReads } from '../first-reads';
import { reviewRequestQueryOptions } from '@/features/community/api/reviews';
import { ReviewScreen } from '@/features/community/components/review-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /comunidade/revisoes/{id}: a request for review, read and reviewed (its author reads the reviews). */
export function Component() {
  const id = useParams().id ?? '';
  return <ReviewScreen key={id} id={id} prefs={usePreferences().data ?? DEFAULT_PREFERENCES} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(reviewRequestQueryOptions(id))];
