import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/features/auth/api/get-session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t } = useTranslation('app');
  const user = useSession().data?.user;
  const action = (
    <Button variant="outline" asChild>
      <Link to="/configuracoes">{t('profile.editSettings')}</Link>
    </Button>
  );
  return (
    <>
      <ScreenIntro title={t('profile.title')} description={t('profile.intro')} action={action} />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>{t('profile.account')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">{t('profile.name')}</dt>
            <dd>{user?.name || '—'}</dd>
            <dt className="text-muted-foreground">{t('profile.email')}</dt>
            <dd>{user?.email}</dd>
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
