import { SettingsPage } from '@/features/account/components/settings-page';
import { useSession } from '@/features/auth/api/get-session';

export function Component() {
  const email = useSession().data?.user?.email ?? '';
  return <SettingsPage email={email} />;
}
