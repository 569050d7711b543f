import { firstRead, type FirstReads } from '../first-reads';
import { memberQueryOptions } from '@/features/community/api/network';
import { MemberScreen } from '@/features/community/components/member-screen';
import { useParams } from 'react-router';

/** /comunidade/membros/{id}: a member's profile, to follow, write to, block or mute (decision 036). */
export function Component() {
  const id = useParams().id ?? '';
  return <MemberScreen key={id} id={id} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(memberQueryOptions(id))];
