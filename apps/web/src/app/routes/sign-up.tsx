import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPageHeader } from '@/components/auth-page-header';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthPageHeader title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <p className="text-sm text-muted-foreground">
        {t('signUp.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">{t('signUp.loginLink')}</Link>
      </p>
    </>
  );
}
