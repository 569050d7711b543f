import { ProfileOverview } from '@/features/account/components/profile-overview';
import { useSession } from '@/features/auth/api/get-session';
import { useTranslation } from 'react-i18next';

// Subscriptions arrive with the plans module; until then every account is on the spec's default plan, Free.
const PLAN = 'free';

export function Component() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  return (
    <ProfileOverview
      fallback={{ name: user?.name ?? '', email: user?.email ?? '' }}
      plan={{ name: t(`plans.${PLAN}`), to: '/dashboard/planos' }}
    />
  );
}
