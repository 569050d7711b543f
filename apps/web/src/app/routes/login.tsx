import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPageHeader } from '@/components/auth-page-header';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthPageHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <div className="flex flex-col gap-3">
        <Button variant="link" className="justify-start px-0" asChild>
          <Link to="/recuperar-senha">{t('login.forgotPassword')}</Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          {t('login.noAccount')}{' '}
          <Link to="/cadastro" className="font-medium text-primary underline-offset-4 hover:underline">{t('login.signUpLink')}</Link>
        </p>
      </div>
    </>
  );
}
