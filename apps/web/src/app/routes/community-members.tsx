import { firstPage, type FirstReads } from '../first-reads';
import { membersQueryOptions } from '@/features/community/api/network';
import { MembersScreen } from '@/features/community/components/members-screen';

/** /comunidade/membros and /community/members: the members' directory (decision 036). */
export function Component() {
  return <MembersScreen />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts): the directory unfiltered. */
export const firstReads: FirstReads = () => [firstPage(membersQueryOptions({}))];
