import { firstRead, type FirstReads } from '../first-reads';
import { profileQueryOptions } from '@/features/account/api/get-profile';
import { ProfileOverview } from '@/features/account/components/profile-overview';
import { useSession } from '@/features/auth/api/get-session';
import { useSubscription } from '@/lib/api/get-subscription';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  // The account's real plan; a dash while it loads or if it cannot be read, never a guessed one.
  const plan = useSubscription().data?.plan;
  return (
    <ProfileOverview
      fallback={{ name: user?.name ?? '', email: user?.email ?? '' }}
      plan={{ name: plan ? t(`plans.${plan}`) : '—', to: '/dashboard/planos' }}
    />
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(profileQueryOptions)];
