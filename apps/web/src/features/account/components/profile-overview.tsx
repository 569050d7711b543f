import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { formatDate } from '@alavanca/domain/locale/format';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferences } from '@/lib/api/get-preferences';
import { useProfile } from '../api/get-profile';
import { UserAvatar } from './user-avatar';

export interface ProfileOverviewProps {
  /** Name and e-mail of the session, shown while the profile loads or if it cannot. */
  fallback: { name: string; email: string };
  /** The plan's name, already translated, and where to change it. */
  plan: { name: string; to: string };
}

/** `/perfil`: who the user is on the platform, at a glance, with the way to change it. */
export function ProfileOverview({ fallback, plan }: ProfileOverviewProps) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const data = profile.data;
  const fullName = data ? `${data.firstName} ${data.lastName}`.trim() : '';
  const name = fullName || fallback.name;
  const email = data?.email ?? fallback.email;
  const memberSince = data?.createdAt
    ? formatDate(new Date(data.createdAt), { dateFormat: preferences.dateFormat, timezone: preferences.timezone })
    : null;

  const action = (
    <Button variant="outline" asChild>
      <Link to="/configuracoes">
        <Settings aria-hidden="true" />
        {t('profile.editSettings')}
      </Link>
    </Button>
  );

  return (
    <>
      <ScreenIntro title={t('profile.title')} description={t('profile.intro')} action={action} />
      <Card className="max-w-2xl" data-testid="profile-overview">
        <CardHeader className="flex flex-row items-center gap-4">
          {profile.isPending ? (
            <Skeleton className="size-20 rounded-full" />
          ) : (
            <UserAvatar src={data?.avatarUrl} name={name} email={email} />
          )}
          <div className="grid min-w-0 gap-1">
            <CardTitle asChild>
              <h3 className="truncate text-xl" data-testid="profile-name">
                {name || t('profile.noName')}
              </h3>
            </CardTitle>
            <p className="truncate text-sm text-muted-foreground">{email}</p>
          </div>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">{t('profile.name')}</dt>
            <dd>{name || '—'}</dd>
            <dt className="text-muted-foreground">{t('profile.email')}</dt>
            <dd className="break-all">{email}</dd>
            {memberSince && (
              <>
                <dt className="text-muted-foreground">{t('profile.memberSince')}</dt>
                <dd className="tabular" data-testid="profile-member-since">
                  {memberSince}
                </dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('profile.plan')}</dt>
            <dd className="flex flex-wrap items-center gap-3">
              <Badge variant="secondary" data-testid="profile-plan">
                {plan.name}
              </Badge>
              <Link to={plan.to} className="text-primary underline-offset-4 hover:underline">
                {t('profile.seePlans')}
              </Link>
            </dd>
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
