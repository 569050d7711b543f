import { Button } from '@/components/ui/button';
import { Mail, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBERS_PATH, MESSAGES_PATH, PROFILE_PATH } from '../utils/network-paths';

const LINKS = [
  { to: MEMBERS_PATH, icon: Users, key: 'nav.members', testId: 'members-link' },
  { to: MESSAGES_PATH, icon: Mail, key: 'nav.messages', testId: 'messages-link' },
  { to: PROFILE_PATH, icon: UserRound, key: 'nav.profile', testId: 'profile-link' },
] as const;

/** The community home's way to the members, the user's conversations and their profile. */
export function NetworkNav() {
  const { t } = useTranslation('communityNetwork');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(({ to, icon: Icon, key, testId }) => (
          <li key={to}>
            <Button asChild variant="outline" size="sm">
              <Link to={to} data-testid={testId}>
                <Icon aria-hidden="true" />
                {t(key)}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
