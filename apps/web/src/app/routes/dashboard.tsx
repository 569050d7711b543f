import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/features/auth/api/get-session';
import { Activity, FlaskConical, Lightbulb, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenIntro } from '@/components/screen-intro';

const QUICK_ACTIONS = [
  { key: 'simulate', to: '/simulacao-negocio', icon: FlaskConical },
  { key: 'validate', to: '/validacao-ideia', icon: Lightbulb },
  { key: 'mentor', to: '/mentor-ia', icon: Sparkles },
] as const;

export function Component() {
  const { t } = useTranslation('app');
  const { data } = useSession();
  const name = data?.user?.name.split(' ')[0] ?? '';
  return (
    <>
      <ScreenIntro
        title={name ? t('dashboard.greeting', { name }) : t('dashboard.greetingAnonymous')}
        description={t('dashboard.intro')}
      />
      <div className="grid gap-4 md:grid-cols-3">
        {QUICK_ACTIONS.map(({ key, to, icon: Icon }) => (
          <Card key={key}>
            <CardHeader>
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <CardTitle>{t(`dashboard.actions.${key}.title`)}</CardTitle>
              <CardDescription>{t(`dashboard.actions.${key}.description`)}</CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <Button variant="outline" asChild>
                <Link to={to}>{t(`dashboard.actions.${key}.cta`)}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{t('dashboard.activity.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={Activity}
            title={t('dashboard.activity.emptyTitle')}
            description={t('dashboard.activity.emptyDescription')}
          />
        </CardContent>
      </Card>
    </>
  );
}
