import { firstRead, type FirstReads } from '../first-reads';
import { profileQueryOptions } from '@/features/account/api/get-profile';
import { settingsQueryOptions } from '@/features/account/api/get-settings';
import { mentorEngineQueryOptions } from '@/lib/api/get-mentor-engine';
import { SettingsPage } from '@/features/account/components/settings-page';
import { useSession } from '@/features/auth/api/get-session';

export function Component() {
  const email = useSession().data?.user?.email ?? '';
  return <SettingsPage email={email} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [
  firstRead(profileQueryOptions),
  firstRead(settingsQueryOptions),
  firstRead(mentorEngineQueryOptions),
];
