import { firstRead, type FirstReads } from '../first-reads';
import { useSession } from '@/features/auth/api/get-session';
import { myProfileQueryOptions, relationsQueryOptions } from '@/features/community/api/network';
import { ProfileEditor } from '@/features/community/components/profile-editor';

/** /comunidade/perfil and /community/profile: the member's public profile and whom they blocked or muted (decision 036). */
export function Component() {
  return <ProfileEditor userId={useSession().data?.user?.id} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(myProfileQueryOptions), firstRead(relationsQueryOptions)];
