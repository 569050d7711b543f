import { CommunityFrame } from '../community-frame';
import { firstPage, firstRead, type FirstReads } from '../first-reads';
import { spacesQueryOptions, topicsQueryOptions } from '@/features/community/api/community';
import { SpaceScreen } from '@/features/community/components/space-screen';
import { spaceKeyOf } from '@/features/community/utils/paths';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /comunidade/espacos/{group}/{name}: a space's topics and a new one. */
export function Component() {
  const spaceKey = spaceKeyOf(useParams());
  return (
    <CommunityFrame>
      <SpaceScreen key={spaceKey} spaceKey={spaceKey} dates={usePreferences().data ?? DEFAULT_PREFERENCES} />
    </CommunityFrame>
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = (params) => [
  firstRead(spacesQueryOptions),
  firstPage(topicsQueryOptions(spaceKeyOf(params))),
];
